"""prm22e: toolkit.exceptions.StateSpaceTooLargeError.n_states is the exact int q**n up to 1e300 states
(documented: ``math.inf`` above 1e300), past the int64 and float display ranges."""
import math

from toolkit import exceptions


def test_n_states_exact_below_1e300_inf_above():
    e = exceptions.StateSpaceTooLargeError(10, 20, 1e6)
    assert e.n_states == 10**20 and isinstance(e.n_states, int)
    e = exceptions.StateSpaceTooLargeError(2, 900, 1e6)  # 2**900 ~ 8.5e270
    assert e.n_states == 2**900
    assert exceptions.StateSpaceTooLargeError(10, 301, 1e6).n_states == math.inf
