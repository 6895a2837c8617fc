"""Hypothesis properties of exact kernels on random models, compatible and not."""

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from exact import glauber_kernel, mixing_time, spectral_summary, stationary
from exact.mixing import distance_profile
from toolkit.models import IndependentSites, random_joint, random_pairwise, random_table

sizes = st.tuples(st.integers(2, 3), st.integers(1, 4)).filter(lambda qn: qn[0] ** qn[1] <= 81)
temps = st.sampled_from([0.4, 1.0, 2.5])
seeds = st.integers(0, 2**32 - 1)


@st.composite
def any_model(draw):
    q, n = draw(sizes)
    seed = draw(seeds)
    kind = draw(st.sampled_from(["independent", "sym", "asym", "joint", "table"]))
    rng = np.random.default_rng(seed)
    if kind == "independent":
        return IndependentSites(rng.normal(size=(n, q)))
    if kind == "sym":
        return random_pairwise(q, n, 1.0, symmetric=True, rng=rng)
    if kind == "asym":
        return random_pairwise(q, n, 1.0, symmetric=False, rng=rng)
    if kind == "joint":
        return random_joint(q, n, 1.0, rng=rng)
    return random_table(q, n, 1.0, rng=rng)


@st.composite
def compatible_model(draw):
    q, n = draw(sizes)
    rng = np.random.default_rng(draw(seeds))
    kind = draw(st.sampled_from(["independent", "sym", "joint"]))
    if kind == "independent":
        m = IndependentSites(rng.normal(size=(n, q)))
        logp = lambda x: m.h[np.arange(n)[None, :], x].sum(axis=1)  # noqa: E731
    elif kind == "sym":
        m = random_pairwise(q, n, 1.0, symmetric=True, rng=rng)
        logp = m.energy
    else:
        m = random_joint(q, n, 1.0, rng=rng)
        logp = lambda x: m.log_joint.reshape(-1)[x @ (q ** np.arange(n - 1, -1, -1))]  # noqa: E731
    return m, logp


@given(any_model(), temps, st.sampled_from(["random", "systematic"]))
def test_rows_sum_to_one_and_pi_is_stationary(model, T, scan):
    K = glauber_kernel(model, temperature=T, scan=scan)
    P = K.dense()
    np.testing.assert_allclose(P.sum(axis=1), 1.0, atol=1e-12)
    assert (P >= 0).all()
    pi = stationary(K)
    assert (pi >= 0).all() and abs(pi.sum() - 1) < 1e-12
    np.testing.assert_allclose(pi @ P, pi, atol=1e-12)


@given(any_model(), temps)
def test_gap_in_unit_interval_and_profile_monotone(model, T):
    K = glauber_kernel(model, temperature=T)
    s = spectral_summary(K)
    assert -1e-12 <= s.spectral_gap <= 1 + 1e-12
    res = mixing_time(K)
    d = distance_profile(K, res.t_mix + 3)
    assert np.all(np.diff(d) <= 1e-12)
    assert d[res.t_mix] <= 0.25 + 1e-12
    if res.t_mix > 0:
        assert d[res.t_mix - 1] > 0.25 - 1e-12


@given(any_model(), temps)
def test_t_mix_non_increasing_in_eps(model, T):
    K = glauber_kernel(model, temperature=T)
    pi = stationary(K)
    ts = [mixing_time(K, eps=e, pi=pi).t_mix for e in (0.05, 0.1, 0.25, 0.4)]
    assert all(a >= b for a, b in zip(ts, ts[1:], strict=False))


@given(compatible_model(), temps)
def test_compatible_models_are_reversible_with_tempered_joint(model_logp, T):
    model, logp = model_logp
    K = glauber_kernel(model, temperature=T)
    pi = stationary(K)
    w = np.exp((logp(K.space.all_states()) - logp(K.space.all_states()).max()) / T)
    np.testing.assert_allclose(pi, w / w.sum(), atol=1e-12)
    assert spectral_summary(K, pi).reversible


@given(st.tuples(st.integers(2, 3), st.integers(2, 4)), seeds, st.sampled_from([1.0, 2.5]),
       st.sampled_from(["asym", "table"]))
def test_generic_incompatible_models_are_not_reversible(qn, seed, T, kind):
    q, n = qn
    rng = np.random.default_rng(seed)
    model = random_pairwise(q, n, 1.0, rng=rng) if kind == "asym" else random_table(q, n, 1.0, rng=rng)
    s = spectral_summary(glauber_kernel(model, temperature=T))
    # generic Gaussian draws at T >= 1: the residual is of order 1e-2..1, far above the 1e-9
    # threshold (at very low T the flows of a concentrated pi shrink, so T < 1 is not used here)
    assert not s.reversible
