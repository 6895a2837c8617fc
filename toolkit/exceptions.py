"""Domain exceptions and warnings, in one place, carrying the state that explains them."""

from __future__ import annotations

import math


class GlauberError(Exception):
    """Base class of the toolkit's errors."""


class InvalidInputError(GlauberError, ValueError):
    """An argument has a bad value; the message names the argument and the value."""


class InvalidTypeError(InvalidInputError, TypeError):
    """An argument, or what a user function returned, has the wrong type; the message names
    it and the type received. Also a ``TypeError``, so ``except TypeError`` still catches it."""


class NotSupportedError(GlauberError, NotImplementedError):
    """The operation does not exist for this input (e.g. an entry-wise view of a
    systematic-scan kernel); the message says what to use instead."""


class UnknownNameError(GlauberError, KeyError):
    """A look-up by name (a quantity, a check) found nothing; the message lists the names
    there are. ``str()`` is the message itself, not its ``repr`` as for a plain ``KeyError``."""

    def __str__(self) -> str:
        return str(self.args[0]) if len(self.args) == 1 else super().__str__()


class MemoryLimitError(GlauberError, MemoryError):
    """An array would need more memory than the operation allows.

    Attributes
    ----------
    bytes_needed : float or None
    """

    def __init__(self, message: str, *, bytes_needed: float | None = None):
        super().__init__(message)
        self.bytes_needed = bytes_needed


class MissingDependencyError(GlauberError, ImportError):
    """An optional dependency is not installed; the message names the extra that provides it."""


class StateSpaceTooLargeError(GlauberError, ValueError):
    """The enumerated state space would exceed ``max_states``.

    Attributes
    ----------
    q, n, max_states
    n_states : int, or ``math.inf`` from 1e300 states on (``log10_states`` holds the size then)
    log10_states : float
    bytes_needed : float
    """

    def __init__(self, q: int, n: int, max_states: float, bytes_per_state: float = 8.0):
        self.q, self.n = int(q), int(n)
        # in logarithms: q**n may have thousands of digits, beyond any float
        self.log10_states = self.n * math.log10(self.q)
        log10_bytes = self.log10_states + math.log10(bytes_per_state)
        self.n_states = self.q**self.n if self.log10_states < 300 else math.inf
        self.max_states = max_states
        self.bytes_needed = float(self.n_states) * bytes_per_state if log10_bytes < 300 else math.inf
        super().__init__(
            f"state space has {self.q}**{self.n} = {_human_count(self.q, self.n)} states, above "
            f"max_states={max_states:g} (needs ~{_human_bytes(self.bytes_needed, log10=log10_bytes)}); "
            "use the sampled estimators in toolkit instead (toolkit.sampling, "
            "toolkit.coupling), or raise max_states if the memory is there"
        )


class NonFiniteLogitsError(GlauberError, ValueError):
    """A model returned NaN or infinite logits.

    Attributes
    ----------
    site : int
        The site whose conditional was asked for.
    state : tuple of int
        The state (context) it was asked at.
    """

    def __init__(self, site: int, state, detail: str = ""):
        self.site = int(site)
        self.state = tuple(int(v) for v in state)
        msg = f"model returned non-finite logits at site {self.site} for state {self.state}"
        if detail:
            msg += f": {detail}"
        super().__init__(msg)


class ReducibleChainError(GlauberError, ValueError):
    """A chain is not irreducible, so its stationary law is not unique; at low temperature
    usually because transition probabilities underflowed to 0.

    Attributes
    ----------
    n_classes : int
        Number of strongly connected classes found.
    """

    def __init__(self, message: str, *, n_classes: int = 2):
        super().__init__(message)
        self.n_classes = int(n_classes)


class ModelNotAvailableError(GlauberError, FileNotFoundError):
    """A real model's weights are not available offline."""


class ConvergenceWarning(UserWarning):
    """An iterative solver stopped before its tolerance.

    Attributes
    ----------
    residual : float
        The residual reached.
    iterations : int or None
        Iterations (or matrix-vector products) used, when known.
    """

    def __init__(self, message: str, *, residual: float, iterations: int | None = None):
        super().__init__(message)
        self.residual = float(residual)
        self.iterations = iterations


def _sci(log10: float) -> str:
    """``10**log10`` as ``3.1e+170``, from its logarithm (no float overflow)."""
    e = math.floor(log10)
    m = 10 ** (log10 - e)
    if round(m, 1) >= 10:
        m, e = m / 10, e + 1
    return f"{m:.1f}e+{e:02d}"


def _human_count(q: int, n: int) -> str:
    """``q**n`` exactly below 10**15, else as ``3.1e+170``."""
    log10 = n * math.log10(q)
    return str(q**n) if log10 < 15 else _sci(log10)


def _human_bytes(n: float, *, log10: float | None = None) -> str:
    """``n`` bytes in the largest binary unit (up to PiB) that keeps the number >= 1; above
    1024 PiB (or given only as ``log10`` of the byte count) as ``3.1e+170 bytes``."""
    if log10 is None:
        log10 = math.log10(n) if 0 < n < math.inf else (0.0 if n <= 0 else math.inf)
    if log10 >= 60 * math.log10(2):  # 1024 PiB = 2**60 = 1.15e18 bytes (the docstring's switch)
        return f"{_sci(log10)} bytes" if math.isfinite(log10) else "inf bytes"
    n = 10**log10 if n == math.inf else n
    if n < 1024:
        return f"{n:.0f} B"
    for unit in ("KiB", "MiB", "GiB", "TiB"):
        n /= 1024
        if n < 1024:
            return f"{n:.1f} {unit}"
    return f"{n / 1024:.1f} PiB"
