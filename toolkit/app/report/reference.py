"""Section "reference": the exact engine held to closed forms (it fails when a formula is wrong).

Length: seven groups of closed forms, each beside the claims that use it; split apart, the
reference values would be read far from the checks.
"""

from __future__ import annotations

import math

import numpy as np

import exact
from toolkit.models import IndependentSites, potts
from toolkit.plot import SMALL, pyplot, save
from toolkit.results import slack_equal

from ._model import ReportClaim, Section, md_table
from .known_results import known_results

KEY = "reference"
#: the seed's stream number of this section (None: draws nothing); fixed, so adding a
#: section leaves the others' random numbers as they were
STREAM = None
NEEDS_REAL = False


# The "reference" section holds the exact engine to closed forms computed here, from the
# formulas alone: never through exact/ and never through tests/ (the report does not
# import the test suite). Every claim is an equality: value = the engine's number, bound =
# the closed form, holds = |difference| <= tol, slack = tol - |difference|. A claim covers
# a list of cases (chains, sizes, temperatures); its value and bound are those of the
# worst case, and results.json keeps every case. Each tolerance states its reason.
REFERENCE_TWO_STATE = ((0.1, 0.3), (0.7, 0.9), (0.05, 0.02))  # (p, r): eigenvalue 0.6, -0.6, 0.93
REFERENCE_EPS = (0.25, 0.05)
REFERENCE_TIE = 1e-9  # a closed-form d(t) this close to eps would make t_mix hinge on round-off


class _Cases:
    """Engine values, closed forms and labels of one claim's cases."""

    def __init__(self):
        self.computed, self.closed, self.labels = [], [], []

    def add(self, computed, closed, label: str) -> None:
        self.computed.append(math.nan if computed is None else float(computed))
        self.closed.append(float(closed))
        self.labels.append(label)

    def add_worst(self, computed, closed, label: str, where=str) -> None:
        """The largest disagreement between two arrays, labelled ``label, where(index)``."""
        comp, ref = np.ravel(np.asarray(computed, dtype=float)), np.ravel(np.asarray(closed, dtype=float))
        if comp.size != ref.size:
            self.add(math.nan, 0.0, f"{label}: {comp.size} values for {ref.size}")
            return
        d = np.abs(comp - ref)
        d[~np.isfinite(d)] = np.inf  # a missing or non-finite engine value is the worst
        j = int(np.argmax(d))
        self.add(comp[j], ref[j], f"{label}, {where(j)}")


class _Agreement:
    """Turns each :class:`_Cases` into one equality claim and keeps a row per case."""

    def __init__(self, section: Section):
        self.s = section
        self.rows = []

    def check(self, name: str, cases: _Cases, *, tol: float, why: str, integer: bool = False,
              hypothesis_holds: bool = True, guard: str = "") -> None:
        comp, ref = np.array(cases.computed, dtype=float), np.array(cases.closed, dtype=float)
        hyp = f"tol {tol:g}: {why}" + (f"; {guard}" if guard else "")
        if not comp.size:  # a bug of the section itself
            self.s.claims.append(ReportClaim(self.s.key, name, hyp, hypothesis_holds, "cases", "none", False))
            return
        diff = np.abs(comp - ref)
        diff[~np.isfinite(diff)] = np.inf  # a missing or non-finite engine value fails
        k = int(np.argmax(diff))
        for label, v, r, d in zip(cases.labels, comp, ref, diff, strict=True):
            self.rows.append(dict(claim=name, case=label, engine=v, closed_form=r, abs_diff=d, tol=tol,
                                  holds=bool(d <= tol)))

        def num(x):
            return int(x) if integer and np.isfinite(x) else float(x)

        self.s.claims.append(ReportClaim(self.s.key, name, f"{hyp}; worst case {cases.labels[k]}", hypothesis_holds,
                                         num(ref[k]), num(comp[k]), bool(diff[k] <= tol),
                                         slack=slack_equal(diff[k], tol)))

    def error(self, what: str, exc: Exception) -> None:
        """An engine call that raises on a closed-form case fails the section (it does not crash it)."""
        self.s.claims.append(ReportClaim(self.s.key, f"{what}: exact engine runs", "closed-form cases", True,
                                         "no exception", f"{type(exc).__name__}: {exc}", False))


