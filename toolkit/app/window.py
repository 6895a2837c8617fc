"""Exact chains of real-model windows, set beside the sampled estimators on the same chain.

A real masked LM restricted to a short window (``n`` free sites inside a fixed text, each
taking one of ``q`` tokens; :func:`toolkit.models.mlm.load_model`) is a
``ConditionalModel`` like any toy, so :func:`exact.site_logits` enumerates it: ``n *
q**(n-1)`` masked rows, sent to the model in batches of its own ``batch_size`` (one
forward pass per batch, with a progress bar). From that one table :func:`real_window`
computes the exact spectral gap, ``t_mix``, every certified rectangle, the influence
matrix and the margins of strict argmax fixed points, then runs the sampled estimators
of :mod:`toolkit` on the *same* chain (chains, couplings, exit times, the sampled
rectangle test, sampled influence, quenched margins; each through the model's own
forward passes) and puts each sampled number beside its exact value in one
:class:`~toolkit.app.compare.CalibrationTable`.

Row kinds and checks (``ok``):

==============  ==========================================================================
estimate        the sampled interval covers the exact value (means, IATs, exit time)
upper bound     coupling bound on ``d(t)``: value + its error >= the exact ``d(t)``
lower bound     maxima over sampled contexts (``max |log R|``, ``alpha``, ``T_0``, largest
                margin found): at most the exact maximum, up to the logit tolerance
equal           the same quantity computed twice (a sampled rectangle's ``log R``, a
                quenched fixed point's margin): agree to the logit tolerance
diagnostic      reported only (R-hat, coalescence time, how many fixed points were found)
==============  ==========================================================================

The logit tolerance is 8 times the model's declared logit error (a float32 forward pass:
3e-5 times the row's largest ``|logit|``, :func:`toolkit.models.base.logit_error_bound`;
or ``8 * logit_rtol * M`` when ``logit_rtol`` is given): the same float32 logit differs
by about that between forward passes of different batch composition. A quenched state counts
as a strict fixed point when its margin exceeds the tolerance (``gamma > tol``), and a
rectangle recomputed from the table is certified when ``|log R| > bound`` (the rule of
:mod:`exact.rectangles`): at equality neither is counted.

Length: ~430 lines, one computation (the exact window beside its sampled estimators) whose
rows share the window's table, tolerance and warnings.

``memoize=True`` runs the sampled side through :class:`MemoizedModel`, which computes each
distinct masked input ``(x_-i, i)`` by one forward pass the first time it is needed and
then reuses it. The conditionals are a deterministic function of that input, so the
chain is the same; it makes sampling a 26M-parameter model's window affordable on a CPU
(every step is otherwise a forward pass of a 124-token sequence).

Worked example (no MLM needed): any model works, e.g. a Potts chain of two sites::

    >>> from toolkit.models import potts
    >>> r = real_window(potts(2, 2, 1.0), n_chains=8, n_steps=200, n_pairs=2, n_replicates=8,
    ...                 n_contexts=4, rng=0)
    >>> r.exact.n_states, r.rectangles.n_certified    # compatible: nothing certified
    (4, 0)

Command line: ``glauber window --model tiny-en --tokens the,lord,god,king,and,of
--prefix and --suffix "said to moses" --n 3 -T 1.5``.
"""

from __future__ import annotations

import dataclasses
import math
import time
from dataclasses import dataclass, field

import numpy as np

from exact.analysis import ExactReport, check_logit_scale
from exact.basins import local_margins
from exact.influence import InfluenceReport
from exact.kernel import SiteLogits, site_logits
from exact.markov import ExactChain
from exact.rectangles import rectangle_summary
from exact.space import StateSpace
from toolkit import _rectangle, _states
from toolkit._validation import as_rng, check_eps, check_int, check_states, check_temperature
from toolkit.app.compare import CalibrationRow, CalibrationTable, exact_values, join
from toolkit.calibration import sampled_summary
from toolkit.exceptions import InvalidInputError
from toolkit.incompat import rectangle_test
from toolkit.influence import influence_estimates
from toolkit.metastable import local_margin, quench, state_set
from toolkit.models.base import logit_error_bound
from toolkit.models.toy import LogitTable
from toolkit.results import Estimate, RectangleSummary, Result, format_table
from toolkit.sampling import log_pseudo_likelihood, run_chains

