"""Everything ``glauber exact`` reports for a chain (:class:`ExactReport`), computed from an
:class:`~exact.markov.ExactChain`; the one call is :func:`exact.analyze` (on the top floor,
:mod:`exact.markov`, which builds the chain or dispatches to the lumped engine).

Two methods. ``"enumerate"`` builds the kernel on all ``q**n`` states
(:class:`exact.markov.ExactChain`). ``"lumped"`` reduces the random-scan chain of an
exchangeable model (logits that see the other sites only through token counts,
:mod:`toolkit.models.exchangeable`) by the symmetric group (:mod:`exact.lumped`,
:mod:`exact.lumped_checks`): the same report at ``n`` in the hundreds or thousands, with
``method = "lumped"``, the number of count vectors (``n_lumped_states``) and the start
classes evaluated. ``"auto"`` (the default) lumps when the model has the symmetry, the
scan is random, and enumeration is out of reach (``q**n > max_states``) or the reduction
gives everything enumeration would, faster: for ``q = 2`` (the full gap and the exact worst
start) when ``n > LUMP_Q2_ABOVE_N``; for ``q = 3`` (the full gap from every isotypic sector,
the exact worst start while every start class is stepped) when ``q**n > LUMP_ABOVE_STATES``
and the class chains hold at most ``LUMP_CLASS_STATES_MAX`` states in all (``n = 9..12``;
``mean-field-potts --q 3 --n 10``: seconds, where enumerating its 59049 states took
minutes). Otherwise it enumerates (:func:`exact_method`); ``q >= 4`` lumped gives only the
symmetric sector's gap and monochromatic starts, so it is taken only out of reach.

Accuracy. :func:`report_warnings` turns a ``pi`` known to worse than
``PI_RTOL_WARN`` (relative, every entry; at low temperature the round-off of
``logit / T`` grows like ``1/T``) into a user warning, and :func:`check_logit_scale`
refuses a temperature at which ``logit / T`` overflows float64 (the kernel is then not
representable: its moves are NaN). The spectral bounds on ``t_mix`` are built from the
gap's interval, never from its point estimate (:func:`exact.spectral.spectral_mixing_bounds`):
the upper one only when the interval's lower end is above 0, else ``bounds_note`` says why;
the interval itself (``gap_lower``, ``gap_upper``, their logarithms where the gap underflows)
and whether it is a bound (``gap_certified``) are reported beside the gap.

>>> from exact import analyze
>>> from toolkit.models import potts
>>> r = analyze(potts(2, 3, 1.0), temperature=2.0)
>>> r.n_states, r.reversible, r.method
(8, True, 'enumerate')
>>> from toolkit.models.exchangeable import CurieWeiss
>>> r = analyze(CurieWeiss(100, 1.0), temperature=2.0)
>>> r.method, r.n_lumped_states, r.t_mix
('lumped', 101, 471)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import count_vectors
from toolkit.results import MixingResult, Result, _fmt, format_table, one_row_frame
from toolkit.theory import reversible_lower_bound

from .lumped import MAX_COUNT_STATES, n_count_vectors
from .mixing import DOUBLING_MAX
from .space import DEFAULT_MAX_STATES
from .spectral import spectral_mixing_bounds

METHODS = ("auto", "enumerate", "lumped")
LUMP_Q2_ABOVE_N = 12   # q = 2 exchangeable models are lumped above this n (the reduction is complete there)
LUMP_ABOVE_STATES = 1e4   # q = 3: lumped above this many states, where the reduction is complete
LUMP_CLASS_STATES_MAX = 2e5   # lumped_mixing_time steps every start class up to this many class states
PI_RTOL_WARN = 1e-6   # pi's relative error estimate above which the report warns
STEPPING_WORK_MAX = 2e12   # multiply-adds of a worst-start stepping run the report attempts (~an hour)


@dataclass(frozen=True, eq=False)
class ExactReport(Result):
    """Exact quantities of one Glauber chain (see ``glauber exact``), with the accuracy of
    ``pi`` (``pi_relative_error``) and of the gap (``gap_error``, and its interval
    ``[gap_lower, gap_upper]`` with their logarithms, a bound when ``gap_certified``), and the
    rule that decided reversibility. The ``t_mix`` bounds come from the interval's ends
    (``log_t_mix_*_bound`` keep them where they overflow float64; ``bounds_note`` says why one
    is missing)."""

    model: str
    q: int
    n: int
    temperature: float
    scan: str
    eps: float
    n_states: int
    reversible: bool
    detailed_balance_residual: float
    stationary_residual: float
    pi_min: float
    pi_entropy: float
    lambda_2: float
    lambda_star: float
    spectral_gap: float
    relaxation_time: float
    t_mix: int | None
    t_mix_method: str
    bound_kind: str
    t_mix_lower_bound: float | None
    t_mix_upper_bound: float | None
    reversibilization_gap: float | None
    pseudo_spectral_gap: float | None
    spectral_method: str
    reversibility_rule: str = ""
    log_pi_min: float | None = None
    pi_relative_error: float | None = None
    pi_method: str = ""
    gap_error: float | None = None
    method: str = "enumerate"
    n_lumped_states: int | None = None
    start_classes_evaluated: int | None = None
    start_classes_certified: int | None = None
    start_classes_total: int | None = None
    gap_kind: str = "full chain"
    t_mix_kind: str = "exact, worst start"
    t_mix_monochromatic: int | None = None
    t_mix_round_off: int | None = None   # lumped: steps by which the round-off of d(t) leaves t_mix uncertain
    gap_lower: float | None = None       # the gap's interval (SpectralSummary): a bound when gap_certified
    gap_upper: float | None = None
    log_gap: float | None = None         # natural logarithms: finite where the gap underflows to 0
    log_gap_lower: float | None = None
    log_gap_upper: float | None = None
    gap_certified: bool | None = None
    gap_note: str = ""
    log_t_mix_lower_bound: float | None = None   # ln of the bounds: finite where a bound overflows float64
    log_t_mix_upper_bound: float | None = None
    bounds_note: str = ""                # why a bound is missing (e.g. the gap's interval reaches 0)

    def to_frame(self):
        """One row, one column per field (:func:`toolkit.results.one_row_frame`): reports of
        several models or temperatures concatenate into one table (``pd.concat``)."""
        return one_row_frame(self)

    def table(self) -> str:
        rows = [
            ("model", self.model, ""),
            ("q, n", f"{self.q}, {self.n}", "tokens, sites"),
            ("temperature", self.temperature, ""),
            ("scan", self.scan, ""),
            ("method", self.method, "lumped: the chain of token counts (exchangeable model)"
             if self.method == "lumped" else "all q**n states"),
            ("n_states", self.n_states if self.method != "lumped" else f"{self.q}**{self.n}", "q**n"),
        ]
        if self.method == "lumped":
            rows += [("n_lumped_states", self.n_lumped_states, "count vectors C(n + q - 1, q - 1)"),
                     ("start classes", f"{self.start_classes_evaluated} evaluated, {self.start_classes_certified} "
                      f"certified, of {self.start_classes_total}", "one per count vector")]
        rows += [
            ("reversible", self.reversible, f"decided by: {self.reversibility_rule}"),
            ("detailed_balance_residual", self.detailed_balance_residual, "sum |pi(x)P(x,y) - pi(y)P(y,x)| (absolute)"),
            ("stationary_residual", self.stationary_residual, "||pi P - pi||_1"),
            ("pi_min", self.pi_min, f"ln pi_min = {self.log_pi_min:.6g}" if self.log_pi_min is not None else ""),
            ("pi relative error", self.pi_relative_error, f"estimate, every entry ({self.pi_method})"),
            ("pi_entropy", self.pi_entropy, "nats"),
            ("lambda_2", self.lambda_2, "largest real part, non-unit"),
            ("lambda_star", self.lambda_star, "largest modulus, non-unit"),
            ("spectral_gap", self.spectral_gap, "absolute: 1 - lambda_star" + (
                "" if self.gap_kind == "full chain" else f" ({self.gap_kind})")),
            ("gap_error", self.gap_error, "estimated absolute error of the gap"),
        ]
        if self.gap_lower is not None:
            rows.append(("gap interval", _interval_text(self), ("a bound: " if self.gap_certified else "an estimate: ")
                         + self.gap_note))
        rows += [
            ("relaxation_time", self.relaxation_time, "1 / spectral_gap"),
        ]
        if not self.reversible:
            rows += [
                ("reversibilization_gap", self.reversibilization_gap, "gap of P P* (multiplicative)"),
                ("pseudo_spectral_gap", self.pseudo_spectral_gap, "Paulin: max_k gap((P*)^k P^k)/k"),
            ]
        rows += [
            (f"t_mix(eps={self.eps:g})", self.t_mix if self.t_mix is not None else
             "not reached" if self.t_mix_monochromatic is None else "not computed",
             f"{self.t_mix_kind} ({self.t_mix_method})"),
            ("t_mix lower bound", _bound_text(self.t_mix_lower_bound, self.log_t_mix_lower_bound), self.bound_kind),
            ("t_mix upper bound", _bound_text(self.t_mix_upper_bound, self.log_t_mix_upper_bound), self.bound_kind),
        ]
        if self.bounds_note:
            rows.append(("bounds note", "", self.bounds_note))
        if self.t_mix_monochromatic is not None:
            rows.append(("t_mix, monochromatic starts", self.t_mix_monochromatic,
                         "exact for those starts: a lower bound on the worst start's"))
        if self.t_mix is not None and self.t_mix_upper_bound is not None:
            ok_hi = self.t_mix <= self.t_mix_upper_bound
            ok_lo = self.t_mix_lower_bound is None or self.t_mix >= self.t_mix_lower_bound
            rows.append(("bounds hold", ok_hi and ok_lo, "lower <= t_mix <= upper"))
        return format_table(rows, ("quantity", "value", "meaning"))


def _interval_text(r) -> str:
    """``[lower, upper]``, in logarithms where an end underflows float64."""
    if r.gap_upper == 0 and r.log_gap_upper is not None and r.log_gap_upper > -math.inf:
        return f"ln gap in [{r.log_gap_lower:.14g}, {r.log_gap_upper:.14g}]"
    return f"[{_fmt(r.gap_lower)}, {_fmt(r.gap_upper)}]"


def _bound_text(value, log_value):
    """A bound, or its logarithm where it overflows float64 (None: not given)."""
    if value is None and log_value is not None and math.isfinite(log_value):
        return f"e^{log_value:.6g}"
    return value


def exact_method(model, *, scan: str = "random", method: str = "auto", max_states: float = DEFAULT_MAX_STATES
                 ) -> str:
    """``"enumerate"`` or ``"lumped"``: the method :func:`analyze` uses (module docstring).

    >>> from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts
    >>> exact_method(CurieWeiss(8, 1.0)), exact_method(CurieWeiss(500, 1.0))
    ('enumerate', 'lumped')
    >>> exact_method(MeanFieldPotts(3, 8, 1.0)), exact_method(MeanFieldPotts(3, 10, 1.0))
    ('enumerate', 'lumped')
    """
    if method not in METHODS:
        raise InvalidInputError(f"`method` must be one of {METHODS}; got {method!r}")
    symmetric = callable(getattr(model, "count_logits", None))
    if method == "lumped":
        if not symmetric:
            raise InvalidInputError(f"`method`='lumped' needs an exchangeable model (logits of the token counts, "
                                    f"toolkit.models.exchangeable); got {model!r}")
        if scan != "random":
            raise InvalidInputError(f"`method`='lumped' needs the random scan (the systematic scan is not "
                                    f"symmetric under permutations of the sites); got `scan`={scan!r}")
        _check_lumped_size(int(model.vocab_size), int(model.length), max_states)
        return "lumped"
    if method == "enumerate" or not symmetric or scan != "random":
        return "enumerate"
    q, n = int(model.vocab_size), int(model.length)
    out_of_reach = n * math.log(q) > math.log(float(max_states))
    if out_of_reach or (q == 2 and n > LUMP_Q2_ABOVE_N) or (
            q == 3 and n * math.log(q) > math.log(LUMP_ABOVE_STATES) and _class_states(q, n) <= LUMP_CLASS_STATES_MAX):
        _check_lumped_size(q, n, max_states)
        return "lumped"
    return "enumerate"


def _class_states(q: int, n: int) -> float:
    """The states of all start-class chains of the lumped worst start (the rule of
    :func:`exact.lumped.lumped_mixing_time`, ``starts="auto"``); inf beyond 5000 classes."""
    if n_count_vectors(n, q) > 5000:
        return math.inf
    return float(sum(math.prod(n_count_vectors(int(v), q) for v in c if v > 0) for c in count_vectors(n, q)))


def _max_abs_logit(model) -> float | None:
    """The largest ``|logit|`` of a :class:`~exact.logits.SiteLogits` (every one), or of an
    exchangeable model (its count logits at the ``q`` monochromatic count vectors, where the
    mean-field families take their extremes); None for anything else."""
    values = getattr(model, "values", None)
    if isinstance(values, np.ndarray) and values.size:
        return float(np.abs(values).max())
    if callable(getattr(model, "count_logits", None)):
        q, n = int(model.vocab_size), int(model.length)
        c = (n - 1) * np.eye(q, dtype=np.int64)
        return float(np.abs(np.asarray(model.count_logits(c), dtype=float)).max())
    return None


def min_temperature(max_logit: float) -> float:
    """The least ``T`` at which ``logit / T`` and the softmax's ``logit / T - max`` stay
    finite in float64 for logits of magnitude up to ``max_logit``."""
    return 4.0 * max_logit / float(np.finfo(np.float64).max)


def check_logit_scale(model, temperature, *, flag: str = "--temperature") -> None:
    """Refuse a ``temperature`` at which the tempered logits of ``model`` overflow float64
    (its kernel's moves would be NaN), naming ``flag``, the value and the least ``T`` that
    works (:func:`min_temperature`)."""
    M = _max_abs_logit(model)
    temps = np.atleast_1d(np.asarray(temperature, dtype=float))
    temps = temps[temps > 0]  # bad values are their validators' to name
    if M is None or M == 0 or not temps.size:
        return
    T = float(temps.min())
    lo = min_temperature(M)
    if T < lo:
        raise InvalidInputError(f"`{flag}` {T:g} is too small for this model: its logits (largest |logit| {M:.3g}) "
                                f"divided by T overflow float64, so the kernel is not representable; give T >= {lo:.2g}")


def report_warnings(report) -> list[dict]:
    """User warnings about an :class:`ExactReport`'s accuracy (the ``warnings`` of ``glauber
    exact`` and ``glauber check``): ``pi``'s relative error estimate above
    :data:`PI_RTOL_WARN` or not finite. Where the ``u |ln pi_min|`` term dominates it (the
    round-off of ``logit / T``, growing like ``1/T``) the message names about the least
    temperature at which ``pi`` is accurate to the threshold; only for an estimate below 1: at 1
    or above, ``pi`` has no correct digit and the message says only that."""
    rel = report.pi_relative_error
    if rel is None or rel <= PI_RTOL_WARN:
        return []
    T = float(report.temperature)
    how = "has no correct digit" if not math.isfinite(rel) or rel >= 1 else "is known only roughly"
    msg = (f"pi {how} at T = {T:g} (relative error estimate {rel:.3g}, above {PI_RTOL_WARN:g}): pi_min, "
           "pi_entropy, the residuals and the bounds built on pi inherit this error")
    u = float(np.finfo(np.float64).eps) / 2
    lp = report.log_pi_min
    # the u |ln pi_min| term and the kernel's own rounding (4 u max|l| / T per log P, issue 25) both
    # grow like 1/T: where the first is a visible share of the estimate, 1/T round-off dominates it
    if rel < 1 and lp is not None and math.isfinite(lp) and u * abs(lp) > 0.01 * rel:
        msg += (f"; the round-off of logit/T dominates it (it grows like 1/T): pi is accurate to {PI_RTOL_WARN:g} "
                f"above T ~ {T * rel / PI_RTOL_WARN:.2g}")
    return [{"kind": "pi-accuracy", "quantity": "pi_relative_error", "value": rel if math.isfinite(rel) else None,
             "threshold": PI_RTOL_WARN, "message": msg}]


def _check_lumped_size(q: int, n: int, max_states: float) -> None:
    """The count chain's ``C(n + q - 1, q - 1)`` states within ``max_states`` and the lumped
    engine's own limit, checked before anything is built."""
    N = math.comb(n + q - 1, q - 1)
    limit = min(float(max_states), float(MAX_COUNT_STATES))
    if N > limit:
        which = "`max_states`" if float(max_states) < MAX_COUNT_STATES else "the lumped engine's limit"
        size = f"{float(N):.3g}" if N < 10**300 else f"~10^{len(str(N)) - 1}"
        raise InvalidInputError(
            f"the chain of token counts has C(n + q - 1, q - 1) = {size} states for q = {q}, n = {n}, above "
            f"{limit:.3g} ({which}); lower `n` or `q`")


