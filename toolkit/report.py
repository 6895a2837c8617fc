"""The verification report behind ``glauber verify`` (and ``make demo``).

Each section computes both sides of a claim on concrete models and records it as a
:class:`ReportClaim`: the hypothesis (does the theorem's condition hold here?), the
bound, the value, whether it holds and the slack. Theorem checks (``kind="theorem"``)
make ``glauber verify`` exit non-zero when their hypothesis holds and they fail;
comparisons (``kind="comparison"``, e.g. ``k * gamma`` against a fitted slope, or the
phase verdict) are reported, not asserted.

Sections: reference chains (the exact engine against closed forms: two-state chains, product
chains, the lazy hypercube, Glauber's Ising-ring gap, a fixed point's exit time, the two-site
Potts influence), incompatibility (toy families exact, real MLMs sampled), contraction
(``n log n``), metastability (exponential escape), the ``(T, n)`` phase diagram with its
finite-size analysis, exact vs sampled calibration, semantic trajectories on ``tiny-en``.

The report is written to ``OUT/index.md``, ``OUT/index.html`` and ``OUT/results.json``
with PNG figures beside them. ``toolkit`` never imports ``exact`` at module level: the
sections import it when they run.
"""

from __future__ import annotations

import html
import importlib.util
import json
import math
import os
import time
from dataclasses import asdict, dataclass, field

import numpy as np

from ._validation import as_rng
from .results import _fmt, format_table, to_jsonable


# ---------------------------------------------------------------------- data model
@dataclass(frozen=True)
class ReportClaim:
    """One row of the claims table."""

    section: str
    name: str
    hypothesis: str
    hypothesis_holds: bool | None
    bound: object
    value: object
    holds: bool | None
    slack: float | None = None
    kind: str = "theorem"  # "theorem" (asserted) or "comparison" (reported)

    @property
    def failed(self) -> bool:
        return self.kind == "theorem" and self.hypothesis_holds is not False and self.holds is False

    def status(self) -> str:
        if self.holds is None:
            return "n/a"
        if self.kind != "theorem":
            return "yes" if self.holds else "no (reported)"
        return "PASS" if self.holds else "FAIL"

    def to_dict(self) -> dict:
        d = asdict(self)
        d["status"] = self.status()
        return d


@dataclass
class Section:
    key: str
    title: str
    text: list = field(default_factory=list)  # markdown paragraphs / tables
    claims: list = field(default_factory=list)
    figures: list = field(default_factory=list)  # (filename, caption)
    data: dict = field(default_factory=dict)
    seconds: float = 0.0
    skipped: str | None = None


@dataclass
class VerifyReport:
    sections: list
    out_dir: str
    seconds: float = 0.0

    @property
    def claims(self) -> list:
        return [c for s in self.sections for c in s.claims]

    @property
    def failures(self) -> list:
        return [c for c in self.claims if c.failed]

    @property
    def ok(self) -> bool:
        return not self.failures

    def claims_table(self) -> str:
        rows = [(c.section, c.name, _hyp(c), _cell(c.bound), _cell(c.value), c.status(),
                 "-" if c.slack is None else _fmt(c.slack)) for c in self.claims]
        return format_table(rows, ("section", "claim", "hypothesis", "bound", "value", "holds", "slack"))


def _hyp(c: ReportClaim) -> str:
    if c.hypothesis_holds is None:
        return c.hypothesis
    return f"{c.hypothesis}: {'yes' if c.hypothesis_holds else 'no'}"


def _cell(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, str):
        return v
    return _fmt(v)


def _md_table(rows, headers) -> str:
    def cell(v):
        return _cell(v).replace("|", "\\|")

    out = ["| " + " | ".join(h.replace("|", "\\|") for h in headers) + " |",
           "|" + "|".join("---" for _ in headers) + "|"]
    out += ["| " + " | ".join(cell(v) for v in r) + " |" for r in rows]
    return "\n".join(out)


def _plt():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(fig, out_dir: str, name: str) -> str:
    path = os.path.join(out_dir, name)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    _plt().close(fig)
    return name


# ---------------------------------------------------------------------- reference chains
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
                                         slack=float(tol - diff[k])))

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
    from .models import IndependentSites

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
    from .models import IndependentSites

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
    from .models import potts

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
    from .models import potts

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
    from .models import potts

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
    from .models import potts

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
                                  (slack, (rep.softmax_slack,), 0.0), (alpha, (rep.alpha_col, rep.alpha_row), a),
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


