"""Scans over size and temperature: the ``O(n log n)`` regime and metastable escape.

Length: the two scans, their result types and the ``n log n`` fit with its theory constants
belong together (the fit is only read against the scan's rows).

``O(n log n)`` scan. For a model family ``n -> model`` at a fixed temperature, each row
holds ``alpha`` (column sums of the exact influences), the contraction bound
``ceil(n ln(n/eps) / (1 - alpha))``, the exact worst-start ``t_mix(eps)`` and the ratio
``t_mix / (n ln n)``; above ``T_0`` the bound holds and the ratio stays in a band.
Exchangeable families (:mod:`toolkit.models.exchangeable`) are computed on their count
chains where enumeration is out of reach (:func:`exact.analysis.exact_method`), so the
scan runs to ``n`` in the hundreds or thousands (each row says which method it used).

Fit (:class:`NlognFit`). Over the rows with an exact ``t_mix``, three laws are fitted to
``ln t_mix`` by least squares: ``c n ln n`` (one parameter), ``c n ln n + d n`` (the
cutoff location plus an ``O(n)`` window correction, the form of the cutoff theorems) and
``b n^a``; each gets its AIC (small-sample corrected, ``AICc``), and the smallest wins.
The ``c`` of the windowed law is reported beside the theory's constant where one is known
(:func:`nlogn_theory`): Curie-Weiss above ``T_c = beta``, ``1 / (2 (1 - beta/T))``
(Levin, Luczak, Peres 2010); mean-field Potts below the spinodal, ``1 / (2 (1 - beta/(qT)))``
(Cuff, Ding, Louidor, Lubetzky, Peres, Sly 2012); both in zero field (a field on any colour, even
on one only, is outside these theorems: no constant); uniform independent sites, ``q = 2``
(the lazy hypercube), ``1/2`` (Levin-Peres-Wilmer Thm 18.3). Exact mixing times are
deterministic: the residuals are the rounding of ``t_mix`` to an integer and the
higher-order terms of its expansion, so the AIC ranks the laws by how well they follow the
data, not by a noise model.

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
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites, MeanFieldPotts, count_vectors
from toolkit.results import Result, format_table

from .analysis import check_logit_scale, exact_method
from .basins import basins, fixed_points, log_escape_lower_bound, uphill_moves
from .influence import influence
from .kernel import GlauberKernel
from .lumped import lumped_mixing_time
from .lumped_checks import (
    count_basin,
    count_fixed_points,
    count_influence,
    count_uphill_moves,
    log_exit_time_from_class,
    log_exit_time_from_set,
)
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
    method: str = "enumerate"
    start_classes_evaluated: int | None = None
    t_mix_monochromatic: int | None = None   # lumped q > 2: exact from those starts, a lower bound
    t_mix_note: str = ""   # why t_mix is None (not reached, not exact), else ""

    _derived = ("holds",)

    @property
    def holds(self) -> bool | None:
        if self.bound is None or self.t_mix is None:
            return None
        return self.t_mix <= self.bound


@dataclass(frozen=True, eq=False)
class NlognFit(Result):
    """``t_mix`` against ``n`` (module docstring): the fitted laws and their AICc.

    ``c``/``d``: ``t_mix = c n ln n + d n`` (the window-corrected cutoff constant);
    ``c_plain``: ``t_mix = c n ln n``; ``a``/``b``: ``t_mix = b n^a``; ``aicc``: the
    AICc of each law in :data:`NlognFit.LAWS` order; ``best``: the law of least AICc;
    ``theory_c`` (None when unknown) and its ``theory_source``.
    """

    LAWS = ("c n ln n + d n", "c n ln n", "b n^a")

    n_values: tuple
    c: float
    d: float
    c_plain: float
    a: float
    b: float
    aicc: tuple
    best: str
    theory_c: float | None = None
    theory_source: str = ""

    _derived = ("c_rel_error", "delta_aicc")

    @property
    def c_rel_error(self) -> float | None:
        """``|c - theory_c| / theory_c`` (None without a theory)."""
        return None if self.theory_c is None else abs(self.c - self.theory_c) / self.theory_c

    @property
    def delta_aicc(self) -> tuple:
        """Each law's AICc minus the least one."""
        lo = min(self.aicc)
        return tuple(float(v - lo) for v in self.aicc)

    def __str__(self) -> str:
        law = "; ".join(f"{name}: dAICc = {dv:.3g}" for name, dv in zip(self.LAWS, self.delta_aicc, strict=True))
        th = ("" if self.theory_c is None else
              f"; theory c = {self.theory_c:.6g} ({self.theory_source}), |c - theory|/theory = {self.c_rel_error:.3g}")
        return (f"fit over n = {self.n_values[0]}..{self.n_values[-1]} ({len(self.n_values)} sizes): "
                f"t_mix = c n ln n + d n with c = {self.c:.6g}, d = {self.d:.4g} (O(n) window correction); "
                f"c n ln n alone: c = {self.c_plain:.6g}; b n^a: a = {self.a:.4g}; best by AICc: {self.best} "
                f"({law}){th}")


