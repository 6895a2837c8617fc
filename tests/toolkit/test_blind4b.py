"""Tests written by the fourth blind mutation audit, part b (issue 30; benchmarks/blind_audit_4b.py).

Each test pins a documented rule or a hand-computed value of a module of ``toolkit/`` that
the audit's first run showed unguarded (the mutant it kills is named in its comment). None
takes the code's own output as the expected value.
"""

from __future__ import annotations

import math
from fractions import Fraction
from unittest import mock

import numpy as np
import pytest
from hypothesis import given, settings

from toolkit import strategies
from toolkit.chain import tempered_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.influence import influence_estimates
from toolkit.lattice import checkerboard_run, lattice_scaling_data, onsager_temperature
from toolkit.models import IndependentSites, potts
from toolkit.models.base import checked_logits, checked_masked_logits, logit_error_bound
from toolkit.models.exchangeable import MeanFieldPotts, count_vectors
from toolkit.models.masked_toy import nn_chain
from toolkit.sampling import n_record_times, run_chains
from toolkit.semantic import _representatives, cluster_embeddings

EPS64 = float(np.finfo(np.float64).eps)


# ------------------------------------------------------------------ toolkit/sampling.py
def test_burn_in_equal_to_n_steps_gives_the_last_step_only():
    # kills audit4b.sampling.burn_in_eq_refused: records at burn_in, burn_in + every, ... <= n_steps;
    # burn_in = n_steps is one record, (n_steps - burn_in) // record_every + 1 = 1 (the documented count)
    assert n_record_times(5, burn_in=5, record_every=1) == 1
    run = run_chains(potts(2, 3, 1.0), n_chains=2, n_steps=5, burn_in=5, rng=0)
    assert run.times.tolist() == [5]
    assert run.states.shape == (2, 1, 3)


# ------------------------------------------------------------------ toolkit/semantic.py
def test_silhouette_by_hand_on_three_points():
    # kills audit4b.semantic.silhouette_a_self. Points 0, 1, 20 on a line; k = 2 gives {0, 1}, {20}.
    # Rousseeuw (1987): s = (b - a) / max(a, b), a = mean distance to the *other* members of the
    # own cluster, b = mean distance to the nearest other cluster; a point alone scores 0.
    # point 0: a = 1, b = 20 -> 19/20; point 1: a = 1, b = 19 -> 18/19; point 20: alone -> 0.
    fit = cluster_embeddings(np.array([[0.0], [1.0], [20.0]]), k=2, rng=0)
    assert sorted(np.bincount(fit.labels).tolist()) == [1, 2]
    assert fit.silhouettes[2] == pytest.approx((19 / 20 + 18 / 19 + 0.0) / 3, abs=1e-12)


def test_equal_silhouettes_choose_the_smaller_k():
    # kills audit4b.semantic.k_tie_larger: the documented rule (cluster_embeddings: ties go to
    # the smaller k, the more parsimonious basin count); every candidate scores the same here
    X = np.array([[0.0], [1.0], [5.0], [9.0], [14.0]])
    with mock.patch("toolkit.semantic._silhouette", return_value=0.25):
        fit = cluster_embeddings(X, k_max=4, rng=0)
    assert sorted(fit.silhouettes) == [2, 3, 4]
    assert fit.k == 2


def test_representative_tie_goes_to_the_state_nearest_the_centroid():
    # kills audit4b.semantic.rep_tie_farthest: two states of basin 0, each recorded once (a tie
    # in visits); the documented rule picks the one whose embedding is nearest the centroid.
    states = np.array([[0, 0], [1, 1]])
    emb = np.array([[0.0], [5.0]])
    reps = _representatives(states, emb, np.array([0, 0]), np.array([[4.0]]), 1)
    assert reps.tolist() == [[1, 1]]       # |5 - 4| = 1 < |0 - 4| = 4
    reps = _representatives(states, emb, np.array([0, 0]), np.array([[1.0]]), 1)
    assert reps.tolist() == [[0, 0]]