REFERENCE_GROUPS = (
    ("two-state chains", _ref_two_state),
    ("independent sites", _ref_product),
    ("lazy hypercube", _ref_hypercube),
    ("Ising ring", _ref_ising_ring),
    ("fixed-point exit time", _ref_exit_time),
    ("two-site Potts influence", _ref_two_site_potts),
)


def section_reference(out_dir: str, *, quick: bool = False) -> Section:
    """The exact engine against closed forms computed in this section (about 2 s; ``quick``
    changes nothing)."""
    import exact

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
        "`ceil(n ln(n/eps)/(1 - alpha))`. Each claim's value is the engine's number and its bound the "
        "closed form, at the worst of its cases; results.json lists every case.")
    chk = _Agreement(s)
    data = {}
    for label, group in REFERENCE_GROUPS:
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
        s.text.append(_md_table(hyper, heads))
    ising = data.get("Ising ring", {}).get("table")
    if ising:
        by_n = {}
        for n, _T, g_ref, g in ising:
            by_n.setdefault(n, [n]).extend([g_ref, g])
        s.text.append("Ising ring (Potts q = 2, coupling 1, cycle): random-scan absolute gap, closed form "
                      "and engine:")
        s.text.append(_md_table(list(by_n.values()), ["n"] + [f"{w}, T={T:g}" for T in REFERENCE_ISING_T
                                                               for w in ("(1 - tanh(1/T))/n", "engine")]))
    s.data = {"cases": chk.rows, "hypercube_t_mix": hyper, "ising_gap": ising,
              "two_state_profiles": data.get("two-state chains", {}).get("profiles"),
              "hypercube_profiles": data.get("lazy hypercube", {}).get("profiles")}
    if s.data["two_state_profiles"] or s.data["hypercube_profiles"]:
        s.figures.append((_reference_figure(out_dir, s.data), "d(t): exact engine (markers) against the "
                          "closed forms (lines)."))
    return s


def _reference_figure(out_dir: str, data: dict) -> str:
    plt = _plt()
    fig, (ax0, ax1) = plt.subplots(1, 2, figsize=(10, 4.2))
    panels = ((ax0, data.get("two_state_profiles") or {}, str),
              (ax1, {n: v for n, v in (data.get("hypercube_profiles") or {}).items() if n in (4, 7, 10)},
               lambda n: f"n={n}"))
    for ax, profiles, label in panels:
        for name, (d, d_ref) in profiles.items():
            t = np.arange(len(d))
            line, = ax.plot(t, np.maximum(d_ref, 1e-300), "-", linewidth=1.2, label=label(name))
            ax.plot(t, np.maximum(d, 1e-300), "o", markersize=3.5, color=line.get_color(), fillstyle="none")
        ax.set_yscale("log")
        ax.set_xlabel("t")
        ax.legend(fontsize=7)
    for eps in REFERENCE_EPS:
        ax1.axhline(eps, color="0.6", linestyle=":", linewidth=1)
        ax1.text(0.01, eps, f"eps = {eps:g}", transform=ax1.get_yaxis_transform(), ha="left", va="bottom",
                 fontsize=7, color="0.4")
    ax0.set_ylabel("d(t)")
    ax0.set_title("Two-state chains: max(p,r)/(p+r) |1-p-r|^t", fontsize=10)
    ax1.set_title("Lazy hypercube (T = inf): Ehrenfest weight chain", fontsize=10)
    return _save(fig, out_dir, "reference.png")


# ---------------------------------------------------------------------- sections
TOY_FAMILIES = (
    # (label, model name, params, compatible by construction)
    ("symmetric Potts q=3 n=5 (cycle)", "potts", dict(q=3, n=5, coupling=1.0, graph="cycle"), True),
    ("symmetric random pairwise q=3 n=5", "symmetric-pairwise", dict(q=3, n=5, scale=1.0, seed=0), True),
    ("random joint q=2 n=6", "random-joint", dict(q=2, n=6, scale=1.0, seed=0), True),
    ("asymmetric random pairwise q=3 n=5", "asymmetric-pairwise", dict(q=3, n=5, scale=1.0, seed=0), False),
    ("random logit table q=2 n=6", "random-table", dict(q=2, n=6, scale=1.0, seed=0), False),
)