def _aicc(resid: np.ndarray, k: int) -> float:
    m = resid.size
    rss = max(float(resid @ resid), 1e-300)
    aic = m * math.log(rss / m) + 2 * k
    return aic + (2 * k * (k + 1) / (m - k - 1) if m - k - 1 > 0 else math.inf)


def fit_nlogn(n_values, t_mix, *, theory_c: float | None = None, theory_source: str = "") -> NlognFit:
    """Fit ``t_mix = c n ln n + d n``, ``c n ln n`` and ``b n^a`` to ``ln t_mix`` (module docstring).

    >>> ns = np.array([10, 20, 50, 100, 200])
    >>> f = fit_nlogn(ns, 1.5 * ns * np.log(ns) + 0.3 * ns)     # an exact law of the first form
    >>> round(f.c, 9), round(f.d, 9), f.best
    (1.5, 0.3, 'c n ln n + d n')
    """
    from scipy.optimize import least_squares

    n = np.asarray(n_values, dtype=float)
    t = np.asarray(t_mix, dtype=float)
    if n.shape != t.shape or n.size < 3 or np.any(n < 2) or np.any(t <= 0):
        raise InvalidInputError(f"`fit_nlogn` needs at least 3 sizes n >= 2 with t_mix > 0; got n = {n.tolist()}, "
                                f"t_mix = {t.tolist()}")
    y, ln = np.log(t), np.log(n)
    # c n ln n + d n: start from the linear fit of t/n on ln n, then least squares in logs
    c0, d0 = np.linalg.lstsq(np.column_stack([ln, np.ones_like(ln)]), t / n, rcond=None)[0]

    def res_w(p):
        v = n * (p[0] * ln + p[1])
        return y - np.log(np.maximum(v, 1e-300))

    sol = least_squares(res_w, x0=[c0, d0], xtol=1e-15, ftol=1e-15, gtol=1e-15)
    c, d = (float(v) for v in sol.x)
    c_plain = float(np.exp(np.mean(y - np.log(n * ln))))
    a, lb = np.polyfit(ln, y, 1)
    aicc = (_aicc(res_w(sol.x), 2), _aicc(y - np.log(c_plain * n * ln), 1), _aicc(y - (a * ln + lb), 2))
    best = NlognFit.LAWS[int(np.argmin(aicc))]
    return NlognFit(tuple(int(v) for v in n), c, d, c_plain, float(a), float(np.exp(lb)), tuple(float(v) for v in aicc),
                    best, theory_c, theory_source)