# ------------------------------------------------------------------ toolkit/models/exchangeable.py
def test_mean_field_potts_error_bound_holds_with_negative_fields():
    # kills audit4b.exchangeable.mfp_err_signed. Each logit is fl(fl(fl(beta/n) c_a) + field_a); its
    # exact value beta/n c_a + field_a is computed in rationals from the same float inputs, and the
    # declared bound gamma_3 (|beta| c_a / n + |field_a|) (Higham eq. (3.4)) must cover the difference.
    beta, n = 1.3, 5
    field = np.array([-0.7, 0.2, -2.1])
    m = MeanFieldPotts(3, n, beta, field=field)
    c = count_vectors(n - 1, 3)
    logits = m.count_logits(c)
    err = m.count_logit_error(c, logits)
    assert np.all(err >= 0)
    for row, lrow, erow in zip(c, logits, err, strict=True):
        for a in range(3):
            exact = Fraction(beta) / n * int(row[a]) + Fraction(float(field[a]))
            assert abs(Fraction(float(lrow[a])) - exact) <= Fraction(float(erow[a]))
    # and through the public rule every sampler uses (it refuses negative bounds)
    x = np.array([[0, 1, 2, 2, 0], [2, 2, 2, 2, 2]])
    b = logit_error_bound(m, x, np.array([0, 3]), m.logits(x, np.array([0, 3])))
    assert np.all(b >= 0)


# ------------------------------------------------------------------ toolkit/models/masked_toy.py
@pytest.mark.parametrize(("disorder", "scale"), [(0.0, 0.0), (0.0, 1.0), (0.5, 0.0), (0.5, 1.0)])
def test_nn_chain_is_labelled_potts_only_when_it_is_potts(disorder, scale):
    # kills audit4b.masked_toy.graph_with_fields: `graph` and `coupling` say "this is potts(q, n,
    # coupling, graph=...)" (toy.potts sets them for the samplers specialized to lattices); the
    # docstring: disorder = scale = 0 is potts on the same graph, anything else is not
    m = nn_chain(3, 5, coupling=0.8, disorder=disorder, symmetric=True, scale=scale, graph="cycle", rng=0)
    p = potts(3, 5, 0.8, graph="cycle")
    same = np.array_equal(m.h, p.h) and np.allclose(m.J, p.J, rtol=0, atol=0)
    assert same == (disorder == 0 and scale == 0)
    assert hasattr(m, "graph") == same
    if same:
        assert (m.graph, m.coupling) == ("cycle", 0.8)


# ------------------------------------------------------------------ toolkit/lattice.py
def test_onsager_temperature_in_potts_units():
    # kills audit4b.lattice.onsager_ising. Onsager (1944): T_c = 2 J / ln(1 + sqrt 2) for the Ising
    # coupling J; a q = 2 Potts coupling c is J = c / 2, so T_c = c / ln(1 + sqrt 2) = 1.1345926 c
    assert onsager_temperature(1.0) == pytest.approx(1.1345926571065, rel=1e-12)
    assert onsager_temperature(2.0) == pytest.approx(2 * 1.1345926571065, rel=1e-12)


def test_lattice_scaling_data_statistics_follow_their_formulas():
    # kills audit4b.lattice.binder_m2 and audit4b.lattice.chi_no_T. The runs are replayed with the
    # same generator sequence; each group's Binder cumulant U = 1 - <m^4> / (3 <m^2>^2) and
    # susceptibility chi = n (<m^2> - <|m|>^2) / T (the module docstring) are computed here
    # from the recorded order parameter.
    Ls, Ts, R, k, sweeps, burn = [4, 6], [1.5, 2.25, 3.0], 3, 2, 30, 10
    data = lattice_scaling_data(2, Ls, Ts, n_groups=R, chains_per_group=k, n_sweeps=sweeps, burn_in=burn, rng=7)
    rng = np.random.default_rng(7)
    for i, L in enumerate(Ls):
        for j, T in enumerate(Ts):
            run = checkerboard_run(2, L, 1.0, T, n_chains=R * k, n_sweeps=sweeps, burn_in=burn, rng=rng)
            for g in range(R):
                m = run.m[g * k:(g + 1) * k].ravel()
                m2, m4, am = np.mean(m**2), np.mean(m**4), np.mean(np.abs(m))
                assert data.replicates[i, j, g, 0] == pytest.approx(1 - m4 / (3 * m2**2), rel=1e-12, abs=1e-12)
                assert data.replicates[i, j, g, 1] == pytest.approx(L * L * (m2 - am**2) / T, rel=1e-12, abs=1e-12)


