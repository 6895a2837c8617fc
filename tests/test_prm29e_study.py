"""Pins of the prm29e sweep (issue 30) in :mod:`toolkit.app.study`: the escape claim at its equality
case, and the unresolved-bounds line naming only the temperatures whose pairs did not all meet."""

from __future__ import annotations

import dataclasses
import math
from types import SimpleNamespace

import numpy as np

import toolkit.app.study as study
from toolkit.models import potts


# ---- _metastability: the claim is ``escape from x* >= e^(gamma/T)/(q-1)`` and _escape_verdict's docstring says
# ``holds`` when the mean escape time is at the bound or above (``m.value >= bound``): a sampled mean exactly
# at the bound holds, and the claim's holds agrees with its verdict. Stand-ins for the quench, the margin and
# the sampler (as in tests/test_prm28d_study.py): gamma = 2, q = 2, T = 1, so the bound e^2 = 7.39 > 1 step.
def test_escape_claim_holds_when_the_mean_equals_the_bound(monkeypatch):
    fp = np.array([0, 0, 0])
    bound = study.escape_time_lower_bound(2.0, 2, 1.0)
    assert math.isclose(bound, math.exp(2.0))  # e^(gamma/T)/(q-1) with q - 1 = 1

    monkeypatch.setattr(study, "quench", lambda model, starts, max_sweeps: (
        np.array([fp] * len(starts)), np.ones(len(starts), dtype=bool)))
    monkeypatch.setattr(study, "local_margin", lambda model, states: np.full(len(states), 2.0))
    monkeypatch.setattr(study, "exit_times", lambda model, in_set, **kw: SimpleNamespace(
        mean=SimpleNamespace(value=float(bound), ci=(bound - 1.0, bound + 1.0)), n_censored=0, method="glauber"))
    s = study._metastability(SimpleNamespace(vocab_size=2, length=3), [1.0], study.Budget(100.0, 0.001, 0.0001), 0)
    (claim,) = [c for c in s.claims if c.name.startswith("escape from x*")]
    assert claim.verdict == "holds"
    assert claim.holds is True


# ---- _mixing: "Unresolved upper bounds: T = ... (k pairs not met)" lists the temperatures whose coupled pairs
# did not all meet, and "Every coupled pair met." when none is left. Two temperatures: at T = 1 every pair
# met, at T = 2 one replicate is censored, so only T = 2 is unresolved.
def test_unresolved_line_names_only_the_censored_temperature(tmp_path, monkeypatch):
    real = study.mixing_bounds

    def spy(model, **k):
        b = real(model, **{**k, "n_replicates": 2, "max_steps": 16, "n_times": 4, "budget_s": None})
        tau = np.where(np.isinf(b.meeting_times), 16.0, b.meeting_times)  # every pair met by step 16
        if k["temperature"] == 2.0:
            tau = tau.copy()
            tau[0, 0] = math.inf   # one replicate still apart at the end
        return dataclasses.replace(b, meeting_times=tau)

    monkeypatch.setattr(study, "mixing_bounds", spy)
    s = study._mixing(potts(2, 3, 1.0), [1.0, 2.0], study.Budget(100.0, 0.0, 1e-3), "maximal", str(tmp_path), 0,
                      None)
    per_t = s.data["per_temperature"]
    assert per_t["1"]["n_censored"] == 0 and per_t["2"]["n_censored"] == 1
    (line,) = [t for t in s.text if t.startswith("Budget:")]
    assert "Unresolved upper bounds: T = 2 (1 pairs not met)." in line
    assert "T = 1 (" not in line
