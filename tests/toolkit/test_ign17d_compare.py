"""toolkit.app.compare: ``calibration_table(max_states=...)`` is the enumeration cap, checked before
any sampling (ign17d; its comment: "fail before sampling if not enumerable").

A 2**4 = 16-state chain is refused under a cap of 8 without a single draw (``sampled_summary``
is replaced by a stub that fails the test if called)."""

import pytest

from toolkit.app import compare
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts


def test_calibration_table_refuses_above_max_states_before_sampling(monkeypatch):
    def never(*a, **k):
        raise AssertionError("sampled before the state-space check")

    monkeypatch.setattr(compare, "sampled_summary", never)
    with pytest.raises(StateSpaceTooLargeError, match="16"):
        compare.calibration_table(potts(2, 4, 0.5), max_states=8, n_chains=2, n_steps=4)
