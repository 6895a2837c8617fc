"""Section "soundness": every bound the toolkit reports, held against the exact value on a
catalogue of small models, so that a wrong formula fails ``glauber verify`` (exit 1).

Length: six groups (coupling bounds, spectral bounds, contraction and escape,
certificates, lumped chains, round trips) over one catalogue, each beside the reference
computation it needs; the reference code is written here from the definitions (dense
numpy on at most 1024 states), never through ``exact`` and never through the test suite.

What is held against what. The exact side is computed in this module: the random-scan
kernel from ``model.logits`` (DESIGN.md section 1), ``pi`` by the textbook GTH loop, ``d(t)``,
``dbar(t)`` and ``t_mix`` by dense powers, the absolute gap from ``numpy.linalg.eigvals``,
the multiplicative reversibilizations from singular values of ``D^(1/2) P D^(-1/2)``, the
influences ``R_ij`` by a loop over neighbouring states. The toolkit side is what
``glauber exact``, ``glauber sample`` and ``glauber study`` report. Two kinds of claim:

- soundness, an inequality (the bound holds: ``t_mix <= t_upper``, ``d_lower(t) <= d(t)``,
  ``E[tau] >= e^(gamma/T)/(q-1)``, the certified error covers the true error);
- the formula, an equality with the reference value at a stated tolerance (the bound *is*
  ``t_rel ln(1/(eps pi_min))`` with the true ``t_rel`` and ``pi_min``), which catches a wrong
  constant that still leaves a bound valid.

The models are chosen where a plausible wrong formula gives a different number: a two-site
Ising with a field (``pi`` on one state: ``dbar`` reaches ``sqrt(eps)`` at 11 steps, ``t_mix``
is 19, so an upper bound that does not double ``t_2`` falls below it), two-site and
nearest-neighbour-only incompatible models (a rectangle rule that skips a pair says
"reversible"), a float32 table whose rows mix logits near 3000 with logits near 1 (a logit
error taken from the small entries certifies round-off), a 243-state table on which ARPACK
stops after one iteration (the GMRES polish alone gives ``pi``), exchangeable models whose gap
lies outside the symmetric sector (a gap or a reversible bound from one sector is wrong),
and results holding NaN, infinities and keys with ``/`` and ``~``. The sampled coupling bounds
run at level 0.999 from the section's own random stream, so a correct toolkit fails one of
them in well under 1% of seeds.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import tempfile

import numpy as np

import exact
from exact.lumped import (
    _rest_bound,
    count_chain,
    count_stationary_law,
    lumped_mixing_time,
    lumped_spectral_gap,
    sector_inputs,
)
from exact.lumped_checks import count_rectangles
from exact.lumped_sectors import collatz_wielandt_bound, three_token_sectors
from exact.pairwise_logits import is_pairwise
from exact.rectangles import all_rectangles
from exact.reversibility import detailed_balance_residual
from toolkit.app.output import dump_json, envelope
from toolkit.app.sweep.store import ResultStore, load_results
from toolkit.app.sweep.tasks import Task
from toolkit.bounds import mixing_bounds
from toolkit.coupling import coalescence_times
from toolkit.finite_size import FSSVerdict
from toolkit.models import (
    IndependentSites,
    LogitTable,
    Pairwise,
    curie_weiss,
    potts,
    random_joint,
    random_pairwise,
    random_table,
)
from toolkit.models.exchangeable import (
    CurieWeiss,
    ExchangeableTable,
    MeanFieldPotts,
    count_index,
    count_vectors,
    random_exchangeable,
)
from toolkit.results import (
    Estimate,
    load_result,
    results_equal,
    save_result,
    slack_lower,
    slack_upper,
)

from ._model import ReportClaim, Section, md_table
from .reference import _Agreement, _Cases

KEY = "soundness"
#: the seed's stream number of this section (the sampled coupling bounds)
STREAM = 6
NEEDS_REAL = False
TITLE = "Soundness: every reported bound against the exact value"
EPS = 0.25
LEVEL = 0.999  # the sampled coupling bounds' confidence level


# ---------------------------------------------------------------------- reference computations
def _states(q: int, n: int) -> np.ndarray:
    return np.array(list(itertools.product(range(q), repeat=n)), dtype=np.int64).reshape(-1, n)


def _kernel(model, T: float, lazy: float = 0.0) -> np.ndarray:
    """``P(x, y) = lazy [x = y] + (1 - lazy)/n sum_i [y_-i = x_-i] softmax(l_i(.; x_-i)/T)[y_i]``."""
    q, n = model.vocab_size, model.length
    X = _states(q, n)
    N = X.shape[0]
    P = np.zeros((N, N))
    w = q ** np.arange(n - 1, -1, -1)
    for i in range(n):
        lg = np.asarray(model.logits(X, np.full(N, i)), dtype=float) / T
        p = np.exp(lg - lg.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        for a in range(q):
            Y = X.copy()
            Y[:, i] = a
            np.add.at(P, (np.arange(N), Y @ w), (1.0 - lazy) * p[:, a] / n)
    P[np.arange(N), np.arange(N)] += lazy
    return P


def _gth(P: np.ndarray) -> np.ndarray:
    """Stationary law by GTH elimination (every entry to relative accuracy)."""
    A = np.array(P, dtype=float)
    N = A.shape[0]
    for k in range(N - 1, 0, -1):
        s = A[k, :k].sum()
        A[:k, k] /= s
        A[:k, :k] += np.outer(A[:k, k], A[k, :k])
    x = np.zeros(N)
    x[0] = 1.0
    for k in range(1, N):
        x[k] = x[:k] @ A[:k, k]
    return x / x.sum()


class _Exact:
    """The exact side of one model: ``P``, ``pi``, ``d(t)``, ``dbar(t)``, ``t_mix(eps)``, the gap."""

    def __init__(self, model, T: float, *, lazy: float = 0.0, t_max: int = 2000, dbar: bool = False):
        self.model, self.T = model, T
        self.P = _kernel(model, T, lazy)
        self.pi = _gth(self.P)
        M = np.eye(self.P.shape[0])
        d, db = [], []
        for _ in range(t_max + 1):
            d.append(0.5 * np.abs(M - self.pi[None, :]).sum(axis=1).max())
            if dbar:
                db.append(0.5 * np.abs(M[:, None, :] - M[None, :, :]).sum(axis=2).max())
            if d[-1] <= 1e-3 * EPS and len(d) > 2:
                break
            M = M @ self.P
        self.d, self.dbar = np.array(d), np.array(db)
        self.t_mix = int(np.flatnonzero(self.d <= EPS)[0])
        ev = np.linalg.eigvals(self.P)
        rest = np.delete(ev, int(np.argmin(np.abs(ev - 1.0))))
        self.gap = float(1.0 - np.abs(rest).max())
        s = np.sqrt(self.pi)
        S = s[:, None] * self.P / s[None, :]
        self.symmetric = bool(np.abs(S - S.T).max() <= 1e-12)
        if self.symmetric:  # reversible: the eigenvalues of a symmetric matrix, to a few ulps
            ev = np.linalg.eigvalsh((S + S.T) / 2)
            self.gap = float(1.0 - max(abs(ev[0]), abs(ev[-2])))

    def at(self, arr: np.ndarray, t) -> np.ndarray:
        """``arr[t]``, with the last value beyond the stored range (the profiles stop far below eps)."""
        return arr[np.minimum(np.asarray(t), arr.size - 1)]

    def mult_gaps(self, k_max: int = 8) -> list[float]:
        """``gamma_k = 1 - sigma_2((D^(1/2) P D^(-1/2))^k)^2``: the gap of ``(P*)^k P^k``."""
        s = np.sqrt(self.pi)
        A = s[:, None] * self.P / s[None, :]
        out, B = [], np.eye(A.shape[0])
        for _ in range(k_max):
            B = B @ A
            sv = np.sort(np.linalg.svd(B, compute_uv=False))[::-1]
            out.append(float(1.0 - sv[1] ** 2))
        return out


def _alpha(model, T: float) -> float:
    """``max_j sum_i R_ij``, ``R_ij = max_{x ~_j y} TV(p_i(.|x), p_i(.|y))`` by a loop over states."""
    q, n = model.vocab_size, model.length
    X = _states(q, n)
    R = np.zeros((n, n))
    for i in range(n):
        lg = np.asarray(model.logits(X, np.full(X.shape[0], i)), dtype=float) / T
        p = np.exp(lg - lg.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        idx = {tuple(x): k for k, x in enumerate(X)}
        for k, x in enumerate(X):
            for j in range(n):
                if j == i:
                    continue
                for b in range(q):
                    y = x.copy()
                    y[j] = b
                    R[i, j] = max(R[i, j], 0.5 * float(np.abs(p[k] - p[idx[tuple(y)]]).sum()))
    return float(R.sum(axis=0).max())


# ---------------------------------------------------------------------- inequality claims
class _Inequalities:
    """One soundness claim per list of cases ``(label, value, bound)``: ``value <= bound``
    (``upper``) or ``value >= bound`` (``lower``) at every case; the claim shows the case with
    the least slack, the section's data every case."""

    def __init__(self, section: Section):
        self.s = section
        self.rows = []

    def check(self, name: str, cases, *, upper: bool, why: str, strict: bool = False) -> None:
        if not cases:
            self.s.claims.append(ReportClaim(self.s.key, name, why, True, "cases", "none", False))
            return
        worst, worst_key = None, None
        for label, value, bound in cases:
            ok = (value is not None and bound is not None and np.isfinite(float(value)) and not math.isnan(float(bound))
                  and ((value < bound if strict else value <= bound) if upper
                       else (value > bound if strict else value >= bound)))
            margin = (float(bound) - float(value) if upper else float(value) - float(bound)) if ok else -math.inf
            self.rows.append(dict(claim=name, case=label, value=value, bound=bound, holds=bool(ok)))
            if worst_key is None or margin < worst_key:
                worst, worst_key = (label, value, bound, ok), margin
        label, value, bound, ok = worst
        slack = (slack_upper(value, bound) if upper else slack_lower(value, bound)) if ok else None
        self.s.claims.append(ReportClaim(self.s.key, name, f"{why}; worst case {label}", True, _num(bound),
                                         _num(value), bool(ok), slack=slack if ok else -1.0))