# ------------------------------------------------------------------ toolkit/influence.py
def _pairwise_example():
    # two-state sites, asymmetric couplings: every R[i, j] > 0 and differs from R[j, i]
    rng = np.random.default_rng(3)
    from toolkit.models import Pairwise

    return Pairwise(rng.normal(0, 0.5, (3, 2)), rng.normal(0, 1.0, (3, 3, 2, 2)))


def test_influence_counts_its_queries():
    # kills audit4b.influence.queries_no_x: per context, the n conditionals at x and the n at each
    # of the n (q - 1) perturbed states (module docstring): m (n + n^2 (q - 1)) in all
    model = _pairwise_example()
    X = np.array([[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 0, 1]])
    res = influence_estimates(model, X, temperature=1.0)
    m, n, q = 4, 3, 2
    assert res.n_queries == m * (n + n * n * (q - 1))


def test_influence_refuses_one_site():
    # kills audit4b.influence.n1_accepted: R_ij needs two sites (documented error)
    with pytest.raises(InvalidInputError, match="n >= 2"):
        influence_estimates(IndependentSites(np.zeros((1, 2))), np.array([[0], [1]]))


def test_influence_witnesses_attain_R_across_batches():
    # kills audit4b.influence.witness_no_offset: witness[i, j] = (context row, token) attaining R[i, j];
    # recomputed here from the model's logits at that context and its copy with x_j = token
    model = _pairwise_example()
    X = np.array([[0, 0, 0], [0, 1, 0], [1, 1, 0], [1, 0, 1], [1, 1, 1]])
    res = influence_estimates(model, X, temperature=0.7, batch_contexts=2)
    n = 3
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            c, b = (int(v) for v in res.witness[i, j])
            x = res.contexts[c].copy()
            y = x.copy()
            y[j] = b
            px = tempered_conditionals(model.logits(x[None], np.array([i])), 0.7)[0]
            py = tempered_conditionals(model.logits(y[None], np.array([i])), 0.7)[0]
            assert 0.5 * np.abs(px - py).sum() == pytest.approx(res.R[i, j], abs=1e-12)
    assert (res.witness[..., 0] >= 2).any()   # some witness lies in a later batch


# ------------------------------------------------------------------ toolkit/strategies.py
@settings(max_examples=60, deadline=None, database=None)
@given(strategies.contracting_models(alpha_max=0.9))
def test_contracting_models_respect_their_coupling_bound(model):
    # kills audit4b.strategies.contract_2c: the construction (docstring) bounds |J| (pairwise) or the
    # context noise (tables) by c = artanh(alpha_max / (n - 1)), so R_ij <= tanh(c) = alpha_max / (n - 1)
    n = model.length
    c = math.atanh(min(0.9 / (n - 1), 0.999))
    if hasattr(model, "J"):
        assert np.abs(model.J).max() <= c
    else:   # table = h[i, a] + noise with |noise| <= c: entries of one (i, a) spread over <= 2c
        spread = model.table.max(axis=1) - model.table.min(axis=1)
        assert spread.max() <= 2 * c + 1e-12


def test_random_tables_repair_the_drawn_rectangle():
    # kills audit4b.strategies.table_ctx_x: the drawn rectangle itself (here fixed: sites 0, 1,
    # tokens {0, 1} x {0, 1}, the other site's context from x) gets |log R| >= min_asymmetry.
    # x[1] = 2 is outside {b, b'}, so the cell at x's own context is no corner of the rectangle.
    rect = (0, 1, np.array([0, 2, 0]), 0, 1, 0, 1)

    def log_r(m):
        def lg(site, u, v):
            s = rect[2].copy()
            s[0], s[1] = u, v
            return float(m.logits(s[None], np.array([site]))[0, u if site == 0 else v])

        a, a2, b, b2 = rect[3:]
        return ((lg(0, a, b) - lg(0, a2, b) - lg(0, a, b2) + lg(0, a2, b2))
                - (lg(1, a, b) - lg(1, a, b2) - lg(1, a2, b) + lg(1, a2, b2)))

    with mock.patch.object(strategies, "_rectangle_choice", lambda draw, q, n: rect):
        @settings(max_examples=40, deadline=None, database=None)
        @given(strategies.random_tables(q=(3, 3), n=(3, 3), min_asymmetry=0.5))
        def check(m):
            assert abs(log_r(m)) >= 0.5 - 1e-9

        check()


