"""Phase grids run through the resumable sweep store, resumed from an SQLite file when
interrupted: the exact ``(T, n)`` grid of a toy family (:func:`exact_phase_grid`), the
finite-size data of ``glauber phase`` (:func:`phase_point` per ``(n, T)``: lumped,
transfer-matrix, enumerated, lattice-sampled or real-MLM-sampled; :func:`phase_scaling_data`
with the calibration :data:`PRESETS`), and the real-MLM study (:func:`real_phase_data`:
nested windows of :data:`REAL_TEMPLATES` on the budget grids :data:`REAL_GRIDS`). The
verdict itself is :func:`toolkit.finite_size.fss_verdict`. The point evaluation is
:mod:`toolkit.app.phase_point` (below the sweep, whose estimators call it).

Length: the exact grid, the calibration presets and the real-MLM grids share the store, the
task keys and the assembly of a :class:`~toolkit.phase.PhaseGrid` from its rows.
"""

from __future__ import annotations

import math
import os
import time

import numpy as np

from toolkit.app.sweep import load_results, make_grid, run_sweep
from toolkit.exceptions import InvalidInputError
from toolkit.finite_size import ScalingData
from toolkit.phase import EXACT_TEMPERATURES, PhaseGrid, _sizes, _temps

# the point evaluation lives one floor below the sweep (toolkit.app.phase_point); its public
# names are also reached from here
from .phase_point import (  # noqa: F401
    centered_overlap,
    connected_overlap_sq,
    mlm_phase_point,
    phase_point,
    point_method,
    zero_temperature_point,
)

__all__ = [
    "exact_phase_grid",
    "potts_torus_temperature",
    "mean_field_potts_temperatures",
    "preset_for",
    "phase_scaling_data",
    "point_convergence",
    "window_positions",
    "real_phase_params",
    "real_phase_data",
]


def exact_phase_grid(store, *, model: str = "curie-weiss", n_values=range(2, 11), temperatures=EXACT_TEMPERATURES,
                     params: dict | None = None, eps: float = 0.25, executor: str = "serial",
                     progress: bool | None = False) -> PhaseGrid:
    """Exact ``t_mix(eps)``, ``chi = n Var_pi(m_max)`` and the Binder cumulant of the Potts
    order parameter over ``n_values x temperatures``.

    Runs the ``exact-phase`` estimator of :mod:`toolkit.app.sweep` on the grid of the toy
    family ``model`` (parameters ``params``; default Curie-Weiss with ``beta = 1``) into the
    results store ``store`` (an SQLite file, created if missing): tasks already in it are
    not run again, so an interrupted grid resumes. About 15-20 s for the defaults
    (n = 2..10, 11 temperatures) on one core.
    """
    t0 = time.perf_counter()
    ns, ts = _sizes(n_values), _temps(temperatures)
    if params is None:
        params = {"beta": 1.0} if model == "curie-weiss" else {}
    tasks = make_grid(model, n=ns, temperature=ts, seed=[0], estimator=["exact-phase"], params=params,
                      options={"eps": eps})
    summary = run_sweep(tasks, store, executor=executor, progress=progress)
    df = load_results(store)
    by_key = {r["key"]: r for r in df.to_dict("records")}
    shape = (len(ns), len(ts))
    t_mix, chi, mean = np.full(shape, np.nan), np.full(shape, np.nan), np.full(shape, np.nan)
    binder = np.full(shape, np.nan)
    for task in tasks:
        r = by_key[task.key]
        i, j = ns.index(task.n), ts.index(task.temperature)
        t_mix[i, j] = np.nan if r["t_mix"] is None else float(r["t_mix"])
        chi[i, j] = float(r["susceptibility"])
        mean[i, j] = float(r["order_mean"])
        m2, m4 = r.get("m2"), r.get("m4")  # absent from rows stored before they were recorded
        if m2 is not None and m4 is not None and not (isinstance(m2, float) and np.isnan(m2)) and m2 > 0:
            binder[i, j] = 1.0 - float(m4) / (3.0 * float(m2) ** 2)
    label = model + "".join(f" {k}={v}" for k, v in sorted(params.items()))
    return PhaseGrid(label=label, method="exact", temperatures=np.array(ts), n_values=np.array(ns),
                     mixing=t_mix, mixing_label=f"exact t_mix({eps:g}) (steps)", susceptibility=chi,
                     susceptibility_stderr=np.zeros(shape), order_mean=mean,
                     order_label="m = m_max, the majority fraction", mixing_resolved=np.isfinite(t_mix),
                     notes=(f"store {os.fspath(store)}",), n_computed=summary.n_new, n_reused=summary.n_skipped,
                     seconds=time.perf_counter() - t0, binder=binder)