def nlogn_theory(model, temperature: float) -> tuple[float | None, str]:
    """The known cutoff constant ``c`` (``t_mix ~ c n ln n``) of ``model`` at ``temperature``,
    and its source; ``(None, "")`` when none is known here (module docstring).

    >>> from toolkit.models.exchangeable import CurieWeiss
    >>> nlogn_theory(CurieWeiss(100, 1.0), 2.0)[0]
    1.0
    """
    T = check_temperature(temperature)
    if isinstance(model, CurieWeiss) and model.field == 0 and model.beta >= 0 and model.beta / T < 1:
        return (1.0 / (2.0 * (1.0 - model.beta / T)),
                "Levin-Luczak-Peres 2010 Thm 1: cutoff at n ln n / (2 (1 - beta/T)), window O(n)")
    if isinstance(model, MeanFieldPotts) and not np.any(model.field) and model.beta >= 0:
        q = model.vocab_size
        if model.beta / T < potts_spinodal(q):
            return (1.0 / (2.0 * (1.0 - model.beta / (q * T))),
                    "Cuff-Ding-Louidor-Lubetzky-Peres-Sly 2012 Thm 1: cutoff at n ln n / (2 (1 - beta/(qT))) "
                    "below the spinodal, window O(n)")
    if isinstance(model, IdenticalSites) and model.vocab_size == 2 and (math.isinf(T) or np.ptp(model.h) == 0):
        return 0.5, "lazy hypercube: cutoff at (1/2) n ln n, window O(n) (Levin-Peres-Wilmer Thm 18.3)"
    return None, ""


def potts_spinodal(q: int) -> float:
    """``beta_s(q) = min_x beta(x)``, ``beta(x) = (q-1) ln((q-1) x/(1-x)) / (qx - 1)``: where the
    ordered mean-field solution appears, for coupling ``beta/n`` per pair (``x``: the fraction
    in the majority colour; :mod:`proofs_checks.potts_spinodal`). ``q = 2``: ``beta_s = 2``,
    the Curie-Weiss ``T_c`` in Potts units.

    >>> round(potts_spinodal(3), 6)
    2.745644
    """
    from scipy.optimize import minimize_scalar

    q = check_int(q, "q", minimum=2)
    if q == 2:
        return 2.0
    res = minimize_scalar(lambda x: (q - 1) * math.log((q - 1) * x / (1 - x)) / (q * x - 1),
                          bounds=(1 / q + 1e-9, 1 - 1e-9), method="bounded", options={"xatol": 1e-12})
    return float(res.fun)


@dataclass(frozen=True, eq=False)
class NlognScan(Result):
    """Rows ``(n, T, alpha, bound, t_mix, t_mix/(n ln n))`` of one family, and the fit of
    ``t_mix`` against ``n`` (:class:`NlognFit`; None with fewer than 3 exact rows)."""

    family: str
    eps: float
    rows: tuple
    fit: NlognFit | None = None

    @property
    def all_hold(self) -> bool | None:
        """Every row with ``alpha < 1`` (and an exact ``t_mix``) has ``t_mix <= bound``;
        None when no row has both, so the bound says nothing here (not a failure)."""
        applicable = [r.holds for r in self.rows if r.holds is not None]
        return all(applicable) if applicable else None

    def verdict(self) -> str:
        """The summary of :attr:`all_hold` in words, with why no size applied."""
        if self.all_hold is not None:
            return "yes" if self.all_hold else "no"
        if all(r.bound is None for r in self.rows):
            return "no size had an applicable bound (alpha >= 1 at every n: the contraction bound needs alpha < 1)"
        return "no size had an applicable bound (no exact t_mix beside a bound)"

    @property
    def ratio_band(self) -> tuple[float, float]:
        vals = [r.ratio for r in self.rows if r.ratio is not None]
        return (min(vals), max(vals)) if vals else (math.nan, math.nan)

    def to_dict(self) -> dict:
        return {"family": self.family, "eps": self.eps, "all_hold": self.all_hold,
                "ratio_band": list(self.ratio_band),
                "rows": [dict(asdict(r), holds=r.holds) for r in self.rows],
                "fit": None if self.fit is None else self.fit.to_dict()}

    def to_frame(self):
        """One row per ``n``: the fields of :class:`NlognRow` and ``holds``."""
        import pandas as pd

        return pd.DataFrame([dict(asdict(r), holds=r.holds) for r in self.rows])

    def table(self) -> str:
        rows = [(r.n, r.temperature, r.alpha_col, "- (alpha >= 1)" if r.bound is None else r.bound,
                 r.t_mix if r.t_mix is not None else "not exact" if r.t_mix_monochromatic is not None
                 else "not reached", r.ratio, "n/a" if r.holds is None else r.holds, r.method) for r in self.rows]
        lo, hi = self.ratio_band
        band = f"[{lo:.3f}, {hi:.3f}]" if math.isfinite(lo) else "- (no exact t_mix)"
        out = [format_table(rows, ("n", "T", "alpha", "bound", "t_mix", "t_mix/(n ln n)", "t_mix <= bound",
                                   "method")),
               *(f"n = {r.n}: t_mix {r.t_mix_note}" for r in self.rows if r.t_mix is None and r.t_mix_note),
               f"{self.family}: t_mix/(n ln n) in {band}; "
               + (f"bound holds: {self.verdict()}" if self.all_hold is not None else self.verdict())]
        return "\n".join(out) + (f"\n{self.fit}" if self.fit is not None else "")

    def __str__(self) -> str:
        return self.table()


