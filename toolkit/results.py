"""Result dataclasses shared by exact and sampled code.

An :class:`Estimate` holds a value with its standard error and confidence interval;
exact numbers are the same type with zero error and ``method="exact"``, so exact and
sampled values sit side by side.

>>> Estimate(2.5, stderr=0.1, n_samples=100, method="coupling")
Estimate(2.5 ± 0.1, n=100, coupling)
>>> print(Estimate.exact(3.0))
3 (exact)
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field

import numpy as np


def _fmt(x) -> str:
    if x is None:
        return "-"
    if isinstance(x, (bool, np.bool_)):
        return "yes" if x else "no"
    if isinstance(x, (int, np.integer)):
        return str(int(x))
    x = float(x)
    if math.isinf(x) or math.isnan(x):
        return str(x)
    if x != 0 and (abs(x) < 1e-3 or abs(x) >= 1e6):
        return f"{x:.4g}"
    return f"{x:.6g}"


@dataclass(frozen=True)
class Estimate:
    """A number with its uncertainty.

    ``ci`` is a (low, high) confidence interval at level ``level``; for exact values
    ``stderr == 0`` and ``ci == (value, value)``.
    """

    value: float
    stderr: float = 0.0
    ci: tuple[float, float] | None = None
    n_samples: int | None = None
    method: str = "exact"
    level: float = 0.95

    def __post_init__(self):
        if self.ci is None:
            if self.stderr == 0:
                object.__setattr__(self, "ci", (self.value, self.value))
            else:
                z = 1.959963984540054 if self.level == 0.95 else _z(self.level)
                object.__setattr__(self, "ci", (self.value - z * self.stderr, self.value + z * self.stderr))

    @classmethod
    def exact(cls, value: float) -> Estimate:
        return cls(value=value, stderr=0.0, method="exact")

    @property
    def is_exact(self) -> bool:
        return self.method == "exact"

    def covers(self, x: float) -> bool:
        lo, hi = self.ci
        return bool(lo <= x <= hi)

    def to_dict(self) -> dict:
        return asdict(self)

    def __str__(self) -> str:
        if self.is_exact:
            return f"{_fmt(self.value)} (exact)"
        return f"{_fmt(self.value)} ± {_fmt(self.stderr)} ({self.method}, n={self.n_samples})"

    def __repr__(self) -> str:
        return f"Estimate({_fmt(self.value)} ± {_fmt(self.stderr)}, n={self.n_samples}, {self.method})"


def _z(level: float) -> float:
    from scipy.stats import norm

    return float(norm.ppf(0.5 + level / 2))


@dataclass(frozen=True, eq=False)
class StationaryLaw:
    """A stationary law with its accuracy.

    ``pi`` (float64; entries below ~1e-308 are 0 there) and ``log_pi`` (finite wherever
    ``pi`` is positive in exact arithmetic, when the solver worked in logarithms; else
    ``log(pi)``); ``max_relative_residual`` is ``max_y |inflow(y)/outflow(y) - 1|`` and
    ``relative_error`` the estimate of ``|pi_computed(x)/pi(x) - 1|`` for every ``x`` (see
    :mod:`exact.stationary` for when it is a bound and when an estimate).
    """

    pi: np.ndarray = field(repr=False)
    log_pi: np.ndarray | None = field(repr=False)
    method: str
    residual: float
    max_relative_residual: float
    relative_error: float
    n_states: int

    @property
    def pi_min(self) -> float:
        return float(self.pi.min())

    @property
    def log_pi_min(self) -> float:
        """``ln min pi`` (finite even when ``pi_min`` underflows to 0)."""
        if self.log_pi is not None:
            return float(np.min(self.log_pi))
        with np.errstate(divide="ignore"):
            return float(np.log(self.pi.min()))

    def to_dict(self) -> dict:
        return {"method": self.method, "n_states": self.n_states, "pi_min": self.pi_min,
                "log_pi_min": self.log_pi_min, "residual": self.residual,
                "max_relative_residual": self.max_relative_residual,
                "relative_error": self.relative_error}

    def __str__(self) -> str:
        return (f"stationary law on {self.n_states} states ({self.method}): pi_min = {_fmt(self.pi_min)} "
                f"(ln {self.log_pi_min:.6g}), relative error ~ {_fmt(self.relative_error)}")


@dataclass(frozen=True)
class Reversibility:
    """Whether a chain is reversible, and by which rule (see :mod:`exact.reversibility`).

    ``statistic`` is what the rule compared with ``threshold``: the largest
    ``|log R| / bound`` over the reference rectangles (``"rectangles"``: reversible when no
    rectangle is certified, i.e. all at most 1), or the largest edge-wise relative
    detailed-balance residual (``"edge-wise relative residual"``).
    """

    reversible: bool
    rule: str
    statistic: float
    threshold: float
    detail: str = ""

    def to_dict(self) -> dict:
        return asdict(self)

    def __str__(self) -> str:
        return f"{'reversible' if self.reversible else 'not reversible'} ({self.rule}: {self.detail})"


@dataclass(frozen=True)
class SpectralSummary:
    """Spectral quantities of a kernel, each named for what it is.

    ``lambda_2``: largest real part among non-unit eigenvalues; ``lambda_star``: largest
    modulus among them; ``spectral_gap`` is the *absolute* gap ``1 - lambda_star`` and
    ``relaxation_time`` its inverse. For non-reversible chains the mixing bounds come
    from ``reversibilization_gap`` (gap of ``P P*``) and ``pseudo_spectral_gap``
    (Paulin), never from ``spectral_gap``. ``reversibility_rule`` says how reversibility was
    decided; ``gap_error`` estimates the absolute error of ``spectral_gap``.
    """

    n_states: int
    reversible: bool
    detailed_balance_residual: float
    lambda_2: float
    lambda_star: float
    spectral_gap: float
    relaxation_time: float
    method: str
    reversibilization_gap: float | None = None
    pseudo_spectral_gap: float | None = None
    pseudo_spectral_k: int | None = None
    reversibility_rule: str = ""
    gap_error: float | None = None
    multiplicative_gaps: tuple | None = None

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class MixingResult:
    """Exact worst-start mixing time.

    ``t_mix`` is ``min{t : d(t) <= eps}`` (``None`` when not reached by ``t_max``);
    ``times``/``distances`` are the points of ``d(t)`` that were evaluated, each exact
    (stepping: ``0..t_mix-1``; doubling: powers of two and the bisection's points);
    ``worst_start`` is a state index attaining ``d(t_mix - 1)``.
    """

    t_mix: int | None
    eps: float
    times: tuple = field(repr=False)
    distances: tuple = field(repr=False)
    worst_start: int | None
    method: str
    t_max: int | None = None

    @property
    def reached(self) -> bool:
        return self.t_mix is not None

    def to_dict(self) -> dict:
        d = asdict(self)
        d["times"], d["distances"] = list(self.times), list(self.distances)
        return d


def format_table(rows, headers) -> str:
    """Plain-text table: ``rows`` is a list of sequences; numbers are formatted compactly."""
    cells = [[_fmt(c) if not isinstance(c, str) else c for c in r] for r in rows]
    widths = [max(len(str(h)), *(len(r[k]) for r in cells)) if cells else len(str(h))
              for k, h in enumerate(headers)]
    line = "  ".join(str(h).ljust(w) for h, w in zip(headers, widths, strict=True))
    sep = "  ".join("-" * w for w in widths)
    body = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in cells]
    return "\n".join([line, sep, *body])


def to_jsonable(obj):
    """Recursively convert results for ``json.dumps``: numpy scalars and arrays become
    Python numbers and lists, non-finite floats become strings, objects with a
    ``to_dict`` method their dict."""
    if isinstance(obj, dict):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple)):
        return [to_jsonable(v) for v in obj]
    if isinstance(obj, np.ndarray):
        return to_jsonable(obj.tolist())
    if isinstance(obj, (bool, np.bool_)):
        return bool(obj)
    if isinstance(obj, np.integer):
        return int(obj)
    if isinstance(obj, (float, np.floating)):
        x = float(obj)
        return x if math.isfinite(x) else str(x)
    if hasattr(obj, "to_dict"):
        return to_jsonable(obj.to_dict())
    return obj