# ---------------------------------------------------------------------- known critical points
def potts_torus_temperature(q: int, coupling: float = 1.0) -> float:
    """The 2-D Potts critical temperature on the square lattice in this project's units
    (``pi_T ∝ exp(coupling #{agreeing edges} / T)``): ``T_c = coupling / ln(1 + sqrt q)``
    (Baxter, J. Phys. C 6, L445 (1973); continuous for ``q <= 4``, first order above).

    >>> round(potts_torus_temperature(3), 5), round(potts_torus_temperature(2), 6)
    (0.99497, 1.134593)
    """
    return float(coupling) / math.log(1.0 + math.sqrt(q))


def mean_field_potts_temperatures(q: int, beta: float = 1.0) -> tuple[float, float]:
    """``(T_c, T_s)`` of mean-field Potts with coupling ``beta/n`` per pair
    (:class:`toolkit.models.MeanFieldPotts`): the thermodynamic transition ``beta/beta_c`` with
    ``beta_c = 2 (q-1) ln(q-1) / (q-2)`` and the spinodal ``beta/beta_s``,
    ``beta_s = min_{x in (1/q, 1)} (q-1) ln((q-1) x/(1-x)) / (q x - 1)``, where mixing changes
    (:mod:`proofs_checks.potts_spinodal`; Cuff et al., J. Stat. Phys. 149 (2012)); ``q = 2``:
    both ``beta/2`` (Curie-Weiss in Potts units).

    >>> [round(t, 5) for t in mean_field_potts_temperatures(5)]
    [0.27051, 0.28054]
    """
    from scipy.optimize import minimize_scalar

    if q == 2:
        return beta / 2.0, beta / 2.0
    bc = 2.0 * (q - 1) * math.log(q - 1) / (q - 2)
    res = minimize_scalar(lambda x: (q - 1) * math.log((q - 1) * x / (1 - x)) / (q * x - 1),
                          bounds=(1.0 / q + 1e-9, 1.0 - 1e-12), method="bounded", options={"xatol": 1e-12})
    return beta / bc, beta / float(res.fun)


# ---------------------------------------------------------------------- preset grids
def _nn_scale(p: dict) -> float:
    """The energy scale of a nearest-neighbour chain: its largest coupling, random or not."""
    return max(abs(float(p.get("coupling", 1.0))), float(p.get("disorder", 0.0)), 1e-3)


def _mfp_grid(p: dict):
    q, beta = int(p.get("q", 3)), float(p.get("beta", 1.0))
    tc, ts = mean_field_potts_temperatures(q, beta)
    if q == 2:
        return tuple(2**k for k in range(4, 11)), np.linspace(0.7, 1.4, 36) * tc
    # the Binder crossing near T_c and the mixing change at T_s both inside, two steps from the ends;
    # sizes whose points are cheap (partitions, q >= 4) and whose gaps give the mixing change
    ns = {3: (16, 32, 64, 96, 128, 256), 4: (16, 32, 64, 96, 128), 5: (16, 24, 32, 48, 64, 128)}.get(
        q, (16, 24, 32, 48, 64))
    return ns, np.linspace(0.88 * tc, 1.1 * ts, 37)


