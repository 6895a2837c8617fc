"""prm27b tenth sweep (issue 30): ``glauber phase``'s mixing-change summary reports NO
threshold (``T_change`` None, and the note says the curves do not cross) when the crossing is
undetermined (NaN), instead of a NaN counted as a temperature."""

from types import SimpleNamespace

import numpy as np

from toolkit.app.commands.phase import mixing_change_of


def test_no_crossing_is_reported_as_none():
    # tau = e^{n/10} at every T: z_eff = (n2 - n1) / (10 ln 2) grows with n and does not depend
    # on T, so the curves of consecutive size pairs never cross (finite_size.mixing_change: NaN)
    T = np.linspace(0.8, 1.2, 9)
    ns = np.array([16, 32, 64, 128])
    tau = np.exp(ns[:, None] / 10.0) * np.ones_like(T)[None, :]
    out = mixing_change_of(SimpleNamespace(relaxation=tau, temperatures=T, n_values=ns))
    assert out["T_change"] is None and out["T_change_stderr"] is None
    assert out["note"].endswith(": the curves of the largest sizes do not cross in the grid")
