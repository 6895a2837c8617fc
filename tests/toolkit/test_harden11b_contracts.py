"""Documented contracts of the toolkit (issue 30, branch harden11b) that no targeted test held,
each from a docstring, a help text or a message, never from the code's own output:

- ``toolkit.app.window.real_window``: the context chains run ``min(burn_in, 200)`` steps by
  default; ``escape`` is the escape bound at the *largest*-margin fixed point; ``n_steps >= 8``;
- ``toolkit.app.commands.phase``: ``sampling_warnings`` quotes the fewest recorded sweeps;
  a lattice-sampled toy grid needs ``--sweeps >= 4`` (``MIN_SAMPLED_SWEEPS``);
- ``toolkit.app.records.family_rows``: an exact case is one verdict;
- ``toolkit.app.commands.scan.scan_warnings``: "the slope is undefined" only when it is;
- ``toolkit.app.compare.exact_values``: the temperature-mismatch message quotes each side's T;
- ``toolkit.models.registry``: float64 entries (8 bytes) in ``dense_array_bytes``, and the
  unknown-name hint lists every close name, not one;
- ``toolkit.dynamics.find_basins``: after the input's fixed point, by hits (most first);
- ``toolkit.sampling.run_memory``: a systematic scan keeps a third state array
  (the torch backend: test_harden11b_exact_torch.py).
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np
import pandas as pd
import pytest

import toolkit.app.commands.phase as phase
import toolkit.app.window as window
from exact.basins import fixed_points
from exact.markov import ExactChain
from toolkit.app.commands.scan import scan_warnings
from toolkit.app.compare import exact_values
from toolkit.app.records import family_rows
from toolkit.dynamics import find_basins
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.models.registry import dense_array_bytes, make_model
from toolkit.sampling import run_memory


def _biased_potts():
    # two strict fixed points, 000 (margin 2 + 0.5 = 2.5) and 111 (margin 2 - 0.5 = 1.5)
    return potts(2, 3, 1.0, field=np.tile([0.5, 0.0], (3, 1)))


# ------------------------------------------------------------------ toolkit.app.window
def test_real_window_context_steps_default_is_min_burn_in_200(monkeypatch):
    """Docstring: ``n_contexts`` chains run ``context_steps`` steps (default ``min(burn_in, 200)``)."""
    seen = []
    real = window.run_chains

    def spy(*a, **kw):
        seen.append(kw["n_steps"])
        return real(*a, **kw)

    monkeypatch.setattr(window, "run_chains", spy)
    window.real_window(potts(2, 2, 1.0), n_chains=4, n_steps=400, burn_in=300, n_pairs=2, n_replicates=4,
                       n_contexts=2, exit_time=False, rng=0)
    assert seen == [200]


def test_real_window_escape_is_at_the_largest_margin_fixed_point():
    """RealWindowReport: ``escape``: the escape bound at the largest-margin fixed point."""
    m = _biased_potts()
    gammas = sorted(fp.gamma for fp in fixed_points(m))
    assert gammas == pytest.approx([1.5, 2.5], abs=1e-12)   # by hand: 2c +- the field 0.5
    r = window.real_window(m, n_chains=4, n_steps=64, n_pairs=2, n_replicates=4, n_contexts=2, exit_time=False,
                           rng=0)
    assert len(r.escape) == 1 and r.escape[0].fixed_point.gamma == pytest.approx(2.5, abs=1e-12)


def test_real_window_n_steps_below_8_refused_by_name_before_the_enumeration(monkeypatch):
    """n_steps >= 8 (the sampled summary's minimum), checked before the enumeration: a real
    window's enumeration is a forward pass per masked row, not to be spent on a refusal."""
    def enumerate_(*a, **kw):
        raise AssertionError("the window was enumerated before its arguments were checked")

    monkeypatch.setattr(window, "site_logits", enumerate_)
    for bad in (2, 7):
        with pytest.raises(InvalidInputError, match=f"n_steps.*{bad}"):
            window.real_window(potts(2, 2, 1.0), n_steps=bad)


# ------------------------------------------------------------------ toolkit.app.commands.phase
def test_sweeps_warning_quotes_the_fewest_recorded_sweeps(monkeypatch):
    """sampling_warnings: ``sweeps`` (lattice runs below MIN_LATTICE_SWEEPS recorded sweeps): the
    grid's shortest run is the one below the minimum, whatever its other points ran."""
    rows = pd.DataFrame([{"key": k, "n": 16, "temperature": t, "n_sweeps": s, "computed_by": "sampled (checkerboard)",
                          "missing": None} for k, t, s in (("a", 1.0, 50), ("b", 2.0, 500))])
    monkeypatch.setattr(phase, "load_results", lambda store: rows)
    monkeypatch.setattr(phase, "point_convergence", lambda r: (True, ""))
    (w,) = phase.sampling_warnings("s", ["a", "b"])
    assert (w["kind"], w["value"], w["threshold"]) == ("sweeps", 50, 100)
    assert w["message"].startswith("--sweeps 50 is below")


def test_lattice_toy_grid_needs_four_recorded_sweeps(tmp_path):
    """--sweeps help: at least MIN_SAMPLED_SWEEPS (4) on lattices; checked before any task."""
    args = SimpleNamespace(model="potts", method="lattice", seed=0, sweeps=3, groups=None)
    params = {"q": 2, "graph": "torus"}
    with pytest.raises(InvalidInputError, match=r"`--sweeps` must be >= 4 .*got 3"):
        phase._toy_grid(args, params, [16, 36], [1.0, 2.0, 3.0], {"method": "lattice"})
    phase._toy_grid(SimpleNamespace(**{**vars(args), "sweeps": 4}), params, [16, 36], [1.0, 2.0, 3.0],
                    {"method": "lattice"})


# ------------------------------------------------------------------ toolkit.app.records
def test_family_rows_an_exact_case_is_one_verdict():
    rec = {"cases": [{"case": "c", "kind": "exact", "truth": "transition", "verdict": "transition"}]}
    (row,) = family_rows("static", records=[("phase-calibration-x.json", rec)])
    assert (row["n"], row["right"], row["wrong"], row["undetermined"]) == (1, 1, 0, 0)
    assert row["counts"] == {"transition": 1}


# ------------------------------------------------------------------ toolkit.app.commands.scan
def test_scan_warning_says_undefined_only_for_a_nan_slope():
    finite = scan_warnings(SimpleNamespace(fit_excluded=(0.1,), slope=2.5))[0]["message"]
    assert "left out of the slope fit" in finite and "undefined" not in finite
    nan = scan_warnings(SimpleNamespace(fit_excluded=(0.1, 0.2), slope=math.nan))[0]["message"]
    assert nan.endswith("so the slope is undefined (NaN)")


# ------------------------------------------------------------------ toolkit.app.compare
def test_exact_values_temperature_mismatch_names_both_temperatures():
    chain = ExactChain(potts(2, 2, 1.0), temperature=1.0)
    with pytest.raises(InvalidInputError, match=r"ExactChain at T=1, the summary is at T=2"):
        exact_values(chain, SimpleNamespace(temperature=2.0, method="random scan"))


# ------------------------------------------------------------------ toolkit.models.registry
def test_dense_array_bytes_counts_float64_entries():
    # J of shape (n, n, q, q) in float64: 8 n^2 q^2 bytes
    log10_bytes, what = dense_array_bytes("potts", 3, 5)
    assert log10_bytes == pytest.approx(math.log10(8 * 5 * 5 * 3 * 3), abs=1e-12)
    assert dense_array_bytes("random-joint", 2, 10)[0] == pytest.approx(math.log10(8 * 2**10), abs=1e-12)


def test_unknown_model_name_suggests_every_close_name():
    with pytest.raises(InvalidInputError) as exc:
        make_model("symetric-pairwise")
    hint = str(exc.value).split("Did you mean")[1]
    assert "'symmetric-pairwise'" in hint and "'asymmetric-pairwise'" in hint


# ------------------------------------------------------------------ toolkit.dynamics
def test_find_basins_orders_the_others_by_hits_most_first():
    """Docstring: the distinct fixed points, the input's first, then by hits."""
    m = potts(3, 3, 1.0, field=np.tile([0.0, 0.3, 0.6], (3, 1)))
    b = find_basins(m, n_random=40, start=np.zeros(3, dtype=int), rng=0)
    assert b.from_input == 0 and b.n_basins >= 3
    rest = b.hits[1:].tolist()
    assert len(set(rest)) > 1 and rest == sorted(rest, reverse=True)


# ------------------------------------------------------------------ toolkit.sampling
def test_run_memory_states_part_systematic_keeps_a_third_copy():
    """run_memory: ``states``: ``2 * n_chains * n`` int64 (a third copy for a systematic scan)."""
    m = potts(2, 5, 1.0)
    assert run_memory(m, n_chains=7, n_records=1)["states"] == 8 * 2 * 7 * 5
    assert run_memory(m, n_chains=7, n_records=1, scan="systematic")["states"] == 8 * 3 * 7 * 5


# ------------------------------------------------------------------ toolkit.dynamics (IAT interval)
def test_iat_relaxation_interval_is_tau_plus_minus_1_96_stderr():
    """_iat_timescale: the point ``t_rel`` from the IAT ``tau`` and its 95% interval from
    ``tau -+ 1.96 stderr`` (Sokal's stderr, toolkit.diagnostics), each through
    relaxation_from_iat with the record interval ``k``. Records: 8 AR(1) chains (a = 0.8, tau
    = 9) of the energy; the two Hamming observables constant (no IAT)."""
    from toolkit.diagnostics import integrated_autocorrelation_time
    from toolkit.dynamics import _iat_timescale, relaxation_from_iat

    rng = np.random.default_rng(3)
    B, R, k, n = 8, 1200, 3, 6
    x = np.zeros((B, R))
    for t in range(1, R):
        x[:, t] = 0.8 * x[:, t - 1] + rng.normal(size=B)
    rec = SimpleNamespace(energy=x, hamming_ref=np.ones((B, R)), overlap=np.ones((B, R)), record_every=k)
    ts, taus = _iat_timescale(rec, n, 1.0, False)
    est = integrated_autocorrelation_time(x[:, R - R // 2:])
    tau, se = float(est.value), float(est.stderr)
    assert se > 0 and tau - 1.96 * se > 1.0
    lo, hi = relaxation_from_iat(tau - 1.96 * se, k), relaxation_from_iat(tau + 1.96 * se, k)
    assert ts.value == pytest.approx(relaxation_from_iat(tau, k), rel=1e-12)
    assert ts.low == pytest.approx(lo, rel=1e-12)
    assert f"95% interval [{lo:.4g}, {hi:.4g}]" in ts.method
    assert taus["energy"] == pytest.approx(tau * k / n, rel=1e-12)