def _nn_grid(p: dict):
    q = int(p.get("q", 3))
    symmetric = bool(p.get("symmetric", True)) or float(p.get("disorder", 0.0)) == 0.0
    if symmetric:  # transfer matrices; q >= 3 needs the joint counts (work ~ n^q): shorter chains
        ns = (10, 20, 50, 100, 200, 500, 1000, 2000) if q == 2 else (10, 20, 40, 80, 160)
        return ns, np.geomspace(0.08, 2.0, 40) * _nn_scale(p)
    # incompatible: enumerated, sizes up to the largest with at most 8000 states (q = 3: n = 2..8, q = 2:
    # n = 3..12), but never fewer than n = 2..4 (four sizes for the verdict), so for q >= 10 the top
    # size has q^4 > 8000 states (10^4 at q = 10, 1.6e5 at q = 20)
    top = int(math.log(8_000) / math.log(q))
    ns = tuple(range(2 if q > 2 else 3, max(top, 4) + 1))
    return ns, np.geomspace(0.08, 4.0, 30) * _nn_scale(p)


#: Default grids of ``glauber phase`` for the calibration families: ``(n_values, temperatures)``
#: as functions of the model parameters (the temperatures follow the known critical point:
#: the coupling and ``q``); other models need ``--n`` and ``--temperature``.
PRESETS = {
    "curie-weiss": lambda p: (tuple(2**k for k in range(4, 11)), np.linspace(0.7, 1.4, 36) * p.get("beta", 1.0)),
    "mean-field-potts": _mfp_grid,
    "independent": lambda p: ((16, 32, 64, 128, 256, 512, 1024), np.geomspace(0.1, 5.0, 30) * p.get("scale", 1.0)),
    "potts-path": lambda p: ((10, 20, 50, 100, 200, 500, 1000, 2000),
                             np.geomspace(0.08, 2.0, 40) * p["coupling"]),
    # L = 4, 6, 8, 12, 16: the largest pairs far enough apart for the Binder difference to beat the noise
    "potts-torus": lambda p: ((16, 36, 64, 144, 256),
                              np.linspace(0.88, 1.12, 13) * potts_torus_temperature(p.get("q", 3), p["coupling"])),
    "nn-chain": _nn_grid,
}


def preset_for(model: str, params: dict):
    """``(n_values, temperatures)`` of the default grid of ``model`` (None when there is none);
    real models (:data:`REAL_TEMPLATES`): their ``cpu`` budget grid of :data:`REAL_GRIDS`.

    >>> preset_for("sceptr", {})[0]
    (2, 4, 7, 14)
    >>> ns, ts = preset_for("potts", {"q": 3, "graph": "torus"})
    >>> ns, round(float(ts[0]), 4), round(float(ts[-1]), 4)
    ((16, 36, 64, 144, 256), 0.8756, 1.1144)
    """
    if model in REAL_TEMPLATES:
        spec = REAL_GRIDS["cpu"][model]
        return tuple(spec["n_values"]), np.asarray(spec["temperatures"], dtype=float)
    key = model
    if model == "potts":
        graph = params.get("graph", "complete")
        key = {"path": "potts-path", "cycle": "potts-path", "torus": "potts-torus"}.get(graph)
        params = {"coupling": 1.0, **params}
    if key not in PRESETS:
        return None
    ns, temps = PRESETS[key](params)
    return tuple(ns), np.asarray(temps, dtype=float)


def phase_scaling_data(store, *, model: str, params: dict, n_values, temperatures, seed: int = 0,
                       options: dict | None = None, executor: str = "serial", progress=None, label: str = ""):
    """Run the ``phase`` estimator over ``n_values x temperatures`` through the resumable sweep
    store ``store`` and assemble :class:`toolkit.finite_size.ScalingData` (with replicates
    when the points were sampled). Returns ``(data, summary)``."""
    ns, ts = _sizes(n_values), _temps(temperatures)
    tasks = make_grid(model, n=ns, temperature=ts, seed=[seed], estimator=["phase"], params=params,
                      options=options or {})
    summary = run_sweep(tasks, store, executor=executor, progress=progress)
    dimension = 2 if model == "potts" and params.get("graph") == "torus" else None
    return _assemble(store, tasks, ns, ts, label=label or model, dimension=dimension), summary


