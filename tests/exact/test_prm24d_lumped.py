"""prm24d: ``exact.lumped`` arguments the tests only passed at their defaults.

- ``_step_class(t_stop)``: the class is evolved until its TV is within ``eps`` OR ``t_stop``
  steps (the docstring); no caller passes it, so it is tested directly on a hand two-state
  class chain: ``P = [[0.9, 0.1], [0.1, 0.9]]`` from state 0, ``pi = (1/2, 1/2)``, whose TV
  after ``t`` steps is ``0.5 * 0.8**t`` (eigenvalue 0.8 of the antisymmetric vector).
- ``lumped_exit_times(method)``: handed on to :func:`exact.metastable.expected_exit_times`:
  each solver gives the docstring's hand value (Curie-Weiss n = 2 at beta = 0, leaving
  "both ones" takes 2 steps on average: P(stay) = 1/2), and a method that is none of them is
  refused naming ``method``.
"""

import numpy as np
import pytest
import scipy.sparse as sp

from exact.lumped import ClassChain, _step_class, lumped_exit_times
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import CurieWeiss


def _two_state():
    P = sp.csr_matrix(np.array([[0.9, 0.1], [0.1, 0.9]]))
    return ClassChain(start_counts=(1, 0), P=P, pi=np.array([0.5, 0.5]), start=0, n_states=2)


def test_step_class_stops_at_t_stop():
    prof, reached = _step_class(_two_state(), 0.01, 100, t_stop=2)
    np.testing.assert_allclose(prof, [0.5, 0.4, 0.32], rtol=1e-12)
    assert reached is False
    # without t_stop: until 0.5 * 0.8**t <= 0.01, t = 18 (0.8**17 = 0.0225 > 0.02 >= 0.8**18 = 0.018)
    prof, reached = _step_class(_two_state(), 0.01, 100)
    assert reached is True and prof.size == 19


@pytest.mark.parametrize("method", ["gth", "spsolve", "iterative"])
def test_exit_times_each_method(method):
    tau = lumped_exit_times(CurieWeiss(2, 0.0), lambda c: c[:, 1] == 2, method=method)
    np.testing.assert_allclose(tau, [2.0, 0.0, 0.0], rtol=1e-8)


def test_exit_times_unknown_method_is_refused():
    with pytest.raises(InvalidInputError, match="`method`"):
        lumped_exit_times(CurieWeiss(2, 0.0), lambda c: c[:, 1] == 2, method="bogus")
