"""Coverage-driven pins of :mod:`toolkit.app.phase_point` (issue 30, branch cov5h3): the
method checks of ``point_method`` (each error names the method and why), the independent-sites
transfer point against enumeration (an independent computation), the nearest-neighbour
compatibility rule against ``Pairwise.is_compatible`` (all blocks), the bounded per-model caches,
and ``mlm_phase_point``'s even number of chains per group."""

import numpy as np
import pytest

from toolkit.app import phase_point as pp
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model, potts


def test_transfer_needs_a_nearest_neighbour_chain():
    m = make_model("asymmetric-pairwise", q=2, n=4, scale=1.0, seed=0)  # couplings on every pair
    with pytest.raises(InvalidInputError, match="method 'transfer' needs a nearest-neighbour chain"):
        pp.point_method(m, "transfer")


def test_transfer_needs_compatible_couplings():
    m = make_model("nn-chain", q=3, n=5, disorder=0.5, symmetric=False, seed=0)
    assert not m.is_compatible()  # the documented example of nn_chain
    with pytest.raises(InvalidInputError, match=r"method 'transfer' needs compatible \(symmetric\) couplings"):
        pp.point_method(m, "transfer")
    assert pp.point_method(m, "auto") == "enumeration"  # 3^5 states: enumerated instead


def test_enumeration_guard_lattice_shape_and_unknown_method():
    with pytest.raises(InvalidInputError, match=r"method 'enumeration' at n = 40: q\^n = 3\^40 states is above the "
                                                r"enumeration guard of 2e\+07"):
        pp.point_method(potts(3, 40, 1.0), "enumeration")
    # the guard's edge: 2^24 = 16.8 M states <= 2e7 are enumerated, 2^25 = 33.6 M are not
    assert pp.point_method(potts(2, 24, 1.0), "enumeration") == "enumeration"
    with pytest.raises(InvalidInputError, match=r"q\^n = 2\^25 states is above"):
        pp.point_method(potts(2, 25, 1.0), "enumeration")
    with pytest.raises(InvalidInputError, match=r"method 'lattice' \(checkerboard sweeps\) needs potts on an L x L "
                                                r"torus with L even and >= 4"):
        pp.point_method(potts(2, 16, 1.0), "lattice")  # a cycle, not a torus
    with pytest.raises(InvalidInputError, match=r"`method` must be 'auto', 'lumped', 'transfer', 'enumeration', "
                                                r"'lattice' or 'mlm'; got 'exakt'"):
        pp.point_method(potts(2, 4, 1.0), "exakt")
    with pytest.raises(InvalidInputError, match="got 'exakt'"):
        pp.phase_point(potts(2, 4, 1.0), 1.0, method="exakt")


@pytest.mark.parametrize("q,T", [(2, 1.0), (3, 0.5)])
def test_independent_sites_transfer_matches_enumeration(q, T):
    # the product chain's gap is 1/n: a relaxation time of n steps, one sweep (closed form); the
    # order-parameter moments and the relaxation time from enumerating the q^4 states agree
    m = make_model("independent", q=q, n=4, scale=1.0, seed=3)
    tr = pp.phase_point(m, T, method="transfer")
    en = pp.phase_point(m, T, method="enumeration")
    assert tr["computed_by"] == "exact (transfer matrix)"
    assert tr["relaxation"] == 1.0
    assert en["relaxation"] == pytest.approx(1.0, rel=1e-9)
    for k in ("m2", "m4", "abs_m", "binder", "susceptibility"):
        assert tr[k] == pytest.approx(en[k], rel=1e-9, abs=1e-12), k


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("symmetric", [True, False])
def test_nearest_neighbour_compatibility_agrees_with_all_blocks(n, symmetric):
    # _nn_compatible reads the n edges only; Pairwise.is_compatible compares all n^2 blocks
    for seed in range(3):
        m = make_model("nn-chain", q=3, n=n, disorder=0.7, symmetric=symmetric, seed=seed)
        assert pp._nearest_neighbour_graph(m)
        assert pp._nn_compatible(m) == m.is_compatible()


def test_per_model_caches_stay_bounded():
    pp._NN_CACHE.clear()
    models = [make_model("nn-chain", q=2, n=3, disorder=0.5, seed=s) for s in range(70)]
    for m in models:
        pp._nearest_neighbour_graph(m)
    assert 0 < len(pp._NN_CACHE) <= 64
    pp._CHAIN_CACHE.clear()
    chains = [make_model("nn-chain", q=2, n=3, disorder=0.5, seed=s) for s in range(20)]
    for m in chains:
        pp.phase_point(m, 1.0, method="transfer")
    assert 0 < len(pp._CHAIN_CACHE) <= 16
    pp._GROUNDS.clear()
    toys = [make_model("masked-independent", n=3, seed=s) for s in range(40)]
    grounds = [pp.zero_temperature_point(m) for m in toys]
    assert 0 < len(pp._GROUNDS) <= 32
    # x* is a zero-temperature fixed point: every site holds the argmax of its conditional logits
    for g, m in zip(grounds[-3:], toys[-3:], strict=True):
        for i in range(3):
            assert int(np.argmax(m.logits(g[None, :], np.array([i]))[0])) == int(g[i])


def test_mlm_phase_point_needs_pairs_of_replicas():
    m = make_model("masked-independent", n=3, seed=0)
    with pytest.raises(InvalidInputError, match=r"`chains_per_group` must be even \(pairs of replicas\); got 3"):
        pp.mlm_phase_point(m, 1.0, chains_per_group=3)


@pytest.mark.parametrize("T", [0.3, 1.0])
def test_mean_field_potts_q4_colour_lumped_point(T):
    # q > 3: the colour-lumped chain's gap is an upper bound on the full gap (exact.colour_lumped), so its
    # relaxation time in sweeps is at most the full chain's; the moments are exact (enumeration of 4^4 states)
    m = make_model("mean-field-potts", q=4, n=4, beta=1.0)
    lumped = pp.phase_point(m, T, method="lumped")
    enum = pp.phase_point(m, T, method="enumeration")
    assert lumped["missing"] == {}
    assert 0 < lumped["relaxation"] <= enum["relaxation"] * (1 + 1e-9)
    for k in ("m2", "m4", "abs_m", "binder", "susceptibility"):
        assert lumped[k] == pytest.approx(enum[k], rel=1e-9), k


def test_other_exchangeable_models_have_no_lumped_relaxation():
    a = pp.phase_point(make_model("exchangeable-table", q=3, n=4, seed=0), 1.0, method="lumped")
    assert np.isnan(a["relaxation"])
    assert a["missing"]["relaxation"].startswith("not computed")


def test_enumeration_above_the_gap_limit_has_moments_but_no_relaxation():
    # 2^13 = 8192 states > ENUMERATION_GAP_MAX_STATES = 4096: the moments are enumerated, the gap is not
    m = make_model("random-table", q=2, n=13, seed=0)
    p = pp.phase_point(m, 1.0, method="enumeration")
    assert np.isnan(p["relaxation"])
    assert p["missing"] == {"relaxation": "not computed (q^n = 8192 states above 4096)"}
    assert 0 < p["m2"] <= 1 and np.isfinite(p["binder"])
    small = pp.phase_point(make_model("random-table", q=2, n=12, seed=0), 1.0, method="enumeration")
    assert np.isfinite(small["relaxation"]) and small["missing"] == {}  # 4096 states: at the limit, computed