def _family(family):
    if callable(family):
        return family, getattr(family, "__name__", "family")
    hint = (f" (a model name is resolved by toolkit.models.model_family({family!r}, ...))"
            if isinstance(family, str) else "")
    raise InvalidInputError(f"`family` must be a callable n -> model; got {family!r}{hint}")


def nlogn_scan(family, n_values, *, temperature: float = 1.0, eps: float = 0.25,
               max_states: float = DEFAULT_MAX_STATES, method: str = "auto") -> NlognScan:
    """Exact ``t_mix`` beside the contraction bound for ``n`` in ``n_values``, and the fit.

    ``family``: a callable ``n -> model``, labelled by its ``__name__``
    (:func:`toolkit.models.model_family` builds one from a model name and its parameters;
    names are resolved there, not in ``exact``). ``method``: per row, as :func:`exact.analysis.exact_method` decides
    (``"auto"``: exchangeable models on their count chains beyond enumeration). Enumerated
    mixing times of contracting chains are short, so they are found by stepping every start
    (``exact.mixing``, method ``"stepping"``) above 256 states; lumped ones by
    :func:`exact.lumped.lumped_mixing_time` (``q = 2``: the exact worst start; ``q > 2``
    beyond the all-classes size: only the monochromatic starts, reported in
    ``t_mix_monochromatic`` with ``t_mix = None``).
    """
    T = check_temperature(temperature)
    eps = check_eps(eps)
    build, label = _family(family)
    rows, last = [], None
    for n in n_values:
        n = check_int(n, "n", minimum=2)
        model = build(n)
        last = model
        if exact_method(model, method=method, max_states=max_states) == "lumped":
            check_logit_scale(model, T, flag="temperature")
            rep = count_influence(model, temperature=T, eps=eps)
            mix = lumped_mixing_time(model, temperature=T, eps=eps)
            t_mix = mix.t_mix if mix.exact else None
            mono = mix.t_mix if mix.starts == "monochromatic" else None
            ratio = None if t_mix is None else t_mix / (n * math.log(n))
            note = "" if t_mix is not None else _lumped_note(mix)
            rows.append(NlognRow(n, T, rep.alpha_col, rep.alpha_row.value, rep.T0_col, rep.contraction_bound, t_mix, ratio,
                                 "lumped", int(mix.classes_evaluated), mono, note))
            continue
        L = as_site_logits(model, max_states=max_states)
        check_logit_scale(L, T, flag="temperature")
        rep = influence(L, temperature=T, eps=eps)
        K = GlauberKernel(L, temperature=T)
        how = "stepping" if rep.contracting and K.n_states > 256 else "auto"
        mix = mixing_time(K, eps=eps, pi=stationary(K), method=how)
        t_mix = mix.t_mix
        ratio = None if t_mix is None else t_mix / (n * math.log(n))
        rows.append(NlognRow(n, T, rep.alpha_col, rep.alpha_row.value, rep.T0_col, rep.contraction_bound, t_mix, ratio,
                             t_mix_note="" if t_mix is not None else _not_reached_note(mix)))
    exact_rows = [r for r in rows if r.t_mix is not None and r.t_mix > 0]
    fit = None
    if len(exact_rows) >= 3:
        th, src = nlogn_theory(last, T) if last is not None else (None, "")
        fit = fit_nlogn([r.n for r in exact_rows], [r.t_mix for r in exact_rows], theory_c=th, theory_source=src)
    return NlognScan(label, eps, tuple(rows), fit)


