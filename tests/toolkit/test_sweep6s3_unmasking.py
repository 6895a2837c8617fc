"""Contract sweep s3 (issue 30): toolkit.unmasking promises executed but not pinned.

Expected values by hand from the docstrings' formulas (comments give the arithmetic).
"""

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites
from toolkit.unmasking import (
    event_probability,
    sample_remasking,
    sample_unmasking,
    tv_deviation_bound,
    tv_interval,
)

Z95 = 1.959963984540054


def test_event_probability_stderr_and_wilson_interval_by_hand():
    # 3 of 10 states in the event: v = 0.3, stderr sqrt(0.3 * 0.7 / 10); Wilson at z = 1.96
    x = np.array([[1]] * 3 + [[0]] * 7)
    est = event_probability(x, lambda s: s[:, 0] == 1)
    assert est.value == 0.3 and est.stderr == pytest.approx(math.sqrt(0.21 / 10), rel=1e-12)
    z, m, p = Z95, 10, 0.3
    mid = (p + z * z / (2 * m)) / (1 + z * z / m)
    half = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m)) / (1 + z * z / m)
    assert est.ci == pytest.approx((mid - half, mid + half), rel=1e-12)
    assert est.level == 0.95 and est.method == "sampled"


def test_deviation_bound_is_clipped_at_one():
    # N = 1, k = 2, delta = 0.5: McDiarmid 1/2 + sqrt(ln 4 / 2) = 1.33, union sqrt((2 ln 2 + ln 4)/2)
    # = 1.18: both above 1, so the bound is 1 (a TV never exceeds 1)
    assert tv_deviation_bound(1, 2, 0.5) == 1.0
    # N = 100, k = 2, delta = 0.1: McDiarmid sqrt(1/100)/2 + sqrt(ln 20 / 200) = 0.05 + 0.12238 = 0.1724,
    # the union sqrt((2 ln 2 + ln 20) / 200) = 0.14802 is the smaller
    assert tv_deviation_bound(100, 2, 0.1) == pytest.approx(math.sqrt((2 * math.log(2) + math.log(20)) / 200),
                                                            rel=1e-12)


def test_tv_interval_stderr_is_the_half_width_over_z():
    rng = np.random.default_rng(1)
    est = tv_interval(rng.integers(0, 2, 400), [0.7, 0.3])
    lo, hi = est.ci
    assert est.stderr == pytest.approx((hi - lo) / (2 * Z95), rel=1e-12)
    # upper end TV_hat + b with b at delta/2 = 0.025 (k = 2, N = 400)
    assert hi == pytest.approx(min(1.0, est.value + tv_deviation_bound(400, 2, 0.025)), rel=1e-12)


def test_k_equal_to_n_is_allowed_and_unmasks_everything_in_one_step():
    m = IndependentSites(np.log([[1e-12, 1.0], [1.0, 1e-12], [1e-12, 1.0]]))
    x = sample_unmasking(m, 3, k=3, rng=0, order="left-to-right")
    assert x.tolist() == [[1, 0, 1]] * 3
    with pytest.raises(InvalidInputError, match="`k` must be in 1..n = 1..3; got 4"):
        sample_unmasking(m, 3, k=4, rng=0)
    # r = n (remask every site) is allowed, and the near-deterministic law is restored
    y = sample_remasking(m, 2, r=3, rounds=2, rng=0, start=np.zeros((2, 3), dtype=int))
    assert y.tolist() == [[1, 0, 1]] * 2


class _Copy:
    """n = 2, q = 2 with masked conditionals: site 0 is token 1 (near-certainly); site 1 copies
    site 0 when site 0 is unmasked and is uniform while it is masked. Unmasking site 0 first
    always gives (1, 1); site 1 first gives (1, 0) half the time."""

    vocab_size, length = 2, 2

    def masked_logits(self, x, mask):
        x, mask = np.asarray(x), np.asarray(mask)
        out = np.zeros((x.shape[0], 2, 2))
        out[:, 0] = [-40.0, 0.0]
        seen = ~mask[:, 0]
        out[seen, 1, :] = -40.0
        out[seen, 1, x[seen, 0]] = 0.0
        return out

    def logits(self, x, sites):
        full = self.masked_logits(x, np.eye(2, dtype=bool)[np.asarray(sites)])
        return full[np.arange(len(sites)), np.asarray(sites)]


@pytest.mark.parametrize("order", ["left-to-right", "confidence", "margin"])
def test_orders_that_unmask_the_sure_site_first(order):
    x = sample_unmasking(_Copy(), 400, order=order, k=1, rng=0)
    assert (x == 1).all()


def test_random_order_unmasks_either_site_first():
    x = sample_unmasking(_Copy(), 4000, order="random", k=1, rng=1)
    frac = ((x[:, 0] == 1) & (x[:, 1] == 0)).mean()
    assert abs(frac - 0.25) < 5 * math.sqrt(0.25 * 0.75 / 4000)
    # k = 2: both sites in one step, site 1 given a masked site 0: uniform
    y = sample_unmasking(_Copy(), 4000, order="left-to-right", k=2, rng=2)
    assert abs((y[:, 1] == 0).mean() - 0.5) < 5 * math.sqrt(0.25 / 4000)