# ------------------------------------------------------------------ toolkit/chain.py
def test_tempered_conditionals_rows_of_very_different_scales():
    # kills audit4b.chain.global_max: each row is shifted by its own maximum; a row far below
    # another is still the softmax of its own entries: softmax(-1000, -1001) = (e, 1) / (1 + e)
    p = tempered_conditionals(np.array([[0.0, 1.0], [-1000.0, -1001.0]]), 1.0)
    e = math.e
    np.testing.assert_allclose(p, [[1 / (1 + e), e / (1 + e)], [e / (1 + e), 1 / (1 + e)]], rtol=1e-14)


# ------------------------------------------------------------------ toolkit/models/base.py
class _Plain:
    """A model declaring nothing about its logit error."""

    vocab_size, length = 2, 4

    def logits(self, x, sites):
        return np.zeros((len(sites), 2))


def test_default_logit_error_is_two_n_eps_of_the_row_scale():
    # kills audit4b.base.default_rtol_no2: the documented assumption, 2 n eps times the row's
    # largest |logit| (at least 1)
    logits = np.array([[3.0, -5.0], [0.25, 0.5]])
    b = logit_error_bound(_Plain(), np.zeros((2, 4), dtype=int), np.array([0, 1]), logits)
    np.testing.assert_allclose(b, [2 * 4 * EPS64 * 5.0, 2 * 4 * EPS64 * 1.0], rtol=1e-15)


def test_logit_rtol_scale_has_a_floor_of_one():
    # kills audit4b.base.row_scale_no_floor: logit_rtol times the row's largest |logit|, at least 1
    m = _Plain()
    m.logit_rtol = 1e-3
    b = logit_error_bound(m, np.zeros((2, 4), dtype=int), np.array([0, 1]), np.array([[0.1, -0.2], [4.0, 1.0]]))
    np.testing.assert_allclose(b, [1e-3, 4e-3], rtol=1e-15)


def test_checked_logits_refuses_site_n():
    # kills audit4b.base.site_n_accepted: sites must be in 0..n-1
    with pytest.raises(InvalidInputError, match=r"`sites` must be in 0\.\.3; got 4"):
        checked_logits(IndependentSites(np.zeros((4, 2))), np.zeros((1, 4), dtype=int), [4])


class _NanOutsideMask:
    """Masked logits that are NaN at the unmasked sites (unspecified there by the contract)."""

    vocab_size, length = 2, 3

    def logits(self, x, sites):
        return np.zeros((len(sites), 2))

    def masked_logits(self, x, mask):
        out = np.zeros(x.shape + (2,))
        out[~mask] = np.nan
        return out


def test_checked_masked_logits_ignores_rows_at_unmasked_sites():
    # kills audit4b.base.masked_unmasked_rows: rows at unmasked sites are unspecified (docstring),
    # so only a non-finite row at a masked site is an error
    mask = np.array([[True, False, False]])
    out = checked_masked_logits(_NanOutsideMask(), np.zeros((1, 3), dtype=int), mask)
    assert np.all(out[0, 0] == 0.0)


# ------------------------------------------------------------------ toolkit/models/_params.py
def test_short_list_shows_exactly_head_values_whole():
    # kills audit4b.params.short_list_eq: nothing is left out of a list of head values
    from toolkit.models._params import short_list

    assert short_list(range(6)) == "0, 1, 2, 3, 4, 5"
    assert short_list(range(7)) == "0, 1, 2, 3, 4, 5, ... (7 in all)"


