"""prm26e (issue 30, ninth sweep): ``toolkit.app.compare`` hands its ``max_states`` on to the
enumeration (benchmarks/default_only_args.py --sites: no test handed anything but the
callee's default at these call sites).

Contract: ``max_states`` is the enumeration guard (``exact.space.DEFAULT_MAX_STATES`` when
not given): ``exact_values`` enumerates the model once, refused above it
(:class:`~toolkit.exceptions.StateSpaceTooLargeError`); ``calibration_table`` checks it before
sampling and hands the same limit to ``exact_values``."""

from types import SimpleNamespace

import pytest

from toolkit.app import compare
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models.exchangeable import CurieWeiss


def test_exact_values_refuses_a_model_above_max_states():
    # 2**3 = 8 states above 4: refused, not enumerated at the default 2e7
    summary = SimpleNamespace(temperature=1.0, method="glauber (random scan)", quantities=())
    with pytest.raises(StateSpaceTooLargeError):
        compare.exact_values(CurieWeiss(3, 1.0), summary, max_states=4)


def test_calibration_table_hands_max_states_to_exact_values(monkeypatch):
    # a spy where calibration_table looks exact_values up (the default 2e7 would refuse above
    # 2e7 states what max_states allows: too large to enumerate in a test)
    seen = []
    real = compare.exact_values

    def spy(model, summary, **kw):
        seen.append(kw.get("max_states"))
        return real(model, summary, **kw)

    monkeypatch.setattr(compare, "exact_values", spy)
    compare.calibration_table(CurieWeiss(2, 1.0), max_states=1000, n_chains=2, n_steps=8, n_pairs=1,
                              n_replicates=2, max_steps=20, rng=1)
    assert seen == [1000]