def _num(x):
    if x is None:
        return None
    x = float(x)
    return int(x) if x.is_integer() and abs(x) < 2**53 else x


# ---------------------------------------------------------------------- the groups
def _peaked_ising():
    return potts(2, 2, 3.0, field=np.array([0.0, 1.0]))


def _coupling(exact, eq: _Agreement, ineq: _Inequalities, rng) -> dict:
    """``toolkit.bounds.mixing_bounds`` and ``toolkit.coupling.coalescence_times`` (every pair of
    states, ``starts="all"``) against the exact ``d``, ``dbar`` and ``t_mix``."""
    models = [("two-site Ising, field 1 (pi peaked)", _peaked_ising()),
              ("asymmetric pairwise q=2 n=3 (non-reversible)", random_pairwise(2, 3, 1.5, rng=5))]
    up, lo, up_t, lo_t, cover, formula, formula_lo, rows = [], [], [], [], [], _Cases(), _Cases(), []
    for label, m in models:
        ex = _Exact(m, 1.0, dbar=True, t_max=400)
        b = mixing_bounds(m, starts="all", n_replicates=400, max_steps=8 * ex.t_mix + 40, n_times=64, level=LEVEL,
                          rng=rng)
        t = b.times
        k = int(np.argmax(ex.at(ex.dbar, t) - b.d_upper))
        up.append((f"{label}, t={int(t[k])}", float(ex.at(ex.dbar, t[k])), float(b.d_upper[k])))
        k = int(np.argmax(b.d_lower - ex.at(ex.d, t)))
        lo.append((f"{label}, t={int(t[k])}", float(b.d_lower[k]), float(ex.at(ex.d, t[k]))))
        up_t.append((label, ex.t_mix, b.t_upper))
        lo_t.append((label, b.t_lower, ex.t_mix))
        # the formula: t_upper = min(t_1, 2 t_2) of its own d_upper curve (sub-multiplicativity)
        i1, i2 = np.flatnonzero(b.d_upper <= EPS), np.flatnonzero(b.d_upper <= math.sqrt(EPS))
        cands = ([float(t[i1[0]])] if i1.size else []) + ([2.0 * float(t[i2[0]])] if i2.size else [])
        formula.add(b.t_upper, min(cands) if cands else math.inf, label)
        above = np.flatnonzero(b.d_lower > EPS)
        formula_lo.add(b.t_lower, float(t[above[-1]]) if above.size else 0.0, label)
        res = coalescence_times(m, starts="all", n_replicates=400, max_steps=8 * ex.t_mix + 40, rng=rng)
        times = np.arange(0, 4 * ex.t_mix, max(1, ex.t_mix // 8))
        upper = res.tv_bound(times, level=LEVEL).upper()
        k = int(np.argmax(ex.at(ex.dbar, times) - upper))
        cover.append((f"{label}, t={int(times[k])}", float(ex.at(ex.dbar, times[k])), float(upper[k])))
        rows.append((label, ex.t_mix, b.t_lower, b.t_upper, b.n_replicates))
    why = f"a one-sided {LEVEL:.1%} bound (every pair of states, {400} replicates each)"
    ineq.check("coupling: exact dbar(t) <= d_upper(t) at every grid time (toolkit.bounds)", up, upper=True, why=why)
    ineq.check("coupling: exact t_mix <= t_upper (toolkit.bounds)", up_t, upper=True, why=why)
    ineq.check("coupling: d_lower(t) <= exact d(t) at every grid time (toolkit.bounds)", lo, upper=True, why=why)
    ineq.check("coupling: t_lower < exact t_mix (toolkit.bounds)", lo_t, upper=True, strict=True, why=why)
    ineq.check("coupling: exact dbar(t) <= max_pairs P(tau > t) upper end (toolkit.coupling)", cover, upper=True,
               why=why)
    # tol 0: grid times, integers; d(2t) <= dbar(t)^2 (Levin-Peres-Wilmer Lemma 4.11, eq. (4.24))
    eq.check("coupling: t_upper = min(t_1, 2 t_2) (d(2t) <= dbar(t)^2)", formula, tol=0, why="grid times",
             integer=True)
    eq.check("coupling: t_lower = the last grid time with d_lower > eps (d does not increase)", formula_lo, tol=0,
             why="grid times", integer=True)
    return {"table": rows}


def _one_entry(q: int, n: int, pair, c: float, base=None, rng: int = 0, tokens=(1, 1)):
    """Random fields, couplings ``base``, and ``c`` added to ``J[i, j][a, b]`` only (``tokens``):
    ``log R = c`` on the rectangle ``(a, 0, b, 0)`` of ``pair``."""
    r = np.random.default_rng(rng)
    J = np.zeros((n, n, q, q)) if base is None else base.copy()
    J[pair[0], pair[1], tokens[0], tokens[1]] += c
    return Pairwise(r.normal(size=(n, q)), J)


def _path_couplings(q: int, n: int, rng: int = 1) -> np.ndarray:
    r = np.random.default_rng(rng)
    J = np.zeros((n, n, q, q))
    for i in range(n - 1):
        M = r.normal(scale=0.7, size=(q, q))
        J[i, i + 1], J[i + 1, i] = M, M.T
    return J


def _spectral(exact, eq: _Agreement, ineq: _Inequalities) -> dict:
    """``exact.analyze``: ``t_mix``, the gap, the reversibility verdict and the spectral bounds."""
    rev = [("Potts q=2 n=3 T=1", potts(2, 3, 1.0), 1.0), ("Potts q=2 n=3 T=0.5", potts(2, 3, 1.0), 0.5),
           ("random joint q=2 n=3", random_joint(2, 3, 1.0, rng=1), 0.7),
           ("independent sites q=3 n=3", IndependentSites(np.random.default_rng(2).normal(size=(3, 3))), 1.0),
           ("antiferromagnetic Curie-Weiss n=3", curie_weiss(3, -3.0), 1.0),
           ("nearest-neighbour Potts path q=2 n=4", _one_entry(2, 4, (1, 2), 0.0, _path_couplings(2, 4)), 0.7),
           # J_ij = M, J_ji = M^T with M not symmetric: compatible, and a rule reading l_i(b; a) for
           # l_i(a; b) certifies it
           ("nearest-neighbour path q=3 n=4, non-symmetric M", _one_entry(3, 4, (1, 2), 0.0, _path_couplings(3, 4)),
            0.7)]
    nonrev = [("random table q=2 n=3", random_table(2, 3, 1.0, rng=22), 0.8),
              ("asymmetric pairwise q=2 n=3", random_pairwise(2, 3, 1.5, rng=5), 1.0),
              ("two sites, one asymmetric entry", _one_entry(2, 2, (0, 1), 0.8), 1.0),
              ("two sites q=3, one asymmetric entry", _one_entry(3, 2, (0, 1), 0.8), 0.5),
              ("two sites q=3, asymmetric entry J_01[2, 1]", _one_entry(3, 2, (0, 1), 0.8, tokens=(2, 1)), 0.5),
              ("path n=4, asymmetric on edge (2,3) only", _one_entry(2, 4, (2, 3), 0.6, _path_couplings(2, 4)), 0.7),
              ("path n=4, asymmetric on edge (0,1) only", _one_entry(2, 4, (0, 1), 0.6, _path_couplings(2, 4)), 0.7)]
    tmix, gaps, gaps_nr, verdict, lo_f, up_f, nr_f = (_Cases() for _ in range(7))
    lo_s, up_s, nr_s, gap_err, rows = [], [], [], [], []
    for (label, m, T), reversible in [(c, True) for c in rev] + [(c, False) for c in nonrev]:
        ex = _Exact(m, T)
        r = exact.analyze(m, temperature=T, eps=EPS, method="enumerate")
        tmix.add(r.t_mix, ex.t_mix, label)
        if reversible:
            gaps.add(r.spectral_gap, ex.gap, label)
            gap_err.append((label, abs(r.spectral_gap - ex.gap), (r.gap_error or 0.0) + 1e-12))
        else:
            gaps_nr.add(r.spectral_gap, ex.gap, label)
        verdict.add(float(bool(r.reversible)), float(reversible), label)
        if is_pairwise(m):  # the same rule on the logits built from the couplings (large pairwise models)
            K = exact.glauber_kernel(m, temperature=T, logits="on-the-fly")
            verdict.add(float(bool(exact.reversibility(K).reversible)), float(reversible), f"{label}, on-the-fly logits")
        pi_min = float(ex.pi.min())
        if reversible:
            t_rel = 1.0 / ex.gap
            lo_f.add((r.t_mix_lower_bound or 0.0) / max((t_rel - 1) * math.log(1 / (2 * EPS)), 1e-300), 1.0, label)
            up_f.add((r.t_mix_upper_bound or math.nan) / (t_rel * (math.log(1 / EPS) - math.log(pi_min))), 1.0, label)
            lo_s.append((label, r.t_mix_lower_bound, ex.t_mix))
            up_s.append((label, ex.t_mix, r.t_mix_upper_bound))
        else:
            L = math.log(1.0 / (4 * EPS * EPS)) - math.log(pi_min)
            best = min(k * math.ceil(L / -math.log1p(-min(g, 1.0))) for k, g in enumerate(ex.mult_gaps(), 1) if g > 0)
            nr_f.add(r.t_mix_upper_bound if r.t_mix_upper_bound is not None else math.nan, best, label)
            nr_s.append((label, ex.t_mix, r.t_mix_upper_bound))
        rows.append((label, T, "yes" if reversible else "no", ex.t_mix, r.t_mix_lower_bound, r.t_mix_upper_bound))
    # tol 0: integers (every case clears eps by more than round-off: min |d(t) - eps| is printed in data)
    eq.check("exact t_mix = t_mix by dense powers (exact.analyze)", tmix, tol=0, integer=True, why="integers")
    # tol 1e-10: eigenvalues of the symmetrized kernel (at most 81 states), a few ulps each
    eq.check("reversible: absolute gap = 1 - |lambda_*| of the symmetrized kernel (eigvalsh)", gaps, tol=1e-10,
             why="symmetric eigenvalues")
    ineq.check("reversible: |gap - reference gap| <= reported gap_error + 1e-12", gap_err, upper=True,
               why="the gap's error estimate")
    # tol 1e-7: numpy's eigvals of a non-normal matrix: a defective eigenvalue (the two-site
    # models) is found to ~sqrt(u) only (measured 1.6e-9)
    eq.check("non-reversible: absolute gap = 1 - |lambda_*| of numpy.linalg.eigvals", gaps_nr, tol=1e-7,
             why="non-normal eigenvalues")
    # tol 0: a verdict; the expected answer is the model's: J_ij = J_ji^T or not (DESIGN.md section 3)
    eq.check("reversible = (compatible conditionals), rectangle rule", verdict, tol=0, integer=True,
             why="two-site and nearest-neighbour-only models included")
    # tol 1e-9 relative: the bound recomputed from the reference gap and pi_min
    eq.check("reversible lower bound = (t_rel - 1) ln(1/(2 eps)) (ratio)", lo_f, tol=1e-9, why="relative")
    eq.check("reversible upper bound = t_rel ln(1/(eps pi_min)) (ratio)", up_f, tol=1e-9, why="relative")
    ineq.check("reversible: (t_rel - 1) ln(1/(2 eps)) <= exact t_mix", lo_s, upper=True, why="Levin-Peres-Wilmer 12.4")
    ineq.check("reversible: exact t_mix <= t_rel ln(1/(eps pi_min))", up_s, upper=True, why="Levin-Peres-Wilmer 12.5")
    # tol 0: integers; gamma_k from singular values here, from the engine there
    eq.check("non-reversible bound = min_k k ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k))", nr_f, tol=0,
             integer=True, why="integers")
    ineq.check("non-reversible: exact t_mix <= pseudo-spectral bound", nr_s, upper=True,
               why="multiplicative reversibilizations (P*)^k P^k")
    return {"table": rows}


def _contraction_escape(exact, eq: _Agreement, ineq: _Inequalities) -> dict:
    """Contraction (alpha < 1) and escape bounds against the exact ``t_mix`` and exit times."""
    alphas, bounds, sound = _Cases(), _Cases(), []
    for label, m, T in [("Potts q=2 n=3 coupling 0.3", potts(2, 3, 0.3), 1.0),
                        ("random table q=2 n=3 scale 0.3", random_table(2, 3, 0.3, rng=3), 1.0),
                        ("Potts q=3 n=3 coupling 0.4, path", potts(3, 3, 0.4, graph="path"), 1.0)]:
        rep = exact.influence(m, temperature=T, eps=EPS)
        a = _alpha(m, T)
        n = m.length
        alphas.add(rep.alpha_col, a, label)
        ref = math.ceil(n * math.log(n / EPS) / (1 - a)) if a < 1 else math.nan
        bounds.add(rep.contraction_bound if rep.contraction_bound is not None else math.nan, ref, label)
        sound.append((label, _Exact(m, T).t_mix, rep.contraction_bound))
    # tol 1e-12: TV distances of softmaxes of at most 3 logits
    eq.check("contraction: alpha = max_j sum_i R_ij by a loop over neighbouring states", alphas, tol=1e-12,
             why="softmax TV")
    eq.check("contraction bound = ceil(n ln(n/eps)/(1 - alpha))", bounds, tol=0, integer=True, why="integers")
    ineq.check("contraction: exact t_mix <= ceil(n ln(n/eps)/(1 - alpha))", sound, upper=True, why="alpha < 1")
    # escape: at a strict argmax fixed point x*, E[tau] = 1/(1 - P(x*, x*)) exactly
    taus, esc_b, esc_s = _Cases(), _Cases(), []
    for label, m, T in [("Potts q=3 n=3 field, T=0.3", potts(3, 3, 1.0, field=(0.3, 0.0, -0.2)), 0.3),
                        ("Potts q=2 n=4 cycle field, T=0.5", potts(2, 4, 1.0, graph="cycle", field=(0.2, 0.0)), 0.5)]:
        P = _kernel(m, T)
        K = exact.glauber_kernel(m, temperature=T)
        for e in exact.escape_checks(K):
            x = e.fixed_point.index
            case = f"{label}, x*={e.fixed_point.state}"
            taus.add(e.log_exit_time, -math.log(1.0 - P[x, x]), case)
            X = _states(m.vocab_size, m.length)
            lg = np.array([np.asarray(m.logits(X[x:x + 1], np.array([i])), dtype=float)[0] for i in range(m.length)])
            own = lg[np.arange(m.length), X[x]]
            gamma = float((own - np.where(np.arange(m.vocab_size)[None, :] == X[x][:, None], -np.inf, lg).max(
                axis=1)).min())
            esc_b.add(e.log_bound, gamma / T - math.log(m.vocab_size - 1), case)
            esc_s.append((case, e.log_exit_time, e.log_bound))
    # tol 1e-10 on logs: 1 - P(x*, x*) is a sum of small exit probabilities here, formed by subtraction
    eq.check("escape: ln E[tau_exit] = -ln(1 - P(x*, x*))", taus, tol=1e-10, why="relative, logs")
    eq.check("escape bound: ln(e^(gamma/T)/(q-1)) with the margin gamma by hand", esc_b, tol=1e-12, why="logs")
    ineq.check("escape: ln E[tau_exit] >= ln(e^(gamma/T)/(q-1))", esc_s, upper=False, why="strict fixed points")
    return {}


def _certificates(exact, eq: _Agreement, ineq: _Inequalities) -> dict:
    """Rectangle certificates, the stationary law's error estimate, residuals, the GMRES polish."""
    # float32 table of a compatible pairwise model whose rows mix logits ~3000 and ~1
    r = np.random.default_rng(0)
    q, n = 3, 3
    h = r.normal(size=(n, q))
    h[:, 2] += 3000.0
    J = np.zeros((n, n, q, q))
    for i, j in itertools.combinations(range(n), 2):
        M = r.normal(size=(q, q))
        J[i, j], J[j, i] = M, M.T
    comp = Pairwise(h, J)
    X = _states(q, n - 1)
    table = np.stack([comp.logits(np.insert(X, i, 0, axis=1), np.full(len(X), i)) for i in range(n)])
    t32 = LogitTable(table.astype(np.float32))
    rect = all_rectangles(t32)
    err = 2.0**-24 * np.abs(table.astype(np.float32)).max(axis=(1, 2))  # u_32 max |l| per site
    declared, formula = _Cases(), _Cases()
    for i in range(n):
        declared.add(rect.logit_error[i] / err[i], 1.0, f"site {i}")
    k = int(np.argmax(np.abs(rect.log_r)))
    formula.add(rect.bound[k] / (4 * err[rect.i[k]] + 4 * err[rect.j[k]]), 1.0, "the largest |log R|")
    # tol 1e-12: one product and a max
    eq.check("certificate: declared logit error of a float32 table = u_32 max|l| per site (ratio)", declared,
             tol=1e-12, why="closed form")
    # tol 1e-6: gamma_7 sum |t| (~1e-11) is the rest
    eq.check("certificate: bound = gamma_7 sum|t| + 4 err_i + 4 err_j (ratio to 4 err_i + 4 err_j)", formula,
             tol=1e-6, why="the arithmetic term is 1e-8 of it")
    ineq.check("certificate: float32 rounding of a compatible table (rows ~3000 and ~1) is not certified",
               [("largest |log R| against its bound", float(np.abs(rect.log_r).max()),
                 float(rect.bound[int(np.argmax(np.abs(rect.log_r)))]))], upper=True,
               why="bound = gamma_7 sum|t| + 4 err_i + 4 err_j, err = u_32 max|l| per site")
    c, T = 0.8, 0.5
    wit = all_rectangles(_one_entry(3, 2, (0, 1), c), temperature=T)
    cases = _Cases()
    cases.add(float(np.abs(wit.log_r).max()), c / T, "two sites q=3, c on J_01[1, 1]")
    # tol 1e-12: four logits of size ~1 summed
    eq.check("certificate: largest |log R| = c/T on an incompatible two-site model", cases, tol=1e-12, why="sums")
    ineq.check("certificate: that rectangle is certified (|log R| > bound)",
               [("two sites q=3", float(wit.bound[int(np.argmax(np.abs(wit.log_r)))]), float(np.abs(wit.log_r).max()))],
               upper=True, strict=True, why="bound ~1e-15")
    # stationary law: the reported relative error covers the true one (GTH here is entrywise accurate)
    err, res, db = [], _Cases(), _Cases()
    for label, m, T, lazy in [("Potts q=3 n=3 T=0.05", potts(3, 3, 1.0), 0.05, 0.0),
                              ("random table q=2 n=4 T=0.1", random_table(2, 4, 1.0, rng=3), 0.1, 0.0),
                              ("random table q=2 n=3 T=0.8 lazy 0.3", random_table(2, 3, 1.0, rng=22), 0.8, 0.3)]:
        K = exact.glauber_kernel(m, temperature=T, lazy=lazy)
        law = exact.stationary_law(K)
        P = _kernel(m, T, lazy)
        ref = _gth(P)
        err.append((label, float(np.abs(law.pi / ref - 1).max()), float(law.relative_error)))
        res.add(law.residual, float(np.abs(law.pi @ P - law.pi).sum()), label)
        F = ref[:, None] * P
        db.add(detailed_balance_residual(K, ref), float(np.abs(F - F.T).sum()), label)
    ineq.check("stationary law: max |pi/pi_ref - 1| <= reported relative_error", err, upper=True,
               why="GTH reference, entrywise")
    # the residuals of a wrong law (pi tilted by up to 50%: each residual of order 0.1), by hand,
    # on a lazy non-reversible kernel given as a kernel (float64, float32), dense and sparse
    import scipy.sparse as sp

    m, T, lazy = random_table(2, 3, 1.0, rng=22), 0.8, 0.3
    P = _kernel(m, T, lazy)
    w = _gth(P) * np.linspace(0.5, 1.5, P.shape[0])
    w /= w.sum()
    F = w[:, None] * P
    off = ~np.eye(P.shape[0], dtype=bool) & ((F > 0) | (F.T > 0))
    inflow = w @ P - np.diag(P) * w
    hand = {"stationary_residual": float(np.abs(w @ P - w).sum()), "detailed_balance_residual":
            float(np.abs(F - F.T).sum()), "edge_relative_residual": float((np.abs(F - F.T)[off] / np.maximum(
                F, F.T)[off]).max()), "balance_residual": float(np.abs(inflow / (w * (1 - np.diag(P))) - 1).max())}
    reps = {"kernel": exact.glauber_kernel(m, temperature=T, lazy=lazy),
            "float32 kernel": exact.glauber_kernel(m, temperature=T, lazy=lazy, dtype=np.float32),
            "dense": P, "sparse": sp.csr_matrix(P)}
    wrong = _Cases()
    for rep_name, R in reps.items():
        wrong.add(exact.stationary_residual(R, w) / hand["stationary_residual"], 1.0,
                  f"stationary_residual, {rep_name}")
        if rep_name == "float32 kernel":  # float32 conditionals (1e-9 off) but for ||pi P - pi||, taken in float64
            continue
        wrong.add(detailed_balance_residual(R, w) / hand["detailed_balance_residual"], 1.0,
                  f"detailed_balance_residual, {rep_name}")
        wrong.add(exact.edge_relative_residual(R, np.log(w)) / hand["edge_relative_residual"], 1.0,
                  f"edge_relative_residual, {rep_name}")
    wrong.add(float(exact.balance_residual(P, w).max()) / hand["balance_residual"], 1.0, "balance_residual, dense")
    wrong.add(float(exact.balance_residual(P, w, log_pi=np.log(w)).max()) / hand["balance_residual"], 1.0,
              "balance_residual in logs, dense")
    # tol 1e-10 relative: the same sums over at most 8 x 8 flows in other orders
    eq.check("residuals of a wrong law by hand (ratio): ||pi P - pi||_1, sum |F - F^T|, max edge ratio, rho",
             wrong, tol=1e-10, why="lazy non-reversible kernel, four representations")
    # tol 1e-15: a sum of at most 16 * 81 products of numbers <= 1
    eq.check("stationary_residual = ||pi P - pi||_1 by hand", res, tol=1e-15, why="sums")
    # tol 1e-13: the same flows (each at most 1) summed in another order, 2 * 81^2 terms at most
    eq.check("detailed-balance residual = sum |pi(x)P(x,y) - pi(y)P(y,x)| by hand (lazy non-reversible included)",
             db, tol=1e-13, why="sums of flows")
    # the GMRES polish: ARPACK stops after one iteration on 243 states, GMRES alone gives pi
    P = _kernel(random_table(3, 5, 1.0, rng=4), 1.0)
    law = exact.stationary_law(P, method="krylov", maxiter=1, refine=False)
    gm = _Cases()
    gm.add(float(np.abs(law.pi / _gth(P) - 1).max()), 0.0, "random table q=3 n=5, maxiter=1")
    eq.check("Krylov law polished by GMRES (ARPACK not converged): max |pi/pi_ref - 1|", gm, tol=1e-9,
             why="GMRES to 1e-12")
    return {}


def _class_profiles(model, T: float, t_max: int, stop: float | None = None):
    """``d_k(t)`` from a state with ``k`` ones and ``L_k(t)`` of the number of ones (q = 2)."""
    n = model.length
    P = _kernel(model, T)
    pi = _gth(P)
    ones = np.array([bin(x).count("1") for x in range(2**n)])
    pi_c = np.bincount(ones, weights=pi, minlength=n + 1)
    mu = np.zeros((n + 1, 2**n))
    mu[np.arange(n + 1), (1 << np.arange(n + 1)) - 1] = 1.0
    d, L = [], []
    for _ in range(t_max + 1):
        d.append(0.5 * np.abs(mu - pi).sum(axis=1))
        L.append(0.5 * np.abs(np.stack([np.bincount(ones, weights=r, minlength=n + 1) for r in mu]) - pi_c).sum(axis=1))
        if stop is not None and d[-1].max() <= stop:
            break
        mu = mu @ P
    return np.array(d).T, np.array(L).T, pi


def _lumped(exact, eq: _Agreement, ineq: _Inequalities) -> dict:
    """The lumped engine against enumeration: full gaps outside the symmetric sector, the
    report's bounds, the exact worst start and the sector certificate ``L_k + R_k/2``."""
    cases = [("antiferromagnetic Curie-Weiss n=8", CurieWeiss(8, -3.0)),
             ("antiferromagnetic Curie-Weiss n=3", CurieWeiss(3, -3.0)),
             ("random exchangeable q=2 n=8", random_exchangeable(2, 8, 1.5, rng=1)),
             ("antiferromagnetic mean-field Potts q=3 n=5", MeanFieldPotts(3, 5, -2.0))]
    gaps, tmix, up_f, gap_s, rows = _Cases(), _Cases(), _Cases(), [], []
    for label, m in cases:
        g = lumped_spectral_gap(m, temperature=1.0)
        ex = _Exact(m, 1.0)
        gap_s.append((label, abs(g.spectral_gap - ex.gap), max(g.gap_error, 1e-12) + 1e-11))
        gaps.add(g.spectral_gap, ex.gap, label)
        r = exact.analyze(m, temperature=1.0, eps=EPS, method="lumped")
        tmix.add(r.t_mix, ex.t_mix, label)
        t_rel = 1.0 / ex.gap
        up_f.add((r.t_mix_upper_bound or math.nan) / (t_rel * (math.log(1 / EPS) - math.log(float(ex.pi.min())))),
                 1.0, label)
        rows.append((label, str(g.sector), g.spectral_gap, ex.gap, r.t_mix, ex.t_mix))
    # tol 1e-9: the sector's eigenvalue against dense eigenvalues of at most 256 states
    eq.check("lumped: full gap = enumerated gap (gap outside the symmetric sector)", gaps, tol=1e-9,
             why="dense eigenvalues")
    ineq.check("lumped: |gap - enumerated gap| <= reported gap_error", gap_s, upper=True, why="Kato-Temple")
    eq.check("lumped: exact t_mix = enumerated worst-start t_mix", tmix, tol=0, integer=True, why="integers")
    eq.check("lumped: reversible upper bound from the full chain's t_rel and pi_min (ratio)", up_f, tol=1e-9,
             why="relative")
    sym = exact.analyze(MeanFieldPotts(3, 5, -2.0), temperature=1.0, eps=EPS, method="lumped", sectors="symmetric")
    none = _Cases()
    none.add(float(sym.t_mix_upper_bound is not None), 0.0, "mean-field Potts q=3 n=5, sectors='symmetric'")
    eq.check("lumped: no reversible upper bound from the symmetric sector alone", none, tol=0, integer=True,
             why="a verdict")
    # a q = 3 sector is skipped (certified) when its Collatz-Wielandt bound is below the symmetric
    # sector's lambda_2: that bound must be >= the sector's spectral radius (dense eigenvalues), from
    # the ones (0 power steps: the largest row sum of |S|) and after the default 30 power steps
    cw = []
    m3 = MeanFieldPotts(3, 4, 1.5)
    lp3, lpc3 = sector_inputs(m3, temperature=1.0)
    for lam, _, S in three_token_sectors(4, lp3, lpc3):
        rho = float(np.abs(np.linalg.eigvals(S.toarray())).max())
        for steps in (0, 30):
            cw.append((f"mean-field Potts q=3 n=4, sector {lam}, {steps} power steps", rho,
                       collatz_wielandt_bound(S, iterations=steps)))
    ineq.check("lumped: a sector's spectral radius <= its Collatz-Wielandt bound (a skipped sector's certificate)",
               cw, upper=True, why="Wielandt: rho(S) <= max_i (|S| v)_i / v_i for v > 0")
    # the worst start and the certificate on the antiferromagnet (worst start interior)
    cert, classes, tight = [], [], []
    for label, m, eps in [("antiferromagnetic Curie-Weiss n=8", CurieWeiss(8, -3.0), EPS),
                          ("random exchangeable q=2 n=8", random_exchangeable(2, 8, 1.5, rng=1), EPS),
                          ("random exchangeable q=2 n=8 (rng 4)", random_exchangeable(2, 8, 1.5, rng=4), EPS),
                          ("antiferromagnetic Curie-Weiss n=6, eps=0.45", CurieWeiss(6, -2.0), 0.45)]:
        n = m.length
        d, L, _ = _class_profiles(m, 1.0, 30)
        law = count_stationary_law(m, chain=count_chain(m, temperature=1.0))
        rows_ones = n - np.arange(n + 1)
        worst, ratio = (label, -math.inf, 0.0), 0.0
        for t in range(1, 31):
            R2 = _rest_bound(m, 1.0, 0.0, t, law.log_pi[rows_ones], np.arange(1, n))
            U = L[:, t] + 0.5 * np.sqrt(R2) + 1e-12  # the round-off of d and L (a few ulps of sums of 256 terms)
            k = int(np.argmax(d[:, t] - U))
            if d[k, t] - U[k] > worst[1] - worst[2]:
                worst = (f"{label}, t={t}, k={k}", float(d[k, t]), float(U[k]))
            inner = np.arange(1, n)
            ratio = max(ratio, float(((d[inner, t] - L[inner, t]) / (0.5 * np.sqrt(R2[inner]))).max()))
        cert.append(worst)
        if label == "antiferromagnetic Curie-Weiss n=8":
            tight.append((label, ratio, 0.95))
        dd, LL, _ = _class_profiles(m, 1.0, 300, stop=eps)
        t_L = int(np.flatnonzero(LL.max(axis=0) <= eps)[0])
        mm = lumped_mixing_time(m, temperature=1.0, eps=eps, starts="certified")
        classes.append((label, mm.classes_certified, int((dd[1:n, t_L] <= eps).sum())))
        tmix2 = _Cases()
        tmix2.add(mm.t_mix, int(np.flatnonzero(dd.max(axis=0) <= eps)[0]), label)
        eq.check(f"lumped: starts='certified' t_mix = enumerated worst start, {label}", tmix2, tol=0, integer=True,
                 why="integers")
    ineq.check("lumped: exact d_k(t) <= L_k(t) + R_k(t)/2, every class and t <= 30", cert, upper=True,
               why="sector certificate (exact.lumped), + 1e-12 for the round-off of d and L")
    ineq.check("lumped: classes certified <= classes that mix by the count chain's t_mix", classes, upper=True,
               why="exact d_k(t_L) from enumeration")
    ineq.check("lumped: the certificate is nearly tight on the antiferromagnet: max (d_k - L_k)/(R_k/2) >= 0.95",
               tight, upper=False, why="so a constant below 1/2, or a larger R_k, shows")
    # count rectangles of a float32 compatible table whose rows mix logits near 0 and near -3000
    from scipy.special import logsumexp

    r = np.random.default_rng(0)
    full = count_vectors(6, 3)
    H = 3000.0 * full[:, 0] + r.normal(size=full.shape[0])
    C = count_vectors(5, 3)
    G = np.stack([H[count_index(C + np.eye(3, dtype=np.int64)[a])] for a in range(3)], axis=1)
    cr = count_rectangles(ExchangeableTable((G - logsumexp(G, axis=1, keepdims=True)).astype(np.float32)))
    ineq.check("lumped: float32 rounding of a compatible count table (rows ~0 and ~-3000) is not certified",
               [("the largest count rectangle", cr.max_abs, cr.max_abs_bound),
                ("count rectangles certified (of 135)", cr.n_count_certified, 0)], upper=True,
               why="per-logit declared error u_32 |l|, the largest of the four entries per site")
    ineq.check("lumped: that count rectangle's bound >= 4 u_32 |l_i| + 4 u_32 |l_j| (|l| ~ 3000, 1% allowed)",
               [("the largest count rectangle", cr.max_abs_bound, 0.99 * 8 * 2.0**-24 * 3000.0)], upper=False,
               why="each site's error from the largest of its four entries")
    return {"table": rows}


AWKWARD = ("gamma/nu (peak height)", "a~b", "~1", "x/~1/y", "/", "~")


def _round_trips(exact, eq: _Agreement, ineq: _Inequalities) -> dict:
    """Saved results, the CLI's JSON envelope and the sweep store with NaN, infinities and
    keys holding ``/`` and ``~`` (JSON Pointers per RFC 6901: ``~`` as ``~0``, ``/`` as ``~1``)."""
    vals = (math.nan, math.inf, -math.inf, 1.5, math.nan, -math.inf)
    exps = {k: Estimate(v, stderr=0.1, method="m") for k, v in zip(AWKWARD, vals, strict=True)}
    v = FSSVerdict("inconclusive", math.nan, math.inf, exps, (8.0, 16.0), "exact", (), (), (1.0, math.nan),
                   (0.5, -math.inf), (False, True), math.nan, math.inf, label="a/b~c")
    ok = _Cases()
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "r.json")
        save_result(v, path)
        with open(path) as fh:
            doc = json.load(fh)
        nf = doc["nonfinite"]
        ok.add(float({"/exponents/gamma~1nu (peak height)/value", "/exponents/~1/value", "/critical_temperature"}
                     <= set(nf["nan"]) and "/exponents/a~0b/value" in nf["inf"]
                     and {"/exponents/~01/value", "/exponents/~0/value"} <= set(nf["-inf"])
                     and not any(p.startswith("/exponents/x~1~01~1y/value") for k in nf.values() for p in k)),
               1.0, "saved: RFC 6901 pointers")
        back = load_result(path)
        ok.add(float(results_equal(back, v) and list(back.exponents) == list(AWKWARD)), 1.0, "saved: loaded equal")
        payload = {"verdict": v.to_dict(), "table": {"n/T": [math.nan, 1.0], "~": {"/": -math.inf}}}
        env = json.loads(dump_json(envelope(argparse.Namespace(command="phase", seed=0), payload)))
        nf = env.get("nonfinite", {})
        ok.add(float("/verdict/exponents/gamma~1nu (peak height)/value" in nf.get("nan", []) and "/table/n~1T/0" in
                     nf.get("nan", []) and "/table/~0/~1" in nf.get("-inf", [])), 1.0, "--json: RFC 6901 pointers")
        store_path = os.path.join(tmp, "s.sqlite")
        with ResultStore(store_path) as store:
            store.add(Task("potts", 3, math.inf, 0, "gap"), {"gamma/nu (peak height)": math.nan, "t~mix": math.inf,
                                                             "~1": -math.inf}, 0.1)
        df = load_results(store_path)
        ok.add(float(math.isnan(df["gamma/nu (peak height)"][0]) and df["t~mix"][0] == math.inf
                     and df["~1"][0] == -math.inf and df["temperature"][0] == math.inf), 1.0, "sweep store")
    eq.check("round trips with NaN, +-inf and keys with / and ~ (1 = intact)", ok, tol=0, integer=True,
             why="save/load, --json, sweep store")
    return {}


GROUPS = (("coupling bounds", "sampled"), ("spectral bounds", None), ("contraction and escape", None),
          ("certificates", None), ("lumped chains", None), ("round trips", None))


def section_soundness(out_dir: str, *, rng=None, progress=None) -> Section:
    """Every bound against the exact value on small models (about 10 s; ``rng``: the sampled
    coupling bounds' stream)."""
    rng = np.random.default_rng(rng)
    s = Section(KEY, TITLE)
    s.text.append(
        "Each bound the toolkit reports, held against the exact value on small models where both exist, "
        "with the exact side computed in this section from the definitions (dense numpy: the kernel from "
        "`model.logits`, `pi` by GTH elimination, `d(t)`, `dbar(t)`, `t_mix` by matrix powers, the gap from "
        "the eigenvalues, the reversibilizations from singular values, the influences by a loop over "
        "neighbouring states). Two kinds of claim: soundness (the bound holds on every case) and the formula "
        "(the bound equals its closed form with the true `t_rel`, `pi_min`, `alpha`, `gamma_k`), so a wrong "
        "constant fails even where the bound would still hold. Cases that make plausible wrong formulas "
        "visible: a two-site Ising with a field (`dbar <= sqrt(eps)` at t = 11, `t_mix = 19`: an upper bound "
        "without the doubling of `t_2` falls below it), two-site and nearest-neighbour-only incompatible "
        "models, a float32 table whose rows mix logits near 3000 and near 1, a 243-state table where ARPACK "
        "stops after one iteration (GMRES alone gives `pi`), exchangeable models whose gap lies outside the "
        f"symmetric sector, and results holding NaN, infinities and keys with `/` and `~`. The sampled "
        f"coupling bounds run at level {LEVEL} from the section's own random stream.")
    eq, ineq = _Agreement(s), _Inequalities(s)
    data = {}
    funcs = {"coupling bounds": lambda: _coupling(exact, eq, ineq, rng),
             "spectral bounds": lambda: _spectral(exact, eq, ineq),
             "contraction and escape": lambda: _contraction_escape(exact, eq, ineq),
             "certificates": lambda: _certificates(exact, eq, ineq),
             "lumped chains": lambda: _lumped(exact, eq, ineq),
             "round trips": lambda: _round_trips(exact, eq, ineq)}
    for k, (label, _) in enumerate(GROUPS, 1):
        if progress is not None:
            progress(f"[{KEY}] group {k}/{len(GROUPS)}: {label}")
        try:
            data[label] = funcs[label]()
        except Exception as exc:  # a bound that raises on a small model fails, it does not crash the report
            eq.error(label, exc)
    for label, heads in (("coupling bounds", ("model", "exact t_mix", "t_lower", "t_upper", "replicates")),
                         ("spectral bounds", ("model", "T", "compatible", "exact t_mix", "lower bound",
                                              "upper bound")),
                         ("lumped chains", ("model", "sector", "lumped gap", "enumerated gap", "lumped t_mix",
                                            "enumerated t_mix"))):
        table = data.get(label, {}).get("table")
        if table:
            s.text.append(f"{label[0].upper()}{label[1:]}:")
            s.text.append(md_table(table, heads))
    s.data = {"equalities": eq.rows, "inequalities": ineq.rows}
    return s


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None, progress=None) -> Section:
    """The registry's entry point (uniform signature; ``quick`` changes nothing: the section is fast)."""
    return section_soundness(out_dir, rng=rng, progress=progress)