def section_incompatibility(out_dir: str, *, quick: bool = False, real: bool = True, rng=None) -> Section:
    """Certified rectangles on toy families (exact, every rectangle) and on real MLMs (sampled)."""
    from exact import glauber_kernel, spectral_summary, stationary
    from exact.compat import all_rectangles, kolmogorov_log_ratios

    from .models import make_model

    rng = as_rng(rng)
    s = Section("incompatibility", "Incompatibility: certified rectangles")
    s.text.append(
        "For sites `i != j`, a context on the other sites and tokens `a != a'`, `b != b'`, the rectangle "
        "statistic `log R` vanishes for every rectangle of compatible conditionals; one rectangle whose "
        "`|log R|` exceeds its floating-point error bound certifies incompatibility. It equals the log "
        "Kolmogorov ratio of the Glauber 4-cycle, so the kernel is reversible exactly when all vanish.")
    rows, hist = [], {}
    T = 1.0
    for label, name, params, compatible in TOY_FAMILIES:
        model = make_model(name, **params)
        table = all_rectangles(model, temperature=T)
        K = glauber_kernel(model, temperature=T)
        pi = stationary(K)
        spec = spectral_summary(K, pi)
        kol = kolmogorov_log_ratios(K, table)
        kol_err = float(np.nanmax(np.abs(kol - table.log_r))) if len(table) else 0.0
        absr = np.abs(table.log_r)
        hist[label] = absr
        rows.append((label, len(table), table.n_certified, table.certified_fraction, float(np.median(absr)),
                     table.max_abs, spec.reversible, kol_err))
        if compatible:
            s.claims.append(ReportClaim(s.key, f"no certified rectangle: {label}", "compatible by construction", True,
                                        "0 certified", table.n_certified, table.n_certified == 0))
        else:
            s.claims.append(ReportClaim(s.key, f"incompatibility certified: {label}", "generic random conditionals",
                                        None, "> 0 certified", table.n_certified, table.n_certified > 0,
                                        kind="comparison"))
        s.claims.append(ReportClaim(s.key, f"reversible iff all rectangles vanish: {label}",
                                    "positive conditionals", True, f"reversible={table.n_certified == 0}",
                                    f"reversible={spec.reversible}", spec.reversible == (table.n_certified == 0)))
        s.claims.append(ReportClaim(s.key, f"Kolmogorov 4-cycle ratio = log R: {label}", "Glauber kernel", True,
                                    "<= 1e-9", kol_err, kol_err <= 1e-9, slack=1e-9 - kol_err))
    s.text.append(_md_table(rows, ("family", "rectangles", "certified", "fraction", "median |log R|",
                                   "max |log R|", "reversible", "max |Kolmogorov - log R|")))
    s.data["toy"] = [dict(zip(("family", "rectangles", "certified", "fraction", "median_abs_log_r", "max_abs_log_r",
                               "reversible", "kolmogorov_error"), r, strict=True)) for r in rows]
    real_rows = []
    if real:
        for spec_ in _real_rectangle_specs(quick):
            try:
                res = _real_rectangles(spec_, rng=rng)
            except Exception as exc:  # a missing optional model must not sink the report
                s.text.append(f"*{spec_['label']}: skipped ({type(exc).__name__}: {exc})*")
                continue
            hist[spec_["label"]] = np.abs(res.table["log_r"])
            prev = res.prevalence
            med = float(res.quantiles.get("0.5", np.median(np.abs(res.table["log_r"]))))
            real_rows.append((spec_["label"], res.n_rectangles, int(res.table["certified"].sum()), prev.value,
                              med, float(np.abs(res.table["log_r"]).max())))
            s.claims.append(ReportClaim(s.key, f"incompatibility certified: {spec_['label']}", "real MLM conditionals",
                                        None, "> 0 certified", int(res.table["certified"].sum()), res.incompatible,
                                        kind="comparison"))
            if res.witnesses:
                w = res.witnesses[0]
                s.text.append(f"Worst rectangle on {spec_['label']}: {w.text} (log R = {w.log_r:.3g}, "
                              f"bound {w.bound:.2g}).")
        if real_rows:
            s.text.append("Real MLMs (sampled rectangle test on real text or sequences, top-k tokens per site):")
            s.text.append(_md_table(real_rows, ("model, input", "rectangles", "certified", "prevalence",
                                                "median |log R|", "max |log R|")))
            s.data["real"] = [dict(zip(("model", "rectangles", "certified", "prevalence", "median_abs_log_r",
                                        "max_abs_log_r"), r, strict=True)) for r in real_rows]
    plt = _plt()
    fig, ax = plt.subplots(figsize=(8, 4.5))
    bins = np.logspace(-17, 1.5, 50)
    for label, v in hist.items():
        v = np.clip(np.asarray(v, dtype=float), 1e-17, None)
        ax.hist(v, bins=bins, histtype="step", linewidth=1.6, label=label, weights=np.full(v.size, 1.0 / v.size))
    ax.axvspan(1e-17, 1e-9, color="0.92", zorder=0)
    ax.text(3e-17, 0.93, "round-off level", transform=ax.get_xaxis_transform(), fontsize=8,
            va="top")
    ax.set_xscale("log")
    ax.set_xlabel("|log R|  (values below 1e-17 drawn at 1e-17)")
    ax.set_ylabel("fraction of rectangles")
    ax.set_title("Compatible families sit at round-off; incompatible ones and real MLMs far above")
    ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.62, 1.0))
    s.figures.append((_save(fig, out_dir, "incompatibility.png"), "Distribution of |log R| per family."))
    return s