def _first_within(d, eps: float) -> tuple[int | None, float]:
    """``min{t : d[t] <= eps}`` of a closed-form profile, and ``min_t |d[t] - eps|`` up to it
    (the distance to a tie, where round-off could decide ``t_mix``)."""
    d = np.asarray(d, dtype=float)
    hit = np.flatnonzero(d <= eps)
    if not hit.size:
        return None, float(np.abs(d - eps).min())
    t = int(hit[0])
    return t, float(np.abs(d[: t + 1] - eps).min())


def _two_state_profile(p: float, r: float, t_max: int) -> np.ndarray:
    """``d(t) = max(p, r)/(p + r) |1 - p - r|^t`` (Levin-Peres-Wilmer, section 1.1)."""
    return max(p, r) / (p + r) * np.abs(1.0 - p - r) ** np.arange(t_max + 1)


def _ehrenfest_profile(n: int, t_max: int) -> np.ndarray:
    """Worst-start ``d(t)`` of the lazy walk on ``{0,1}^n`` from its Hamming weight, the
    Ehrenfest birth-death chain on ``0..n`` (``k -> k-1`` w.p. ``k/(2n)``, ``k -> k+1`` w.p.
    ``(n-k)/(2n)``, else stay): from ``0`` the law at time ``t`` and the uniform law are
    both uniform on each weight class, so ``d(t) = TV(weight law, Binomial(n, 1/2))``, and
    every start is a worst start (the cube is vertex-transitive). LPW section 2.3."""
    k = np.arange(n + 1)
    B = np.diag(np.full(n + 1, 0.5)) + np.diag(k[1:] / (2 * n), -1) + np.diag((n - k[:-1]) / (2 * n), 1)
    binom = np.array([math.comb(n, j) for j in k], dtype=float) / 2.0**n
    mu = np.zeros(n + 1)
    mu[0] = 1.0
    out = np.empty(t_max + 1)
    for t in range(t_max + 1):
        out[t] = 0.5 * np.abs(mu - binom).sum()
        mu = mu @ B
    return out


