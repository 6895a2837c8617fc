"""harden10c (issue 30): toolkit.app.study's influence table says "refuted" exactly when the
sampled alpha (a lower bound on the exact alpha) is >= 1: a lower bound >= 1 already rules
out alpha < 1, one below 1 decides nothing. The table's verdict column must agree with
this and with the section's claims at every T, including 1 <= alpha < 2."""

from toolkit.app import study as st
from toolkit.models import potts


def test_influence_verdict_refuted_iff_alpha_lower_at_least_one():
    b = st.Budget(1000.0, per_call=0.0, per_row=1.0, shares={"influence": 1.0})
    temps = [0.5, 1.0, 2.0, 4.0]
    s = st._influence(potts(2, 4, 1.0), temps, b, 0)
    per_t = s.data["per_temperature"]
    alphas = [per_t[f"{T:g}"]["alpha_lower"] for T in temps]
    assert any(1.0 <= a < 2.0 for a in alphas)       # the case a threshold of 2 would misjudge
    assert any(a < 1.0 for a in alphas)                # and one that decides nothing
    rows = {line.split("|")[1].strip(): line.split("|")[-2].strip()
            for line in s.text[1].splitlines()[2:]}
    for T, a, claim in zip(temps, alphas, s.claims, strict=True):
        verdict = rows[f"{T:g}"]
        assert verdict.startswith("refuted") == (a >= 1.0), (T, a, verdict)
        assert (claim.verdict == "refuted") == (a >= 1.0), (T, a, claim.verdict)
