"""Boundary comparisons and min/max/any/all calls of toolkit/ at their documented edges
(cmp13a: compare/call sweep after the eleventh audit; each test names the mutant it kills)."""
from __future__ import annotations

import pytest

from toolkit.exceptions import StateSpaceTooLargeError


def test_guard_toy_checks_binary_families_too():
    # cmp13a._common.guard_q_two_skipped: guard_toy checks the effective (q, n) against
    # max_states for every q >= 2; q = 2 (the smallest vocabulary) is not exempt:
    # 2**40 ~ 1.1e12 states are over max_states = 1e6, 2**10 = 1024 are not.
    from toolkit.app.commands import _common as c

    with pytest.raises(StateSpaceTooLargeError):
        c.guard_toy("potts", {"q": 2, "n": 40}, max_states=1e6)
    assert c.guard_toy("potts", {"q": 2, "n": 10}, max_states=1e6)["n"] == 10


def test_samplers_logs_the_run_when_partial_states_equal_max_partial(capsys):
    # cmp13a.samplers.log_at_max_partial: compare_samplers accepts (q + 1)**n partial states
    # up to and including max_partial (exact.unmasking: "above max_partial" is refused), so
    # `glauber samplers` announces the run at the boundary too: q = 2, n = 3 -> 3**3 = 27.
    from toolkit.app.cli import main

    argv = ["samplers", "--model", "random-table", "--n", "3", "--samplers", "random", "--progress"]
    assert main([*argv, "--max-partial", "27"]) == 0
    err = capsys.readouterr().err
    assert "samplers: 27 partial states, 1 samplers, Glauber pi_T on 8 states" in err


def test_sweep_refuses_an_exact_curie_weiss_grid_over_the_guard_before_the_store(tmp_path, capsys):
    # cmp13a.sweep.curie_weiss_q_none: curie-weiss has no `q` parameter (q = 2 always); the
    # sweep's guards check the exact estimators' state space 2**n against DEFAULT_MAX_STATES
    # (2e7) before the store exists: 2**40 ~ 1.1e12 states is refused, no store is written.
    from toolkit.app.cli import main

    store = tmp_path / "s.sqlite"
    argv = ["sweep", "--model", "curie-weiss", "--n", "40", "--estimator", "exact", "--store", str(store)]
    assert main(argv) == 2
    assert "the exact chain has 2**40" in capsys.readouterr().err
    assert not store.exists()


def test_coverage_passes_at_pvalue_equal_to_alpha():
    # cmp13a.compare.passes_strict: CoverageResult.passes rejects only a p-value *below* alpha
    # (its docstring), so p == alpha passes and the next float below it does not.
    import numpy as np

    from toolkit.app.compare import CoverageResult

    def res(p):
        return CoverageResult(count=90, n=100, level=0.95, pvalue=p, exact_value=0.0)

    assert res(0.01).passes(0.01) is True
    assert res(0.05).passes() is True  # default alpha 0.01
    assert res(float(np.nextafter(0.01, 0.0))).passes(0.01) is False


def test_phase_point_exit_rate_is_the_largest_over_the_starts():
    # cmp13a.phase_point.exit_rate_min: mlm_phase_point is rejection-free only when *every*
    # start promises fewer than RF_CHANGES_PER_SWEEP changes per sweep (its docstring), so
    # exit_rate is the largest over the starts. Independent binary sites with logits (10, 0):
    # a site leaves token 0 w.p. e = 1/(1 + e^10), token 1 w.p. 1 - e, so a start with j of 4
    # sites at 1 has the exit rate (j (1 - e) + (4 - j) e) / 4. The quenched starts sit at
    # j = 0 (rate e ~ 4.5e-5 < 0.25 / 4); the random ones have j >= 1 (seeded), so the largest
    # is >= 1/4 and the sampler is plain Glauber.
    import math

    import numpy as np

    from toolkit.app.phase_point import mlm_phase_point
    from toolkit.models import IndependentSites

    e = 1.0 / (1.0 + math.exp(10.0))
    out = mlm_phase_point(IndependentSites(np.tile([10.0, 0.0], (4, 1))), 1.0, n_groups=2,
                          chains_per_group=4, n_sweeps=2, burn_in=0, rng=0)
    rates = [(j * (1 - e) + (4 - j) * e) / 4 for j in range(5)]
    assert min(abs(out["exit_rate"] - r) for r in rates[1:]) < 1e-12
    assert out["computed_by"].startswith("sampled (glauber")


def _crossover_with_last_falls(falls, monkeypatch):
    # the synthetic logarithmic crossover of test_finite_size (no crossing, U falls with n
    # everywhere, T*(n) = 1/ln n) with the last pair's `falls` (fraction of the unsaturated
    # points where U falls significantly with n) replaced by a chosen value
    import numpy as np

    from toolkit import finite_size as fs

    real = fs.binder_crossings

    def patched(*a, **k):
        out = real(*a, **k)
        out[-1] = {**out[-1], "falls": falls}
        return out

    monkeypatch.setattr(fs, "binder_crossings", patched)
    T = np.geomspace(0.05, 2.0, 50)
    ns = np.array([10, 30, 100, 300, 1000, 3000], dtype=float)
    xi = np.exp(1.0 / T)[None, :]
    U = (2 / 3) * xi / (xi + ns[:, None])
    tstar = 1.0 / np.log(ns)
    chi = ns[:, None] / (1 + ((np.log(T)[None, :] - np.log(tstar)[:, None]) / 0.3) ** 2)
    return fs.fss_verdict(fs.ScalingData(T, ns, binder=U, susceptibility=chi))


def test_crossover_resolved_at_exactly_falls_min(monkeypatch):
    # cmp13a.finite_size.falls_min_strict: a crossover needs U to fall significantly with n on
    # *at least* FALLS_MIN (0.5) of the grid (the constant's comment): at exactly 0.5 the
    # absence of a crossing is resolved; just below it is not.
    import numpy as np

    from toolkit.finite_size import FALLS_MIN

    assert FALLS_MIN == 0.5
    v = _crossover_with_last_falls(0.5, monkeypatch)
    assert v.verdict == "crossover", v.reasons
    below = _crossover_with_last_falls(float(np.nextafter(0.5, 0.0)), monkeypatch)
    assert below.verdict == "inconclusive"
    assert any("the absence of a crossing is not resolved" in r for r in below.reasons)