#: Convergence of a sampled point of a phase grid (the verdict reads it, the command warns of
#: it, the same rule for both): split R-hat of its order parameter at most ``PHASE_RHAT_MAX``
#: and an effective sample size, chains x recorded sweeps / integrated autocorrelation time,
#: at least ``PHASE_ESS_MIN``. The replicate groups give the verdict's errors, so each group
#: needs a few tens of independent draws (8 groups: 200 in all), not the 400 of a posterior
#: summary (``glauber sample``); calibrated in benchmarks/phase_calibration.py.
PHASE_RHAT_MAX = 1.1
PHASE_ESS_MIN = 100.0


def _num(v) -> float:
    try:
        return float(v)
    except (TypeError, ValueError):
        return float("nan")


def point_convergence(row) -> tuple[bool, str]:
    """``(converged, why not)`` of one stored phase point (exact points: always converged)."""
    if not str(row.get("computed_by", "")).startswith("sampled"):
        return True, ""
    r_hat, tau = _num(row.get("rhat")), _num(row.get("relaxation"))
    if not np.isfinite(r_hat):
        return False, "R-hat not estimated (the order parameter never moved, or too few sweeps)"
    if r_hat > PHASE_RHAT_MAX:
        return False, f"R-hat {r_hat:.3g} > {PHASE_RHAT_MAX}"
    draws = _num(row.get("n_groups")) * _num(row.get("chains_per_group")) * _num(row.get("n_sweeps"))
    ess = draws / tau if np.isfinite(tau) and tau > 0 else float("nan")
    if not np.isfinite(ess) or ess < PHASE_ESS_MIN:
        return False, f"effective sample size {ess:.3g} < {PHASE_ESS_MIN:g}"
    return True, ""


def _assemble(store, tasks, ns, ts, *, label: str, dimension=None):
    """:class:`toolkit.finite_size.ScalingData` from the stored results of ``tasks``: the
    order parameter's Binder cumulant and susceptibility (replicates when sampled), the
    relaxation time, which sampled points converged (:func:`point_convergence`) and, when
    recorded (the sampled real-MLM path), the energy indicators."""
    df = load_results(store)
    by_key = {r["key"]: r for r in df.to_dict("records")}
    N, K = len(ns), len(ts)
    U, chi, tau = np.full((N, K), np.nan), np.full((N, K), np.nan), np.full((N, K), np.nan)
    conv = np.ones((N, K), dtype=bool)
    heat, cumul = np.full((N, K), np.nan), np.full((N, K), np.nan)
    methods = set()
    idx_n = {v: i for i, v in enumerate(ns)}
    idx_t = {v: j for j, v in enumerate(ts)}
    rep_grid = {}
    for t in tasks:
        r = by_key[t.key]
        i, j = idx_n[t.n], idx_t[t.temperature]
        U[i, j], chi[i, j], tau[i, j] = _num(r["binder"]), _num(r["susceptibility"]), _num(r["relaxation"])
        conv[i, j] = point_convergence(r)[0]
        heat[i, j], cumul[i, j] = _num(r.get("specific_heat")), _num(r.get("energy_cumulant"))
        methods.add(r["computed_by"])
        if isinstance(r.get("replicates"), list) and r["replicates"]:
            rep_grid[(i, j)] = np.asarray(r["replicates"], dtype=float)
    replicates = None
    if len(rep_grid) == N * K:
        R = min(v.shape[0] for v in rep_grid.values())
        replicates = np.stack([np.stack([rep_grid[(i, j)][:R] for j in range(K)]) for i in range(N)])
    err_U = err_chi = None
    if replicates is not None:
        R = replicates.shape[2]
        err_U = replicates[..., 0].std(axis=2, ddof=1) / np.sqrt(R)
        err_chi = replicates[..., 1].std(axis=2, ddof=1) / np.sqrt(R)
    method = " + ".join(sorted(methods))
    energy = {"specific_heat": heat, "energy_cumulant": cumul} if np.isfinite(heat).any() else None
    sampled = any(m.startswith("sampled") for m in methods)
    return ScalingData(np.asarray(ts), np.asarray(ns, dtype=float), binder=U, susceptibility=chi,
                       binder_err=err_U, susceptibility_err=err_chi, relaxation=tau, replicates=replicates,
                       method=method, label=label, dimension=dimension, converged=conv if sampled else None,
                       energy=energy)


