"""Acceptance scans: t_mix <= contraction bound with t_mix/(n ln n) in a band above T_0,
and escape from planted fixed points growing like e^{gamma/T}."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.scans import metastability_scan, nlogn_scan
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites, model_family, planted_margin, potts

LOW_T = [2.0, 1.5, 1.0, 0.7, 0.5, 0.35, 0.25, 0.18, 0.12]


def test_model_family_builds_the_named_model_at_each_size():
    """The registry's family (the names exact no longer resolves): at each n the model the
    name and parameters give, built here directly by its constructor, and its label."""
    build = model_family("potts", q=2, coupling=0.5, graph="cycle")
    assert build.__name__ == "potts q=2 coupling=0.5 graph=cycle"
    for n in (3, 5):
        got, want = build(n), potts(2, n, 0.5, graph="cycle")
        x = np.array([[0] * n, [1, 0] * (n // 2) + [1] * (n % 2)] * n)  # two states, each at every site
        sites = np.repeat(np.arange(n), 2)
        assert (got.vocab_size, got.length) == (2, n)
        np.testing.assert_array_equal(got.logits(x, sites), want.logits(x, sites))


@pytest.mark.parametrize("graph", ["cycle", "path"])
def test_nlogn_scan_above_T0(graph):
    # q = 2 nearest-neighbour Potts, J = 1: T_0 = 1 (interior sites have two neighbours)
    s = nlogn_scan(model_family("potts", q=2, graph=graph, coupling=1.0), range(2, 11), temperature=1.5)
    assert [r.n for r in s.rows] == list(range(2, 11))
    assert all(r.T0 <= 1.0 + 1e-12 and r.alpha_col < 1 for r in s.rows)
    assert s.all_hold and all(r.holds for r in s.rows)
    lo, hi = s.ratio_band
    assert 1.0 < lo and hi < 2.0 and hi / lo < 1.5, s.table()
    assert "t_mix/(n ln n)" in s.table() and s.to_dict()["all_hold"] is True


@pytest.mark.slow
def test_nlogn_scan_to_n12():
    s = nlogn_scan(lambda n: potts(2, n, 1.0, graph="cycle"), range(2, 13), temperature=1.5)
    assert s.all_hold
    lo, hi = s.ratio_band
    assert 1.0 < lo and hi < 2.0


def test_nlogn_scan_below_T0_reports_no_bound():
    s = nlogn_scan(model_family("potts", q=2, coupling=1.0), [4, 5], temperature=0.5)  # complete graph
    assert all(r.bound is None and r.holds is None and r.t_mix is not None for r in s.rows)
    assert not s.all_hold  # no row where the claim applies
    with pytest.raises(InvalidInputError, match="`n` must be >= 2"):
        nlogn_scan(model_family("potts"), [1], temperature=2.0)
    with pytest.raises(InvalidInputError, match="`family`"):
        nlogn_scan(3, [2])
    # exact resolves no model names (issue 27): a name is the registry's, which says so
    with pytest.raises(InvalidInputError, match=r"`family` must be a callable.*model_family\('potts'"):
        nlogn_scan("potts", [2, 3])
    with pytest.raises(InvalidInputError, match="unknown model name 'nope'"):
        model_family("nope")


@pytest.mark.parametrize("q, n, gamma, seed", [(2, 4, 1.0, 0), (3, 3, 1.5, 1), (2, 6, 0.5, 2)])
def test_planted_fixed_point_escape(q, n, gamma, seed):
    m = planted_margin(q, n, gamma, rng=seed)
    s = metastability_scan(m, [gamma * t for t in LOW_T], state=0)
    assert s.state == " ".join(["0"] * n) and s.gamma == pytest.approx(gamma, abs=1e-12)
    assert s.all_hold  # E[tau] >= e^{gamma/T}/(q-1) at every T
    assert s.slope_rel_error < 0.10, s.table()
    assert (s.k, s.cost) == (1, pytest.approx(gamma, abs=1e-9))


def test_potts_fixed_point_and_basin():
    m = potts(2, 5, 1.0)  # complete graph: gamma = 4
    fp = metastability_scan(m, LOW_T)
    assert fp.gamma == 4.0 and fp.all_hold and fp.slope_rel_error < 0.01
    basin = metastability_scan(m, LOW_T, set_kind="basin")
    # leaving {<= 1 ones} needs k = 2 uphill moves; Freidlin-Wentzell cost V = 4 + 2 = 6 < k gamma = 8
    assert (basin.set_size, basin.k, basin.k_gamma, basin.cost) == (6, 2, 8.0, 6.0)
    assert basin.all_hold and abs(basin.slope - basin.cost) / basin.cost < 0.05
    assert all(b.log_exit_time >= f.log_exit_time for b, f in zip(basin.rows, fp.rows, strict=True))
    text = basin.table()
    assert "k * gamma" in text and "Freidlin-Wentzell" in text
    d = basin.to_dict()
    assert d["k_gamma"] == 8.0 and len(d["rows"]) == len(LOW_T) and d["all_hold"] is True


def test_metastability_errors():
    m = potts(2, 4, 1.0)
    with pytest.raises(InvalidInputError, match="at least 2 distinct"):
        metastability_scan(m, [1.0, 1.0])
    with pytest.raises(InvalidInputError, match="`temperatures` must be > 0"):
        metastability_scan(m, [1.0, -1.0])
    with pytest.raises(InvalidInputError, match="set_kind"):
        metastability_scan(m, [1.0, 0.5], set_kind="cube")
    with pytest.raises(InvalidInputError, match="not a strict argmax fixed point"):
        metastability_scan(m, [1.0, 0.5], state=3)
    with pytest.raises(InvalidInputError, match="no strict argmax fixed point"):
        metastability_scan(IndependentSites(np.zeros((2, 2))), [1.0, 0.5])
    with pytest.raises(InvalidInputError, match="whole space"):
        metastability_scan(IndependentSites(np.array([[1.0, 0.0], [1.0, 0.0]])), [1.0, 0.5], set_kind="basin")


def test_low_temperature_far_beyond_float_range():
    """Fixed-point exits are computed in log space: fine where e^{gamma/T} overflows."""
    s = metastability_scan(planted_margin(2, 3, 1.0, rng=3), [0.01, 0.005, 0.001], state=0)
    assert s.rows[-1].log_exit_time > 700 and math.isinf(s.rows[-1].exit_time)
    assert s.all_hold and s.slope_rel_error < 1e-6


# ---------------------------------------------------------------------- lumped families from the CLI
# Reference values computed outside the project (issue 12): Curie-Weiss beta = 1, eps = 1/4,
# t_mix/(n ln n) at T = 2 = 1.04, 1.028, 1.023, 1.022 at n = 10, 50, 100, 200.
CW_T2_RATIO = {10: 1.04, 50: 1.028, 100: 1.023, 200: 1.022}


def test_cli_exact_lumps_curie_weiss_beyond_enumeration(capsys):
    import json

    from toolkit.cli import main

    assert main(["exact", "--model", "curie-weiss", "--n", "200", "--beta", "1", "-T", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["method"] == "lumped" and out["n_lumped_states"] == 201 and out["start_classes_total"] == 201
    assert 1 <= out["start_classes_evaluated"] <= 201 and out["t_mix_kind"] == "exact, worst start"
    assert out["t_mix"] / (200 * math.log(200)) == pytest.approx(CW_T2_RATIO[200], abs=5e-4)
    assert out["model_params"]["n"] == 200
    # forced enumeration keeps the q**n guard (exit 2), forced lumping of a non-exchangeable model too
    assert main(["exact", "--model", "curie-weiss", "--n", "200", "--method", "enumerate"]) == 2
    assert "2**200" in capsys.readouterr().err
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "4", "--method", "lumped"]) == 2
    assert "exchangeable" in capsys.readouterr().err
    # small n: auto enumerates (q = 2 lumps only above n = 12)
    assert main(["exact", "--model", "curie-weiss", "--n", "6", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["method"] == "enumerate"


def test_cli_nlogn_scan_of_curie_weiss_at_chosen_sizes(capsys):
    import json

    from toolkit.cli import main

    assert main(["scan", "nlogn", "--model", "curie-weiss", "--beta", "1", "-T", "2", "--sizes", "10,50,100,200",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    rows = {r["n"]: r for r in out["rows"]}
    assert sorted(rows) == [10, 50, 100, 200]
    assert [rows[n]["method"] for n in (10, 50)] == ["enumerate", "lumped"]
    for n, ratio in CW_T2_RATIO.items():
        assert rows[n]["ratio"] == pytest.approx(ratio, abs=5e-3 if n == 10 else 5e-4), n
    fit = out["fit"]
    # Levin-Luczak-Peres 2010: cutoff at n ln n / (2 (1 - beta/T)) = n ln n at T = 2
    assert fit["theory_c"] == 1.0 and fit["best"] == "c n ln n + d n"
    assert abs(fit["c"] - 1.0) < 0.02 and out["all_hold"] is True
    assert main(["scan", "nlogn", "--sizes", "4,x"]) == 2
    assert "`--sizes`" in capsys.readouterr().err


def test_cli_metastable_scan_lumps_curie_weiss(capsys):
    import json

    from toolkit.cli import main

    assert main(["scan", "metastable", "--model", "curie-weiss", "--n", "100", "--beta", "1",
                 "--temperatures", "0.8,0.6,0.5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    # all-plus of Curie-Weiss n = 100, beta = 1: every site sees 99 others, margin 2 beta 99/100
    assert out["method"] == "lumped" and out["gamma"] == pytest.approx(1.98, abs=1e-12)
    assert out["all_hold"] is True


def test_nlogn_theory_constants_are_the_published_cutoffs():
    from exact.scans import nlogn_theory
    from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts

    # Levin, Luczak, Peres (2010), Thm 1: Curie-Weiss at beta/T < 1 has cutoff at
    # n ln n / (2 (1 - beta/T)); beta = 1, T = 4: 1 / (2 * 3/4) = 2/3
    assert nlogn_theory(CurieWeiss(50, 1.0), 4.0)[0] == pytest.approx(2 / 3, rel=1e-15, abs=0)
    # Cuff, Ding, Louidor, Lubetzky, Peres, Sly (2012), Thm 1: mean-field Potts with
    # coupling beta/n per equal pair, below the spinodal, cutoff at n ln n / (2 (1 - beta/q));
    # here beta/T = 1.5 (beta_s(3) = 2.7456): 1 / (2 (1 - 1.5/3)) = 1
    assert nlogn_theory(MeanFieldPotts(3, 50, 1.5), 1.0)[0] == pytest.approx(1.0, rel=1e-15, abs=0)
    assert nlogn_theory(MeanFieldPotts(4, 50, 2.0), 2.0)[0] == pytest.approx(1 / (2 * (1 - 1 / 4)), rel=1e-15, abs=0)
    # above the spinodal the constant is not this one: none is claimed
    assert nlogn_theory(MeanFieldPotts(3, 50, 3.0), 1.0) == (None, "")


def test_nlogn_scan_fits_from_three_exact_rows():
    """The fit needs at least 3 exact ``t_mix`` (documented: None with fewer): three sizes give
    one (over exactly those sizes), two give none. Potts on a cycle at ``T = 1.5`` (above ``T_0``)
    mixes by every size."""
    family = lambda n: potts(2, n, 1.0, graph="cycle")   # noqa: E731
    s3 = nlogn_scan(family, [3, 4, 5], temperature=1.5)
    assert all(r.t_mix is not None for r in s3.rows)
    assert s3.fit is not None and s3.fit.n_values == (3, 4, 5)
    assert nlogn_scan(family, [3, 4], temperature=1.5).fit is None