__all__ = [
    "real_window",
    "RealWindowReport",
    "MemoizedModel",
    "tabulated",
    "window_rectangle_log_r",
    "infinite_exact",
]

#: Enumeration guard for real windows (each row is a forward pass of the model).
DEFAULT_MAX_STATES = 1e5


# --------------------------------------------------------------------------- models from tables
def _table(L: SiteLogits) -> np.ndarray:
    """``(n, q**(n-1), q)`` with ``[i, c, a] = l_i(a; x_-i)``, ``c`` the mixed-radix index of
    ``x`` without site ``i`` (the layout of :class:`toolkit.models.LogitTable`)."""
    q, n = L.q, L.n
    return np.stack([L.site(i).transpose(0, 2, 1).reshape(q ** (n - 1), q) for i in range(n)])


def tabulated(L: SiteLogits) -> LogitTable:
    """The enumerated logits as a model (no forward passes): the exact side's copy of a window."""
    m = LogitTable(_table(L), logit_error=np.array([L.site_error(i) for i in range(L.n)]))
    m.tokens = list(L.tokens) if L.tokens is not None else None
    return m


class MemoizedModel:
    """A model whose conditionals are computed once per distinct masked input.

    ``logits(x, sites)`` looks up ``(sites[b], x[b] without sites[b])``; rows not seen yet go
    to the wrapped model in one call. ``n_computed`` counts the rows the wrapped model
    evaluated. Needs ``q**n`` small enough to hold ``n * q**(n-1) * q`` floats.
    """

    def __init__(self, model, *, max_states: float = DEFAULT_MAX_STATES):
        StateSpace.of(model, max_states=max_states)
        self.model = model
        self.vocab_size = int(model.vocab_size)
        self.length = int(model.length)
        self.tokens = getattr(model, "tokens", None)
        self.dtype = getattr(model, "dtype", None)
        q, n = self.vocab_size, self.length
        self._values = np.full((n, q ** (n - 1), q), np.nan)
        self._known = np.zeros((n, q ** (n - 1)), dtype=bool)
        self.n_computed = 0

    def logits(self, x, sites) -> np.ndarray:
        x = np.asarray(x, dtype=np.int64)
        sites = np.asarray(sites, dtype=np.int64).reshape(-1)
        ctx = _states.context_index(x, sites, self.vocab_size)
        need = ~self._known[sites, ctx]
        if need.any():
            key = sites[need] * self._known.shape[1] + ctx[need]
            _, first = np.unique(key, return_index=True)
            rows = np.flatnonzero(need)[first]
            out = np.asarray(self.model.logits(x[rows], sites[rows]), dtype=float)
            self._values[sites[rows], ctx[rows]] = out
            self._known[sites[rows], ctx[rows]] = True
            self.n_computed += rows.size
        return self._values[sites, ctx]

    def logit_error(self, x, sites, logits) -> np.ndarray:
        """The wrapped model's declared logit error."""
        return logit_error_bound(self.model, x, sites, logits)

    def all_conditionals(self, x) -> np.ndarray:
        x = np.asarray(x, dtype=np.int64)
        B, n = x.shape
        return self.logits(np.repeat(x, n, axis=0), np.tile(np.arange(n), B)).reshape(B, n, self.vocab_size)

    def __repr__(self) -> str:
        return f"MemoizedModel({self.model!r})"


