"""Contract sweep 6, group s1 (issue 30): exact/compat.py's promises that no other test pins:
the log transition entries of a lazy kernel (log((1 - lazy) p / n), checked against the dense
kernel), ConditionalDrift's max of no sites, the `kernel` argument's error and `consistent`."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from exact import compatibility_report, glauber_kernel
from exact.compat import ConditionalDrift, _log_transition_entries, conditional_drift
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts, random_table


@pytest.mark.parametrize("lazy", [0.0, 0.3])
def test_log_entries_of_a_lazy_kernel_are_the_dense_ones(lazy):
    K = glauber_kernel(random_table(2, 3, 1.0, rng=2), temperature=0.8, lazy=lazy)
    D = K.dense()
    # states differing at one site: index = 4 x_0 + 2 x_1 + x_2 (site 0 leading)
    x = np.array([0, 0, 0, 5, 7, 3])
    y = np.array([4, 2, 1, 1, 6, 7])
    site = np.array([0, 1, 2, 0, 2, 0])
    got = _log_transition_entries(K, x, y, site)
    np.testing.assert_allclose(got, np.log(D[x, y]), rtol=1e-13, atol=0)
    # and for the dense matrix itself
    np.testing.assert_allclose(_log_transition_entries(D, x, y, site), np.log(D[x, y]), rtol=1e-15)


def test_conditional_drift_max_and_argument():
    assert ConditionalDrift((), ()).max == 0.0
    assert ConditionalDrift((0.1, 0.2), (0.3, 0.25)).max == 0.3
    with pytest.raises(InvalidInputError, match="`kernel` must be a GlauberKernel; got ndarray"):
        conditional_drift(np.eye(2))


def test_consistent_is_agreement_of_rectangles_and_reversibility():
    rep = compatibility_report(potts(2, 3, 1.0), temperature=0.5)
    assert rep.rectangles.compatible and rep.reversible and rep.consistent
    flipped = dataclasses.replace(rep, reversible=False)
    assert flipped.consistent is False


@pytest.mark.parametrize(("model", "T"), [(potts(2, 3, 1.0), 0.5), (potts(3, 3, 0.7), 1.3)])
def test_conditional_drift_is_a_divergence_never_negative(model, T):
    # KL >= 0 (Gibbs' inequality): a compatible model's drift is round-off, reported as >= 0, not as
    # the -1e-16 the sum of its terms can give
    d = conditional_drift(glauber_kernel(model, temperature=T))
    assert all(v >= 0.0 for v in d.kl_max) and all(v >= 0.0 for v in d.kl_mean)
    assert d.max < 1e-12


def test_conditional_drift_uses_the_law_given():
    # potts(2, 2, 1) at T = 1 is compatible (drift 0 under its own pi), but under the uniform law
    # the conditionals of pi are uniform: KL(1/2, 1/2 || p) with p = (e, 1)/(e + 1) at every context
    K = glauber_kernel(potts(2, 2, 1.0), temperature=1.0)
    assert conditional_drift(K).max < 1e-12
    p = np.array([np.e, 1.0]) / (np.e + 1)
    kl = float(np.sum(0.5 * np.log(0.5 / p)))
    d = conditional_drift(K, np.full(4, 0.25))
    assert d.max == pytest.approx(kl, rel=1e-12)
    assert d.kl_mean == pytest.approx((kl, kl), rel=1e-12)
