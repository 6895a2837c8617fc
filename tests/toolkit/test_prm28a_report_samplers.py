"""prm28a: the samplers section's claim "one-at-a-time unmasking in every order reproduces a
compatible joint" shows the WORST order: the largest TV to the closed-form joint over the four
orders. On the real (compatible) joint every order is within round-off, so the largest and the
smallest agree; a stand-in compare_samplers moves mass 1e-3 in the last order's law only (its
TV to the joint is then 1e-3 up to round-off: half the L1 change of +-1e-3)."""
import numpy as np
import pytest

import toolkit.app.report.samplers as rs


def test_every_order_claim_shows_the_worst_order(monkeypatch, tmp_path):
    real = rs.compare_samplers

    def stand_in(model, **kw):
        out = real(model, **kw)
        if kw.get("name") == "random joint":
            j = rs.SAMPLERS.index(rs.ONE_AT_A_TIME[-1])
            law = np.array(out.laws[j], dtype=float, copy=True)
            a, b = int(np.argmax(law)), int(np.argmin(law))
            law[a] -= 1e-3
            law[b] += 1e-3
            out.laws[j] = law
        return out

    monkeypatch.setattr(rs, "compare_samplers", stand_in)
    s = rs.section_samplers(str(tmp_path), quick=True, rng=0)
    (c,) = [c for c in s.claims if c.name.startswith("one-at-a-time unmasking in every order")]
    assert c.value == pytest.approx(1e-3, abs=1e-9)
    assert c.holds is False