# ---------------------------------------------------------------------- real masked LMs
#: tiny-en's full-length template: 32 words (its 34 positions less [CLS] and [SEP]), four
#: clauses of its own held-out text (toolkit/data/tiny-en/heldout.txt), every word in its
#: vocabulary.
PHASE_SENTENCE = ("they are my servants whom i brought forth out of the land of egypt and the men of israel "
                  "and they will be to me a people so i came to jerusalem")

#: The full-length templates of the real models: ``length`` free sites at most (the whole
#: sentence / chain / loop), windows of ``n`` consecutive sites centred at ``centre``.
#: Antibodies: trastuzumab's VH (120 residues), windows centred on CDR-H3 (``WGGDGFYAMDY``,
#: residues 98-108); SCEPTR: the 14-residue CDR3B of its reference TCR.
REAL_TEMPLATES = {
    "tiny-en": {"length": 32, "centre": 16},
    "sapiens-vh": {"length": 120, "centre": 103},
    "antiberty": {"length": 120, "centre": 103},
    "sceptr": {"length": 14, "centre": 7},
}

#: Grids of the real-model phase study, by budget: ``cpu`` (the default of ``glauber phase
#: --model NAME``: minutes on one CPU thread), ``gpu`` (the full-length grids of
#: benchmarks/gpu_phase.sh, planned for under 8 minutes on one H200), ``quick`` (``glauber
#: verify --quick``: seconds) and ``smoke`` (the plumbing, seconds). Each: sizes, temperatures, replicate groups x chains per group, and
#: recorded sweeps after burn-in sweeps. The protein models keep order (Binder U > 0.3 at
#: n >= 16) up to T = 2 on the first CPU grid, so their grids reach T = 4.5-6.
_T_REAL = (0.15, 0.22, 0.32, 0.45, 0.65, 0.95, 1.4, 2.0)
REAL_GRIDS = {
    "cpu": {
        "tiny-en": dict(n_values=(4, 8, 16, 32), temperatures=_T_REAL, n_groups=4, chains_per_group=4,
                        n_sweeps=30, burn_in=10),
        "sapiens-vh": dict(n_values=(4, 8, 16, 32), temperatures=_T_REAL[::2] + (2.0, 3.0, 4.5), n_groups=4,
                           chains_per_group=2, n_sweeps=16, burn_in=6),
        "sceptr": dict(n_values=(2, 4, 7, 14), temperatures=_T_REAL + (3.0, 4.5), n_groups=4, chains_per_group=4,
                       n_sweeps=30, burn_in=10),
        # AntiBERTy costs ~0.1 s per masked 122-token sequence on one CPU thread (REAL_MODELS.md):
        # 720 batched steps of 4 chains, ~5 min on an idle core
        "antiberty": dict(n_values=(2, 4, 8, 16), temperatures=(0.15, 0.45, 1.2, 2.4, 4.5), n_groups=2,
                          chains_per_group=2, n_sweeps=4, burn_in=2),
    },
    "gpu": {  # updates = chains x (burn_in + n_sweeps) x sum(n) x temperatures, at the H200 rates of
        # benchmarks/results/h200-2026-11-30 (fp32, B = 64: tiny-en 28k, sapiens-vh 23k, antiberty 5.4k
        # updates/s; small models are bound by ~440 batched steps/s): about 90, 60, 100 and 100 s
        "tiny-en": dict(n_values=(4, 8, 16, 32), temperatures=tuple(np.geomspace(0.12, 3.0, 10).round(4)),
                        n_groups=8, chains_per_group=8, n_sweeps=50, burn_in=15),
        "sceptr": dict(n_values=(2, 4, 7, 14), temperatures=tuple(np.geomspace(0.12, 6.0, 12).round(4)),
                       n_groups=8, chains_per_group=8, n_sweeps=60, burn_in=20),
        "sapiens-vh": dict(n_values=(15, 30, 60, 120), temperatures=tuple(np.geomspace(0.12, 6.0, 10).round(4)),
                           n_groups=8, chains_per_group=8, n_sweeps=15, burn_in=5),
        "antiberty": dict(n_values=(15, 30, 60, 120), temperatures=tuple(np.geomspace(0.12, 6.0, 8).round(4)),
                          n_groups=4, chains_per_group=4, n_sweeps=12, burn_in=6),
    },
    "quick": {  # glauber verify --quick: seconds per model on one CPU thread
        "tiny-en": dict(n_values=(4, 8, 16, 32), temperatures=(0.2, 0.5, 1.2, 2.4), n_groups=4,
                        chains_per_group=2, n_sweeps=4, burn_in=2),
        "sceptr": dict(n_values=(2, 4, 7, 14), temperatures=(0.2, 0.5, 1.2, 2.4), n_groups=4,
                       chains_per_group=2, n_sweeps=4, burn_in=2),
        "sapiens-vh": dict(n_values=(4, 8, 16, 32), temperatures=(0.15, 0.45, 1.2, 2.4), n_groups=4,
                           chains_per_group=2, n_sweeps=6, burn_in=2),
        "antiberty": dict(n_values=(2, 4, 8, 16), temperatures=(0.15, 0.45, 1.2, 2.4, 4.5), n_groups=2,
                          chains_per_group=2, n_sweeps=4, burn_in=2),
    },
    "smoke": {name: dict(n_values=(1, 2, 3, 4), temperatures=(0.3, 1.0, 2.0), n_groups=2, chains_per_group=2,
                         n_sweeps=3, burn_in=1) for name in REAL_TEMPLATES},
}