def _real_rectangle_specs(quick: bool) -> list:
    specs = [dict(label="tiny-en, a WEB Bible sentence", model="tiny-en",
                  text="and the king said to the people of israel that the lord is god")]
    if not quick:
        if importlib.util.find_spec("sapiens") is not None:
            specs.append(dict(label="sapiens-vh, a human VH (first 40 residues)", model="sapiens-vh",
                              text=HUMAN_VH[:40]))
        if importlib.util.find_spec("antiberty") is not None:
            specs.append(dict(label="antiberty, a human VH (first 24 residues)", model="antiberty",
                              text=HUMAN_VH[:24]))
    return specs


# A human VH chain: the usage example in the antiberty 0.1.3 wheel's METADATA (also used in
# tests/toolkit/test_mlm.py); AntiBERTy and Sapiens recover 92.6% of its residues.
HUMAN_VH = ("EVQLVQSGPEVKKPGTSVKVSCKASGFTFMSSAVQWVRQARGQRLEWIGWIVIGSGNTNYAQKFQERVTITRDMSTSTAYMELSSL"
            "RSEDTAVYYCAAPYCSSISCNDGFDIWGQGTMVTVS")


def _real_rectangles(spec: dict, *, rng):
    """The sampled rectangle test on a real text: every position free, V = the whole
    vocabulary, the top-3 tokens at each site, adjacent site pairs, context = the text."""
    from .incompat import rectangle_test
    from .models.mlm import load_model

    residues = spec["model"] in ("antiberty", "sapiens-vh", "sapiens-vl")
    n_tok = len(spec["text"]) if residues else len(spec["text"].split())
    model = load_model(spec["model"], tokens="all", text=spec["text"], free_positions=list(range(n_tok)))
    return rectangle_test(model, model.initial_state()[None, :], pairs="adjacent", tokens="top-k", k=3, rng=rng)


