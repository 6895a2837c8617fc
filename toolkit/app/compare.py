"""Exact-vs-sampled comparison: each sampled estimate beside the exact value it estimates.

:func:`calibration_table` runs :func:`toolkit.calibration.sampled_summary` on a model and
computes, by enumeration, the exact value of every row (:mod:`exact.observables`):
``mean f`` (the stationary mean), ``iat f`` (the exact integrated autocorrelation time),
``R-hat`` (1), ``d(t) coupling bound`` (the exact worst-start ``d(t)``), ``mean exit time``.

Each row then says whether the sampled value agrees (:func:`check_row`): an estimate's
interval covers the exact value, an upper bound is above it, a lower bound below it.
:func:`coverage` turns many replications of one estimate into a coverage count with a
binomial test against the nominal level.

>>> from toolkit.results import Estimate
>>> check_row("estimate", Estimate(1.0, stderr=0.1), 1.1), check_row("lower bound", Estimate(0.9), 1.0)
(True, True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from exact.kernel import enumerated_logits
from exact.markov import ExactChain
from exact.observables import exact_exit_times, exact_iat
from exact.space import DEFAULT_MAX_STATES, StateSpace
from toolkit._validation import check_probability
from toolkit.calibration import SampledSummary, noted_table, sampled_cell, sampled_summary
from toolkit.exceptions import InvalidInputError
from toolkit.results import Estimate, Result

__all__ = [
    "check_row",
    "exact_iat",
    "exact_exit_times",
    "exact_values",
    "CalibrationRow",
    "CalibrationTable",
    "calibration_table",
    "join",
    "CoverageResult",
    "coverage",
]


def check_row(kind: str, sampled: Estimate, exact: float | None, *, z: float = 3.0) -> bool | None:
    """Whether a sampled value agrees with the exact one for its ``kind`` (None: nothing to check).

    ``estimate``: the interval covers ``exact`` (a censored estimate, whose method says
    "lower estimate": its interval's lower end is at most ``exact``); ``upper bound``: ``value + z stderr`` (or
    the interval's upper end, whichever is larger) is at least ``exact``; ``lower bound``:
    ``value <= exact`` up to ``1e-9`` relative.
    """
    if exact is None or (isinstance(exact, float) and math.isnan(exact)):
        return None
    if kind == "estimate":
        if "lower estimate" in (sampled.method or ""):  # censored: the truth may lie anywhere above
            return sampled.ci[0] <= exact + 1e-9 * max(1.0, abs(exact))
        return sampled.covers(exact)
    if kind == "upper bound":
        return max(sampled.value + z * sampled.stderr, sampled.ci[1]) >= exact - 1e-12
    if kind == "lower bound":
        return sampled.value <= exact + 1e-9 * max(1.0, abs(exact))
    return None


def exact_values(model, summary: SampledSummary, *, max_states: float = DEFAULT_MAX_STATES,
                 scan: str | None = None) -> dict:
    """Exact counterparts of the rows of ``summary``: ``{name: Estimate.exact(v)}`` (None if none).

    ``model``: a model (enumerated once, :func:`exact.kernel.enumerated_logits`) or an
    :class:`~exact.markov.ExactChain` at the summary's temperature, whose cached kernel and
    stationary law are used as they are (so a caller that already solved the chain does not
    solve it again). Every ``pi`` comes from an ``ExactChain``; the chains of other scans
    share its logits (:meth:`~exact.markov.ExactChain.with_scan`).
    """
    T = summary.temperature
    main_scan = scan or ("systematic" if "systematic" in summary.method else "random")
    if isinstance(model, ExactChain):
        if model.temperature != T:
            raise InvalidInputError(f"`model` is an ExactChain at T={model.temperature:g}, "
                                    f"the summary is at T={T:g}")
        main = model.with_scan(main_scan)
    else:
        main = ExactChain(enumerated_logits(model, max_states=max_states), temperature=T, scan=main_scan,
                          max_states=max_states)
    space = main.logits.space
    X = None
    fvals = {}

    def values(name):
        nonlocal X
        if name not in fvals:
            if X is None:
                X = space.all_states()
            out = np.empty(space.size)
            f = summary.observables[name]
            for lo in range(0, space.size, 1 << 16):
                out[lo:lo + (1 << 16)] = np.asarray(f(X[lo:lo + (1 << 16)]), dtype=float).reshape(-1)
            fvals[name] = out
        return fvals[name]

    d_times = [q.spec["t"] for q in summary.quantities if q.spec.get("quantity") == "d"]
    d = main.distance_profile(max(d_times)) if d_times else None
    result = {}
    for q in summary.quantities:
        kind = q.spec.get("quantity")
        v = None
        if kind == "mean":
            v = float(main.pi @ values(q.spec["observable"]))
        elif kind == "iat":
            c = main.with_scan(q.spec.get("scan", main_scan))
            v = exact_iat(c.kernel, c.pi, values(q.spec["observable"]))
        elif kind == "rhat":
            v = 1.0
        elif kind == "d":
            v = float(d[q.spec["t"]])
        elif kind == "exit":
            if summary.exit_set is None:
                raise InvalidInputError("the summary has an exit-time row but no exit set")
            if X is None:
                X = space.all_states()
            mask = np.asarray(summary.exit_set(X), dtype=bool)
            tau = exact_exit_times(main.with_scan("random").kernel, mask)
            v = float(tau[space.index(np.array(q.spec["start"]))[0]])
        result[q.name] = None if v is None else Estimate.exact(v)
    return result


@dataclass(frozen=True, eq=False)
class CalibrationRow(Result):
    """A sampled estimate beside the exact value; ``ok`` per :func:`toolkit.calibration.check_row`."""

    name: str
    kind: str
    sampled: Estimate
    exact: Estimate | None
    ok: bool | None

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "sampled": self.sampled.to_dict(),
                "exact": None if self.exact is None else self.exact.value, "ok": self.ok}


@dataclass(frozen=True, eq=False)
class CalibrationTable(Result):
    """Rows of sampled-vs-exact values for one model and temperature."""

    model: str
    temperature: float
    rows: tuple
    summary: SampledSummary

    @property
    def all_ok(self) -> bool:
        return all(r.ok is not False for r in self.rows)

    def to_dict(self) -> dict:
        return {"model": self.model, "temperature": self.temperature, "all_ok": self.all_ok,
                "settings": {k: v for k, v in self.summary.to_dict().items() if k != "quantities"},
                "rows": [r.to_dict() for r in self.rows]}

    def to_frame(self):
        """One row per quantity: ``name, kind, sampled, stderr, ci_low, ci_high, n_samples, exact, ok``."""
        import pandas as pd

        return pd.DataFrame([{"name": r.name, "kind": r.kind, "sampled": r.sampled.value, "stderr": r.sampled.stderr,
                              "ci_low": r.sampled.ci[0], "ci_high": r.sampled.ci[1],
                              "n_samples": r.sampled.n_samples, "exact": None if r.exact is None else r.exact.value,
                              "ok": r.ok} for r in self.rows])

    def __str__(self) -> str:
        def ok(r):
            return "-" if r.ok is None else ("yes" if r.ok else "NO")

        rows = [(r.name, r.kind, sampled_cell(r.sampled), r.sampled.stderr,
                 f"[{r.sampled.ci[0]:.4g}, {r.sampled.ci[1]:.4g}]",
                 "-" if r.exact is None else r.exact.value, ok(r)) for r in self.rows]
        return self.summary.head() + "\n" + noted_table(
            rows, ("quantity", "kind", "sampled", "stderr", "95% interval", "exact", "agrees"),
            [r.sampled for r in self.rows])


def join(summary: SampledSummary, exact: dict) -> CalibrationTable:
    """Pair each sampled row with its exact value."""
    rows = []
    for q in summary.quantities:
        ex = exact.get(q.name)
        rows.append(CalibrationRow(q.name, q.kind, q.estimate, ex,
                                   check_row(q.kind, q.estimate, None if ex is None else ex.value)))
    return CalibrationTable(summary.model, summary.temperature, tuple(rows), summary)


def calibration_table(model, *, max_states: float = DEFAULT_MAX_STATES, **kwargs) -> CalibrationTable:
    """Run :func:`toolkit.calibration.sampled_summary` (``kwargs``) and put the exact value beside each row."""
    StateSpace.of(model, max_states=max_states)  # fail before sampling if not enumerable
    summary = sampled_summary(model, **kwargs)
    return join(summary, exact_values(model, summary, max_states=max_states))


@dataclass(frozen=True, eq=False)
class CoverageResult(Result):
    """How often intervals covered the exact value: ``count`` of ``n`` at nominal ``level``.

    ``pvalue``: two-sided exact binomial test of ``count ~ Binomial(n, level)``.
    """

    count: int
    n: int
    level: float
    pvalue: float
    exact_value: float

    @property
    def rate(self) -> float:
        return self.count / self.n

    def passes(self, alpha: float = 0.01) -> bool:
        """Whether the coverage test keeps ``level``: rejected only when ``pvalue`` is below
        ``alpha`` (``pvalue == alpha`` passes; :mod:`toolkit.app.testing`'s sampler tests, by
        contrast, reject at ``p <= alpha``)."""
        return self.pvalue >= alpha

    def __str__(self) -> str:
        return (f"coverage {self.count}/{self.n} = {self.rate:.3f} (nominal {self.level:g}; "
                f"binomial p = {self.pvalue:.3g})")


def coverage(estimates, exact_value: float, *, level: float | None = None) -> CoverageResult:
    """Count the intervals of ``estimates`` covering ``exact_value``; binomial test at their level."""
    from scipy.stats import binomtest

    est = list(estimates)
    if not est:
        raise InvalidInputError("`estimates` must not be empty")
    level = check_probability(est[0].level if level is None else level, "level")
    k = sum(e.covers(exact_value) for e in est)
    p = float(binomtest(k, len(est), level).pvalue)
    return CoverageResult(int(k), len(est), level, p, float(exact_value))