def window_positions(length: int, n: int, centre: float) -> list[int]:
    """``n`` consecutive positions of ``0..length-1`` around ``centre``: starting at
    ``round(centre - n / 2)``, clamped to the ends, so windows of growing ``n`` are nested.
    Python's ``round`` takes a half to the even integer, so where ``centre - n / 2`` is a half
    the window's middle may be a position off ``centre``: ``window_positions(120, 5, 103)`` is
    ``100..104`` (middle 102) while ``window_positions(120, 15, 103)`` is ``96..110`` (middle 103). The masked toys of :mod:`toolkit.models.masked_toy` start their
    windows by the same rule, so a point of ``glauber phase`` and of ``glauber sample`` run one
    chain.

    >>> window_positions(120, 4, 103), window_positions(120, 30, 103), window_positions(10, 10, 3)
    ([101, 102, 103, 104], [88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    >>> window_positions(120, 5, 103), window_positions(32, 3, 16)   # round(100.5) = 100, round(14.5) = 14
    ([100, 101, 102, 103, 104], [14, 15, 16])
    """
    if not 1 <= n <= length:
        raise InvalidInputError(f"`n` must be in 1..{length} (the template's sites); got {n}")
    start = int(min(max(round(centre - n / 2), 0), length - n))
    return list(range(start, start + n))


#: Toy models dressed as masked LMs (:mod:`toolkit.models.masked_toy`): they run through
#: :func:`real_phase_data` exactly as the real models do (the tiny-en budget grids unless
#: overridden), windows of a template of ``params["length"]`` sites (every site free
#: without one).
MASKED_TOYS = ("masked-independent", "masked-chain", "masked-mean-field-potts", "masked-curie-weiss")