def _ref_two_state(exact, chk: _Agreement) -> dict:
    """Two-state chains ``[[1-p, p], [r, 1-r]]``, one of them a lazy one-site Glauber kernel."""
    t_max = 30
    chains = [(f"p={p:g} r={r:g}", np.array([[1 - p, p], [r, 1 - r]]), p, r) for p, r in REFERENCE_TWO_STATE]
    # Lazy Glauber on one site, q = 2, logits (0, h) at T: token 1 has probability
    # w = 1/(1 + e^{-h/T}), so P = lazy*I + (1-lazy)[[1-w, w], [1-w, w]] is the two-state
    # chain with p = (1-lazy) w, r = (1-lazy)(1-w) and eigenvalue 1 - p - r = lazy.
    h, T, lazy = 1.2, 1.5, 0.4
    w = 1.0 / (1.0 + math.exp(-h / T))
    p, r = (1 - lazy) * w, (1 - lazy) * (1 - w)
    K = exact.glauber_kernel(IndependentSites(np.array([[0.0, h]])), temperature=T, lazy=lazy)
    kern = _Cases()
    kern.add_worst(K.dense(), [[1 - p, p], [r, 1 - r]], f"h={h:g} T={T:g} lazy={lazy:g}",
                   lambda j: f"entry {divmod(j, 2)}")
    # tol 1e-14: a two-logit softmax and one affine mix, a few ulps
    chk.check("lazy one-site Glauber kernel = [[1-p, p], [r, 1-r]]", kern, tol=1e-14, why="2-logit softmax")
    chains.append((f"lazy Glauber p={p:.3g} r={r:.3g}", K, p, r))

    pis, dts, gaps, lower, upper = _Cases(), _Cases(), _Cases(), _Cases(), _Cases()
    tmix = {"doubling": _Cases(), "stepping": _Cases()}
    tie, profiles = math.inf, {}
    for label, P, p, r in chains:
        pi = exact.stationary(P)
        pis.add_worst(pi, np.array([r, p]) / (p + r), label, lambda j: f"x={j}")
        d_ref = _two_state_profile(p, r, 200)
        d = exact.distance_profile(P, t_max, pi=pi)
        dts.add_worst(d, d_ref[: t_max + 1], label, lambda j: f"t={j}")
        profiles[label] = (d.tolist(), d_ref[: t_max + 1].tolist())
        for eps in REFERENCE_EPS:
            t_ref, g = _first_within(d_ref, eps)
            tie = min(tie, g)
            for method, cases in tmix.items():
                # t_max: a broken engine gives up (t_mix None, a failure) instead of stepping 10^5 times
                t = exact.mixing_time(P, eps=eps, pi=pi, method=method, t_max=4 * t_ref + 10).t_mix
                cases.add(t, t_ref, f"{label}, eps={eps:g}")
        summ = exact.spectral_summary(P, pi)
        gap_ref = 1.0 - abs(1.0 - p - r)
        gaps.add(summ.spectral_gap, gap_ref, label)
        t_rel, pi_min = 1.0 / gap_ref, min(p, r) / (p + r)
        for eps in REFERENCE_EPS:
            lo, hi = exact.reversible_mixing_bounds(summ.relaxation_time, float(pi.min()), eps)
            lower.add(lo, (t_rel - 1) * math.log(1 / (2 * eps)), f"{label}, eps={eps:g}")
            upper.add(hi, t_rel * math.log(1 / (eps * pi_min)), f"{label}, eps={eps:g}")
    # tol 1e-13: a 2x2 linear solve, a few ulps
    chk.check("two-state pi = (r, p)/(p + r)", pis, tol=1e-13, why="2x2 solve")
    # tol 1e-12: 30 products with a 2x2 stochastic matrix, each adding an ulp or so
    chk.check("two-state d(t) = max(p,r)/(p+r) |1-p-r|^t, t <= 30", dts, tol=1e-12, why="30 2x2 products")
    for method, cases in tmix.items():
        # tol 0: integers; asserted only when the closed-form d(t) stays REFERENCE_TIE away from eps
        chk.check(f"two-state t_mix(eps), method={method}", cases, tol=0, integer=True, why="integers",
                  hypothesis_holds=bool(tie > REFERENCE_TIE), guard=f"no tie: min |d(t) - eps| = {tie:.2g}")
    # tol 1e-13: the eigenvalues of a 2x2 matrix, a few ulps
    chk.check("two-state absolute gap = 1 - |1 - p - r|", gaps, tol=1e-13, why="2x2 eigenvalues")
    # tol 1e-10: t_rel = 1/gap (up to 1/0.07) times a log below 6 amplifies the gap's round-off
    chk.check("reversible lower bound (t_rel - 1) ln(1/(2 eps))", lower, tol=1e-10, why="t_rel <= 15, log <= 3")
    chk.check("reversible upper bound t_rel ln(1/(eps pi_min))", upper, tol=1e-10, why="t_rel <= 15, log <= 6")
    return {"profiles": profiles}


def _product_law(h: np.ndarray, T: float) -> np.ndarray:
    """``prod_i softmax(h_i / T)[x_i]`` in mixed-radix order (site 0 most significant)."""
    out = np.ones(1)
    for hi in h:
        e = np.exp((hi - hi.max()) / T)
        out = np.kron(out, e / e.sum())
    return out


def _ref_product(exact, chk: _Agreement) -> dict:
    """Independent sites: spectrum ``1 - k/n`` (multiplicity ``C(n,k)(q-1)^k``), gap ``1/n``,
    product ``pi``; the systematic scan reaches ``pi`` in one sweep."""
    rng = np.random.default_rng(20240611)  # fixed random fields: the formulas hold for every field
    T = 1.0
    spec, gaps, pis = _Cases(), _Cases(), _Cases()
    for n in range(3, 7):
        for q in (2, 3):
            h = rng.normal(scale=1.5, size=(n, q))
            K = exact.glauber_kernel(IndependentSites(h), temperature=T)
            ref = np.sort(np.concatenate([np.full(math.comb(n, k) * (q - 1) ** k, 1.0 - k / n)
                                          for k in range(n + 1)]))
            case = f"n={n} q={q}"
            spec.add_worst(np.sort(np.real(exact.eigenvalues(K))), ref, case, lambda j: f"eigenvalue {j}")
            pi = exact.stationary(K)
            pis.add_worst(pi, _product_law(h, T), case, lambda j: f"x={j}")
            gaps.add(exact.spectral_summary(K, pi).spectral_gap, 1.0 / n, case)
    # tol 1e-10: dense eigenvalues of a non-symmetric (reversible) matrix of up to 729 states:
    # round-off times the eigenvector condition number; measured below 1e-14
    chk.check("independent sites: spectrum = 1 - k/n, multiplicity C(n,k)(q-1)^k", spec, tol=1e-10,
              why="non-symmetric eigvals, 729 states")
    # tol 1e-10: the Krylov path (above 256 states) stops at tolerance 1e-11
    chk.check("independent sites: absolute gap = 1/n", gaps, tol=1e-10, why="eigsh tolerance 1e-11")
    # tol 1e-12: a linear solve, or Krylov with a GMRES polish to residual 1e-12
    chk.check("independent sites: pi = product of softmax(h_i/T)", pis, tol=1e-12, why="solver residual 1e-12")
    h = rng.normal(scale=1.5, size=(3, 3))
    P = exact.glauber_kernel(IndependentSites(h), temperature=T, scan="systematic").dense()
    sweep = _Cases()
    sweep.add_worst(P, np.broadcast_to(_product_law(h, T), P.shape), "n=3 q=3",
                    lambda j: f"entry {divmod(j, P.shape[1])}")
    # tol 1e-14: three site updates on 27 states, a few ulps
    chk.check("systematic scan of independent sites: P(x, .) = pi after one sweep", sweep, tol=1e-14,
              why="3 site updates")
    return {}