def section_contraction(out_dir: str, *, quick: bool = False) -> Section:
    """Exact t_mix against the contraction bound and n ln n on a bounded-influence family."""
    from exact.scans import nlogn_scan

    s = Section("contraction", "High temperature: O(n log n) mixing under bounded influence")
    T = 1.5
    n_max = 9 if quick else 11
    scan = nlogn_scan("potts", range(2, n_max + 1), temperature=T, params=dict(q=2, coupling=1.0, graph="cycle"))
    s.text.append(
        "With `alpha = max_j sum_i R_ij(T) < 1` (bounded cross-token influence), the one-site maximal "
        "coupling contracts Hamming distance by `1 - (1 - alpha)/n` per step, so "
        "`t_mix(1/4) <= ceil(n ln(4n) / (1 - alpha))`. Family: nearest-neighbour Potts, q = 2, on a cycle, "
        f"coupling 1, T = {T} (above T_0 = {scan.rows[-1].T0:.3g}).")
    rows = [(r.n, r.alpha_col, r.bound, r.t_mix, r.ratio, r.holds) for r in scan.rows]
    s.text.append(_md_table(rows, ("n", "alpha", "contraction bound", "exact t_mix", "t_mix / (n ln n)",
                                   "t_mix <= bound")))
    for r in scan.rows:
        s.claims.append(ReportClaim(s.key, f"t_mix <= contraction bound, n={r.n}", "alpha < 1",
                                    r.alpha_col < 1, r.bound, r.t_mix, r.holds,
                                    slack=None if r.bound is None else float(r.bound - r.t_mix)))
    ns = np.array([r.n for r in scan.rows if r.n >= 3], dtype=float)
    ts = np.array([r.t_mix for r in scan.rows if r.n >= 3], dtype=float)
    x = ns * np.log(ns)
    c = float((x @ ts) / (x @ x))
    resid = ts - c * x
    r2 = float(1 - (resid @ resid) / ((ts - ts.mean()) @ (ts - ts.mean())))
    lo, hi = scan.ratio_band
    s.text.append(f"Fit `t_mix ~ c n ln n` over n >= 3: c = {c:.3f}, R^2 = {r2:.4f}; "
                  f"t_mix/(n ln n) stays in [{lo:.3f}, {hi:.3f}].")
    s.claims.append(ReportClaim(s.key, "t_mix/(n ln n) in a constant band", "alpha < 1 for all n", True,
                                "max/min ratio <= 2", f"{hi / lo:.3f}", hi / lo <= 2, slack=2 - hi / lo,
                                kind="comparison"))
    s.data = {"scan": scan.to_dict(), "fit_c": c, "fit_r2": r2}
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6.5, 4.2))
    n_all = np.array([r.n for r in scan.rows])
    ax.plot(n_all, [r.t_mix for r in scan.rows], "o-", label="exact t_mix(1/4)")
    ax.plot(n_all, [r.bound for r in scan.rows], "s--", label="contraction bound n ln(4n)/(1-alpha)")
    grid = np.linspace(2, n_all.max(), 100)
    ax.plot(grid, c * grid * np.log(grid), ":", label=f"fit {c:.2f} n ln n")
    ax.set_xlabel("n (sites)")
    ax.set_ylabel("steps")
    ax.set_title(f"Potts q=2 cycle, T={T}: mixing is O(n log n)")
    ax.legend()
    s.figures.append((_save(fig, out_dir, "contraction.png"), "Exact t_mix, the contraction bound and the n ln n fit."))
    return s


def section_metastability(out_dir: str, *, quick: bool = False) -> Section:
    """Exit times from planted fixed points against e^{gamma/T}/(q-1), and the slope."""
    from exact.scans import metastability_scan

    from .models import make_model
    from .models.basins import planted_margin

    s = Section("metastability", "Low temperature: metastability and exponential escape")
    s.text.append(
        "A strict argmax state `x*` with uniform local margin `gamma` is left with probability at most "
        "`(q-1) e^{-gamma/T}` per step, so `E[tau_exit] >= e^{gamma/T}/(q-1)`: escape is exponential in "
        "`1/T`, with slope `gamma` for leaving the fixed point itself. For a basin that needs `k` uphill "
        "moves, `k * gamma` is a heuristic for the slope, reported beside the measured one.")
    gamma = 1.0
    Ts = gamma * np.array([2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12])
    model = planted_margin(2, 4, gamma, rng=0)
    fp = metastability_scan(model, Ts)
    rows = [(r.temperature, r.inv_temperature, r.exit_time, r.bound, r.holds) for r in fp.rows]
    s.text.append(f"Planted-margin model (q=2, n=4, gamma={gamma}), exit from the fixed point [{fp.state}]:")
    s.text.append(_md_table(rows, ("T", "1/T", "exact E[tau_exit]", "e^(gamma/T)/(q-1)", "holds")))
    for r in fp.rows:
        s.claims.append(ReportClaim(s.key, f"E[tau_exit] >= e^(gamma/T)/(q-1), T={r.temperature:.3g}",
                                    f"margin gamma={fp.gamma:g} > 0", True, r.bound, r.exit_time, r.holds,
                                    slack=float(r.log_exit_time - r.log_bound)))
    s.claims.append(ReportClaim(s.key, "slope of ln E[tau] vs 1/T within 10% of gamma", "fixed point, lowest T",
                                True, f"gamma = {fp.gamma:g}", fp.slope, fp.slope_rel_error <= 0.10,
                                slack=0.10 - fp.slope_rel_error))
    basin_rows = []
    for label, name, params in [("Potts complete q=2 n=5", "potts", dict(q=2, n=5, coupling=1.0)),
                                ("Potts complete q=3 n=4", "potts", dict(q=3, n=4, coupling=1.0))]:
        if quick and basin_rows:
            break
        m = make_model(name, **params)
        b = metastability_scan(m, np.array([1.0, 0.7, 0.5, 0.35, 0.25, 0.2, 0.16]), set_kind="basin")
        basin_rows.append((label, b.set_size, b.gamma, b.k, b.k_gamma, b.cost, b.slope))
        s.claims.append(ReportClaim(s.key, f"basin exit slope vs k*gamma: {label}", f"k={b.k} uphill moves", None,
                                    f"k*gamma = {b.k_gamma:g}", b.slope, abs(b.slope - b.k_gamma) <= 0.1 * b.k_gamma,
                                    kind="comparison"))
    s.text.append("Exit from a whole zero-temperature basin (comparison, not asserted): the fitted slope "
                  "follows the least exit cost V (sum of logit deficits along the cheapest exit path); "
                  "`k * gamma` overestimates once k > 1.")
    s.text.append(_md_table(basin_rows, ("model", "basin size", "gamma", "k", "k*gamma", "V", "fitted slope")))
    s.data = {"fixed_point": fp.to_dict(), "basins": [dict(zip(("model", "basin_size", "gamma", "k", "k_gamma",
                                                                "V", "slope"), r, strict=True)) for r in basin_rows]}
    plt = _plt()
    fig, ax = plt.subplots(figsize=(6.5, 4.2))
    inv = np.array([r.inv_temperature for r in fp.rows])
    ax.plot(inv, [r.log_exit_time for r in fp.rows], "o-", label="exact ln E[tau_exit]")
    ax.plot(inv, [r.log_bound for r in fp.rows], "--", label="ln( e^(gamma/T)/(q-1) )  (lower bound)")
    ax.plot(inv, fp.intercept + fp.slope * inv, ":", label=f"fit: slope {fp.slope:.3f} (gamma = {fp.gamma:g})")
    ax.set_xlabel("1/T")
    ax.set_ylabel("ln E[tau_exit]")
    ax.set_title("Escape from a planted fixed point is exponential in 1/T")
    ax.legend()
    s.figures.append((_save(fig, out_dir, "metastability.png"), "Exact exit time against 1/T with the escape bound."))
    return s


