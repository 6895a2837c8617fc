"""prm23a: ``toolkit.calibration.sampled_summary(scan="systematic")`` runs every sampled
estimator on the systematic-scan chain, the coupling included: ``scan`` is handed on to
``coalescence_times`` (a recording wrapper around the real one), not only to the chains and
the IAT spec (tested before at the default random scan only)."""

import toolkit.calibration as cal
from toolkit.models import potts


def test_scan_reaches_the_coupling(monkeypatch):
    seen = []
    real = cal.coalescence_times

    def recording(*args, **kw):
        seen.append(kw.get("scan", "random"))
        return real(*args, **kw)

    monkeypatch.setattr(cal, "coalescence_times", recording)
    s = cal.sampled_summary(potts(2, 3, 1.0), temperature=1.0, n_chains=4, n_steps=40, scan="systematic",
                            n_pairs=2, n_replicates=8, max_steps=200, rng=0)
    assert seen == ["systematic"]
    assert s[f"iat {next(iter(s.observables))}"].spec["scan"] == "systematic"