def _ref_hypercube(exact, chk: _Agreement) -> dict:
    """Random-scan Glauber with q = 2 at T = inf is the lazy walk on ``{0,1}^n``."""
    pis, dts = _Cases(), _Cases()
    tmix = {"doubling": _Cases(), "stepping": _Cases()}
    tie, table, profiles = math.inf, [], {}
    for n in range(4, 11):
        # the couplings do not matter: logits / inf = 0, so every conditional is uniform
        K = exact.glauber_kernel(potts(2, n, 1.0, graph="cycle"), temperature=math.inf)
        d_ref = _ehrenfest_profile(n, 4 * n * n)
        pi = exact.stationary(K)
        pis.add_worst(pi, np.full(2**n, 2.0**-n), f"n={n}", lambda j: f"x={j}")
        row = [n]
        for eps in REFERENCE_EPS:
            t_ref, g = _first_within(d_ref, eps)
            tie = min(tie, g)
            row.append(t_ref)
            for method, cases in tmix.items():
                t = exact.mixing_time(K, eps=eps, pi=pi, method=method, t_max=4 * t_ref + 10).t_mix
                cases.add(t, t_ref, f"n={n}, eps={eps:g}")
                row.append(t)
        t_max = _first_within(d_ref, min(REFERENCE_EPS))[0] + 2
        d = exact.distance_profile(K, t_max, pi=pi)
        dts.add_worst(d, d_ref[: t_max + 1], f"n={n}", lambda j: f"t={j}")
        profiles[n] = (d.tolist(), d_ref[: t_max + 1].tolist())
        table.append(row)
    # tol 1e-12: a linear solve, or Krylov with a GMRES polish to residual 1e-12
    chk.check("hypercube T=inf: pi uniform", pis, tol=1e-12, why="solver residual 1e-12")
    # tol 1e-12: up to ~30 products with a stochastic matrix; measured below 1e-14
    chk.check("hypercube T=inf: d(t) = Ehrenfest weight chain", dts, tol=1e-12, why="~30 products")
    for method, cases in tmix.items():
        # tol 0: integers; asserted only when the Ehrenfest d(t) stays REFERENCE_TIE away from eps
        chk.check(f"hypercube T=inf: t_mix(eps), method={method}", cases, tol=0, integer=True, why="integers",
                  hypothesis_holds=bool(tie > REFERENCE_TIE), guard=f"no tie: min |d(t) - eps| = {tie:.2g}")
    return {"table": table, "profiles": profiles}


REFERENCE_ISING_T = (0.8, 2.0)


def _ref_ising_ring(exact, chk: _Agreement) -> dict:
    """Glauber (1963): the heat-bath gap of the Ising ring, ``(1 - tanh(2 J/T))/n``, ``J = c/2``."""
    c, table = 1.0, []
    for T in REFERENCE_ISING_T:
        gaps = _Cases()
        for n in range(4, 13):
            K = exact.glauber_kernel(potts(2, n, c, graph="cycle"), temperature=T)
            g, g_ref = exact.spectral_summary(K).spectral_gap, (1.0 - math.tanh(c / T)) / n
            gaps.add(g, g_ref, f"n={n}")
            table.append((n, T, g_ref, g))
        # tol 1e-10: eigsh to 1e-11 above 256 states (dense eigvalsh below); measured <= 3e-13
        chk.check(f"Ising ring gap = (1 - tanh(c/T))/n, T={T:g}", gaps, tol=1e-10, why="eigsh tolerance 1e-11")
    return {"table": table}


