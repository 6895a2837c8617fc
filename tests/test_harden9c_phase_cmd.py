"""harden9c: glauber phase's mixing change on a size with a relaxation time of 0 (issue 30)."""

from types import SimpleNamespace

import numpy as np

from toolkit.app.commands.phase import mixing_change_of


def test_size_with_zero_relaxation_is_not_used():
    # "on the sizes whose relaxation time is known at every temperature (at least 3)": a time of
    # 0 (a failed estimate) is not known, so its size is left out; 2 sizes are then too few
    T = np.array([0.8, 1.0, 1.2])
    ns = np.array([16, 32, 64])
    tau = ns[:, None] ** 1.5 * np.ones((3, 3))
    tau[1, 2] = 0.0
    out = mixing_change_of(SimpleNamespace(temperatures=T, n_values=ns, relaxation=tau))
    assert out["T_change"] is None and out["T_change_stderr"] is None
    assert out["n_values"] == [16, 64]
    assert out["note"] == "relaxation times at every temperature for 2 size(s): 3 are needed"
