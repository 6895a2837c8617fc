"""Scans over size and temperature: the ``O(n log n)`` regime and metastable escape.

``O(n log n)`` scan. For a model family ``n -> model`` at a fixed temperature, each row
holds ``alpha`` (column sums of the exact influences), the contraction bound
``ceil(n ln(n/eps) / (1 - alpha))``, the exact worst-start ``t_mix(eps)`` and the ratio
``t_mix / (n ln n)``; above ``T_0`` the bound holds and the ratio stays in a band.

Metastability scan. For a strict argmax fixed point ``x*`` of margin ``gamma`` and a
grid of temperatures: the exact ``E_x*[tau_exit]`` from ``{x*}`` (or from the exclusive
zero-temperature basin of ``x*``), the lower bound ``e^{gamma/T}/(q-1)``, and the
least-squares slope of ``ln E[tau_exit]`` against ``1/T`` over the lowest temperatures.
From ``{x*}`` the slope tends to ``gamma``; from a basin it is compared with
``k * gamma`` (``k`` uphill moves needed to leave) and with the Freidlin-Wentzell cost ``V``.

Worked example: two sites, ``q = 2``, Potts coupling 1 (``gamma = 1`` at ``00``), where
``E_00[tau] = 1 / (1 - P(00, 00)) = 1 + e^{1/T}`` exactly, so the slope tends to 1:

>>> from toolkit.models import potts
>>> s = metastability_scan(potts(2, 2, 1.0), [0.1, 0.05, 0.02])
>>> round(s.slope, 4), s.gamma, s.all_hold
(1.0, 1.0, True)
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from toolkit._validation import check_eps, check_int, check_temperature
from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import make_model
from toolkit.results import Result, format_table

from .basins import basins, fixed_points, log_escape_lower_bound, uphill_moves
from .influence import influence
from .kernel import GlauberKernel
from .metastable import LogExitComparison, expected_exit_times, singleton_log_exit_times
from .mixing import mixing_time
from .rectangles import as_site_logits
from .space import DEFAULT_MAX_STATES
from .stationary import stationary


# ---------------------------------------------------------------------- O(n log n)
@dataclass(frozen=True, eq=False)
class NlognRow(Result):
    n: int
    temperature: float
    alpha_col: float
    alpha_row: float
    T0: float
    bound: int | None
    t_mix: int | None
    ratio: float | None

    _derived = ("holds",)

    @property
    def holds(self) -> bool | None:
        if self.bound is None or self.t_mix is None:
            return None
        return self.t_mix <= self.bound


@dataclass(frozen=True, eq=False)
class NlognScan(Result):
    """Rows ``(n, T, alpha, bound, t_mix, t_mix/(n ln n))`` of one family."""

    family: str
    eps: float
    rows: tuple

    @property
    def all_hold(self) -> bool:
        """Every row with ``alpha < 1`` has ``t_mix <= bound`` (and there is at least one)."""
        applicable = [r.holds for r in self.rows if r.holds is not None]
        return bool(applicable) and all(applicable)

    @property
    def ratio_band(self) -> tuple[float, float]:
        vals = [r.ratio for r in self.rows if r.ratio is not None]
        return (min(vals), max(vals)) if vals else (math.nan, math.nan)

    def to_dict(self) -> dict:
        return {"family": self.family, "eps": self.eps, "all_hold": self.all_hold,
                "ratio_band": list(self.ratio_band),
                "rows": [dict(asdict(r), holds=r.holds) for r in self.rows]}

    def to_frame(self):
        """One row per ``n``: the fields of :class:`NlognRow` and ``holds``."""
        import pandas as pd

        return pd.DataFrame([dict(asdict(r), holds=r.holds) for r in self.rows])

    def table(self) -> str:
        rows = [(r.n, r.temperature, r.alpha_col, r.bound, r.t_mix, r.ratio, r.holds) for r in self.rows]
        lo, hi = self.ratio_band
        return (format_table(rows, ("n", "T", "alpha", "bound", "t_mix", "t_mix/(n ln n)", "t_mix <= bound"))
                + f"\n{self.family}: t_mix/(n ln n) in [{lo:.3f}, {hi:.3f}]; bound holds: "
                + ("yes" if self.all_hold else "no"))

    def __str__(self) -> str:
        return self.table()


def _family(family, params):
    if callable(family):
        return family, getattr(family, "__name__", "family")
    if isinstance(family, str):
        params = dict(params or {})
        label = family + "".join(f" {k}={v}" for k, v in params.items())
        return (lambda n: make_model(family, n=n, **params)), label
    raise InvalidInputError(f"`family` must be a model name or a callable n -> model; got {family!r}")


def nlogn_scan(family, n_values, *, temperature: float = 1.0, eps: float = 0.25, params: dict | None = None,
               max_states: float = DEFAULT_MAX_STATES) -> NlognScan:
    """Exact ``t_mix`` beside the contraction bound for ``n`` in ``n_values``.

    ``family``: a callable ``n -> model`` or a model name (built with :func:`make_model`
    and ``params``). Mixing times of contracting chains are short, so they are found by
    stepping every start (``exact.mixing``, method ``"stepping"``) above 256 states.
    """
    T = check_temperature(temperature)
    eps = check_eps(eps)
    build, label = _family(family, params)
    rows = []
    for n in n_values:
        n = check_int(n, "n", minimum=2)
        L = as_site_logits(build(n), max_states=max_states)
        rep = influence(L, temperature=T, eps=eps)
        K = GlauberKernel(L, temperature=T)
        method = "stepping" if rep.contracting and K.n_states > 256 else "auto"
        t_mix = mixing_time(K, eps=eps, pi=stationary(K), method=method).t_mix
        ratio = None if t_mix is None else t_mix / (n * math.log(n))
        rows.append(NlognRow(n, T, rep.alpha_col, rep.alpha_row, rep.T0_col, rep.contraction_bound, t_mix, ratio))
    return NlognScan(label, eps, tuple(rows))


# ---------------------------------------------------------------------- metastability
@dataclass(frozen=True, eq=False)
class ExitRow(LogExitComparison):
    temperature: float
    log_exit_time: float
    log_bound: float

    _derived = ("inv_temperature", "exit_time", "bound", "holds")

    @property
    def inv_temperature(self) -> float:
        return 1.0 / self.temperature


@dataclass(frozen=True, eq=False)
class MetastabilityScan(Result):
    """Exit times from a fixed point (or its basin) over temperatures, with the fitted slope.

    ``slope``/``intercept``: least squares of ``ln E[tau_exit]`` on ``1/T`` over the
    ``fit_points`` lowest temperatures. ``k``: fewest uphill moves to leave the set;
    ``cost``: least total logit deficit to leave it (Freidlin-Wentzell).
    """

    state: str
    set_kind: str
    set_size: int
    q: int
    gamma: float
    k: int
    cost: float
    rows: tuple
    fit_points: int
    slope: float
    intercept: float

    @property
    def k_gamma(self) -> float:
        return self.k * self.gamma

    @property
    def slope_rel_error(self) -> float:
        """``|slope - gamma| / gamma`` (the claim for the fixed point itself)."""
        return abs(self.slope - self.gamma) / self.gamma

    @property
    def all_hold(self) -> bool:
        return all(r.holds for r in self.rows)

    def to_dict(self) -> dict:
        d = asdict(self)
        d["rows"] = [{"temperature": r.temperature, "inv_temperature": r.inv_temperature,
                      "exit_time": r.exit_time, "log_exit_time": r.log_exit_time, "escape_bound": r.bound,
                      "log_bound": r.log_bound, "holds": r.holds} for r in self.rows]
        d.update(k_gamma=self.k_gamma, slope_rel_error=self.slope_rel_error, all_hold=self.all_hold)
        return d

    def to_frame(self):
        """One row per temperature (the rows of :meth:`to_dict`)."""
        import pandas as pd

        return pd.DataFrame(self.to_dict()["rows"])

    def table(self) -> str:
        rows = [(r.temperature, r.inv_temperature, r.exit_time, r.log_exit_time, r.bound, r.holds) for r in self.rows]
        head = format_table(rows, ("T", "1/T", "E[tau_exit]", "ln E[tau_exit]", "e^(gamma/T)/(q-1)", "holds"))
        summary = format_table(
            [("set", f"{self.set_kind} of [{self.state}], {self.set_size} state(s)"),
             ("gamma (margin)", self.gamma),
             (f"fitted slope (lowest {self.fit_points} T)", self.slope),
             ("|slope - gamma| / gamma", self.slope_rel_error),
             ("k (uphill moves to leave)", self.k), ("k * gamma (heuristic)", self.k_gamma),
             ("V (least exit cost, Freidlin-Wentzell)", self.cost),
             ("escape bound holds at every T", self.all_hold)],
            ("quantity", "value"))
        return head + "\n" + summary

    def __str__(self) -> str:
        return self.table()


def metastability_scan(model_or_sitelogits, temperatures, *, state: int | None = None, set_kind: str = "fixed point",
                       fit_points: int | None = None, max_states: float = DEFAULT_MAX_STATES) -> MetastabilityScan:
    """``E_x*[tau_exit]`` against ``1/T`` for a strict argmax fixed point ``x*``.

    Parameters
    ----------
    temperatures : sequence of T > 0
    state : int, optional
        State index of ``x*`` (default: the fixed point of largest margin).
    set_kind : {"fixed point", "basin"}
        Exit from ``{x*}`` (computed in log space: exact at any ``T``) or from the
        exclusive zero-temperature basin of ``x*`` (a linear solve).
    fit_points : int, optional
        Number of lowest temperatures in the slope fit (default: half the grid, at least 2).
    """
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
    Ts = sorted({check_temperature(t, "temperatures") for t in np.atleast_1d(np.asarray(temperatures, dtype=float))},
                reverse=True)
    if len(Ts) < 2:
        raise InvalidInputError(f"`temperatures` must hold at least 2 distinct values; got {list(temperatures)!r}")
    if set_kind not in ("fixed point", "basin"):
        raise InvalidInputError(f"`set_kind` must be 'fixed point' or 'basin'; got {set_kind!r}")
    fps = {p.index: p for p in fixed_points(L)}
    if not fps:
        raise InvalidInputError("the model has no strict argmax fixed point (every state has margin <= 0)")
    if state is None:
        state = next(iter(fps))
    state = check_int(state, "state", minimum=0)
    if state not in fps:
        raise InvalidInputError(f"`state` {state} is not a strict argmax fixed point; fixed points: {sorted(fps)[:10]}")
    fp = fps[state]
    N = L.space.size
    if set_kind == "fixed point":
        mask = np.zeros(N, dtype=bool)
        mask[state] = True
    else:
        b = basins(L)
        mask = b.basin(b.attractor_of(state))
        if mask.all():
            raise InvalidInputError("the basin of the fixed point is the whole space (a single attractor): "
                                    "the chain never leaves it")
    k, cost = uphill_moves(L, state, mask)
    rows = []
    for T in Ts:
        K = GlauberKernel(L, temperature=T)
        if set_kind == "fixed point":
            lt = float(singleton_log_exit_times(K, [state])[0])
        else:
            lt = float(np.log(expected_exit_times(K, mask)[state]))
        rows.append(ExitRow(T, lt, log_escape_lower_bound(fp.gamma, T, L.q)))
    m = len(rows) // 2 if fit_points is None else check_int(fit_points, "fit_points", minimum=2)
    m = max(2, min(m, len(rows)))
    x = np.array([r.inv_temperature for r in rows[-m:]])
    y = np.array([r.log_exit_time for r in rows[-m:]])
    slope, intercept = np.polyfit(x, y, 1)
    return MetastabilityScan(state=fp.text, set_kind=set_kind, set_size=int(mask.sum()), q=L.q, gamma=fp.gamma,
                             k=k, cost=cost, rows=tuple(rows), fit_points=m, slope=float(slope),
                             intercept=float(intercept))