def _logsumexp(z) -> float:
    z = np.asarray(z, dtype=float)
    m = float(z.max())
    return m + math.log(float(np.exp(z - m).sum()))


def _ref_exit_time(exact, chk: _Agreement) -> dict:
    """Exit time of a strict fixed point from its conditionals, computed by hand."""
    q, n, c, field_ = 3, 3, 1.0, (0.3, 0.0, -0.2)
    model = potts(q, n, c, field=field_)
    # At x* = (0, 0, 0) (state 0) every site sees the logits (0.3 + 2c, 0, -0.2): margin
    # gamma = 2.3. Each step leaves x* w.p. p_leave = (e^{0/T} + e^{-0.2/T}) / sum_a e^{l_a/T}
    # (all sites alike), so E[tau] = 1/(1 - P(x*, x*)) = 1/p_leave exactly.
    logits = np.array([field_[0] + (n - 1) * c, field_[1], field_[2]])
    gamma = float(logits[0] - logits[1:].max())
    taus, escs, bounds, gammas = _Cases(), _Cases(), _Cases(), _Cases()
    rows = []
    for T in (0.25, 0.1):
        z = logits / T
        log_tau = _logsumexp(z) - _logsumexp(z[1:])
        log_bound = gamma / T - math.log(q - 1)
        K = exact.glauber_kernel(model, temperature=T)
        mask = np.zeros(K.n_states, dtype=bool)
        mask[0] = True
        tau = float(exact.expected_exit_times(K, mask)[0])
        esc = next((e for e in exact.escape_checks(K) if e.fixed_point.index == 0), None)
        case = f"T={T:g}"
        taus.add(math.log(tau) if tau > 0 else math.nan, log_tau, case)
        escs.add(None if esc is None else esc.log_exit_time, log_tau, case)
        bounds.add(None if esc is None else esc.log_bound, log_bound, case)
        gammas.add(None if esc is None else esc.fixed_point.gamma, gamma, case)
        rows.append((T, math.exp(log_tau), tau, math.exp(log_bound)))
    # tol 1e-12 on logs (relative 1e-12): GTH forms 1 - P(x*, x*) as a sum of exit
    # probabilities, never by subtraction, so E[tau] ~ e^23 keeps its digits
    chk.check("fixed point: ln E[tau] = -ln(1 - P(x*,x*)), expected_exit_times", taus, tol=1e-12,
              why="relative; GTH never subtracts")
    chk.check("fixed point: ln E[tau], escape_checks", escs, tol=1e-12, why="relative; log-space sums")
    # tol 1e-12: gamma/T up to 23, a few ulps
    chk.check("escape bound ln(e^(gamma/T)/(q-1)), escape_checks", bounds, tol=1e-12, why="gamma/T <= 23")
    chk.check("fixed point: margin gamma = 0.3 + 2c", gammas, tol=1e-12, why="logit differences")
    return {"rows": rows, "gamma": gamma}