def section_calibration(out_dir: str, *, quick: bool = False, rng=None) -> Section:
    """Sampled estimators beside the exact values on four toy families."""
    from exact.calibration import calibration_table

    from .models import make_model

    rng = as_rng(rng)
    s = Section("calibration", "Exact vs sampled: the estimators against the truth")
    s.text.append("Each sampled estimate (batched chains, couplings, autocorrelation) beside the exact value "
                  "computed by enumeration on the same chain; coupling rows are upper bounds on d(t).")
    families = [("independent sites", "independent", dict(q=2, n=4, seed=0)),
                ("symmetric Potts", "potts", dict(q=2, n=4, coupling=0.8, graph="cycle")),
                ("asymmetric pairwise", "asymmetric-pairwise", dict(q=2, n=4, seed=1)),
                ("random table", "random-table", dict(q=2, n=4, seed=2))]
    if quick:
        families = families[1:3]
    all_rows, n_ok, n_rows = [], 0, 0
    for label, name, params in families:
        tab = calibration_table(make_model(name, **params), temperature=1.0, n_chains=32,
                                n_steps=1000 if quick else 2000, progress=False, rng=rng, name=label)
        for r in tab.rows:
            all_rows.append((label, r.name, r.kind, r.sampled.value, f"[{r.sampled.ci[0]:.4g}, {r.sampled.ci[1]:.4g}]",
                             "-" if r.exact is None else r.exact.value,
                             "-" if r.ok is None else ("yes" if r.ok else "no")))
            if r.ok is not None:
                n_rows += 1
                n_ok += bool(r.ok)
            if r.ok is not None and r.kind == "upper bound":
                s.claims.append(ReportClaim(s.key, f"coupling bound >= exact d(t): {label}, {r.name}",
                                            "coupling inequality", True, r.sampled.ci[1], r.exact.value, r.ok,
                                            slack=float(r.sampled.ci[1] - r.exact.value)))
        s.data[label] = tab.to_dict()
    s.text.append(_md_table(all_rows, ("family", "quantity", "kind", "sampled", "95% interval", "exact", "agrees")))
    s.claims.append(ReportClaim(s.key, "sampled estimates agree with the exact values", "calibrated estimators",
                                None, ">= 80% of rows", f"{n_ok}/{n_rows}", n_ok >= 0.8 * n_rows,
                                kind="comparison"))
    return s


