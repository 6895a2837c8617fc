"""prm18c promise sweep: toolkit.app.report.soundness (its reference helpers)."""

from __future__ import annotations

import numpy as np

from toolkit.app.report import soundness as snd
from toolkit.models import potts


def test_one_entry_adds_c_at_the_tokens_given():
    # "c added to J[i, j][a, b] only (tokens)": J_01[2, 1] is the only non-zero coupling
    m = snd._one_entry(3, 2, (0, 1), 0.8, tokens=(2, 1))
    J = np.asarray(m.J)
    assert J[0, 1, 2, 1] == 0.8
    nz = np.argwhere(J != 0)
    assert [tuple(v) for v in nz] == [(0, 1, 2, 1)]


def test_class_profiles_run_until_every_class_is_within_stop():
    # stop: the profile ends at the first t where every start class (0..n ones) is within
    # stop of pi; the worst class is the one the section's t_mix reads
    m = potts(2, 4, 0.8, graph="cycle")
    stop = 0.01
    d, _, _ = snd._class_profiles(m, 1.0, 300, stop=stop)
    assert d[:, -1].max() <= stop
    assert d[:, -2].max() > stop
