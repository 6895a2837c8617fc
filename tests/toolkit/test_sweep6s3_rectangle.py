"""Contract sweep s3 (issue 30): toolkit._rectangle by hand: Higham's gamma_7 with u = 2^-53,
log R's signs on asymmetric terms, the bound's magnitude term over both t and u, the factor 4 on
each site's logit error, and the strict certificate."""

import numpy as np
import pytest

from toolkit import _rectangle as rc


def test_gamma_and_unit_roundoff():
    u = 2.0**-53
    assert rc.UNIT_ROUNDOFF == u
    assert rc.ARITH == 7 * u / (1 - 7 * u) and rc.gamma(3) == 3 * u / (1 - 3 * u)


def test_log_r_signs_on_asymmetric_terms():
    t = np.array([1.0, 2.0, 4.0, 8.0])      # 1 - 2 - 4 + 8 = 3
    u = np.array([16.0, 32.0, 64.0, 128.0])  # 16 - 32 - 64 + 128 = 48
    assert float(rc.log_r(t, u)) == -45.0
    assert rc.log_r(np.stack([t, u]), np.stack([u, t])).tolist() == [-45.0, 45.0]


def test_bound_terms_and_strict_certificate():
    t = np.array([1.0, -2.0, 4.0, -8.0])
    u = np.array([0.5, 0.25, -1.0, 2.0])
    want = rc.ARITH * (15.0 + 3.75) + 4 * 0.125 + 4 * 0.25
    assert float(rc.bound(t, u, 0.125, 0.25)) == pytest.approx(want, rel=1e-15, abs=0)
    assert float(rc.bound(t, u, 0.0, 0.0)) == pytest.approx(rc.ARITH * 18.75, rel=1e-15, abs=0)
    assert rc.bound(np.stack([t, t]), np.stack([u, u]), np.array([0.0, 1.0]), 0.0).tolist() == \
        pytest.approx([rc.ARITH * 18.75, rc.ARITH * 18.75 + 4.0], rel=1e-15, abs=0)
    assert not rc.certified(2.0, 2.0) and rc.certified(-2.5, 2.0) and not rc.certified(-1.5, 2.0)