def window_rectangle_log_r(L: SiteLogits, contexts, i, j, a, a2, b, b2, *, temperature: float = 1.0) -> np.ndarray:
    """Exact ``log R / T`` of given rectangles, read off the enumerated logits.

    ``contexts`` (m, n): any state agreeing with the context off ``{i, j}``; the other
    arguments are arrays of length m (the layout of :class:`toolkit.incompat.RectangleResult`).
    """
    q, n = L.q, L.n
    X = check_states(contexts, q=q, n=n, name="contexts").copy()
    i, j, a, a2, b, b2 = (np.asarray(v, dtype=np.int64) for v in (i, j, a, a2, b, b2))
    strides = _states.strides(q, n)
    rows = np.arange(X.shape[0])
    X[rows, i] = 0
    X[rows, j] = 0
    base = X @ strides
    si, sj = strides[i], strides[j]

    def li(ta, tb):  # l_i(ta; x_j = tb, context)
        return L.values[i, base + ta * si + tb * sj]

    def lj(ta, tb):  # l_j(tb; x_i = ta, context)
        return L.values[j, base + ta * si + tb * sj]

    t = np.stack([li(a, b), li(a2, b), li(a, b2), li(a2, b2)], axis=-1)
    u = np.stack([lj(a, b), lj(a, b2), lj(a2, b), lj(a2, b2)], axis=-1)
    return _rectangle.log_r(t, u) / check_temperature(temperature)  # the one copy of the formula


# --------------------------------------------------------------------------- the report
@dataclass(frozen=True, eq=False)
class RealWindowReport(Result):
    """Exact quantities of a real-model window and the calibration table of the sampled
    estimators run on the same chain.

    ``exact``: spectrum, ``t_mix`` and bounds (:func:`exact.analyze`); ``rectangles``: every
    rectangle, certified with its float bound (a :class:`~toolkit.results.RectangleSummary`,
    the type of ``sampled_rectangles.summary()``); ``influence``: exact ``R``, ``alpha``,
    ``T_0`` (``influence`` and ``sampled_influence`` are both
    :class:`~toolkit.results.InfluenceSummary`); ``fixed_points``: strict argmax fixed points with their margins;
    ``escape``: the escape bound at the largest-margin fixed point (exact exit time);
    ``calibration``: one row per sampled number with its exact value and ``ok``.
    """

    model: str
    q: int
    n: int
    temperature: float
    tokens: tuple | None
    exact: ExactReport
    rectangles: RectangleSummary
    influence: InfluenceReport
    fixed_points: tuple
    escape: tuple
    calibration: CalibrationTable
    logit_tolerance: float
    timings: dict
    sampled_rectangles: object = field(repr=False, default=None)
    sampled_influence: object = field(repr=False, default=None)

    @property
    def all_ok(self) -> bool:
        """No row of the calibration table disagrees."""
        return self.calibration.all_ok

    def rows(self, kind: str) -> tuple[CalibrationRow, ...]:
        return tuple(r for r in self.calibration.rows if r.kind == kind)

    @property
    def estimate_coverage(self) -> tuple[int, int]:
        """``(covered, total)`` over the ``estimate`` rows (nominal 95% each)."""
        est = self.rows("estimate")
        return sum(bool(r.ok) for r in est), len(est)

    def exact_table(self) -> str:
        e, r, inf = self.exact, self.rectangles, self.influence
        fp = self.fixed_points
        rows = [
            ("q, n, states", f"{self.q}, {self.n}, {e.n_states}", "tokens, free sites, q**n"),
            ("tokens", " ".join(self.tokens) if self.tokens else "-", ""),
            ("reversible", e.reversible, "detailed balance holds"),
            ("spectral gap", e.spectral_gap, "1 - lambda_star"),
            ("relaxation time", e.relaxation_time, "1 / gap"),
            (f"t_mix(eps={e.eps:g})", e.t_mix if e.t_mix is not None else "not reached", "exact, worst start"),
            ("t_mix upper bound", e.t_mix_upper_bound, e.bound_kind),
            ("rectangles", r.count, "all (i < j, context, a < a', b < b')"),
            ("certified fraction", r.certified_fraction, "|log R| > float bound (logit_rtol-based)"),
            ("|log R| median", r.quantiles["q50"], "over all rectangles"),
            ("|log R| max", r.max_abs, ""),
            ("alpha (column sums)", inf.alpha_col, "< 1 gives contraction"),
            ("T_0", inf.T0_col, "max_j sum_i L_ij / 4"),
            ("strict argmax fixed points", len(fp), "margin > 0"),
            ("largest margin", fp[0].gamma if fp else None, f"at [{fp[0].text}]" if fp else ""),
        ]
        for c in self.escape:
            inf_note = (f" (infinite in float64: ln E[tau_exit] = {c.log_exit_time:.6g}; no chain leaves in "
                        "practice)" if math.isinf(c.exit_time) else "")
            rows.append(("exit time from it", c.exit_time, f"exact{inf_note}; escape bound e^(gamma/T)/(q-1) = "
                                                          f"{c.bound:.4g}, holds: {c.holds}"))
        return format_table(rows, ("exact quantity", "value", "meaning"))

    def to_dict(self) -> dict:
        return {"model": self.model, "q": self.q, "n": self.n, "temperature": self.temperature,
                "tokens": list(self.tokens) if self.tokens else None, "exact": self.exact.to_dict(),
                "rectangles": self.rectangles.to_dict(),
                "influence": self.influence.to_dict(),
                "fixed_points": [{"state": list(p.state), "text": p.text, "gamma": p.gamma} for p in self.fixed_points],
                "escape": [c.to_dict() for c in self.escape], "calibration": self.calibration.to_dict(),
                "logit_tolerance": self.logit_tolerance, "all_ok": self.all_ok,
                "estimate_coverage": list(self.estimate_coverage), "timings": dict(self.timings)}

    def __str__(self) -> str:
        c, t = self.estimate_coverage, self.timings
        return (f"{self.model}: exact window at T={self.temperature:g} "
                f"(enumerated {t.get('rows', 0)} masked rows in {t.get('enumerate_s', 0):.1f} s; "
                f"sampling {t.get('sample_s', 0):.1f} s)\n"
                f"{self.exact_table()}\n\n{self.calibration}\n"
                f"estimate rows covering the exact value: {c[0]}/{c[1]}; all rows agree: {self.all_ok}")


