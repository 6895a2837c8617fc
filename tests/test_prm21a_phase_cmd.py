"""prm21a fourth sweep (loose assertions, issue 30): ``glauber phase``'s ``unconverged`` warning
(:func:`toolkit.app.commands.phase.sampling_warnings`) counts the points that did NOT converge.

Contract (docstring): one dict per kind with the ``points`` ``[n, T]``, a ``value`` and a
message; for ``unconverged``: the sampled points that fail ``point_convergence`` (R-hat above
PHASE_RHAT_MAX, ...). Earlier tests had grids where every sampled point failed, so the count of
failed points and the count of all sampled points agreed. Here 1 of 3 fails (hand-made store).
"""

import pandas as pd

from toolkit.app.commands import phase


def _rows():
    base = dict(computed_by="sampled (Glauber)", n_sweeps=1000, n_groups=4, chains_per_group=8, relaxation=2.0,
                missing=None)
    return pd.DataFrame([
        {**base, "key": "a", "n": 8, "temperature": 1.0, "rhat": 1.0},
        {**base, "key": "b", "n": 8, "temperature": 2.0, "rhat": 1.5},  # R-hat 1.5 > PHASE_RHAT_MAX: not converged
        {**base, "key": "c", "n": 16, "temperature": 1.0, "rhat": 1.001},
    ])


def test_unconverged_counts_only_the_failed_points(monkeypatch):
    monkeypatch.setattr(phase, "load_results", lambda store: _rows())
    out = phase.sampling_warnings("store", ["a", "b", "c"])
    (w,) = [w for w in out if w["kind"] == "unconverged"]
    assert w["value"] == 1
    assert w["points"] == [[8, 2.0]]
    assert w["message"].startswith("1 of 3 sampled points did not converge"), w["message"]
    assert "e.g. n=8, T=2: R-hat 1.5 >" in w["message"], w["message"]
