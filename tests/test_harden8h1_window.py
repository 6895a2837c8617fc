"""``glauber window``'s warnings (toolkit/app/commands/window.py, harden8h1, issue 30): an
undefined (NaN) R-hat is warned about, and only an R-hat: another quantity that is NaN (here
the integrated autocorrelation time of a statistic that never moved) is not an "undefined
R-hat". The model and run are those of tests/test_cli_window_warnings.py (a cold two-site Potts
window whose chains stay frozen)."""

from __future__ import annotations

import math

from toolkit.app.commands.window import window_warnings
from toolkit.app.window import real_window
from toolkit.models import potts


def test_undefined_rhat_warnings_name_exactly_the_nan_rhats():
    r = real_window(potts(2, 2, 1.0), temperature=0.1, n_chains=4, n_steps=50, n_pairs=2, n_replicates=8,
                    n_contexts=4, rng=0)
    quantities = r.calibration.summary.quantities
    nan_rhat = {q.name for q in quantities if q.spec.get("quantity") == "rhat" and math.isnan(q.estimate.value)}
    nan_other = {q.name for q in quantities if q.spec.get("quantity") != "rhat" and math.isnan(q.estimate.value)}
    assert nan_rhat and nan_other  # the run has both kinds (else this test could not tell them apart)
    undefined = [w for w in window_warnings(r) if w["kind"] == "rhat" and w["value"] is None]
    assert {w["quantity"] for w in undefined} == nan_rhat
    assert all(w["message"].startswith(f"{w['quantity']} is undefined") for w in undefined)