SECTION_ORDER = ("reference", "incompatibility", "contraction", "metastability", "phase", "calibration",
                 "semantic")
# Each sampled section draws from its own numbered stream of the seed; the numbers are fixed
# here (not positions in SECTION_ORDER), so a new section leaves the others' numbers as they
# were. "reference" draws nothing.
SECTION_STREAM = {"incompatibility": 0, "contraction": 1, "metastability": 2, "phase": 3, "calibration": 4,
                  "semantic": 5}


def section_phase(out_dir: str, *, quick: bool = False, real: bool = True, rng=None) -> Section:
    from . import phase

    return phase.report_section(out_dir, quick=quick, real=real, rng=rng, Section=Section, ReportClaim=ReportClaim,
                                md_table=_md_table, save=_save)


def section_semantic(out_dir: str, *, quick: bool = False, rng=None) -> Section:
    from . import semantic

    return semantic.report_section(out_dir, quick=quick, rng=rng, Section=Section, ReportClaim=ReportClaim,
                                   md_table=_md_table, save=_save)


def verify(out_dir: str = "report", *, quick: bool = False, real: bool = True, sections=None, rng=0,
           progress=print) -> VerifyReport:
    """Compute every section, write ``index.md``, ``index.html``, ``results.json`` and figures.

    ``real=False`` leaves out the real MLMs (no torch needed). ``sections`` picks a subset
    of :data:`SECTION_ORDER`. ``progress`` is called with one line per finished section.
    """
    os.makedirs(out_dir, exist_ok=True)
    # one independent stream per section, so a section's numbers do not depend on which
    # other sections run before it
    seed = int(rng) if isinstance(rng, (int, np.integer)) else int(as_rng(rng).integers(2**63))
    chosen = SECTION_ORDER if sections is None else tuple(sections)
    unknown = [k for k in chosen if k not in SECTION_ORDER]
    if unknown:
        from .exceptions import InvalidInputError

        raise InvalidInputError(f"`sections` must be among {SECTION_ORDER}; got {unknown}")
    t_start = time.perf_counter()
    def rng_of(key):
        return np.random.default_rng([seed, SECTION_STREAM[key]])

    runners = {
        "reference": lambda: section_reference(out_dir, quick=quick),
        "incompatibility": lambda: section_incompatibility(out_dir, quick=quick, real=real,
                                                           rng=rng_of("incompatibility")),
        "contraction": lambda: section_contraction(out_dir, quick=quick),
        "metastability": lambda: section_metastability(out_dir, quick=quick),
        "phase": lambda: section_phase(out_dir, quick=quick, real=real, rng=rng_of("phase")),
        "calibration": lambda: section_calibration(out_dir, quick=quick, rng=rng_of("calibration")),
        "semantic": lambda: section_semantic(out_dir, quick=quick, rng=rng_of("semantic")),
    }
    sections_out = []
    for key in chosen:
        if key == "semantic" and not real:
            sec = Section(key, "Semantic trajectories on tiny-en", skipped="real models left out (--no-real)")
        else:
            t0 = time.perf_counter()
            sec = runners[key]()
            sec.seconds = time.perf_counter() - t0
        sections_out.append(sec)
        if progress is not None:
            n_fail = sum(c.failed for c in sec.claims)
            progress(f"[{key}] {len(sec.claims)} claims, {n_fail} failed, {sec.seconds:.1f} s"
                     + (f" (skipped: {sec.skipped})" if sec.skipped else ""))
    report = VerifyReport(sections_out, out_dir, time.perf_counter() - t_start)
    write_report(report)
    return report