def _ref_two_site_potts(exact, chk: _Agreement) -> dict:
    """Two-site Potts, q = 2: ``R_01 = tanh(c/(2T))``, the equality case of the softmax lemma."""
    c, n, eps = 1.0, 2, 0.25
    R, L, slack, alpha, T0, bound = (_Cases() for _ in range(6))
    frac = math.inf
    for T in (0.5, 1.0, 3.0):
        rep = exact.influence(potts(2, n, c), temperature=T, eps=eps)
        a = math.tanh(c / (2 * T))  # = sigmoid(c/T) - sigmoid(-c/T)
        x = n * math.log(n / eps) / (1 - a)
        frac = min(frac, abs(x - round(x)))
        case = f"T={T:g}"
        for cases, comps, ref in ((R, (rep.R[0, 1], rep.R[1, 0]), a), (L, (rep.L[0, 1], rep.L[1, 0]), 2 * c),
                                  (slack, (rep.softmax_slack,), 0.0), (alpha, (rep.alpha_col, rep.alpha_row.value), a),
                                  (T0, (rep.T0_col,), c / 2), (bound, (rep.contraction_bound,), math.ceil(x))):
            for comp in comps:
                cases.add(comp, ref, case)
    # tol 1e-13: a two-logit softmax and one subtraction, a few ulps
    chk.check("two-site Potts: R_01 = R_10 = tanh(c/(2T))", R, tol=1e-13, why="2-logit softmax")
    chk.check("two-site Potts: L_01 = L_10 = 2c", L, tol=1e-13, why="logit differences")
    chk.check("softmax lemma tight for q=2: tanh(L/(4T)) - R = 0", slack, tol=1e-13, why="tanh vs softmax")
    chk.check("two-site Potts: alpha (columns, rows) = tanh(c/(2T))", alpha, tol=1e-13, why="one term")
    chk.check("two-site Potts: T_0 = max_j sum_i L_ij / 4 = c/2", T0, tol=1e-13, why="logit differences")
    # tol 0: integers; asserted only when n ln(n/eps)/(1 - alpha) is REFERENCE_TIE away from an integer
    chk.check("contraction bound = ceil(n ln(n/eps)/(1 - alpha))", bound, tol=0, integer=True, why="integers",
              hypothesis_holds=bool(frac > REFERENCE_TIE), guard=f"argument {frac:.2g} from an integer")
    return {}


def _ref_known_results(exact, chk: _Agreement) -> dict:
    """Known results at scale on the lumped engine (issue 12; :mod:`.known_results`, sources there)."""
    return known_results(exact, chk, cases=_Cases, ehrenfest_profile=_ehrenfest_profile,
                         first_within=_first_within, eps_values=REFERENCE_EPS, tie_atol=REFERENCE_TIE)


REFERENCE_GROUPS = (
    ("two-state chains", _ref_two_state),
    ("independent sites", _ref_product),
    ("lazy hypercube", _ref_hypercube),
    ("Ising ring", _ref_ising_ring),
    ("fixed-point exit time", _ref_exit_time),
    ("two-site Potts influence", _ref_two_site_potts),
    ("known results at scale (lumped)", _ref_known_results),
)


