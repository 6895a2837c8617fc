"""prm21c loose-assertion sweep (issue 30): toolkit.app.report.samplers' any-order claim holds
the WORST one-at-a-time order's TV to the compatible joint. On the real engine every order
reproduces the joint to ~1e-16, so the claim held whichever order it read; here the engine's
law for one order (margin:1, the last of them) is made wrong by 1e-6 and the claim must see it."""

from __future__ import annotations

import dataclasses

import numpy as np

from toolkit.app.report import samplers as sec


def test_any_order_claim_reads_the_worst_order(monkeypatch, tmp_path):
    real = sec.compare_samplers

    def compare(model, **kw):
        cmp = real(model, **kw)
        if kw.get("name") != "random joint":
            return cmp
        laws = np.array(cmp.laws, dtype=float)
        k = sec.SAMPLERS.index("margin:1")
        laws[k] = (1 - 1e-6) * laws[k] + 1e-6 / laws.shape[1]  # TV to the joint: 1e-6 x TV(joint, uniform)
        return dataclasses.replace(cmp, laws=laws)

    monkeypatch.setattr(sec, "compare_samplers", compare)
    monkeypatch.setattr(sec, "DRAWS", 50)
    s = sec.section(str(tmp_path), quick=True, rng=0)
    (c,) = [c for c in s.claims if c.name == "one-at-a-time unmasking in every order reproduces a compatible joint"]
    assert s.data["compatible"]["worst_order"] == "margin:1"
    assert c.holds is False and c.value > 1e-8
