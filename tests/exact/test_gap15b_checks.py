""":class:`exact.checks.CheckReport`'s claim table as a frame and its text (issue 30, branch
gap15b): ``to_frame`` has one row per claim in order (``toolkit.results.claims_frame``), and
``str()`` is the report's own table (headed ``glauber check: MODEL (q, n), T, eps, states``),
not the generic field listing."""

from exact.checks import CheckReport
from exact.markov import check_claims
from toolkit.models import random_pairwise


def test_claim_frame_and_text():
    r = check_claims(random_pairwise(2, 3, 1.0, rng=0), temperature=0.9, name="asym")
    assert isinstance(r, CheckReport) and len(r.claims) >= 3
    frame = r.to_frame()
    assert list(frame["name"]) == [c.name for c in r.claims]
    assert list(frame["status"]) == [c.status() for c in r.claims]
    text = str(r)
    assert text == r.table()
    # random_pairwise(q=2, n=3): 2^3 = 8 states
    assert text.splitlines()[0] == f"glauber check: asym (q=2, n=3), T=0.9, eps={r.eps:g}, 8 states"
    assert text.splitlines()[-1] in ("all claims hold", "SOME CLAIM FAILS")