def section_reference(out_dir: str, *, quick: bool = False, progress=None) -> Section:
    """The exact engine against closed forms computed in this section (about 2 s; ``quick``
    changes nothing; ``progress``: called with one line per group of cases)."""
    s = Section("reference", "Reference chains: the exact engine against closed forms")
    s.text.append(
        "Every other section trusts the exact engine (kernels, `pi`, spectra, `d(t)`, `t_mix`, exit "
        "times, influences). Here its numbers are held to closed forms computed in this section from "
        "the formulas alone, at stated tolerances, so a wrong constant or an off-by-one in the engine "
        "fails `glauber verify`. The cases: two-state chains `[[1-p, p], [r, 1-r]]` with "
        "`d(t) = max(p,r)/(p+r) |1-p-r|^t` (Levin-Peres-Wilmer, *Markov Chains and Mixing Times*, "
        "section 1.1), one of them a lazy one-site Glauber kernel, and the reversible bounds "
        "`(t_rel - 1) ln(1/(2 eps)) <= t_mix <= t_rel ln(1/(eps pi_min))` (LPW Thms 12.4, 12.5) "
        "evaluated by hand; independent sites, a product chain with spectrum `1 - k/n` of multiplicity "
        "`C(n,k)(q-1)^k` (LPW section 12.4); random-scan Glauber with q = 2 at T = inf, the lazy walk "
        "on `{0,1}^n`, whose `d(t)` and `t_mix` follow from the Ehrenfest weight chain on `0..n` (LPW "
        "section 2.3), by both `t_mix` algorithms; Glauber's exact gap of the Ising ring, "
        "`(1 - tanh(c/T))/n` for a Potts coupling `c` (= Ising `J = c/2`; R. J. Glauber, J. Math. "
        "Phys. 4, 294 (1963)); the exit time `1/(1 - P(x*, x*))` of a strict fixed point from its "
        "conditionals, with the escape bound `e^(gamma/T)/(q-1)`; and the two-site Potts model, where "
        "`R_01 = tanh(c/(2T))` is the equality case of the softmax lemma, with the contraction bound "
        "`ceil(n ln(n/eps)/(1 - alpha))`. Known results at scale, on the lumped engine (exchangeable "
        "models, `n` to 1000): the lazy hypercube's cutoff at `(1/2) n ln n` with its `O(n)` window "
        "(Diaconis-Graham-Morrison 1990), Curie-Weiss against independent values, its cutoff constant "
        "`1/(2(1 - beta/T))` (Levin-Luczak-Peres 2010), the `n^(3/2)` law at `T_c` and the free-energy "
        "barrier rate below it, and the mean-field Potts spinodal `beta_s(q)` (Cuff et al. 2012). Each "
        "claim's value is the engine's number and its bound the closed form, at the worst of its cases; results.json lists every case.")
    chk = _Agreement(s)
    data = {}
    for k, (label, group) in enumerate(REFERENCE_GROUPS, 1):
        if progress is not None:
            progress(f"[{KEY}] cases {k}/{len(REFERENCE_GROUPS)}: {label}")
        try:
            data[label] = group(exact, chk)
        except Exception as exc:  # an engine that raises on a textbook case fails, it does not crash the report
            chk.error(label, exc)
    hyper = data.get("lazy hypercube", {}).get("table")
    if hyper:
        heads = ["n"] + [f"{what} eps={eps:g}" for eps in REFERENCE_EPS
                         for what in ("Ehrenfest t_mix", "doubling", "stepping")]
        s.text.append("Lazy hypercube (T = inf): `t_mix(eps)` from the Ehrenfest weight chain and from the "
                      "engine's two algorithms:")
        s.text.append(md_table(hyper, heads))
    ising = data.get("Ising ring", {}).get("table")
    if ising:
        by_n = {}
        for n, _T, g_ref, g in ising:
            by_n.setdefault(n, [n]).extend([g_ref, g])
        s.text.append("Ising ring (Potts q = 2, coupling 1, cycle): random-scan absolute gap, closed form "
                      "and engine:")
        s.text.append(md_table(list(by_n.values()), ["n"] + [f"{w}, T={T:g}" for T in REFERENCE_ISING_T
                                                               for w in ("(1 - tanh(1/T))/n", "engine")]))
    s.data = {"cases": chk.rows, "hypercube_t_mix": hyper, "ising_gap": ising,
              "two_state_profiles": data.get("two-state chains", {}).get("profiles"),
              "hypercube_profiles": data.get("lazy hypercube", {}).get("profiles")}
    if s.data["two_state_profiles"] or s.data["hypercube_profiles"]:
        s.figures.append((_reference_figure(out_dir, s.data), "d(t): exact engine (markers) against the "
                          "closed forms (lines)."))
    return s


def _reference_figure(out_dir: str, data: dict) -> str:
    plt = pyplot()
    fig, (ax0, ax1) = plt.subplots(1, 2, figsize=(8.8, 4.2))
    panels = ((ax0, data.get("two_state_profiles") or {}, str),
              (ax1, {n: v for n, v in (data.get("hypercube_profiles") or {}).items() if n in (4, 7, 10)},
               lambda n: f"n={n}"))
    for ax, profiles, label in panels:
        for name, (d, d_ref) in profiles.items():
            t = np.arange(len(d))
            line, = ax.plot(t, np.maximum(d_ref, 1e-300), "-", linewidth=1.2, label=label(name))
            ax.plot(t, np.maximum(d, 1e-300), "o", markersize=3.5, color=line.get_color(), fillstyle="none")
        ax.set_yscale("log")
        ax.set_xlabel("$t$")
        ax.legend(fontsize=SMALL)
    for eps in REFERENCE_EPS:
        ax1.axhline(eps, color="0.6", linestyle=":", linewidth=1)
        ax1.text(0.01, eps, rf"$\varepsilon = {eps:g}$", transform=ax1.get_yaxis_transform(), ha="left", va="bottom",
                 fontsize=SMALL, color="0.4")
    ax0.set_ylabel("$d(t)$")
    ax0.set_title(r"Two-state: $d(t) = \frac{\max(p,r)}{p+r}\,|1-p-r|^t$", fontsize=10)
    ax1.set_title(r"Lazy hypercube ($T = \infty$): Ehrenfest weight chain", fontsize=10)
    return save(fig, out_dir, "reference.png")


def section(out_dir: str, *, quick: bool = False, real: bool = True, rng=None, progress=None) -> Section:
    """The registry's entry point (uniform signature)."""
    return section_reference(out_dir, quick=quick, progress=progress)