# ---------------------------------------------------------------------- writing
def to_markdown(report: VerifyReport) -> str:
    lines = ["# glauber-mlm verification report", ""]
    n_fail = len(report.failures)
    lines.append(f"{len(report.claims)} claims checked in {report.seconds:.0f} s; "
                 + ("**every theorem check holds**." if n_fail == 0 else f"**{n_fail} theorem check(s) FAIL**."))
    lines.append("")
    lines.append("Theorem checks are asserted (PASS/FAIL); comparisons (heuristics, verdicts, agreement rates) "
                 "are reported as yes/no.")
    lines.append("")
    lines += ["## Contents", ""]
    lines += [f"- [{s.title}](#{s.key})" for s in report.sections]
    lines.append("")
    for s in report.sections:
        lines += [f'<a id="{s.key}"></a>', "", f"## {s.title}", ""]
        if s.skipped:
            lines += [f"*Skipped: {s.skipped}.*", ""]
            continue
        for t in s.text:
            lines += [t, ""]
        for fname, caption in s.figures:
            lines += [f"![{caption}]({fname})", "", f"*{caption}*", ""]
        if s.claims:
            rows = [(c.name, _hyp(c), c.bound, c.value, c.status(), c.slack) for c in s.claims]
            lines += ["**Claims**", "", _md_table(rows, ("claim", "hypothesis", "bound", "value", "holds", "slack")),
                      ""]
        lines += [f"*Computed in {s.seconds:.1f} s.*", ""]
    return "\n".join(lines)


def markdown_to_html(md: str, title: str = "glauber-mlm verification report") -> str:
    """A small Markdown renderer for the report's own subset (headings, paragraphs, lists,
    pipe tables, images, emphasis, code spans, raw anchors); uses ``markdown`` if installed."""
    try:
        import markdown as _markdown

        body = _markdown.markdown(md, extensions=["tables"])
    except ImportError:
        body = _mini_markdown(md)
    style = ("body{font-family:sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;line-height:1.45}"
             "table{border-collapse:collapse;font-size:0.85em;margin:1em 0}td,th{border:1px solid #ccc;"
             "padding:3px 6px;text-align:left}th{background:#f2f2f2}img{max-width:100%}code{background:#f5f5f5}")
    return (f"<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
            f"<style>{style}</style></head><body>\n{body}\n</body></html>\n")


def _inline(text: str) -> str:
    import re

    t = html.escape(text, quote=False)
    t = re.sub(r"!\[([^\]]*)\]\(([^)]+)\)", r"<img alt='\1' src='\2'>", t)
    t = re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r"<a href='\2'>\1</a>", t)
    t = re.sub(r"`([^`]+)`", r"<code>\1</code>", t)
    t = re.sub(r"\*\*([^*]+)\*\*", r"<strong>\1</strong>", t)
    t = re.sub(r"\*([^*]+)\*", r"<em>\1</em>", t)
    return t


def _mini_markdown(md: str) -> str:
    out, blocks = [], []
    for block in md.split("\n\n"):  # a heading line always ends its block
        lines = block.split("\n")
        if len(lines) > 1 and lines[0].startswith("#"):
            blocks += [lines[0], "\n".join(lines[1:])]
        else:
            blocks.append(block)
    for block in blocks:
        b = block.strip("\n")
        if not b:
            continue
        lines = b.split("\n")
        if b.startswith("<a id="):
            out.append(b)
        elif b.startswith("#"):
            level = len(b) - len(b.lstrip("#"))
            out.append(f"<h{level}>{_inline(b[level:].strip())}</h{level}>")
        elif all(line.startswith("|") for line in lines) and len(lines) >= 2:
            def cells(line):
                return [c.strip().replace("\\|", "|") for c in line.strip().strip("|").split(" | ")]

            head = "".join(f"<th>{_inline(c)}</th>" for c in cells(lines[0]))
            body = "".join("<tr>" + "".join(f"<td>{_inline(c)}</td>" for c in cells(line)) + "</tr>"
                           for line in lines[2:])
            out.append(f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")
        elif all(line.startswith("- ") for line in lines):
            out.append("<ul>" + "".join(f"<li>{_inline(line[2:])}</li>" for line in lines) + "</ul>")
        else:
            out.append(f"<p>{_inline(' '.join(lines))}</p>")
    return "\n".join(out)


def write_report(report: VerifyReport) -> None:
    md = to_markdown(report)
    with open(os.path.join(report.out_dir, "index.md"), "w") as fh:
        fh.write(md)
    with open(os.path.join(report.out_dir, "index.html"), "w") as fh:
        fh.write(markdown_to_html(md))
    results = {
        "ok": report.ok, "seconds": report.seconds, "n_claims": len(report.claims),
        "n_failed": len(report.failures), "claims": [c.to_dict() for c in report.claims],
        "sections": {s.key: {"title": s.title, "seconds": s.seconds, "skipped": s.skipped,
                             "figures": [f for f, _ in s.figures], "data": s.data} for s in report.sections},
    }
    with open(os.path.join(report.out_dir, "results.json"), "w") as fh:
        json.dump(to_jsonable(results), fh, indent=1)
