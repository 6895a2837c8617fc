"""MCMC diagnostics for scalar observables of token chains: autocorrelation, IAT, ESS, R-hat.

Draws come as ``(n_chains, n_draws)`` (one row per chain; a 1-d array is one chain).

- Autocorrelation: per-chain autocovariances by FFT, combined over chains as in Stan
  (Vehtari et al. 2021): ``rho_t = 1 - (W - mean_c acov_c(t)) / var_plus`` with ``W`` the
  mean within-chain variance and ``var_plus = (N-1)/N W + B/N``; disagreement between
  chains lowers ``rho`` less, so it inflates the autocorrelation time honestly.
- Integrated autocorrelation time ``tau = 1 + 2 sum_{t >= 1} rho_t`` with Sokal's automatic
  window: the sum runs to the smallest ``M`` with ``M >= c * tau(M)`` (``c = 5``);
  standard error ``tau * sqrt(2 (2M + 1) / (m N))`` (Sokal 1997). One chain shorter than
  ``50 tau`` (emcee's ``integrated_time`` default ``tol = 50``, Foreman-Mackey et al. 2013) is
  flagged in the Estimate's ``method``: centring by the chain's own mean biases ``tau`` low by
  about ``10 tau / N`` (relative), and a chain about one ``tau`` long can report a small ``tau``
  *with* its window reached (AR(1), ``a = 0.999``, ``tau = 1999``, one chain of 4000 draws:
  a few hundred). With several chains the between-chain variance in ``var_plus`` offsets that
  bias, so the flag is for one chain.
- Effective sample size ``m N / tau``; the mean's standard error ``sd * sqrt(tau / (m N))``.
- R-hat: rank-normalized split R-hat (Vehtari et al. 2021), the maximum of the bulk
  (ranks of the draws) and tail (ranks of ``|x - median|``) versions. Ranks of tied
  draws are averaged, so discrete observables (token indicators, Hamming distances) are
  handled; chains that are each constant but differ give ``inf``.

ArviZ's conventions (``method=`` of :func:`effective_sample_size` and :func:`mcse`),
beside the default above. ArviZ and the R package ``posterior`` (Vehtari et al. 2021)
estimate ``tau`` on *split* chains (each chain's first and last halves as two chains) with
Geyer's initial monotone sequence: the autocorrelations ``rho_t`` (Stan's estimator above)
are summed in pairs ``rho_{2k} + rho_{2k+1}`` up to the first pair that is not positive (a
negative sum or exactly 0, ``posterior``'s ``> 0``), the pairs made non-increasing,
``tau = -1 + 2 sum_{t <= 2K+1} rho_t`` (plus the next even term when positive), floored at
``1 / log10(m N)``. ``"bulk"``: on the rank-normalized draws
(``Phi^-1((rank - 3/8) / (m N + 1/4))``); ``"tail"``: the smaller of the quantile ESS at
``0.05`` and ``0.95``; ``"quantile"``/``"median"``: of the indicator ``x <= Q(prob)`` (R's
type-7 quantile); ``"mean"``: of the draws; ``"sd"``: of ``(x - mean)^2``; ``"identity"``: of
the draws, unsplit. MCSE: ``"mean"`` is ``sd / sqrt(ESS_mean)``; ``"sd"`` the delta method on
``(x - mean)^2`` without a normality assumption (posterior >= 1.6); ``"median"``/``"quantile"``
half the width of the order statistics at the Beta(``ESS p + 1``, ``ESS (1 - p) + 1``)
quantiles ``0.1587``, ``0.8413``. These reproduce ``posterior``'s values on ArviZ's reference
set (48 parameters, ``tests/toolkit/test_diagnostics_arviz.py``) to 1e-13 relative. The
default stays Sokal's window on unsplit chains: it needs no pairing rule, has a standard
error, and flags short chains; Geyer's sequence is the conservative choice for MCMC
summaries (its split chains also catch a drift within a chain).

NaN contract (every method):

- fewer than 4 draws per chain, or a non-finite draw: :class:`~toolkit.exceptions.InvalidInputError`
  (ArviZ returns NaN): bad input, not a value;
- a constant observable (every draw within ``1e-15`` of the others): Sokal's ``tau``, ESS and
  R-hat are NaN (``tau`` is ``0/0``), the mean's standard error 0; ArviZ's ESS methods give
  the number of draws ``m N`` and its MCSE of the mean 0, of the sd NaN, as ArviZ does;
- chains that are each constant but differ: R-hat ``inf``;
- one chain: every ESS method works (the ArviZ ones on its two halves); R-hat is the split
  R-hat of its two halves, as Stan computes it, where ArviZ answers NaN below two chains.

For a reversible chain with second eigenvalue ``lambda_2 >= 0`` (random-scan heat bath is
positive semi-definite), every observable has ``tau <= (1 + lambda_2) / (1 - lambda_2)
= 2 t_rel - 1``, with equality for the slowest eigenfunction.

Worked example: an AR(1) sequence ``x_t = a x_{t-1} + noise`` has ``rho_t = a^t`` and
``tau = (1 + a) / (1 - a)``; for ``a = 0.5``, ``tau = 3``.

>>> import numpy as np
>>> rng = np.random.default_rng(0)
>>> x = np.zeros((4, 20000))
>>> for t in range(1, 20000):
...     x[:, t] = 0.5 * x[:, t - 1] + rng.normal(size=4)
>>> abs(integrated_autocorrelation_time(x).value - 3.0) < 0.2
True
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass

import numpy as np

from .exceptions import InvalidInputError
from .results import Estimate, format_table

SHORT_CHAIN_TAUS = 50     # one chain shorter than this many tau: flagged (emcee's tol)
SHORT_CHAIN_NOTE = "one chain shorter than 50 tau: likely too low"

#: ``method`` values of :func:`effective_sample_size` (``"sokal"``: the default; the rest: ArviZ's)
ESS_METHODS = ("sokal", "bulk", "tail", "mean", "sd", "median", "quantile", "identity")
#: ``method`` values of :func:`mcse`
MCSE_METHODS = ("sokal", "mean", "sd", "median", "quantile")
CONSTANT_ATOL = 1e-15    # draws less than this apart are a constant observable (ArviZ's strict test)
TAIL_PROBS = (0.05, 0.95)

__all__ = [
    "autocovariance",
    "autocorrelation",
    "integrated_autocorrelation_time",
    "effective_sample_size",
    "mcse",
    "mean_estimate",
    "rhat",
    "ObservableSummary",
    "summarize",
    "summarize_run",
    "summary_table",
]


def _draws(x, name: str = "x", *, min_draws: int = 2) -> np.ndarray:
    try:
        arr = np.asarray(x, dtype=float)
    except (TypeError, ValueError):
        raise InvalidInputError(f"`{name}` must be an array of numbers; got {type(x).__name__} {x!r:.60}") from None
    if arr.ndim == 1:
        arr = arr[None, :]
    if arr.ndim != 2:
        raise InvalidInputError(f"`{name}` must have shape (n_chains, n_draws) or (n_draws,); got {np.shape(x)}")
    if arr.shape[1] < min_draws or arr.shape[0] < 1:
        raise InvalidInputError(f"`{name}` needs at least {min_draws} draws per chain; got shape {arr.shape}")
    if not np.isfinite(arr).all():
        raise InvalidInputError(f"`{name}` must be finite; got {arr[~np.isfinite(arr)][0]}")
    return arr


def autocovariance(x) -> np.ndarray:
    """Biased per-chain autocovariance ``(1/N) sum_s (x_s - m)(x_{s+t} - m)``, by FFT; ``(n_chains, N)``."""
    x = _draws(x)
    N = x.shape[1]
    xc = x - x.mean(axis=1, keepdims=True)
    nfft = 1 << (2 * N - 1).bit_length()
    f = np.fft.rfft(xc, n=nfft, axis=1)
    return np.fft.irfft(f * np.conj(f), n=nfft, axis=1)[:, :N] / N


def autocorrelation(x) -> np.ndarray:
    """Autocorrelation ``rho_t``, ``t = 0..N-1``, combined over chains (Stan's estimator).

    NaN everywhere when every draw is the same.
    """
    x = _draws(x)
    m, N = x.shape
    acov = autocovariance(x)
    W = acov[:, 0].mean() * N / (N - 1)  # mean within-chain variance (ddof=1)
    B = N * x.mean(axis=1).var(ddof=1) if m > 1 else 0.0
    var_plus = (N - 1) / N * W + B / N
    if var_plus <= 0:
        return np.full(N, np.nan)
    rho = 1.0 - (W - acov.mean(axis=0)) / var_plus
    rho[0] = 1.0
    return rho


def integrated_autocorrelation_time(x, *, c: float = 5.0) -> Estimate:
    """``tau = 1 + 2 sum_{t=1}^{M} rho_t`` with Sokal's window ``M = min{M : M >= c tau(M)}``.

    The Estimate's ``method`` records the window, and :data:`SHORT_CHAIN_NOTE` when there
    is one chain of fewer than ``50 tau`` draws; ``stderr`` is Sokal's
    ``tau sqrt(2 (2M + 1) / (m N))``. NaN for a constant observable.

    >>> import numpy as np
    >>> x = np.zeros(4000)                       # AR(1), a = 0.999: tau = 1999
    >>> noise = np.random.default_rng(1).normal(size=4000)
    >>> for t in range(1, 4000):
    ...     x[t] = 0.999 * x[t - 1] + noise[t]
    >>> est = integrated_autocorrelation_time(x)
    >>> est.value < 1999, SHORT_CHAIN_NOTE in est.method
    (True, True)
    """
    x = _draws(x, min_draws=4)
    if not c > 0:
        raise InvalidInputError(f"`c` must be > 0; got {c!r}")
    m, N = x.shape
    rho = autocorrelation(x)
    if np.isnan(rho[0]):  # autocorrelation() is NaN everywhere exactly when every draw is the same
        return Estimate(float("nan"), stderr=0.0, ci=(float("nan"), float("nan")), n_samples=m * N,
                        method="iat: constant observable")
    taus = 1.0 + 2.0 * np.cumsum(rho[1:])  # taus[M-1] = tau(M)
    Ms = np.arange(1, N)
    ok = Ms >= c * taus
    if ok.any():
        M = int(Ms[np.argmax(ok)])
        method = f"iat (Sokal window M={M}, c={c:g})"
    else:
        M = N - 1
        method = f"iat (window not reached: M={M} < {c:g} tau; chains too short)"
    tau = max(float(taus[M - 1]), 1.0 / (m * N))
    if m == 1 and N < SHORT_CHAIN_TAUS * tau:
        method = f"{method[:-1]}; {SHORT_CHAIN_NOTE})"
    se = tau * math.sqrt(2.0 * (2 * M + 1) / (m * N))
    return Estimate(tau, stderr=se, n_samples=m * N, method=method)


def effective_sample_size(x, *, c: float = 5.0, method: str = "sokal", prob: float | None = None) -> float:
    """Effective sample size of draws ``(n_chains, n_draws)``.

    ``method="sokal"`` (default): ``n_chains * n_draws / tau`` with Sokal's window on the
    unsplit chains (NaN for a constant observable). The others are ArviZ's and the R
    package ``posterior``'s (module docstring): Geyer's initial monotone sequence on split
    chains, ``"bulk"`` (rank-normalized), ``"tail"``, ``"mean"``, ``"sd"``, ``"median"``,
    ``"quantile"`` (needs ``prob``) and ``"identity"`` (unsplit); a constant observable gives
    the number of draws.

    >>> import numpy as np
    >>> x = np.random.default_rng(0).normal(size=(4, 500))
    >>> 0.8 < effective_sample_size(x, method="bulk") / x.size < 1.2
    True
    """
    x = _draws(x, min_draws=4)
    method = _check_method(method, ESS_METHODS, "method")
    if method == "sokal":
        return float(x.size / integrated_autocorrelation_time(x, c=c).value)
    if method == "quantile":
        return _ess_quantile(x, _check_prob(prob))
    if prob is not None:
        raise InvalidInputError(f"`prob` applies to method='quantile' only; got method={method!r}")
    if method == "bulk":
        return _geyer_ess(_z_scale(_split(x)))
    if method == "tail":
        return min(_ess_quantile(x, p) for p in TAIL_PROBS)
    if method == "mean":
        return _geyer_ess(_split(x))
    if method == "sd":
        return _geyer_ess(_split((x - x.mean()) ** 2))
    if method == "median":
        return _ess_quantile(x, 0.5)
    return _geyer_ess(x)  # identity


def mcse(x, *, method: str = "sokal", prob: float | None = None, c: float = 5.0) -> float:
    """Monte Carlo standard error of draws ``(n_chains, n_draws)``.

    ``"sokal"`` (default): the mean's, ``sd * sqrt(tau / (m N))`` (:func:`mean_estimate`).
    ArviZ's: ``"mean"`` (``sd / sqrt(ESS_mean)``), ``"sd"``, ``"median"``, ``"quantile"``
    (needs ``prob``); module docstring.
    """
    x = _draws(x, min_draws=4)
    method = _check_method(method, MCSE_METHODS, "method")
    if method == "sokal":
        return float(mean_estimate(x, c=c).stderr)
    if method in ("median", "quantile"):
        p = 0.5 if method == "median" else _check_prob(prob)
        return _mcse_quantile(x, p)
    if prob is not None:
        raise InvalidInputError(f"`prob` applies to method='quantile' only; got method={method!r}")
    if method == "mean":
        return float(x.std(ddof=1) / math.sqrt(_geyer_ess(_split(x))))
    c2 = (x - x.mean()) ** 2                     # sd: delta method on the squared deviations
    evar = float(c2.mean())
    if evar == 0.0:
        return float("nan")
    varvar = (float((c2**2).mean()) - evar**2) / _geyer_ess(_split(c2))
    return float(math.sqrt(varvar / evar / 4.0))


def _check_method(method, allowed, name: str) -> str:
    if method not in allowed:
        raise InvalidInputError(f"`{name}` must be one of {', '.join(map(repr, allowed))}; got {method!r}")
    return method


def _check_prob(prob) -> float:
    if prob is None or isinstance(prob, bool) or not isinstance(prob, (int, float)) or not 0.0 < float(prob) < 1.0:
        raise InvalidInputError(f"`prob` must be a probability in (0, 1) for method='quantile'; got {prob!r}")
    return float(prob)


def _is_constant(x: np.ndarray) -> bool:
    return float(x.max() - x.min()) < CONSTANT_ATOL


def _geyer_ess(x: np.ndarray) -> float:
    """ESS of ``(m, N)`` draws by Geyer's initial monotone sequence (module docstring), on the
    chains as given; ``m N`` for a constant array."""
    x = np.asarray(x, dtype=float)
    m, N = x.shape
    if _is_constant(x):
        return float(x.size)
    acov = autocovariance(x)
    W = acov[:, 0].mean() * N / (N - 1.0)
    var_plus = W * (N - 1.0) / N + (x.mean(axis=1).var(ddof=1) if m > 1 else 0.0)
    rho_all = 1.0 - (W - acov.mean(axis=0)) / var_plus    # rho_t for every lag (rho_0 = 1 by construction)
    rho = np.zeros(N)
    rho[0], rho[1] = 1.0, rho_all[1]
    even, odd = 1.0, rho_all[1]
    t = 1
    while t < N - 3 and even + odd > 0.0:                  # initial positive sequence, by pairs
        even, odd = rho_all[t + 1], rho_all[t + 2]
        if even + odd >= 0.0:
            rho[t + 1], rho[t + 2] = even, odd
        t += 2
    last = t - 2
    if even > 0:
        rho[last + 1] = even
    for k in range(1, last - 1, 2):                        # initial monotone sequence
        if rho[k + 1] + rho[k + 2] > rho[k - 1] + rho[k]:
            rho[k + 1] = rho[k + 2] = (rho[k - 1] + rho[k]) / 2.0
    tau = -1.0 + 2.0 * rho[: last + 1].sum() + rho[last + 1: last + 2].sum()
    tau = max(tau, 1.0 / math.log10(x.size))
    return float("nan") if np.isnan(rho).any() else float(x.size / tau)


def _ess_quantile(x: np.ndarray, prob: float) -> float:
    """Geyer ESS of the indicator ``x <= Q(prob)`` on split chains (R's type-7 quantile)."""
    q = float(np.quantile(x, prob))
    return _geyer_ess(_split((x <= q).astype(float)))


def _mcse_quantile(x: np.ndarray, prob: float) -> float:
    """Half the distance between the order statistics at the Beta(ESS p + 1, ESS (1 - p) + 1)
    quantiles 0.1586553 and 0.8413447 (posterior's ``mcse_quantile``)."""
    from scipy.stats import beta

    ess = _ess_quantile(x, prob)
    lo, hi = beta.ppf([0.1586553, 0.8413447], ess * prob + 1, ess * (1 - prob) + 1)
    s = np.sort(x.ravel())
    S = s.size
    a = int(math.floor(max(lo * S - 1, 0)))
    b = int(math.ceil(min(hi * S - 1, S - 1)))
    return float((s[b] - s[a]) / 2)


def mean_estimate(x, *, c: float = 5.0, level: float = 0.95) -> Estimate:
    """Mean of all draws with standard error ``sd * sqrt(tau / (m N))`` (autocorrelation-aware)."""
    x = _draws(x, min_draws=4)
    tau = integrated_autocorrelation_time(x, c=c).value
    mean = float(x.mean())
    sd = float(x.std(ddof=1))
    if sd == 0:
        return Estimate(mean, stderr=0.0, ci=(mean, mean), n_samples=x.size, method="mcmc mean (constant)",
                        level=level)
    ess = x.size / tau
    return Estimate(mean, stderr=sd / math.sqrt(ess), n_samples=x.size, method=f"mcmc mean (ess={ess:.0f})",
                    level=level)


# ------------------------------------------------------------------ R-hat
def _split(x: np.ndarray) -> np.ndarray:
    half = x.shape[1] // 2
    return np.concatenate([x[:, :half], x[:, x.shape[1] - half:]], axis=0)


def _z_scale(x: np.ndarray) -> np.ndarray:
    from scipy.stats import norm, rankdata

    r = rankdata(x, method="average").reshape(x.shape)
    return norm.ppf((r - 0.375) / (x.size + 0.25))


def _rhat_basic(x: np.ndarray) -> float:
    m, N = x.shape
    W = x.var(axis=1, ddof=1).mean()
    B = N * x.mean(axis=1).var(ddof=1)
    if W <= 0:
        return float("nan") if B <= 0 else math.inf
    var_plus = (N - 1) / N * W + B / N
    return float(math.sqrt(var_plus / W))


def rhat(x) -> float:
    """Rank-normalized split R-hat (max of bulk and tail); needs >= 4 draws per chain.

    NaN when every draw is the same; ``inf`` when each split chain is constant but they differ.
    """
    x = _draws(x, min_draws=4)
    s = _split(x)
    if np.ptp(s) == 0:
        return float("nan")
    bulk = _rhat_basic(_z_scale(s))
    folded = np.abs(s - np.median(s))
    tail = _rhat_basic(_z_scale(folded)) if np.ptp(folded) > 0 else float("nan")
    vals = [v for v in (bulk, tail) if not math.isnan(v)]
    return max(vals) if vals else float("nan")


# ------------------------------------------------------------------ summaries
@dataclass(frozen=True)
class ObservableSummary:
    """Mean, integrated autocorrelation time, ESS and R-hat of one scalar observable.

    ``iat`` is in draws; ``record_every`` steps separate draws.
    """

    name: str
    mean: Estimate
    iat: Estimate
    ess: float
    rhat: float
    n_chains: int
    n_draws: int
    record_every: int = 1

    def to_dict(self) -> dict:
        return asdict(self)

    def __str__(self) -> str:
        return (f"{self.name}: mean {self.mean}, iat {self.iat.value:.4g} ± {self.iat.stderr:.2g} draws, "
                f"ess {self.ess:.4g}, R-hat {self.rhat:.4g} ({self.n_chains} chains x {self.n_draws} draws)")


def summarize(x, name: str = "x", *, c: float = 5.0, record_every: int = 1) -> ObservableSummary:
    """All diagnostics of one observable's draws ``(n_chains, n_draws)``."""
    x = _draws(x, name, min_draws=4)
    iat = integrated_autocorrelation_time(x, c=c)
    ess = float(x.size / iat.value)  # NaN for a constant observable
    return ObservableSummary(name, mean_estimate(x, c=c), iat, ess, rhat(x), x.shape[0], x.shape[1],
                             int(record_every))


def summarize_run(run, *, burn_in: int = 0, c: float = 5.0) -> dict:
    """:func:`summarize` of every recorded scalar observable of a :class:`~toolkit.sampling.ChainRun`.

    Records at steps ``< burn_in`` are dropped; vector observables give one entry per
    component (``name[k]``).
    """
    keep = np.asarray(run.times) >= burn_in
    every = int(np.diff(run.times).min()) if len(run.times) > 1 else 1
    out = {}
    for name, v in run.observables.items():
        v = v[:, keep]
        if v.ndim == 2:
            out[name] = summarize(v, name, c=c, record_every=every)
        else:
            for k in range(v.shape[2]):
                out[f"{name}[{k}]"] = summarize(v[:, :, k], f"{name}[{k}]", c=c, record_every=every)
    return out


def summary_table(summaries: dict) -> str:
    """Plain-text table of :class:`ObservableSummary` values."""
    rows = [(s.name, s.mean.value, s.mean.stderr, s.iat.value, s.ess, s.rhat) for s in summaries.values()]
    return format_table(rows, ("observable", "mean", "stderr", "iat (draws)", "ess", "R-hat"))