# ------------------------------------------------------------------ toolkit/models/families.py
def test_family_defaults_are_the_documented_ones():
    # kills audit4b.families.*: the builders' defaults are the command line's (module docstring):
    # potts on the complete graph (--graph: "default complete"), asymmetric-pairwise incompatible,
    # planted-margin with margin 2 at every site of the constant states
    from toolkit.models.families import TOY_MODELS

    p = TOY_MODELS["potts"]()
    off = ~np.eye(p.length, dtype=bool)
    assert np.all(p.J[off][:, np.arange(3), np.arange(3)] == 1.0)   # coupling 1 on every pair
    a = TOY_MODELS["asymmetric-pairwise"]()
    assert not a.is_compatible()
    assert TOY_MODELS["symmetric-pairwise"]().is_compatible()
    m = TOY_MODELS["planted-margin"](q=3, n=4)
    for tok in range(3):
        x = np.full((4, 4), tok)
        lg = m.logits(x, np.arange(4))
        others = np.delete(lg, tok, axis=1).max(axis=1)
        np.testing.assert_allclose(lg[:, tok] - others, 2.0, rtol=0, atol=1e-12)


# ------------------------------------------------------------------ toolkit/models/basins.py
def test_plant_margin_refuses_states_one_site_apart():
    # kills audit4b.basins.hamming1_ok: two states at Hamming distance 1 share the context of the
    # site where they differ, where only one token can be the strict argmax (module docstring)
    from toolkit.models import random_table
    from toolkit.models.basins import plant_margin

    with pytest.raises(InvalidInputError, match="differ in fewer than 2 sites"):
        plant_margin(random_table(2, 3, rng=0), np.array([[0, 0, 0], [0, 0, 1]]), 1.0)


def test_planted_margin_refuses_gamma_zero():
    # kills audit4b.basins.gamma_zero_ok: a strict argmax fixed point needs a margin > 0
    from toolkit.models.basins import planted_margin

    with pytest.raises(InvalidInputError, match=r"`gamma` must be finite and > 0; got 0\.0"):
        planted_margin(2, 3, 0.0, rng=0)


# ------------------------------------------------------------------ toolkit/models/toy.py
def test_constant_offsets_of_couplings_keep_a_pairwise_model_compatible():
    # kills audit4b.toy.centre_sign: adding a constant to J[0, 1] adds that constant to every
    # logit of site 0 (for any context), so the conditionals, and hence compatibility, do not
    # change; row and column offsets are absorbed by the fields (Pairwise docstring)
    from toolkit.models import Pairwise, random_pairwise

    base = random_pairwise(3, 4, symmetric=True, rng=1)
    J = base.J.copy()
    J[0, 1] += 0.7
    J[2, 3] += np.array([0.3, -0.2, 0.5])[:, None]   # a row offset: depends on site 2's token only
    m = Pairwise(base.h, J)
    x = np.random.default_rng(0).integers(0, 3, size=(20, 4))
    d = m.logits(x, np.zeros(20, dtype=int)) - base.logits(x, np.zeros(20, dtype=int))
    np.testing.assert_allclose(d, 0.7, rtol=0, atol=1e-12)   # site 0: the same conditionals
    d = m.logits(x, np.full(20, 2)) - base.logits(x, np.full(20, 2))
    np.testing.assert_allclose(d, np.tile([0.3, -0.2, 0.5], (20, 1)), rtol=0, atol=1e-12)  # a field on site 2
    assert base.is_compatible() and m.is_compatible()


# ------------------------------------------------------------------ toolkit/models/masked_toy.py (windows)
@pytest.mark.parametrize("L", [9, 10, 12])
def test_masked_toy_default_window_is_the_phase_study_window(L):
    # kills audit4b.masked_toy.centre_off. Both the family default (masked_toy: "n consecutive
    # positions centred in the template") and the phase study (real_phase_params ->
    # window_positions(L, n, L / 2)) centre a window of n sites in a template of L: the same
    # (L, n) must give the same sites, or `glauber sample --length L --n n` runs another chain
    # than the phase study's point (a real inconsistency before this audit: L = 10, n = 3 gave
    # sites 3..5 here and 4..6 there); windows of growing n stay nested
    from toolkit.app.phase import real_phase_params
    from toolkit.models import make_model

    prev = set()
    for n in range(1, L + 1):
        m = make_model("masked-independent", q=3, n=n, length=L, seed=0)
        want = real_phase_params("masked-independent", n, {"length": L})["free_positions"]
        assert m.free_positions.tolist() == want, (L, n)
        assert prev <= set(want)
        prev = set(want)
