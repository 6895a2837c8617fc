"""prm18c promise sweep: toolkit.app.report.soundness (_one_entry's tokens)."""

from __future__ import annotations

import numpy as np

from toolkit.app.report import soundness as snd


def test_one_entry_adds_c_at_the_tokens_given():
    # "c added to J[i, j][a, b] only (tokens)": J_01[2, 1] is the only non-zero coupling
    m = snd._one_entry(3, 2, (0, 1), 0.8, tokens=(2, 1))
    J = np.asarray(m.J)
    assert J[0, 1, 2, 1] == 0.8
    nz = np.argwhere(J != 0)
    assert [tuple(v) for v in nz] == [(0, 1, 2, 1)]
