"""prm25e (issue 30, eighth sweep): toolkit.app.study's metastability section picks exit_times'
"auto" only where TWO all-site passes of its chains fit the temperature's share (the comment in
``_metastability``: the all-site probe, and the one more pass of the rejection-free run's first
event). The budget here puts the share between one pass and two."""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app import study
from toolkit.models import potts


def test_share_between_one_and_two_all_site_passes_takes_plain_steps(monkeypatch):
    seen = []

    def fake(model, in_set, *, method, **kw):
        seen.append(method)
        return SimpleNamespace(mean=SimpleNamespace(value=50.0, ci=(40.0, 60.0)), n_censored=0, method=method)

    monkeypatch.setattr(study, "exit_times", fake)
    model = potts(2, 3, 1.0)
    # all-site pass of the 8 chains: per_call + 8 * 3 * per_row = 1.0 s (per_row ~ 0);
    # the temperature's share: 16.7 s * 0.1 (metastability) * (0.9 - quench time, ~0) = ~1.50 s:
    # one pass fits, two do not -> "glauber"; 40 s gives ~3.6 s: two fit -> "auto"
    study._metastability(model, [1.0], study.Budget(seconds=16.7, per_call=1.0, per_row=1e-12), 0)
    study._metastability(model, [1.0], study.Budget(seconds=40.0, per_call=1.0, per_row=1e-12), 0)
    assert seen == ["glauber", "auto"]
