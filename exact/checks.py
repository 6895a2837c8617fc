"""The claim table behind ``glauber check``: each theorem of DESIGN.md section 1 held
against the exact chain of one model at one temperature.

Each row states a claim, whether its hypothesis holds for this model, the bound, the
exact value, whether the claim holds (``None`` when the hypothesis fails, so the claim
says nothing) and the slack (positive when it holds: ``bound - value`` for upper bounds,
``value - bound`` for lower bounds). Claims:

========================  ==============================================================
rectangle-reversibility   no certified rectangle  <=>  detailed balance (Kolmogorov)
kolmogorov-ratio          log(forward/backward) on each rectangle 4-cycle = log R / T
conditional-drift         compatible => the conditionals of pi_T are the model's (KL = 0)
scan-order                compatible => pi_random = pi_systematic
softmax-lemma             R_ij <= tanh(L_ij / 4T)
T0-sufficient             T > T_0  =>  alpha < 1
path-coupling             worst one-step coupled distance <= 1 - (1 - alpha)/n
contraction-tmix          alpha < 1  =>  t_mix <= ceil(n ln(n/eps) / (1 - alpha))
spectral-upper/lower      spectral (reversible) or pseudo-spectral (non-reversible) bounds
escape-bound              E_x*[tau_exit] >= e^{gamma/T}/(q-1) at every strict fixed point
bottleneck                t_mix >= (1 - pi(S) - eps)/Phi(S) for zero-T basins S
========================  ==============================================================

Tolerances. An identity checked in floating point holds to its round-off, which at low
temperature grows like ``1/T``: every log transition probability is ``l/T - logsumexp(l/T)``
and carries an error of a few ``u * max|l| / T`` (``u = 2**-53``). The Kolmogorov ratio
(16 such entries and the 8 logits of ``log R``), the edge-wise detailed-balance residual
(two log entries and two entries of ``log pi``, known to ``pi``'s relative error ``rho``),
the conditional drift and the scan-order TV are each allowed their fixed floor
(``KOLMOGOROV_RTOL``, ``EDGE_RTOL``, ``DRIFT_ATOL``, ``SCAN_TV_ATOL``) plus that round-off,
bounded with Higham's ``gamma_k`` as :mod:`toolkit._rectangle` bounds ``log R``
(:func:`log_entry_roundoff`, :func:`kolmogorov_roundoff`). At ``T = 1`` the floors rule;
at ``T = 1e-10`` (logits of size 3) the round-off does (Kolmogorov: ``8e-4``, seen
``7.6e-6``), so a compatible model is not reported as failing its own identities.

Reversibility has one meaning: the rectangle rule of :mod:`exact.reversibility`
(``exact.reversible``, which decides the spectral bounds); detailed balance with ``pi``
(the residual within its tolerance) is the independent view, and the claim
``rectangle-reversibility`` is that the two agree. A claim whose hypothesis holds but
whose value is missing (``t_mix`` not reached) is ``n/a`` with the reason in its note.

>>> from exact import check_claims  # exact.markov: builds the chain, then CheckReport here
>>> from toolkit.models import potts
>>> r = check_claims(potts(2, 3, 1.0), temperature=2.0)
>>> r.all_hold, r.to_dict()["rectangle_certified_fraction"], r.to_dict()["reversible"]
(True, 0.0, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from toolkit._rectangle import gamma
from toolkit.exceptions import UnknownNameError
from toolkit.results import Claim, Result, _fmt, claims_frame, format_table

from .analysis import ExactReport
from .compat import CompatibilityReport
from .influence import TOL, InfluenceReport
from .reversibility import EDGE_RTOL, edge_tolerance, log_entry_roundoff  # noqa: F401

DRIFT_ATOL = 1e-9      # KL (nats) allowed for round-off in "pi_T has the model's conditionals"
SCAN_TV_ATOL = 1e-8    # TV allowed for round-off in "scan order does not matter"
KOLMOGOROV_RTOL = 1e-8  # relative tolerance of the Kolmogorov-ratio identity
MAX_LISTED_FIXED_POINTS = 50
MAX_BOTTLENECK_SETS = 50


#: the topic of each claim (its ``section``)
SECTION = {"rectangle-reversibility": "compatibility", "kolmogorov-ratio": "compatibility",
           "conditional-drift": "compatibility", "scan-order": "compatibility", "softmax-lemma": "contraction",
           "T0-sufficient": "contraction", "path-coupling": "contraction", "contraction-tmix": "contraction",
           "spectral-upper": "spectral", "spectral-lower": "spectral", "escape-bound": "metastability",
           "bottleneck": "metastability"}


def _claim(name, statement, hypothesis, hyp, bound, value, ok, slack, note="", missing=""):
    """A :class:`~toolkit.results.Claim` (a theorem): no verdict and no slack when the hypothesis
    fails, or when it holds but ``missing`` says why the value cannot be compared (the note)."""
    decided = bool(hyp) and not missing
    return Claim(name, hypothesis, bool(hyp), bound, value, (bool(ok) if decided else None),
                 (None if slack is None or not decided else float(slack)), kind="theorem", section=SECTION[name],
                 statement=statement, note=missing if (hyp and missing) else note)


def kolmogorov_roundoff(max_abs_logit: float, T: float, q: int, n: int) -> float:
    """Round-off of ``|Kolmogorov log ratio - log R / T|``: the 8 log entries of each
    direction (:func:`log_entry_roundoff` each), their 15 additions on terms of size at most
    ``S``, and ``log R / T`` itself (``gamma_7`` times its 8 logits of size ``max|l|``, then
    the division): ``16 e + gamma_15 * 16 S + gamma_8 * 8 max|l|/T``."""
    S = 2.0 * max_abs_logit / T + math.log(q) + math.log(n)
    return 16 * log_entry_roundoff(max_abs_logit, T, q, n) + gamma(15) * 16 * S + gamma(8) * 8 * max_abs_logit / T


@dataclass(frozen=True, eq=False)
class CheckReport(Result):
    """Every claim for one model and temperature, with the sub-results behind them."""

    model: str
    q: int
    n: int
    temperature: float
    eps: float
    claims: tuple
    compat: CompatibilityReport
    influence: InfluenceReport
    exact: ExactReport
    escapes: tuple
    n_fixed_points: int
    bottleneck: dict
    tolerances: dict = None

    @property
    def detailed_balance(self) -> bool:
        """Detailed balance with ``pi``: the edge-wise relative residual within its tolerance
        (``EDGE_RTOL`` plus round-off and ``pi``'s error; module docstring)."""
        return bool(self.compat.edge_residual <= self.tolerances["edge"])

    @property
    def all_hold(self) -> bool:
        """No claim whose hypothesis holds is violated."""
        return all(c.holds is not False for c in self.claims)

    def claim(self, name: str) -> Claim:
        for c in self.claims:
            if c.name == name:
                return c
        raise UnknownNameError(f"no claim {name!r}; have {[c.name for c in self.claims]}")

    def to_dict(self) -> dict:
        r, inf = self.compat.rectangles, self.influence
        esc = [e.to_dict() for e in self.escapes[:MAX_LISTED_FIXED_POINTS]]
        return {
            "model": self.model, "q": self.q, "n": self.n, "temperature": self.temperature, "eps": self.eps,
            "all_hold": self.all_hold,
            "claims": [c.to_dict() for c in self.claims],
            "rectangle_count": r.count, "rectangle_certified": r.n_certified,
            "rectangle_max_abs": r.max_abs, "rectangle_certified_fraction": r.certified_fraction,
            "rectangle_quantiles": r.quantiles, "rectangle_witnesses": [w.to_dict() for w in r.witnesses],
            "reversible": self.exact.reversible, "reversibility_rule": self.exact.reversibility_rule,
            "detailed_balance_holds": self.detailed_balance,
            "edge_relative_residual": self.compat.edge_residual,
            "tolerances": dict(self.tolerances),
            "detailed_balance_residual": self.compat.detailed_balance_residual,
            "logit_error_source": self.compat.logit_error_source,
            "pi_min": self.exact.pi_min, "log_pi_min": self.exact.log_pi_min,
            "pi_relative_error": self.exact.pi_relative_error, "pi_method": self.exact.pi_method,
            "spectral_gap": self.exact.spectral_gap, "gap_error": self.exact.gap_error,
            "gap_interval": {"lower": self.exact.gap_lower, "upper": self.exact.gap_upper,
                             "log_lower": self.exact.log_gap_lower, "log_upper": self.exact.log_gap_upper,
                             "log_gap": self.exact.log_gap, "certified": self.exact.gap_certified,
                             "note": self.exact.gap_note},
            "kolmogorov_max_error": self.compat.kolmogorov_max_error,
            "conditional_drift_max_kl": self.compat.drift.max, "scan_order_tv": self.compat.scan_order_tv,
            "alpha_col": inf.alpha_col, "alpha_row": inf.alpha_row.value, "T0_col": inf.T0_col,
            "T0_row": inf.T0_row.value,
            "path_coupling_max": inf.path_coupling_max, "path_coupling_target": inf.path_coupling_target,
            "contraction_bound": inf.contraction_bound, "t_mix": self.exact.t_mix,
            "spectral_bounds": {"kind": self.exact.bound_kind, "lower": self.exact.t_mix_lower_bound,
                                "upper": self.exact.t_mix_upper_bound,
                                "log_lower": self.exact.log_t_mix_lower_bound,
                                "log_upper": self.exact.log_t_mix_upper_bound, "note": self.exact.bounds_note},
            "n_fixed_points": self.n_fixed_points, "fixed_points": esc,
            "escape_bound": {"holds": (all(e.holds for e in self.escapes) if self.escapes else None),
                             "n_fixed_points": self.n_fixed_points,
                             "min_log_slack": min((e.log_slack for e in self.escapes), default=None)},
            "bottleneck": self.bottleneck,
        }

    def to_frame(self):
        """The claim table: one row per claim (:func:`toolkit.results.claims_frame`)."""
        return claims_frame(self.claims)

    def table(self) -> str:
        rows = []
        for c in self.claims:
            hyp = f"{c.hypothesis}: {'yes' if c.hypothesis_holds else 'no'}"
            rows.append((c.name, hyp, _cell(c.bound), _cell(c.value), "n/a" if c.holds is None else c.holds,
                         "-" if c.slack is None else c.slack))
        head = (f"glauber check: {self.model} (q={self.q}, n={self.n}), T={self.temperature:g}, "
                f"eps={self.eps:g}, {self.exact.n_states} states")
        out = [head, format_table(rows, ("claim", "hypothesis", "bound", "exact", "holds", "slack"))]
        r = self.compat.rectangles
        notes = [f"  {c.name}: {c.note}" for c in self.claims if c.hypothesis_holds and c.holds is None and c.note]
        notes += [f"  {c.name}: {c.note}" for c in self.claims if c.name == "escape-bound" and c.hypothesis_holds
                  and c.holds is not None and c.slack is None and c.note]
        if notes:
            out.append("notes (a claim not compared, or a slack that is not a finite number):\n" + "\n".join(notes))
        tol = self.tolerances["edge"]
        out.append(f"rectangles: {r.n_certified} of {r.count} certified incompatible "
                   f"(max |log R|/T = {r.max_abs:.4g}; logit errors {self.compat.logit_error_source}); kernel "
                   f"{'reversible' if self.exact.reversible else 'NOT reversible'} by the rectangle rule; detailed "
                   f"balance {'holds' if self.detailed_balance else 'FAILS'} (edge-wise relative residual "
                   f"{self.compat.edge_residual:.3g} {'<=' if self.detailed_balance else '>'} {tol:.3g}, round-off "
                   "and pi's error included)")
        ex = self.exact
        out.append(f"pi: min {ex.pi_min:.4g} (ln {ex.log_pi_min:.6g}), relative error ~ {ex.pi_relative_error:.3g} "
                   f"({ex.pi_method}); spectral gap {ex.spectral_gap:.10g} +- {ex.gap_error:.2g}"
                   + (f" (ln gap = {ex.log_gap:.10g})" if ex.spectral_gap == 0 and ex.log_gap is not None
                      and math.isfinite(ex.log_gap) else ""))
        if ex.bounds_note:
            out.append(f"spectral bounds: {ex.bounds_note}")
        if r.witnesses:
            out.append("witnesses:\n" + "\n".join(f"  {w}" for w in r.witnesses))
        if self.escapes:
            shown = self.escapes[:5]
            out.append(f"strict argmax fixed points: {self.n_fixed_points}" + (" (first 5)" if self.n_fixed_points > 5 else ""))
            out.append(format_table([(e.fixed_point.text, e.fixed_point.gamma, e.exit_time, e.bound, e.holds)
                                     for e in shown], ("state", "gamma", "E[tau_exit]", "e^(gamma/T)/(q-1)", "holds")))
        else:
            out.append("strict argmax fixed points: none")
        out.append("all claims hold" if self.all_hold else "SOME CLAIM FAILS")
        return "\n".join(out)

    def __str__(self) -> str:
        return self.table()


def _cell(v):
    if v is None:
        return "-"
    return v if isinstance(v, str) else _fmt(v)


def _best_bottleneck(chain, eps: float) -> dict:
    """The largest bottleneck bound over the exclusive zero-temperature basins."""
    pi = chain.pi
    b = chain.basins()
    sizes = np.bincount(b.labels[b.labels >= 0], minlength=b.n_attractors)
    best = {"bound": None, "set": None, "set_size": 0, "pi_set": None, "conductance": None}
    for k in np.argsort(-sizes)[:MAX_BOTTLENECK_SETS]:
        mask = b.basin(int(k))
        if not mask.any() or mask.all():
            continue
        pi_s = float(pi[mask].sum())
        if pi_s >= 1 - eps:
            continue
        phi = chain.conductance(mask)
        bound = chain.bottleneck_lower_bound(mask, eps=eps)
        if best["bound"] is None or bound > best["bound"]:
            rep = int(b.attractors[int(k)][0])
            best = {"bound": float(bound), "set": f"basin of attractor {int(k)} (contains state {rep})",
                    "set_size": int(mask.sum()), "pi_set": pi_s, "conductance": phi}
    return best


def _check(chain, eps: float, *, logit_rtol: float | None = None) -> CheckReport:
    T = chain.temperature
    L = chain.logits
    ex = chain.report(eps)
    comp = chain.compatibility(logit_rtol=logit_rtol)
    inf = chain.influence(eps)
    esc = chain.escape_checks()
    n_fp = len(esc)
    bn = _best_bottleneck(chain, eps)
    t_mix = ex.t_mix
    compatible = comp.rectangles.compatible
    r = comp.rectangles
    tols = _tolerances(L, T, ex, r.max_abs)
    kol_tol, db_tol = tols["kolmogorov"], tols["edge"]
    db = bool(comp.edge_residual <= db_tol)
    lemma_gap = -inf.softmax_slack
    no_t_mix = "" if t_mix is not None else f"t_mix not reached ({ex.t_mix_method}): nothing to compare the bound with"
    # the reversible lower bound: inf where it overflows float64 (its logarithm is finite), so the
    # hypothesis column says "reversible" whatever the bound's size (issue 25 made it None there)
    lower = ex.t_mix_lower_bound
    if lower is None and ex.log_t_mix_lower_bound is not None and math.isfinite(ex.log_t_mix_lower_bound):
        lower = math.inf
    claims = [
        _claim("rectangle-reversibility", "no certified rectangle <=> detailed balance",
               "positive conditionals", True, "agree",
               f"{r.n_certified} certified; detailed balance {'holds' if db else 'fails'}",
               compatible == db, None),
        _claim("kolmogorov-ratio", "4-cycle log ratio = log R / T", "random scan", True, kol_tol,
               comp.kolmogorov_max_error, comp.kolmogorov_max_error <= kol_tol,
               kol_tol - comp.kolmogorov_max_error if math.isfinite(comp.kolmogorov_max_error) else None,
               missing="" if math.isfinite(comp.kolmogorov_max_error) else
               "every 4-cycle has a transition probability of 0 in float64: no ratio to compare"),
        _claim("conditional-drift", "pi_T conditionals = model's (max KL)", "compatible", compatible,
               tols["drift"], comp.drift.max, comp.drift.max <= tols["drift"], tols["drift"] - comp.drift.max),
        _claim("scan-order", "TV(pi_random, pi_systematic) = 0", "compatible", compatible, tols["scan_order"],
               comp.scan_order_tv, comp.scan_order_tv <= tols["scan_order"], tols["scan_order"] - comp.scan_order_tv),
        _claim("softmax-lemma", "max_ij R_ij - tanh(L_ij/4T) <= 0", "always", True, 0.0, lemma_gap + 0.0,
               inf.softmax_lemma_holds, -lemma_gap),
        _claim("T0-sufficient", "alpha < 1", f"T > T_0 = {inf.T0_col:.4g}", T > inf.T0_col, 1.0, inf.alpha_col,
               inf.alpha_col < 1, 1.0 - inf.alpha_col),
        _claim("path-coupling", "worst E[d'] <= 1 - (1 - alpha)/n", "alpha < 1", inf.contracting,
               inf.path_coupling_target, inf.path_coupling_max, inf.path_coupling_holds,
               inf.path_coupling_target - inf.path_coupling_max),
        _claim("contraction-tmix", "t_mix <= ceil(n ln(n/eps)/(1-alpha))", "alpha < 1",
               inf.contracting and inf.contraction_bound is not None, inf.contraction_bound, t_mix,
               inf.contraction_bound is not None and t_mix is not None and t_mix <= inf.contraction_bound,
               None if inf.contraction_bound is None or t_mix is None else inf.contraction_bound - t_mix,
               missing=no_t_mix),
        _claim("spectral-upper", "t_mix <= spectral upper bound", f"finite bound: {ex.bound_kind}",
               ex.t_mix_upper_bound is not None, ex.t_mix_upper_bound, t_mix,
               t_mix is not None and ex.t_mix_upper_bound is not None and t_mix <= ex.t_mix_upper_bound,
               None if t_mix is None or ex.t_mix_upper_bound is None else ex.t_mix_upper_bound - t_mix,
               missing=no_t_mix),
        _claim("spectral-lower", "t_mix >= (t_rel - 1) ln(1/(2 eps))", "reversible",
               ex.reversible, lower, t_mix,
               t_mix is not None and lower is not None and t_mix >= lower - TOL,
               None if t_mix is None or lower is None else t_mix - lower,
               missing=no_t_mix or ("" if lower is not None else
                                    "no lower bound: the gap's interval gives none (gap_note)")),
    ]
    if esc:
        worst = min(esc, key=lambda e: e.log_slack)
        finite = math.isfinite(worst.exit_time) and math.isfinite(worst.bound)
        where = f"tightest at [{worst.fixed_point.text}], gamma={worst.fixed_point.gamma:.4g}"
        claims.append(_claim("escape-bound", "E_x*[tau_exit] >= e^(gamma/T)/(q-1), every x*",
                             f"{n_fp} strict fixed point(s)", True, worst.bound, worst.exit_time,
                             all(e.holds for e in esc), worst.exit_time - worst.bound if finite else None,
                             note=where if finite else
                             f"{where}; E[tau_exit] and the bound overflow float64 (inf - inf has no value): "
                             f"compared in logarithms, ln(E[tau_exit]/bound) = {worst.log_slack:.6g}"))
    else:
        claims.append(_claim("escape-bound", "E_x*[tau_exit] >= e^(gamma/T)/(q-1), every x*",
                             "strict fixed point exists", False, None, None, False, None))
    claims.append(_claim("bottleneck", "t_mix >= (1 - pi(S) - eps)/Phi(S)", "zero-T basin S, pi(S) < 1 - eps",
                         bn["bound"] is not None and t_mix is not None, bn["bound"], t_mix,
                         bn["bound"] is not None and t_mix is not None and t_mix >= bn["bound"] - TOL,
                         None if bn["bound"] is None or t_mix is None else t_mix - bn["bound"], note=bn["set"] or ""))
    return CheckReport(model=chain.name, q=L.q, n=L.n, temperature=T, eps=eps, claims=tuple(claims),
                       compat=comp, influence=inf, exact=ex, escapes=esc, n_fixed_points=n_fp, bottleneck=bn,
                       tolerances=tols)


def _tolerances(L, T: float, ex: ExactReport, max_abs_log_r: float) -> dict:
    """The allowance of each floating-point identity (module docstring): its floor plus the
    round-off of the log transition probabilities and ``pi``'s relative error ``rho``. The
    scan-order TV between two laws, each known to about ``rho`` relative (same logits, same
    solver), is off by at most about ``rho``; ``2 rho`` is allowed."""
    M = float(np.abs(L.values).max()) if L.values.size else 0.0
    e = log_entry_roundoff(M, T, L.q, L.n)
    rho = ex.pi_relative_error if ex.pi_relative_error is not None else 0.0
    rho = rho if math.isfinite(rho) else math.inf
    lp = abs(ex.log_pi_min) if ex.log_pi_min is not None and math.isfinite(ex.log_pi_min) else 0.0
    return {"kolmogorov": max(KOLMOGOROV_RTOL * (1.0 + max_abs_log_r), kolmogorov_roundoff(M, T, L.q, L.n)),
            "edge": edge_tolerance(M, T, L.q, L.n, rho, lp),
            "drift": DRIFT_ATOL + 2 * rho + 2 * e,
            "scan_order": SCAN_TV_ATOL + 2 * rho}
