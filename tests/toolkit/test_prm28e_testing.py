"""prm28e (eleventh sweep, issue 30): toolkit.app.testing's planted steps.

1. ``on_special="write"`` (planted_step docstring): a drawn extra token k is written as q + k,
   "the state leaves 0..q-1 and is not stepped further": a row with an extra token at ONE site
   is left alone, though its other sites are inside 0..q-1 (every site inside, not any).
"""
import numpy as np

from toolkit.app.testing import planted_step, with_specials
from toolkit.models import potts


def test_written_extra_token_row_not_stepped_further():
    q, n = 2, 3
    # an extra token with logit 50 at every site: nearly every draw of a row still inside is it
    model = with_specials(potts(q, n, 1.0), [50.0])
    step = planted_step(model, 1.0, "special-tokens", specials="special", on_special="write")
    X = np.array([[q + 0, 1, 0], [0, 1, 0]] * 20)   # even rows: site 0 holds the written token q
    rng = np.random.default_rng(0)
    Y = X
    for _ in range(10):
        Y = step(Y, rng)
    assert np.array_equal(Y[0::2], X[0::2])          # left exactly as they were
    assert (Y[1::2] >= q).any(axis=1).all()          # the inside rows did take the extra token


def test_diagnosis_among_tied_mistakes_is_the_planted_one():
    # 2. check_sampler's diagnosis among mistakes tied on the likelihood ratio. Potts q = 2,
    # n = 3, coupling 100 at T = 0.1: logit gaps / T ~ 1000, so the claimed rows are exactly 0
    # off the argmax (exp(-1000) underflows) and a planted UNIFORM step makes draws the claim
    # cannot: ll0 = -inf. "temperature ignored" (T = 1: e^-100 > 0), "temperature inverted" and
    # "uniform" can all make them: three candidates at +inf. The tie is broken by the larger
    # log-likelihood, which is the planted mistake's (the draws' true law).
    from toolkit.app.testing import MISTAKES, check_sampler

    m = potts(2, 3, 100.0)
    rep = check_sampler(planted_step(m, 0.1, "uniform"), m, 0.1, n_samples=200, rng=0)
    tied = [k for k, v in rep.candidates.items() if v == np.inf]
    assert set(tied) == {MISTAKES[k] for k in ("temperature-ignored", "temperature-inverted", "uniform")}
    assert not rep.passed and rep.diagnosis == MISTAKES["uniform"]