def real_phase_params(model: str, n: int, params: dict | None = None) -> dict:
    """The model parameters of size ``n`` in the phase study of the real model ``model``
    (a window of :data:`REAL_TEMPLATES`): ``text`` and ``free_positions`` (``tokens="all"``
    for tiny-en: its whole 200-word vocabulary; the 20 amino acids otherwise). A masked toy
    (:data:`MASKED_TOYS`): ``params`` (its family's, e.g. ``q``, ``length``, ``seed``) plus
    the window of ``n`` sites centred in its template of ``params["length"]`` sites, or
    every site free when ``length`` is not given.

    >>> real_phase_params("masked-independent", 4, {"q": 20, "length": 10})["free_positions"]
    [3, 4, 5, 6]
    """
    if model in MASKED_TOYS:
        out = dict(params or {})
        L = out.get("length")
        out["free_positions"] = "all" if L is None else window_positions(int(L), n, int(L) / 2)
        return out
    if model not in REAL_TEMPLATES:
        raise InvalidInputError(f"`model` must be one of {sorted(REAL_TEMPLATES)} for a real phase study; got {model!r}")
    t = REAL_TEMPLATES[model]
    pos = window_positions(t["length"], n, t["centre"])
    if model == "tiny-en":
        return {"tokens": "all", "text": PHASE_SENTENCE, "free_positions": pos}
    if model == "sceptr":
        return {"free_positions": pos}
    from toolkit.models.zoo import REFERENCE_VH

    return {"text": REFERENCE_VH, "free_positions": pos}


def real_phase_data(store, model: str, *, grid: str = "cpu", n_values=None, temperatures=None, seed: int = 0,
                    device: str = "cpu", options: dict | None = None, params: dict | None = None,
                    executor: str = "serial", progress=None):
    """The sampled finite-size data of the real model ``model`` on the budget grid ``grid``
    (:data:`REAL_GRIDS`; ``n_values``/``temperatures``/``options`` override it) through the
    resumable sweep store ``store``: one ``phase`` task per ``(n, T)``, each a window of
    :func:`real_phase_params` on ``device``. ``model`` may also be a masked toy
    (:data:`MASKED_TOYS`, with its family's ``params``), run on tiny-en's grid unless
    overridden. Returns ``(data, summary, spec)`` with ``spec`` the grid actually run and
    ``q``, the number of tokens of the model's set."""
    if grid not in REAL_GRIDS:
        raise InvalidInputError(f"`grid` must be one of {sorted(REAL_GRIDS)}; got {grid!r}")
    toy = model in MASKED_TOYS
    if not toy and model not in REAL_GRIDS[grid]:
        raise InvalidInputError(f"`model` must be one of {sorted(REAL_TEMPLATES)} or a masked toy "
                                f"{MASKED_TOYS} for a real phase study; got {model!r}")
    if params and not toy:
        raise InvalidInputError(f"`params` are for the masked toys {MASKED_TOYS}; the real model {model!r} takes "
                                f"its windows of REAL_TEMPLATES")
    spec = dict(REAL_GRIDS[grid]["tiny-en" if toy else model])
    if n_values is not None:
        spec["n_values"] = tuple(n_values)
    if temperatures is not None:
        spec["temperatures"] = tuple(temperatures)
    spec.update(options or {})
    ns, ts = _sizes(spec["n_values"]), _temps(spec["temperatures"])
    opts = {k: spec[k] for k in ("n_groups", "chains_per_group", "n_sweeps", "burn_in")}
    tasks = []
    for n in ns:
        p_n = real_phase_params(model, n, params)
        if device != "cpu" and not toy:
            p_n["device"] = device
        tasks += make_grid(model, n=[n], temperature=ts, seed=[seed], estimator=["phase"], params=p_n,
                           options={"method": "auto", **opts})
    summary = run_sweep(tasks, store, executor=executor, progress=progress)
    data = _assemble(store, tasks, ns, ts, label=model)
    q = int(tasks[0].build_model().vocab_size)  # the tokens each site takes (cached: the model the tasks ran)
    return data, summary, {**spec, "n_values": list(ns), "temperatures": list(ts), "device": device, "q": q}
