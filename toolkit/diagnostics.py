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

__all__ = [
    "autocovariance",
    "autocorrelation",
    "integrated_autocorrelation_time",
    "effective_sample_size",
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


def effective_sample_size(x, *, c: float = 5.0) -> float:
    """``n_chains * n_draws / tau`` (NaN for a constant observable)."""
    x = _draws(x, min_draws=4)
    return float(x.size / integrated_autocorrelation_time(x, c=c).value)


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