def _stepping_too_costly(K, spec, eps: float, mixing_method: str) -> str | None:
    """Why the report leaves ``t_mix`` out, or None: above ``DOUBLING_MAX`` states the auto
    method steps every start, ``N`` starts times ``t_mix`` sparse products of ``N`` rows, at
    least ``N^2 (n (q - 1) + 1) t_low`` with ``t_low = (t_rel - 1) ln(1/(2 eps))`` (a lower
    bound on ``t_mix`` for any chain); beyond ``STEPPING_WORK_MAX`` that is hours."""
    N = int(K.n_states)
    if mixing_method not in ("auto", "stepping") or N <= DOUBLING_MAX:
        return None
    t_rel = spec.relaxation_time
    t_low = max(1.0, reversible_lower_bound(t_rel, eps)) if math.isfinite(t_rel) else math.inf
    work = float(N) * N * (K.n * (K.q - 1) + 1) * t_low
    if work <= STEPPING_WORK_MAX:
        return None
    return (f"not computed: the worst start by stepping every one of the {N} starts would take at least "
            f"{work:.2g} multiply-adds (t_mix >= {t_low:.3g}); the spectral bounds stand (lower n or q, or "
            "use a lumped family)")


def _report(chain, eps: float, *, mixing_method: str = "auto", t_max: int | None = None) -> ExactReport:
    K, law, spec = chain.kernel, chain.law, chain.spectrum
    pi = law.pi
    skip = _stepping_too_costly(K, spec, eps, mixing_method)
    mix = MixingResult(None, eps, (), (), None, skip, t_max) if skip else chain.mixing(eps, method=mixing_method,
                                                                                        t_max=t_max)
    b = report_bounds(spec, law.log_pi_min, law.relative_error, eps)
    nz = pi[pi > 0]
    return exact_report(
        spec, b, model=chain.name, q=K.q, n=K.n, temperature=chain.temperature, scan=K.scan, eps=eps,
        n_states=K.n_states, reversible=spec.reversible, detailed_balance_residual=spec.detailed_balance_residual,
        stationary_residual=law.residual, pi_min=law.pi_min, log_pi_min=law.log_pi_min,
        pi_entropy=float(-(nz * np.log(nz)).sum()), pi_relative_error=law.relative_error, pi_method=law.method,
        reversibility_rule=spec.reversibility_rule, t_mix=mix.t_mix, t_mix_method=mix.method,
    )