def infinite_exact(row) -> bool:
    """A calibration row whose exact value is infinite (not compared: module docstring)."""
    return row.exact is not None and math.isinf(row.exact.value)


def _sampled(value: float, method: str, n: int, *, kind: str) -> Estimate:
    hi = math.inf if kind == "lower bound" else value
    return Estimate(float(value), stderr=0.0, ci=(float(value), hi), n_samples=int(n), method=method)


def _row(name, kind, value, exact, ok, method, n) -> CalibrationRow:
    return CalibrationRow(name, kind, _sampled(value, method, n, kind=kind),
                          None if exact is None else Estimate.exact(float(exact)), None if ok is None else bool(ok))


def _extra_rows(L, T, tol, contexts, rect, infl, sampler, exact_infl, fps, rect_exact) -> list:
    rows = []
    # rectangles: the same rectangles recomputed from the exact table
    tab = rect.table
    ex = window_rectangle_log_r(L, contexts[tab["context"]], tab["i"], tab["j"], tab["a"], tab["a2"], tab["b"],
                                tab["b2"], temperature=T)
    m = ex.size
    diff = np.abs(tab["log_r"] - ex)
    rows.append(_row("sampled rectangles: max |log R - exact|", "equal", diff.max(), 0.0,
                     bool((diff <= 2 * tab["bound"] + tol / T).all()), "same rectangles, from the enumeration", m))
    exact_cert = np.abs(ex) > tab["bound"]
    cert = tab["certified"]
    # the two verdicts may differ only where |log R| lies within the logit noise of the bound
    near = np.abs(np.abs(ex) - tab["bound"]) <= diff + tol / T
    rows.append(_row("sampled rectangles: prevalence", "equal", cert.mean(), exact_cert.mean(),
                     bool(((cert == exact_cert) | near).all()),
                     "fraction certified (top-k rectangles at chain states)", m))
    sampled_max = rect.summary().max_abs
    rows.append(_row("max |log R| (sampled rectangles)", "lower bound", sampled_max, rect_exact.max_abs,
                     sampled_max <= rect_exact.max_abs + tol / T, "max over sampled rectangles", m))
    # influence: maxima over sampled contexts are lower bounds on the exact maxima (one type both sides)
    k = len(infl.contexts)
    sm, ex_inf = infl, exact_infl
    rows.append(_row("alpha (sampled influence)", "lower bound", sm.alpha.value, ex_inf.alpha.value,
                     sm.alpha.value <= ex_inf.alpha.value + tol, "max column sum of sampled R", k))
    rows.append(_row("max_ij R_ij (sampled influence)", "lower bound", sm.R.max(), ex_inf.R.max(),
                     bool((sm.R <= ex_inf.R + tol).all()), "entrywise R_ij <= exact R_ij", k))
    rows.append(_row("T_0 (sampled influence)", "lower bound", sm.T0.value, ex_inf.T0.value,
                     sm.T0.value <= ex_inf.T0.value + L.n * tol, "max column sum of sampled L / 4", k))
    # margins: quench the contexts; each strict fixed point reached has the exact margin
    y, converged = quench(sampler, contexts)
    y = np.unique(y[converged], axis=0) if converged.any() else y[:0]
    gam = local_margin(sampler, y) if len(y) else np.zeros(0)
    strict = gam > tol
    exact_m = local_margins(L)[L.space.index(y)] if len(y) else np.zeros(0)
    rows.append(_row("strict fixed points reached by quench", "diagnostic", int(strict.sum()), len(fps), None,
                     f"quench from {len(contexts)} chain states", len(contexts)))
    if strict.any():
        d = np.abs(gam[strict] - exact_m[strict])
        rows.append(_row("margins at those fixed points: max |gamma - exact|", "equal", d.max(), 0.0,
                         bool((d <= 2 * tol).all()), "local margin by one all-sites call", int(strict.sum())))
        best = float(gam[strict].max())
        rows.append(_row("largest margin reached", "lower bound", best, fps[0].gamma if fps else 0.0,
                         best <= (fps[0].gamma if fps else 0.0) + 2 * tol, "max over reached fixed points",
                         int(strict.sum())))
    return rows