def _not_reached_note(mix) -> str:
    """Why an enumerated ``t_mix`` is None: ``d(t)`` still above ``eps`` where stepping stopped."""
    if not mix.times:
        return "not reached"
    t, d = int(mix.times[-1]), float(mix.distances[-1])
    return (f"not reached: d(t) = {d:.3g} > eps = {mix.eps:g} still at t = {t} (the chain barely moves at "
            "this temperature: see the spectral gap in glauber exact)")


def _lumped_note(mix) -> str:
    """Why a lumped ``t_mix`` is None: not reached, or only bounded (not every start evaluated)."""
    if mix.t_mix is None:
        return "not reached" + ("" if mix.t_mix_lower is None else f": t_mix >= {mix.t_mix_lower}")
    if mix.starts == "monochromatic":
        return (f"not exact: {mix.t_mix} from the monochromatic starts only (a lower bound; "
                f"{mix.classes_evaluated} of {mix.classes_total} start classes evaluated)")
    lo = "-" if mix.t_mix_lower is None else mix.t_mix_lower
    hi = "-" if mix.t_mix_upper is None else mix.t_mix_upper
    return f"not exact: between {lo} and {hi} ({mix.classes_evaluated} of {mix.classes_total} start classes)"


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
    ``fit_points`` lowest temperatures whose ``1/T`` and ``ln E[tau_exit]`` are finite
    (``fit_excluded``: the temperatures of those lowest points left out, because ``1/T`` or
    ``ln E[tau_exit]`` overflows float64; NaN slope when fewer than 2 remain). ``k``: fewest
    uphill moves to leave the set; ``cost``: least total logit deficit to leave it
    (Freidlin-Wentzell).
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
    method: str = "enumerate"
    fit_excluded: tuple = ()

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
             (f"fitted slope (lowest {self.fit_points} T)" + (
                 f", {len(self.fit_excluded)} left out: not finite" if self.fit_excluded else ""), self.slope),
             ("|slope - gamma| / gamma", self.slope_rel_error),
             ("k (uphill moves to leave)", self.k), ("k * gamma (heuristic)", self.k_gamma),
             ("V (least exit cost, Freidlin-Wentzell)", self.cost),
             ("escape bound holds at every T", self.all_hold)],
            ("quantity", "value"))
        return head + "\n" + summary

    def __str__(self) -> str:
        return self.table()


