"""harden10d: ``RealWindowReport``'s repr leaves out both sampled objects (the raw sampled
estimators kept for the calibration, ``sampled_rectangles`` and ``sampled_influence``, both
declared ``field(repr=False)``), listing the exact fields only (automut survivor:
``sampled_influence`` shown)."""

from __future__ import annotations

import dataclasses

from toolkit.app.window import RealWindowReport


def test_repr_leaves_out_both_sampled_objects():
    kw = {f.name: None for f in dataclasses.fields(RealWindowReport)}
    kw.update(model="m", sampled_rectangles="SAMPLED-RECT", sampled_influence="SAMPLED-INFL")
    text = repr(RealWindowReport(**kw))
    assert text.startswith("RealWindowReport(model='m'")
    assert "SAMPLED-RECT" not in text and "SAMPLED-INFL" not in text
    assert "sampled_" not in text


def test_sampled_influence_row_fails_when_one_entry_exceeds_the_exact_r(monkeypatch):
    # the row "max_ij R_ij (sampled influence)" checks "entrywise R_ij <= exact R_ij" (its method
    # text): a sampled R equal to the exact one except ONE entry 1 above it must fail the row
    from types import SimpleNamespace

    import numpy as np

    from toolkit.app import window as win
    from toolkit.models import potts

    orig_extra = win._extra_rows

    def extra(L, T, tol, contexts, rect, infl, sampler, exact_infl, *rest):
        R = np.array(exact_infl.R, dtype=float, copy=True)
        R[0, 1] += 1.0
        fake = SimpleNamespace(contexts=infl.contexts, alpha=exact_infl.alpha, T0=exact_infl.T0, R=R)
        return orig_extra(L, T, tol, contexts, rect, fake, sampler, exact_infl, *rest)

    monkeypatch.setattr(win, "_extra_rows", extra)
    r = win.real_window(potts(2, 3, 0.5), n_chains=8, n_steps=100, n_pairs=2, n_replicates=8, n_contexts=4,
                        rng=1, logit_rtol=0, exit_time=False)
    (row,) = [x for x in r.calibration.rows if x.name == "max_ij R_ij (sampled influence)"]
    assert row.ok is False