def real_window(model, *, temperature: float = 1.0, eps: float = 0.25, n_chains: int = 32, n_steps: int = 1000,
                burn_in: int | None = None, n_pairs: int = 8, n_replicates: int = 64, n_contexts: int = 32,
                context_steps: int | None = None, k: int = 3, logit_rtol: float | None = None,
                exit_time: bool = True, memoize: bool = False, max_states: float = DEFAULT_MAX_STATES,
                progress: bool | None = None, name: str | None = None, rng=None) -> RealWindowReport:
    """The exact chain of ``model`` (a short real-model window) beside the sampled estimators.

    Parameters
    ----------
    model : ConditionalModel (a :class:`toolkit.models.mlm.MaskedLM` window, or any model)
    temperature, eps : the chain's ``T`` and the mixing threshold
    n_chains, n_steps, burn_in, n_pairs, n_replicates :
        the sampled summary (:func:`toolkit.calibration.sampled_summary`)
    n_contexts, context_steps :
        ``n_contexts`` chains run ``context_steps`` steps (default ``min(burn_in, 200)``)
        give the contexts of the sampled rectangle test, sampled influence and quench
    k : tokens per site for the sampled rectangle test (top-k at each context)
    logit_rtol : override the model's declared logit errors (``logit_rtol * max |l|`` per row)
    exit_time : add the exit time from the largest-margin strict fixed point (estimate row)
    memoize : sample through :class:`MemoizedModel` (module docstring)
    max_states : enumeration guard
    progress : progress bars (the enumeration's forward passes; None: on a terminal)
    rng : Generator, int or None
    """
    T = check_temperature(temperature)
    eps = check_eps(eps)
    if int(getattr(model, "length", 0)) < 2:
        raise InvalidInputError(
            f"a window needs at least 2 free sites (rectangles, influence); got n={getattr(model, 'length', None)}")
    n_contexts = check_int(n_contexts, "n_contexts", minimum=1)
    n_steps = check_int(n_steps, "n_steps", minimum=8)
    rng = as_rng(rng)
    label = name or getattr(model, "name", None) or repr(model)

    t0 = time.perf_counter()
    L = site_logits(model, max_states=max_states, progress=progress)
    t_enum = time.perf_counter() - t0
    check_logit_scale(L, T, flag="temperature")
    # the same logit computed twice agrees to twice its error bound; 8 bounds cover a rectangle
    if logit_rtol is None:
        tol = 8.0 * float(max(L.site_error(i) for i in range(L.n)))
    else:
        tol = 8.0 * float(logit_rtol) * max(1.0, float(np.abs(L.values).max()))
    chain = ExactChain(L, temperature=T, name=label)
    report = chain.report(eps)
    rect_exact = rectangle_summary(L, temperature=T, logit_rtol=logit_rtol)
    exact_infl = chain.influence(eps)
    fps = chain.fixed_points()
    escape = chain.escape_checks(fps[:1]) if fps else ()
    t_exact = time.perf_counter() - t0 - t_enum

    sampler = MemoizedModel(model, max_states=max_states) if memoize else model
    t1 = time.perf_counter()
    kw = {}
    if exit_time and fps:
        x_star = np.asarray(fps[0].state, dtype=np.int64)
        kw = {"exit_set": state_set(x_star[None], q=L.q), "exit_start": x_star}
    summary = sampled_summary(sampler, temperature=T, n_chains=n_chains, n_steps=n_steps, burn_in=burn_in,
                              n_pairs=n_pairs, n_replicates=n_replicates, name=label, progress=progress,
                              rng=rng, **kw)
    burn = summary.burn_in
    steps = check_int(context_steps, "context_steps", minimum=0) if context_steps is not None else min(burn, 200)
    ctx_run = run_chains(sampler, temperature=T, n_chains=n_contexts, n_steps=max(steps, 1), record_states=False,
                         record_times=[max(steps, 1)], rng=rng)
    contexts = np.unique(ctx_run.final, axis=0)
    rect = rectangle_test(sampler, contexts, pairs="all", k=min(k, L.q), temperature=T, logit_rtol=logit_rtol,
                          rng=rng)
    infl = influence_estimates(sampler, contexts, temperature=T, rng=rng)
    extra = _extra_rows(L, T, tol, rect.contexts, rect, infl, sampler, exact_infl, fps, rect_exact)
    t_sample = time.perf_counter() - t1
    # exact side of the summary's rows from the chain solved above (no new forward passes, no
    # second enumeration or solve): the model-dependent observable is re-bound to the table,
    # the same function of the state
    obs = dict(summary.observables)
    if "log_pseudo_likelihood" in obs:
        obs["log_pseudo_likelihood"] = log_pseudo_likelihood(tabulated(L), temperature=T)
    exact_side = dataclasses.replace(summary, observables=obs)
    table = join(summary, exact_values(chain, exact_side, max_states=max_states))
    # an infinite exact value (an exit time whose exit probability underflows float64) is not
    # compared with the sampled one, itself censored: the row reports both, with no verdict
    rows = tuple(dataclasses.replace(r, ok=None) if infinite_exact(r) else r for r in table.rows)
    calibration = CalibrationTable(table.model, T, rows + tuple(extra), summary)
    timings = {"rows": int(L.n * L.space.size // L.q), "enumerate_s": t_enum, "exact_s": t_exact,
               "sample_s": t_sample}
    if memoize:
        timings["memoized_rows_computed"] = int(sampler.n_computed)
    return RealWindowReport(
        model=label, q=L.q, n=L.n, temperature=T, tokens=L.tokens, exact=report, rectangles=rect_exact,
        influence=exact_infl, fixed_points=fps, escape=escape, calibration=calibration, logit_tolerance=tol,
        timings=timings, sampled_rectangles=rect, sampled_influence=infl,
    )