def exact_report(spec, bounds, **fields) -> ExactReport:
    """The one constructor of :class:`ExactReport`, for the enumerated chain (:func:`_report`)
    and the lumped one (:func:`exact.lumped_checks.lumped_exact_report`): the spectral fields
    from ``spec`` (a :class:`~toolkit.results.SpectralSummary`: eigenvalues, gap, its error and
    interval, the non-reversible gaps, ``spectral_method``), the ``t_mix`` bounds from ``bounds``
    (an :class:`~exact.spectral.SpectralBounds`: a lower bound below 0 is reported as 0), and
    the rest (model, sizes, ``pi``'s numbers, reversibility, ``t_mix``) from ``fields``."""
    return ExactReport(
        lambda_2=float(spec.lambda_2), lambda_star=float(spec.lambda_star), spectral_gap=float(spec.spectral_gap),
        relaxation_time=float(spec.relaxation_time), reversibilization_gap=spec.reversibilization_gap,
        pseudo_spectral_gap=spec.pseudo_spectral_gap, spectral_method=spec.method,
        gap_error=None if spec.gap_error is None else float(spec.gap_error), **gap_interval_fields(spec),
        bound_kind=bounds.kind, t_mix_lower_bound=None if bounds.lower is None else float(max(bounds.lower, 0.0)),
        t_mix_upper_bound=bounds.upper, log_t_mix_lower_bound=bounds.log_lower,
        log_t_mix_upper_bound=bounds.log_upper, bounds_note=bounds.note, **fields,
    )


def report_bounds(spec, log_pi_min: float, pi_relative_error: float, eps: float):
    """The spectral bounds of a report from the gap's interval (:func:`exact.spectral.spectral_mixing_bounds`):
    reversible ones for a reversible chain, Paulin's from the ``gamma_k`` intervals otherwise,
    the lower one ``(1/gap - 1) ln(1/(2 eps))`` for both."""
    rel = pi_relative_error if pi_relative_error is not None and math.isfinite(pi_relative_error) else 0.5
    return spectral_mixing_bounds(spec.log_gap_lower, spec.log_gap_upper, log_pi_min, eps,
                                  reversible=spec.reversible, pi_relative_error=rel,
                                  gammas=spec.multiplicative_gaps, gamma_errors=spec.multiplicative_gap_errors)


def gap_interval_fields(spec) -> dict:
    """The gap's interval fields of a :class:`~toolkit.results.SpectralSummary`, for an :class:`ExactReport`."""
    return {k: getattr(spec, k) for k in ("gap_lower", "gap_upper", "log_gap", "log_gap_lower", "log_gap_upper",
                                          "gap_certified", "gap_note")}