def metastability_scan(model_or_sitelogits, temperatures, *, state: int | None = None, set_kind: str = "fixed point",
                       fit_points: int | None = None, max_states: float = DEFAULT_MAX_STATES,
                       method: str = "auto") -> MetastabilityScan:
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
        Number of lowest temperatures in the slope fit (default: half the grid rounded down, at least 2).
    method : {"auto", "enumerate", "lumped"}
        As :func:`exact.analysis.exact_method`. Lumped (exchangeable models): everything on
        count vectors (:mod:`exact.lumped_checks`), so ``n`` reaches the hundreds; ``state``
        is then not taken (the fixed point of largest margin is used; for ``"basin"``, the
        monochromatic one of largest margin, whose basin is a union of count classes), and
        ``q = 2`` basin exit times are birth-death sums in logarithms (exact at any ``T``).
    """
    Ts = sorted({check_temperature(t, "temperatures") for t in np.atleast_1d(np.asarray(temperatures, dtype=float))},
                reverse=True)
    if len(Ts) < 2:
        raise InvalidInputError(f"`temperatures` must hold at least 2 distinct values; got {list(temperatures)!r}")
    if set_kind not in ("fixed point", "basin"):
        raise InvalidInputError(f"`set_kind` must be 'fixed point' or 'basin'; got {set_kind!r}")
    if exact_method(model_or_sitelogits, method=method, max_states=max_states) == "lumped":
        return _lumped_metastability(model_or_sitelogits, Ts, state, set_kind, fit_points)
    L = as_site_logits(model_or_sitelogits, max_states=max_states)
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
    m, slope, intercept, left_out = _slope(rows, fit_points)
    return MetastabilityScan(state=fp.text, set_kind=set_kind, set_size=int(mask.sum()), q=L.q, gamma=fp.gamma,
                             k=k, cost=cost, rows=tuple(rows), fit_points=m, slope=slope, intercept=intercept,
                             fit_excluded=left_out)


def _slope(rows, fit_points):
    """``(m, slope, intercept, left_out)``: the line through ``(1/T, ln E[tau_exit])`` of the
    ``m`` lowest temperatures, fitted on the finite points only (``left_out``: the others'
    temperatures). Both axes are divided by their largest magnitude first, so ``1/T`` near
    ``1e300`` fits (``np.polyfit`` squares it and overflows). NaN with fewer than 2 points."""
    m = len(rows) // 2 if fit_points is None else check_int(fit_points, "fit_points", minimum=2)
    m = max(2, min(m, len(rows)))
    with np.errstate(over="ignore", divide="ignore"):
        x = np.array([1.0 / r.temperature for r in rows[-m:]])
    y = np.array([r.log_exit_time for r in rows[-m:]])
    ok = np.isfinite(x) & np.isfinite(y)
    left_out = tuple(float(r.temperature) for r, good in zip(rows[-m:], ok, strict=True) if not good)
    x, y = x[ok], y[ok]
    if x.size < 2 or np.ptp(x) == 0:
        return m, math.nan, math.nan, left_out
    sx, sy = float(np.abs(x).max()), max(float(np.abs(y).max()), 1e-300)
    (a, b), *_ = np.linalg.lstsq(np.column_stack([x / sx, np.ones_like(x)]), y / sy, rcond=None)
    return m, float(a * sy / sx), float(b * sy), left_out


def _lumped_metastability(model, Ts, state, set_kind, fit_points) -> MetastabilityScan:
    """:func:`metastability_scan` on count vectors (its ``method`` parameter)."""
    if state is not None:
        raise InvalidInputError(f"`state` indexes enumerated states; the lumped scan (n = {model.length}) takes the "
                                f"fixed point of largest margin: leave `state` unset; got {state!r}")
    fps = count_fixed_points(model)
    if set_kind == "basin":
        fps = tuple(f for f in fps if f.monochromatic)
    if not fps:
        raise InvalidInputError("the model has no strict argmax fixed point (every state has margin <= 0)"
                                + (" on one token (a basin needs a monochromatic one)" if set_kind == "basin" else ""))
    fp = fps[0]
    q, n = int(model.vocab_size), int(model.length)
    C = count_vectors(n, q)
    mask = np.zeros(C.shape[0], dtype=bool)
    mask[fp.row] = True
    if set_kind == "basin":
        mask = count_basin(model, fp.row)
        if mask.all():
            raise InvalidInputError("the basin of the fixed point is the whole space (a single attractor): "
                                    "the chain never leaves it")
    # a class of counts c holds n! / prod c_a! states; a fixed point is one state of its class
    size = 1 if set_kind == "fixed point" else sum(
        math.factorial(n) // math.prod(math.factorial(int(v)) for v in c) for c in C[mask])
    k, cost = count_uphill_moves(model, fp.row, mask)
    rows = []
    for T in Ts:
        lt = (log_exit_time_from_class(model, fp.row, temperature=T) if set_kind == "fixed point"
              else log_exit_time_from_set(model, fp.row, mask, temperature=T))
        rows.append(ExitRow(T, lt, log_escape_lower_bound(fp.gamma, T, q)))
    m, slope, intercept, left_out = _slope(rows, fit_points)
    return MetastabilityScan(state=fp.text, set_kind=set_kind, set_size=int(size), q=q, gamma=fp.gamma, k=k,
                             cost=cost, rows=tuple(rows), fit_points=m, slope=slope, intercept=intercept,
                             method="lumped", fit_excluded=left_out)
