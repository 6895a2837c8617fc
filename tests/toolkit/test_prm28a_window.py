"""prm28a: real_window's sampled exit time starts from the LARGEST-margin strict fixed point
(its docstring: ``exit_time``), the one whose exact escape check it is compared with. Tested
windows had one fixed point or symmetric ones; this hand table has two with different margins:
``00`` (margins 2 and 10: gamma = 2) and ``11`` (margins 1 and 1: gamma = 1). A stand-in
sampled_summary records the exit start and stops the run."""
import numpy as np
import pytest

import toolkit.app.window as window
from toolkit.models.toy import LogitTable


class _Stop(Exception):
    pass


def _model():
    table = np.zeros((2, 2, 2))
    table[0, 0] = [2.0, 0.0]   # site 0, x1 = 0
    table[0, 1] = [0.0, 1.0]   # site 0, x1 = 1
    table[1, 0] = [10.0, 0.0]  # site 1, x0 = 0
    table[1, 1] = [0.0, 1.0]   # site 1, x0 = 1
    return LogitTable(table)


def test_exit_time_starts_at_the_largest_margin_fixed_point(monkeypatch):
    seen = {}

    def stand_in(sampler, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(window, "sampled_summary", stand_in)
    with pytest.raises(_Stop):
        window.real_window(_model(), temperature=1.0, n_steps=8, rng=0)
    assert np.asarray(seen["exit_start"]).tolist() == [0, 0]
