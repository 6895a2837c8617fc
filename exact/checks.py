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

>>> from toolkit.models import potts
>>> r = check_claims(potts(2, 3, 1.0), temperature=2.0)
>>> r.all_hold, r.to_dict()["rectangle_certified_fraction"], r.to_dict()["reversible"]
(True, 0.0, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from toolkit.exceptions import UnknownNameError
from toolkit.results import Claim, Result, _fmt, claims_frame, format_table

from .analysis import ExactReport
from .compat import CompatibilityReport
from .influence import TOL, InfluenceReport
from .space import DEFAULT_MAX_STATES

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


def _claim(name, statement, hypothesis, hyp, bound, value, ok, slack, note=""):
    """A :class:`~toolkit.results.Claim` (a theorem): no verdict and no slack when the hypothesis fails."""
    return Claim(name, hypothesis, bool(hyp), bound, value, (bool(ok) if hyp else None),
                 (None if slack is None or not hyp else float(slack)), kind="theorem", section=SECTION[name],
                 statement=statement, note=note)


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
            "detailed_balance_holds": self.compat.reversible,
            "edge_relative_residual": self.compat.edge_residual,
            "detailed_balance_residual": self.compat.detailed_balance_residual,
            "logit_error_source": self.compat.logit_error_source,
            "pi_min": self.exact.pi_min, "log_pi_min": self.exact.log_pi_min,
            "pi_relative_error": self.exact.pi_relative_error, "pi_method": self.exact.pi_method,
            "spectral_gap": self.exact.spectral_gap, "gap_error": self.exact.gap_error,
            "kolmogorov_max_error": self.compat.kolmogorov_max_error,
            "conditional_drift_max_kl": self.compat.drift.max, "scan_order_tv": self.compat.scan_order_tv,
            "alpha_col": inf.alpha_col, "alpha_row": inf.alpha_row, "T0_col": inf.T0_col, "T0_row": inf.T0_row,
            "path_coupling_max": inf.path_coupling_max, "path_coupling_target": inf.path_coupling_target,
            "contraction_bound": inf.contraction_bound, "t_mix": self.exact.t_mix,
            "spectral_bounds": {"kind": self.exact.bound_kind, "lower": self.exact.t_mix_lower_bound,
                                "upper": self.exact.t_mix_upper_bound},
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
        out.append(f"rectangles: {r.n_certified} of {r.count} certified incompatible "
                   f"(max |log R|/T = {r.max_abs:.4g}; logit errors {self.compat.logit_error_source}); kernel "
                   f"{'reversible' if self.compat.reversible else 'NOT reversible'} by detailed balance "
                   f"(edge-wise relative residual {self.compat.edge_residual:.3g})")
        ex = self.exact
        out.append(f"pi: min {ex.pi_min:.4g} (ln {ex.log_pi_min:.6g}), relative error ~ {ex.pi_relative_error:.3g} "
                   f"({ex.pi_method}); spectral gap {ex.spectral_gap:.10g} +- {ex.gap_error:.2g}")
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


def check_claims(model, *, temperature: float = 1.0, eps: float = 0.25, max_states: float = DEFAULT_MAX_STATES,
                 name: str | None = None, logit_rtol: float | None = None) -> CheckReport:
    """Compute every claim of the table for ``model`` at ``temperature`` (random scan;
    :meth:`exact.markov.ExactChain.check`)."""
    from .markov import ExactChain

    chain = ExactChain(model, temperature=temperature, max_states=max_states, name=name)
    return chain.check(eps, logit_rtol=logit_rtol)


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
    kol_tol = KOLMOGOROV_RTOL * (1.0 + r.max_abs)
    lemma_gap = -inf.softmax_slack
    claims = [
        _claim("rectangle-reversibility", "no certified rectangle <=> detailed balance",
               "positive conditionals", True, "agree",
               f"{r.n_certified} certified; {'reversible' if comp.reversible else 'not reversible'}",
               comp.consistent, None),
        _claim("kolmogorov-ratio", "4-cycle log ratio = log R / T", "random scan", True, kol_tol,
               comp.kolmogorov_max_error, comp.kolmogorov_max_error <= kol_tol,
               kol_tol - comp.kolmogorov_max_error if math.isfinite(comp.kolmogorov_max_error) else None),
        _claim("conditional-drift", "pi_T conditionals = model's (max KL)", "compatible", compatible,
               DRIFT_ATOL, comp.drift.max, comp.drift.max <= DRIFT_ATOL, DRIFT_ATOL - comp.drift.max),
        _claim("scan-order", "TV(pi_random, pi_systematic) = 0", "compatible", compatible, SCAN_TV_ATOL,
               comp.scan_order_tv, comp.scan_order_tv <= SCAN_TV_ATOL, SCAN_TV_ATOL - comp.scan_order_tv),
        _claim("softmax-lemma", "max_ij R_ij - tanh(L_ij/4T) <= 0", "always", True, 0.0, lemma_gap + 0.0,
               inf.softmax_lemma_holds, -lemma_gap),
        _claim("T0-sufficient", "alpha < 1", f"T > T_0 = {inf.T0_col:.4g}", T > inf.T0_col, 1.0, inf.alpha_col,
               inf.alpha_col < 1, 1.0 - inf.alpha_col),
        _claim("path-coupling", "worst E[d'] <= 1 - (1 - alpha)/n", "alpha < 1", inf.contracting,
               inf.path_coupling_target, inf.path_coupling_max, inf.path_coupling_holds,
               inf.path_coupling_target - inf.path_coupling_max),
        _claim("contraction-tmix", "t_mix <= ceil(n ln(n/eps)/(1-alpha))", "alpha < 1",
               inf.contracting and t_mix is not None, inf.contraction_bound, t_mix,
               inf.contraction_bound is not None and t_mix is not None and t_mix <= inf.contraction_bound,
               None if inf.contraction_bound is None or t_mix is None else inf.contraction_bound - t_mix),
        _claim("spectral-upper", "t_mix <= spectral upper bound", ex.bound_kind,
               t_mix is not None and ex.t_mix_upper_bound is not None, ex.t_mix_upper_bound, t_mix,
               t_mix is not None and ex.t_mix_upper_bound is not None and t_mix <= ex.t_mix_upper_bound,
               None if t_mix is None or ex.t_mix_upper_bound is None else ex.t_mix_upper_bound - t_mix),
        _claim("spectral-lower", "t_mix >= (t_rel - 1) ln(1/(2 eps))", "reversible",
               ex.reversible and t_mix is not None and ex.t_mix_lower_bound is not None, ex.t_mix_lower_bound, t_mix,
               t_mix is not None and ex.t_mix_lower_bound is not None and t_mix >= ex.t_mix_lower_bound - TOL,
               None if t_mix is None or ex.t_mix_lower_bound is None else t_mix - ex.t_mix_lower_bound),
    ]
    if esc:
        worst = min(esc, key=lambda e: e.log_slack)
        claims.append(_claim("escape-bound", "E_x*[tau_exit] >= e^(gamma/T)/(q-1), every x*",
                             f"{n_fp} strict fixed point(s)", True, worst.bound, worst.exit_time,
                             all(e.holds for e in esc), worst.exit_time - worst.bound,
                             note=f"tightest at [{worst.fixed_point.text}], gamma={worst.fixed_point.gamma:.4g}"))
    else:
        claims.append(_claim("escape-bound", "E_x*[tau_exit] >= e^(gamma/T)/(q-1), every x*",
                             "strict fixed point exists", False, None, None, False, None))
    claims.append(_claim("bottleneck", "t_mix >= (1 - pi(S) - eps)/Phi(S)", "zero-T basin S, pi(S) < 1 - eps",
                         bn["bound"] is not None and t_mix is not None, bn["bound"], t_mix,
                         bn["bound"] is not None and t_mix is not None and t_mix >= bn["bound"] - TOL,
                         None if bn["bound"] is None or t_mix is None else t_mix - bn["bound"], note=bn["set"] or ""))
    return CheckReport(model=chain.name, q=L.q, n=L.n, temperature=T, eps=eps, claims=tuple(claims),
                       compat=comp, influence=inf, exact=ex, escapes=esc, n_fixed_points=n_fp, bottleneck=bn)
