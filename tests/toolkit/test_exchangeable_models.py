"""Exchangeable model families (toolkit.models.exchangeable): logits against the dense
families they reduce, count-vector indexing, declared logit errors, compatibility by
the rectangle certificate, input checks and the registry names."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact import all_rectangles, glauber_kernel, site_logits, stationary_law
from toolkit.exceptions import InvalidInputError
from toolkit.models import ConditionalModel, IndependentSites, curie_weiss, make_model, potts
from toolkit.models.exchangeable import (
    CurieWeiss,
    ExchangeableModel,
    ExchangeableTable,
    IdenticalSites,
    MeanFieldPotts,
    count_index,
    count_vectors,
    n_count_vectors,
    random_exchangeable,
)


# ---------------------------------------------------------------------- count vectors
@pytest.mark.parametrize("total, q", [(0, 2), (1, 2), (7, 2), (5, 3), (4, 4), (3, 5)])
def test_count_vectors_and_index_are_inverse(total, q):
    C = count_vectors(total, q)
    assert C.shape == (n_count_vectors(total, q), q) == (math.comb(total + q - 1, q - 1), q)
    assert np.all(C.sum(axis=1) == total) and C.min() >= 0
    assert len({tuple(c) for c in C}) == C.shape[0]
    assert np.array_equal(count_index(C), np.arange(C.shape[0]))
    # lexicographic order
    assert [tuple(c) for c in C] == sorted(tuple(c) for c in C)


# ---------------------------------------------------------------------- logits
def _enumerated(model):
    return site_logits(model).values


@pytest.mark.parametrize("n, beta, field", [(1, 1.0, 0.0), (2, 0.7, 0.0), (5, 1.3, 0.2), (8, 2.0, -0.4)])
def test_curie_weiss_matches_the_dense_convention(n, beta, field):
    """Same conditionals as toolkit.models.curie_weiss (a Pairwise n x n x 2 x 2 array), to
    the rounding of their different sums."""
    a, b = _enumerated(CurieWeiss(n, beta, field=field)), _enumerated(curie_weiss(n, beta, field=field))
    assert np.allclose(a, b, rtol=0, atol=1e-14)


@pytest.mark.parametrize("q, n, beta", [(2, 4, 1.0), (3, 5, 2.5), (4, 3, -1.0)])
def test_mean_field_potts_matches_complete_graph_potts(q, n, beta):
    """``beta/n #{j != i: x_j = a} + field[a]`` is Potts on the complete graph with coupling
    ``beta / n``."""
    field = np.linspace(-0.3, 0.4, q)
    a = _enumerated(MeanFieldPotts(q, n, beta, field=field))
    b = _enumerated(potts(q, n, beta / n, graph="complete", field=field))
    assert np.allclose(a, b, rtol=0, atol=1e-14)


def test_identical_sites_matches_independent_sites():
    h = np.array([0.3, -1.0, 2.0])
    assert np.array_equal(_enumerated(IdenticalSites(4, h)), _enumerated(IndependentSites(np.tile(h, (4, 1)))))


def test_count_logits_is_logits_of_the_counts():
    rng = np.random.default_rng(1)
    for model in (CurieWeiss(6, 1.2, field=0.1), MeanFieldPotts(3, 6, 1.7), random_exchangeable(3, 6, rng=2)):
        x = rng.integers(0, model.vocab_size, size=(50, model.length))
        sites = rng.integers(0, model.length, size=50)
        c = np.stack([(x == a).sum(axis=1) for a in range(model.vocab_size)], axis=1)
        c[np.arange(50), x[np.arange(50), sites]] -= 1
        assert np.array_equal(model.logits(x, sites), model.count_logits(c))
        # a permutation of the other sites changes nothing
        perm = rng.permutation(model.length)
        xs = x[:, perm]
        new_sites = np.argsort(perm)[sites]
        assert np.array_equal(model.logits(xs, new_sites), model.logits(x, sites))


def test_table_reads_its_rows_by_count_index():
    q, n = 3, 4
    C = count_vectors(n - 1, q)
    t = ExchangeableTable(np.arange(C.shape[0] * q, dtype=float).reshape(-1, q))
    assert (t.vocab_size, t.length) == (q, n)
    assert np.array_equal(t.count_logits(C), t.table)


def test_curie_weiss_worked_example():
    # site 0 of (0, 1, 1): the others sum to S = 2, logits (-beta S/n, beta S/n) = (-2, 2)
    assert CurieWeiss(3, 3.0).logits(np.array([[0, 1, 1]]), np.array([0])).tolist() == [[-2.0, 2.0]]


def test_protocol_and_repr():
    for m in (CurieWeiss(3, 1.0), MeanFieldPotts(3, 3, 1.0), IdenticalSites(3, [0, 1]), random_exchangeable(2, 3, rng=0)):
        assert isinstance(m, ConditionalModel)
        assert m.tokens is None
        assert type(m).__name__ in repr(m)


# ---------------------------------------------------------------------- declared errors
def test_declared_logit_errors_bound_the_rounding():
    """The declared bound covers the difference from the same logits in exact rational
    arithmetic (Curie-Weiss: gamma_3 (|beta S|/n + |field|))."""
    from fractions import Fraction

    m = CurieWeiss(7, 1.1, field=0.3)
    L = site_logits(m)
    x = np.array([[1, 0, 1, 1, 0, 0, 1]])
    for i in range(7):
        S = int(sum(2 * v - 1 for j, v in enumerate(x[0]) if j != i))
        exact = Fraction(1.1) * S / 7 + Fraction(0.3)
        got = m.logits(x, np.array([i]))[0, 1]
        err = m.logit_error(x, np.array([i]), None)[0]
        assert abs(Fraction(got) - exact) <= Fraction(err)
        assert err > 0
    assert L.error.max() > 0
    assert IdenticalSites(3, [0, 1]).logit_error(x[:, :3], np.array([0]), None) == 0.0


# ---------------------------------------------------------------------- compatibility
@pytest.mark.parametrize("model", [CurieWeiss(6, 1.5, field=0.2), MeanFieldPotts(3, 5, 2.0, field=[0.1, 0, -0.2]),
                                   IdenticalSites(5, [0.0, 1.0, -1.0]), random_exchangeable(2, 7, 3.0, rng=5)],
                         ids=["curie-weiss", "mean-field-potts", "identical-sites", "table-q2"])
def test_compatible_families_certify_no_rectangle(model):
    """CurieWeiss, MeanFieldPotts, IdenticalSites, and every q = 2 exchangeable table (module
    docstring: both brackets of log R are D(c + e_1) - D(c + e_0))."""
    t = all_rectangles(model)
    assert t.n_certified == 0
    if model.vocab_size == 2:
        assert t.max_abs == 0.0  # the two brackets are the same floating-point numbers
    else:
        assert t.max_abs < 1e-14  # round-off only, inside the certificate's bound


def test_q2_table_joint_is_the_product_over_levels():
    """q = 2: pi(x) ∝ prod_{m < |x|} exp(D(m)/T), D = g[1] - g[0] at m ones among the others."""
    m, T = random_exchangeable(2, 6, 2.0, rng=3), 0.7
    law = stationary_law(glauber_kernel(m, temperature=T))
    D = np.diff(m.table, axis=1)[:, 0][::-1]  # rows run c_0 = 0..n-1, i.e. m = n-1..0 ones
    levels = np.concatenate([[0.0], np.cumsum(D / T)])
    states = glauber_kernel(m, temperature=T).space.states(np.arange(2**6))
    lp = levels[states.sum(axis=1)]
    lp -= np.log(np.exp(lp - lp.max()).sum()) + lp.max()
    assert np.allclose(law.log_pi, lp, rtol=0, atol=1e-12)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_random_q3_table_certifies_rectangles(n):
    t = all_rectangles(random_exchangeable(3, n, 1.0, rng=n))
    assert t.n_certified > 0
    assert t.max_abs > 100 * float(np.max(t.bound))


# ---------------------------------------------------------------------- checks
@pytest.mark.parametrize("build, msg", [
    (lambda: CurieWeiss(0, 1.0), "`n` must be >= 1; got 0"),
    (lambda: CurieWeiss(3, float("nan")), "`beta` must have finite entries"),
    (lambda: MeanFieldPotts(1, 3, 1.0), "`q` must be >= 2; got 1"),
    (lambda: MeanFieldPotts(3, 3, 1.0, field=[1.0, 2.0]), "`field` must be a number or have shape (3,)"),
    (lambda: IdenticalSites(3, [[0.0, 1.0]]), "`h` must have shape (q,)"),
    (lambda: ExchangeableTable(np.zeros((4, 3))), "`table` must have C(n + q - 2, q - 1) rows"),
    (lambda: CurieWeiss(3, 1.0).count_logits(np.array([[1, 2]])), "rows must be non-negative counts of the other n - 1 = 2"),
    (lambda: CurieWeiss(3, 1.0).count_logits(np.array([[1, 1, 0]])), "`c` must have shape (B, 2)"),
    # harden11d (issue 30): the value quoted is the first bad row ([3, 0] sums to 3, not n - 1 = 2),
    # not the first row of c ([1, 1] is a valid count vector)
    (lambda: CurieWeiss(3, 1.0).count_logits(np.array([[1, 1], [3, 0]])), "n - 1 = 2 sites; got [3, 0]"),
])
def test_input_checks_name_argument_and_value(build, msg):
    with pytest.raises(InvalidInputError) as e:
        build()
    assert msg in str(e.value)


# ---------------------------------------------------------------------- registry
def test_registry_names_build_the_compact_families():
    cw = make_model("curie-weiss", n=50, beta=1.0)
    assert isinstance(cw, CurieWeiss) and (cw.length, cw.beta) == (50, 1.0)
    assert isinstance(make_model("mean-field-potts", q=3, n=7, beta=2.0), MeanFieldPotts)
    ids = make_model("identical-sites", q=3, n=5, seed=1)
    assert isinstance(ids, IdenticalSites) and ids.vocab_size == 3
    tab = make_model("exchangeable-table", q=3, n=5, seed=1)
    assert isinstance(tab, ExchangeableTable) and (tab.vocab_size, tab.length) == (3, 5)
    assert np.array_equal(tab.table, make_model("exchangeable-table", q=3, n=5, seed=1).table)


def test_registry_families_are_exactly_the_exchangeable_names():
    # the exact commands skip the q**n guard for these names only: each must build a count-logit model
    from toolkit.models.exchangeable import REGISTRY_FAMILIES
    from toolkit.models.registry import TOY_MODELS

    exchangeable = {name for name in TOY_MODELS if isinstance(make_model(name, n=4), ExchangeableModel)}
    assert exchangeable == set(REGISTRY_FAMILIES)


def test_sweep_grid_takes_the_new_names():
    from toolkit.app.sweep import make_grid

    tasks = make_grid("mean-field-potts", n=[3, 4], temperature=[1.0], params={"beta": 2.0})
    assert len(tasks) == 2
    with pytest.raises(InvalidInputError, match="`coupling` is not a parameter"):
        make_grid("curie-weiss", n=[3], temperature=[1.0], params={"coupling": 2.0})


def test_registry_is_strict_about_keywords():
    # issue 11 acceptance: a misspelt keyword names the family's real parameter
    from toolkit.exceptions import InvalidInputError
    from toolkit.models import make_model
    from toolkit.models.registry import TOY_MODELS, model_parameters

    with pytest.raises(InvalidInputError, match=r"`couplng` \(did you mean `coupling`\?\).*q, n, coupling, graph"):
        make_model("potts", couplng=5.0)
    with pytest.raises(InvalidInputError, match="`beta`"):
        make_model("potts", beta=1.0)
    with pytest.raises(InvalidInputError, match="`q`; its parameters are n, beta, field"):
        make_model("curie-weiss", q=3)  # Curie-Weiss has q = 2 by definition
    # None is "the family's default", for every family
    for name in TOY_MODELS:
        assert make_model(name, n=3, coupling=None, graph=None, seed=None, scale=None).length == 3
    # soft defaults: taken where the family has the parameter, dropped elsewhere
    assert make_model("curie-weiss", defaults={"q": 3, "n": 5}).length == 5
    assert "coupling" in model_parameters("potts") and "coupling" not in model_parameters("curie-weiss")
    with pytest.raises(InvalidInputError, match="unknown model name"):
        model_parameters("pots")


def test_make_model_refuses_a_dense_array_over_max_memory_before_building_it(monkeypatch):
    from toolkit.exceptions import MemoryLimitError
    from toolkit.models import registry, toy

    def boom(q: int = 3, n: int = 6, coupling: float = 1.0):  # the builder must not be reached
        raise AssertionError("built")

    monkeypatch.setitem(registry.TOY_MODELS, "potts", boom)
    monkeypatch.setattr(toy, "potts", boom)
    # J of shape (n, n, q, q) in float64: 8 * 1000**2 * 50**2 bytes = 18.6 GiB
    with pytest.raises(MemoryLimitError, match=r"18\.6 GiB.*max_memory"):
        registry.make_model("potts", q=50, n=1000)
    # random-table's logit table n q**n float64: 3 * 10**3 * 8 bytes = 24 kB is fine; 40 * 2**40 is not
    registry._guard_memory("random-table", {"q": 10, "n": 3}, "8GiB")
    with pytest.raises(MemoryLimitError, match="logit table"):
        registry._guard_memory("random-table", {"q": 2, "n": 40}, "8GiB")
    registry._guard_memory("potts", {"q": 50, "n": 1000}, None)  # None: no guard


def test_make_model_memory_guard_is_a_keyword_not_a_family_parameter():
    from toolkit.models import make_model

    m = make_model("potts", q=2, n=3, max_memory="1MiB")
    assert m.vocab_size == 2
