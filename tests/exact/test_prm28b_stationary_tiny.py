"""prm28b: _law checks a law with entries below TINY through log pi (the log-residual route)
even on a kernel that otherwise takes the one-pass site route (a float32 random-scan kernel):
the route's two flags (site route, tiny pi) differ here, and only logs can see an error at an
entry that underflows to 0."""
import importlib

import numpy as np

from exact.kernel import GlauberKernel
from exact.logits import SiteLogits
from exact.space import StateSpace

st = importlib.import_module("exact.stationary")  # the module (exact.stationary is also a function's name)


def test_error_at_an_underflowed_entry_is_seen_through_log_pi():
    # two independent sites, logits l(0) = 0, l(1) = 1 at T = 0.0015: by hand
    # log pi(x) = (x_0 + x_1)/T - 2 log(1 + e^{1/T}), so pi(0, 0) = e^{-1333.3} underflows to 0
    # and pi(0, 1) = pi(1, 0) = e^{-666.7} ~ 3e-290 < TINY.
    n, q, T = 2, 2, 0.0015
    space = StateSpace(q, n)
    X = space.states(np.arange(q**n))
    L = SiteLogits(np.stack([np.where(X[:, i] == 1, 1.0, 0.0) for i in range(n)]), space)
    K = GlauberKernel(L, temperature=T, dtype=np.float32)
    assert st._site_route(K, st.SITE_RESIDUAL_MIN)           # the site route's own flag holds
    lp = X.sum(axis=1) / T - n * np.logaddexp(0.0, 1.0 / T)
    good = st._law(K, np.exp(lp), lp, "test", 4)
    assert good.max_relative_residual < 1e-6
    # the same law wrong by a factor 2 at (0, 0): its outflow is halved against an unchanged
    # inflow, a relative balance residual |inflow/outflow - 1| = 1 there
    bad_lp = lp.copy()
    bad_lp[0] -= np.log(2.0)
    bad = st._law(K, np.exp(bad_lp), bad_lp, "test", 4)
    assert bad.max_relative_residual > 0.5
