"""Batched Glauber chains for any conditional model: plain and rejection-free (n-fold way).

Plain simulation runs ``n_chains`` chains at once. One random-scan step of every chain
is one call of ``model.logits`` on the whole batch: draw a site ``i_b`` per chain, get
``l_{i_b}(. ; x_b)``, draw the new token by inverse CDF from ``softmax(l / T)``. A
systematic-scan step is one sweep (sites ``0..n-1`` in order, ``n`` calls), which is one
step of ``exact.glauber_kernel(..., scan="systematic")``. Laziness ``lazy`` keeps the
state with probability ``lazy`` per step.

Rejection-free simulation (the n-fold way of Bortz, Kalos and Lebowitz) simulates the
random-scan chain only at its *changes*. At a state ``x`` the chain leaves in one step
with probability::

    r(x) = (1 - lazy) * (1/n) * sum_i (1 - p_i(x_i | x_-i))

so the number of steps up to and including the next change is ``G ~ Geometric(r(x))``
(``P(G = k) = (1 - r)^(k-1) r``), and given a change, the pair (site ``i``, token
``a != x_i``) is drawn with probability ``p_i(a | x_-i) / sum_j (1 - p_j(x_j | x_-j))``.
All ``n`` conditionals at ``x`` come from one call: ``model.all_conditionals(x)`` when the
model has it (a masked LM scores every site in one pass), otherwise one batched
``logits`` call over the ``n`` sites. The cost is one model call per *change*, not per
step, which makes exponentially long escapes at low temperature reachable. The law of
the state at any fixed step ``t`` is the same as for the plain chain (tested against the
exact ``P^t`` row).

Two-state example: ``n = 1``, ``q = 2``, ``p(1) = 3/4``. From token ``0`` the chain
leaves with ``r = 3/4`` per step; from ``1`` with ``r = 1/4``, so the mean holding time
at ``1`` is 4 steps, simulated by one geometric draw.

Observables are callables ``f(states) -> (B,)`` or ``(B, k)`` on integer states of shape
``(B, n)``; builders here: :func:`token_indicator`, :func:`token_fraction`,
:func:`hamming_to`, :func:`log_pseudo_likelihood`; the string ``"hamming_to_start"``
stands for the Hamming distance of each chain to its own start.

Length: the two samplers share the observables, the record keeping, the memory guards and
the result type (:class:`ChainRun`, with its exports); apart they would import each other.

>>> from toolkit.models import potts
>>> run = run_chains(potts(2, 3, 1.0), n_chains=4, n_steps=10, rng=0)
>>> run.states.shape, int(run.times[-1])
((4, 11, 3), 10)
"""

from __future__ import annotations

import html
import math
import time
import warnings
from dataclasses import dataclass, field

import numpy as np

from ._active import advance_active
from ._progress import bar
from ._validation import (
    _show,
    as_rng,
    check_int,
    check_memory,
    check_model,
    check_probability,
    check_scan,
    check_states,
    check_temperature,
    parse_bytes,
)
from .chain import tempered_conditionals, tempered_log_conditionals
from .diagnostics import summarize_run
from .exceptions import (
    InvalidInputError,
    InvalidTypeError,
    MissingDependencyError,
    NonFiniteLogitsError,
    _human_bytes,
)
from .results import Result, _fmt, html_table

__all__ = [
    "ChainRun",
    "run_chains",
    "run_rejection_free",
    "glauber_step",
    "rejection_free_jump",
    "all_site_conditionals",
    "initial_states",
    "token_indicator",
    "token_fraction",
    "hamming_to",
    "log_pseudo_likelihood",
    "all_site_bytes",
    "run_memory",
    "check_run_memory",
    "model_size",
    "progress_bar",
    "model_logits",
    "logits_cost",
    "all_site_logits",
    "inverse_cdf",
    "resolve_observables",
    "evaluate_observable",
    "n_record_times",
    "make_record_times",
    "geometric_times",
]

#: Work (chains x steps) above which an automatic progress bar may show (on a tty).
PROGRESS_MIN_WORK = 2_000_000
#: Largest array of recorded states a run may allocate.
MAX_RECORD_BYTES = 2 * 2**30
#: Default limit on all the arrays of one run (:func:`run_memory`; ``max_memory=None``: no limit).
DEFAULT_MAX_MEMORY = 8 * 2**30


# ------------------------------------------------------------------ small shared helpers
def model_size(model) -> tuple[int, int]:
    """``(q, n)`` of a model, validated."""
    if not (hasattr(model, "vocab_size") and hasattr(model, "length") and callable(getattr(model, "logits", None))):
        check_model(model)  # not a model at all: say so, naming `model`
    q = check_int(getattr(model, "vocab_size", None), "model.vocab_size", minimum=2)
    n = check_int(getattr(model, "length", None), "model.length", minimum=1)
    return q, n


def progress_bar(total: int, desc: str, progress: bool | None, *, work: float | None = None,
                 unit: str = "step"):
    """A :class:`toolkit._progress.Progress` (a bar on a terminal, a line every 10 s
    elsewhere) or None. ``progress=None``: only when ``work`` is large."""
    return bar(total, desc, progress, unit=unit, work=work, min_work=PROGRESS_MIN_WORK)


def model_logits(model, x: np.ndarray, sites: np.ndarray, q: int) -> np.ndarray:
    """``model.logits`` with the checks every sampler needs (shape, finiteness), no copies."""
    out = np.asarray(model.logits(x, sites), dtype=float)
    if out.shape != (x.shape[0], q):
        raise InvalidInputError(f"model.logits must return shape ({x.shape[0]}, {q}); got {out.shape}")
    if not np.isfinite(out).all():
        b = int(np.argwhere(~np.isfinite(out).all(axis=1))[0, 0])
        raise NonFiniteLogitsError(int(sites[b]), x[b], f"logits {out[b].tolist()}")
    return out


def logits_cost(model, *, batch: int = 16, rng=None) -> tuple[float, float]:
    """A pilot: ``(per_call, per_row)`` seconds of ``model.logits``, the best of two timed
    calls of 1 and of ``batch`` random rows after a warm-up, fitted as
    ``per_call + per_row * B`` (a call's fixed cost matters: a toy model's 64-row call is
    mostly overhead, a real MLM's mostly rows)."""
    q, n = model_size(model)
    gen = np.random.default_rng(rng)
    batch = max(int(batch), 2)
    times = {}
    for B in (1, batch):
        x = gen.integers(0, q, size=(B, n))
        sites = gen.integers(0, n, size=B)
        model_logits(model, x, sites, q)
        best = math.inf
        for _ in range(2):
            t0 = time.perf_counter()
            model_logits(model, x, sites, q)
            best = min(best, time.perf_counter() - t0)
        times[B] = best
    per_row = max((times[batch] - times[1]) / (batch - 1), times[batch] / batch / 4, 1e-7)
    per_call = max(times[1] - per_row, 0.0)
    return per_call, per_row


def all_site_logits(model, x: np.ndarray) -> np.ndarray:
    """Logits of every site at every state: shape ``(B, n, q)``, one model call.

    Uses ``model.all_conditionals(x)`` when the model has it (one masked pass per state
    for an MLM), otherwise one ``logits`` call over ``B * n`` rows.
    """
    q, n = model_size(model)
    x = np.asarray(x, dtype=np.int64)
    B = x.shape[0]
    fn = getattr(model, "all_conditionals", None)
    if fn is not None:
        out = np.asarray(fn(x), dtype=float)
        if out.shape != (B, n, q):
            raise InvalidInputError(f"model.all_conditionals must return shape ({B}, {n}, {q}); got {out.shape}")
        if not np.isfinite(out).all():
            b, i = (int(v) for v in np.argwhere(~np.isfinite(out).all(axis=2))[0])
            raise NonFiniteLogitsError(i, x[b], f"logits {out[b, i].tolist()}")
        return out
    sites = np.tile(np.arange(n), B)
    return model_logits(model, np.repeat(x, n, axis=0), sites, q).reshape(B, n, q)


def _logits_row_bytes(model, q: int, n: int) -> int:
    """Bytes one row of ``model.logits`` takes: ``q`` logits and their tempered copies, and
    for a pairwise model (``J`` of shape (n, n, q, q)) the ``(n, q)`` couplings it gathers."""
    pairwise = getattr(getattr(model, "J", None), "ndim", 0) == 4
    return 8 * q * (3 + (n if pairwise else 0))


def all_site_bytes(model) -> int:
    """Bytes :func:`all_site_logits` needs per state (so per chain for the log
    pseudo-likelihood and for an n-fold-way jump): the ``(n, q)`` conditionals and, without
    ``model.all_conditionals``, the state repeated ``n`` times and ``n`` rows of
    ``model.logits``: quadratic in ``n``.

    >>> from toolkit.models import IndependentSites
    >>> all_site_bytes(IndependentSites(np.zeros((1000, 2))))  # 8 MB a state, mostly (n, n) int64
    8056000
    """
    q, n = model_size(model)
    if getattr(model, "all_conditionals", None) is not None:
        return 8 * 3 * n * q
    return 8 * n * (n + 1) + n * _logits_row_bytes(model, q, n)


def all_site_conditionals(model, x, *, temperature: float = 1.0) -> np.ndarray:
    """Tempered conditionals ``p_i^T(. | x_-i)`` of every site: shape ``(B, n, q)``."""
    q, n = model_size(model)
    x = check_states(x, q=q, n=n)
    return tempered_conditionals(all_site_logits(model, x), check_temperature(temperature))


def inverse_cdf(p: np.ndarray, u: np.ndarray) -> np.ndarray:
    """Draw one category per row of ``p`` (rows need not be normalized) from uniforms ``u``.

    Returns the smallest ``a`` with ``cumsum(p)[a] > u * sum(p)``; categories of zero
    weight are never returned.
    """
    c = np.cumsum(p, axis=-1)
    target = (u * c[..., -1])[..., None]
    a = (c <= target).sum(axis=-1)
    return np.minimum(a, p.shape[-1] - 1)


def initial_states(model, n_chains: int, start=None, *, rng=None, name: str = "start") -> np.ndarray:
    """Start states of shape ``(n_chains, n)``.

    ``start``: None (tokens drawn uniformly), one state ``(n,)`` (copied to every chain),
    states ``(n_chains, n)``, or a callable ``start(rng, n_chains) -> (n_chains, n)``.
    """
    q, n = model_size(model)
    n_chains = check_int(n_chains, "n_chains", minimum=1)
    rng = as_rng(rng)
    if start is None:
        return rng.integers(0, q, size=(n_chains, n), dtype=np.int64)
    if callable(start):
        start = start(rng, n_chains)
    arr = np.asarray(start)
    if arr.ndim == 1:
        x = check_states(arr, q=q, n=n, name=name)
        return np.repeat(x, n_chains, axis=0)
    x = check_states(arr, q=q, n=n, name=name)
    if x.shape[0] != n_chains:
        raise InvalidInputError(
            f"`{name}` must have shape ({n}, ) or ({n_chains}, {n}) for n_chains={n_chains}; got {arr.shape}"
        )
    return x.copy()


# ------------------------------------------------------------------ observables
def token_indicator(site: int, token: int):
    """Observable ``[x_site == token]``."""
    site, token = int(site), int(token)

    def f(x):
        return (x[:, site] == token).astype(float)

    f.__name__ = f"x{site}=={token}"
    return f


def token_fraction(token: int):
    """Observable: fraction of sites holding ``token``."""
    token = int(token)

    def f(x):
        return (x == token).mean(axis=1)

    f.__name__ = f"frac({token})"
    return f


def hamming_to(reference):
    """Observable: Hamming distance to ``reference`` (one state ``(n,)`` or one per chain)."""
    ref = np.asarray(reference, dtype=np.int64)

    def f(x):
        return (x != ref).sum(axis=-1).astype(float)

    f.__name__ = "hamming"
    return f


def log_pseudo_likelihood(model, *, temperature: float = 1.0):
    """Observable ``sum_i log p_i^T(x_i | x_-i)`` (one batched call over all sites)."""
    T = check_temperature(temperature)
    check_model(model)

    def f(x):
        x = np.asarray(x, dtype=np.int64)
        lp = tempered_log_conditionals(all_site_logits(model, x), T)
        B, n = x.shape
        return lp[np.arange(B)[:, None], np.arange(n)[None, :], x].sum(axis=1)

    f.__name__ = "log_pseudo_likelihood"
    f.bytes_per_state = all_site_bytes(model)  # quadratic in n: read by run_memory
    return f


def resolve_observables(observables, start: np.ndarray) -> dict:
    """``observables`` (dict, list, callable or None) as an ordered ``{name: callable}``."""
    if observables is None:
        return {}
    if callable(observables) or isinstance(observables, str):
        observables = [observables]
    if isinstance(observables, dict):
        items = list(observables.items())
    else:
        if not hasattr(observables, "__iter__") or isinstance(observables, bytes):
            raise InvalidTypeError("`observables` must be a dict {name: f}, a list of callables / built-in names "
                                   f"(such as 'hamming_to_start'), or one callable; got {type(observables).__name__} "
                                   f"{_show(observables)}")
        items = []
        for f in observables:
            name = f if isinstance(f, str) else getattr(f, "__name__", None) or f"f{len(items)}"
            items.append((name, f))
    out = {}
    for name, f in items:
        if isinstance(f, str):
            if f != "hamming_to_start":
                raise InvalidInputError(f"`observables`: unknown built-in {f!r}; known: 'hamming_to_start'")
            f = hamming_to(start)
        if not callable(f):
            raise InvalidInputError(f"`observables[{name!r}]` must be callable; got {f!r}")
        if str(name) in out:  # two unnamed lambdas: the second silently replaced the first
            raise InvalidInputError(f"`observables`: two observables are named {str(name)!r}; pass a dict "
                                    "{name: f} to name each")
        out[str(name)] = f
    return out


def evaluate_observable(name: str, f, x: np.ndarray) -> np.ndarray:
    """``f(x)`` as float of shape ``(B,)`` or ``(B, k)``; a clear error otherwise."""
    try:
        v = np.asarray(f(x), dtype=float)
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(f"observable {name!r} failed on states of shape {x.shape}: {exc}") from None
    if v.ndim not in (1, 2) or v.shape[0] != x.shape[0]:
        raise InvalidInputError(
            f"observable {name!r} must return shape ({x.shape[0]},) or ({x.shape[0]}, k) for "
            f"{x.shape[0]} states; got {v.shape}"
        )
    return v


# ------------------------------------------------------------------ results
@dataclass(frozen=True, eq=False)
class ChainRun(Result):
    """Recorded output of a batch of chains (chain-first layout, as in arviz).

    A :class:`~toolkit.results.Result`: ``run.save(path)`` / ``ChainRun.load(path)`` is the
    lossless JSON round trip (``wall_time`` is not saved), ``==`` compares the arrays, and
    :meth:`to_frame` is the tidy table of the recorded observables.

    Attributes
    ----------
    times : (R,) int
        Steps at which records were taken.
    states : (n_chains, R, n) int or None
        Recorded states (``record_states=True``).
    observables : dict name -> (n_chains, R) or (n_chains, R, k)
    start, final : (n_chains, n)
    n_model_calls : int
        Calls of ``model.logits`` / ``all_conditionals`` made.
    n_jumps : (n_chains,) or None
        Rejection-free only: changes of state simulated per chain.
    """

    times: np.ndarray
    states: np.ndarray | None
    observables: dict
    start: np.ndarray
    final: np.ndarray
    temperature: float
    scan: str
    lazy: float
    n_steps: int
    method: str
    n_model_calls: int
    wall_time: float = field(default=0.0, compare=False)
    n_jumps: np.ndarray | None = None

    @property
    def n_chains(self) -> int:
        return int(self.start.shape[0])

    def observable(self, name: str) -> np.ndarray:
        """Recorded values of one observable, ``(n_chains, R)``."""
        if name not in self.observables:
            raise InvalidInputError(f"no observable {name!r} recorded; recorded: {sorted(self.observables)}")
        return self.observables[name]

    def traces(self) -> dict:
        """The observables that :meth:`to_frame`, :meth:`to_arviz` and
        :func:`toolkit.plot.plot_trace` export: the recorded ones, or, for a run that
        recorded none but kept its states (the default of :func:`run_chains`),
        ``hamming_to_start`` computed from the states: the number of sites where each chain
        differs from its own start (the values of ``observables=["hamming_to_start"]``).
        Empty when the run kept neither."""
        if self.observables or self.states is None:
            return dict(self.observables)
        start = np.asarray(self.start)[:, None, :]
        return {"hamming_to_start": (np.asarray(self.states) != start).sum(axis=-1).astype(float)}

    def to_frame(self):
        """The recorded observables as a tidy pandas DataFrame, one row per chain, record and
        observable: columns ``chain``, ``draw`` (the step of the record, as the ``draw``
        coordinate of :meth:`to_arviz`), ``observable`` and ``value``; a vector observable
        ``f`` gives one observable per component, ``f[0]``, ``f[1]``, ... (observables as in
        :meth:`traces`).

        >>> from toolkit.models import potts
        >>> run = run_chains(potts(2, 3, 1.0), n_chains=2, n_steps=4, record_every=2, rng=0)
        >>> run.to_frame().head(3)
           chain  draw        observable  value
        0      0     0  hamming_to_start    0.0
        1      0     2  hamming_to_start    0.0
        2      0     4  hamming_to_start    1.0
        """
        import pandas as pd

        times = np.asarray(self.times)
        parts = []
        for name, v in self.traces().items():
            v = np.asarray(v, dtype=float)
            comps = [(name, v)] if v.ndim == 2 else [(f"{name}[{k}]", v[..., k]) for k in range(v.shape[2])]
            for label, w in comps:
                B, R = w.shape
                parts.append(pd.DataFrame({"chain": np.repeat(np.arange(B), R), "draw": np.tile(times, B),
                                           "observable": label, "value": w.reshape(-1)}))
        if not parts:
            return pd.DataFrame({"chain": np.zeros(0, np.int64), "draw": np.zeros(0, np.int64),
                                 "observable": np.zeros(0, object), "value": np.zeros(0)})
        return pd.concat(parts, ignore_index=True)

    @property
    def steps_per_second(self) -> float:
        """Simulated chain-steps per second of wall time."""
        return self.n_chains * self.n_steps / self.wall_time if self.wall_time > 0 else math.inf

    def to_arviz(self, *, states: bool = False, burn_in: int = 0):
        """The run as ArviZ data (the ``arviz`` extra): every recorded observable (a run that
        recorded none, as :func:`run_chains` by default, gives ``hamming_to_start`` from its
        recorded states: :meth:`traces`), and with ``states=True`` the recorded states (dim
        ``site``), as variables of the ``posterior`` group with dims ``(chain, draw, ...)``. The ``draw`` coordinate is
        the step of each record; records at steps below ``burn_in`` are left out. The run's
        settings (temperature, scan, lazy, method, n_steps) are the group's attributes.

        ArviZ 0.x gives an ``InferenceData``, ArviZ >= 1 a ``DataTree``; ``az.rhat``,
        ``az.ess`` and ``az.summary`` read both. (ArviZ's split-chain R-hat equals
        :func:`toolkit.diagnostics.rhat`; its ESS uses Geyer's truncation on split chains where
        :func:`toolkit.diagnostics.effective_sample_size` uses Sokal's window by default, and
        reproduces ArviZ's with ``method="bulk"``, ``"tail"``, ``"mean"``, ...)
        """
        try:
            with warnings.catch_warnings():  # arviz 0.2x announces its 1.0 refactor on import
                warnings.filterwarnings("ignore", message=r"\s*ArviZ is undergoing", category=FutureWarning)
                import arviz as az
        except ImportError as exc:
            raise MissingDependencyError("ChainRun.to_arviz needs arviz: pip install 'glauber-mlm[arviz]'") from exc
        keep = np.asarray(self.times) >= check_int(burn_in, "burn_in", minimum=0)
        if not keep.any():
            raise InvalidInputError(f"`burn_in`={burn_in} leaves no record (last record at step "
                                    f"{int(np.max(self.times))})")
        posterior, dims = {}, {}
        for name, v in self.traces().items():
            posterior[name] = np.asarray(v)[:, keep]
            if posterior[name].ndim == 3:
                dims[name] = [f"{name}_component"]
        if states:
            if self.states is None:
                raise InvalidInputError("`states=True` needs a run with record_states=True")
            if "state" in posterior:
                raise InvalidInputError("an observable is named 'state'; rename it to export the states")
            posterior["state"] = self.states[:, keep]
            dims["state"] = ["site"]
        if not posterior:
            raise InvalidInputError("nothing to export: the run recorded neither an observable nor its states; "
                                    "run the sampler with observables=['hamming_to_start'] (or callables "
                                    "f(states) -> values) or with record_states=True")
        coords = {"draw": np.asarray(self.times)[keep]}
        if states:
            coords["site"] = np.arange(self.start.shape[1])
        if int(az.__version__.split(".")[0]) >= 1:
            data = az.from_dict({"posterior": posterior}, coords=coords, dims=dims)
        else:
            data = az.from_dict(posterior=posterior, coords=coords, dims=dims)
        data["posterior"].attrs.update(temperature=float(self.temperature), scan=self.scan, lazy=float(self.lazy),
                                       method=self.method, n_steps=int(self.n_steps), burn_in=int(burn_in))
        return data

    def _repr_html_(self) -> str:
        """A compact HTML table for notebooks: the settings and each scalar observable's
        mean, R-hat and ESS (:func:`toolkit.diagnostics.summarize_run`)."""
        rows = [("method", self.method), ("chains x steps", f"{self.n_chains} x {self.n_steps}"),
                ("temperature", _fmt(self.temperature)), ("scan", f"{self.scan}, lazy {_fmt(self.lazy)}"),
                ("records", f"{len(self.times)} (steps {int(self.times[0])}..{int(self.times[-1])})"),
                ("states recorded", "yes" if self.states is not None else "no"),
                ("model calls", str(self.n_model_calls))]
        rows = [(k, html.escape(v)) for k, v in rows]
        if len(self.times) >= 4:
            for name, summ in summarize_run(self).items():
                rows.append((name, html.escape(f"mean {summ.mean.value:.4g} ± {summ.mean.stderr:.2g}, "
                                               f"R-hat {summ.rhat:.4g}, ESS {summ.ess:.4g}")))
        return html_table("ChainRun", rows)

    def __str__(self) -> str:
        extra = ""
        if self.n_jumps is not None:
            jumps = int(self.n_jumps.sum())
            hold = self.n_chains * self.n_steps / jumps if jumps else math.inf
            extra = f", {jumps} jumps (mean holding {hold:.4g} steps)"
        return (f"ChainRun({self.method}, {self.n_chains} chains x {self.n_steps} steps, T={self.temperature:g}, "
                f"{self.scan} scan, {len(self.times)} records, {self.n_model_calls} model calls{extra})")


def n_record_times(n_steps: int, *, burn_in: int = 0, record_every: int = 1, times=None) -> int:
    """How many record times :func:`make_record_times` gives (at most, for ``times``), without
    making them: ``(n_steps - burn_in) // record_every + 1``."""
    if times is not None:
        return int(np.size(times))
    burn_in = check_int(burn_in, "burn_in", minimum=0)
    record_every = check_int(record_every, "record_every", minimum=1)
    if burn_in > n_steps:
        raise InvalidInputError(f"`burn_in` must be <= n_steps={n_steps}; got {burn_in}")
    return (n_steps - burn_in) // record_every + 1


def make_record_times(n_steps: int, *, burn_in: int = 0, record_every: int = 1, times=None,
                      max_memory=DEFAULT_MAX_MEMORY) -> np.ndarray:
    """Sorted record times: ``burn_in, burn_in + record_every, ...`` up to ``n_steps``, or ``times``;
    more of them than ``max_memory`` holds (None: no limit) is refused before any exists."""
    if times is not None:
        t = np.unique(np.asarray(times, dtype=np.int64).reshape(-1))
        if t.size == 0 or t.min() < 0 or t.max() > n_steps:
            raise InvalidInputError(f"`record_times` must be non-empty and in 0..n_steps={n_steps}; got {times!r}")
        return t
    count = n_record_times(n_steps, burn_in=burn_in, record_every=record_every)
    if max_memory is not None:
        check_memory(8 * count, f"{count} record times (n_steps={n_steps}, burn_in={burn_in}, "
                     f"record_every={record_every})", max_bytes=parse_bytes(max_memory),
                     hint="; lower n_steps or raise burn_in or record_every")
    return np.arange(burn_in, n_steps + 1, record_every, dtype=np.int64)


def _observable_list(observables) -> list:
    """The observables given, as a list (unresolved: names and callables)."""
    if observables is None:
        return []
    if callable(observables) or isinstance(observables, str):
        return [observables]
    if isinstance(observables, dict):
        return list(observables.values())
    try:
        return list(observables)
    except TypeError:
        return []  # resolve_observables names the bad value


def run_memory(model, *, n_chains: int, n_records: int, observables=None, record_states: bool = False,
               scan: str = "random", rejection_free: bool = False) -> dict[str, int]:
    """Bytes of the arrays one run of :func:`run_chains` (``rejection_free``:
    :func:`run_rejection_free`) allocates, by part, computed before any of them exists:

    - ``states``: current and start state of every chain, ``2 * n_chains * n`` int64 (a
      third copy for a systematic scan);
    - ``step``: one step's work, ``n_chains`` rows of ``model.logits`` (an n-fold-way jump:
      :func:`all_site_bytes` per chain, quadratic in ``n``);
    - ``records``: the ``n_records`` record times and one float per chain, record time and
      observable (with ``record_states``, the recorded states too);
    - ``observables``: one evaluation of the observables on every chain, from the
      largest ``bytes_per_state`` an observable declares (none: 0; :func:`log_pseudo_likelihood`:
      quadratic in ``n``).

    >>> from toolkit.models import IndependentSites
    >>> m = IndependentSites(np.zeros((10**6, 2)))
    >>> parts = run_memory(m, n_chains=2, n_records=5, observables=[log_pseudo_likelihood(m)])
    >>> parts["observables"] > 2 * 8 * 10**12   # two (n, n) int64 arrays
    True
    """
    q, n = model_size(model)
    B, R = int(n_chains), int(n_records)
    obs = _observable_list(observables)
    per_state = max((int(getattr(f, "bytes_per_state", 0)) for f in obs), default=0)
    step = all_site_bytes(model) if rejection_free else _logits_row_bytes(model, q, n) + 48
    return {"states": 8 * B * n * (3 if scan == "systematic" else 2),
            "step": B * step,
            "records": 8 * R * (1 + B * (len(obs) + (n if record_states else 0))),
            "observables": B * (per_state + 8 * n)}


#: What each part of :func:`run_memory` is, and what lowers it (Python arguments).
RUN_MEMORY_PARTS = {"states": "the chains' states", "step": "one step's conditionals",
                    "records": "the recorded values", "observables": "one evaluation of the observables"}
_RUN_MEMORY_HINTS = {"states": "lower n_chains", "step": "lower n_chains",
                     "records": "lower n_steps or n_chains, or raise burn_in or record_every",
                     "observables": "lower n_chains, or leave out the log pseudo-likelihood (quadratic in n)"}


def check_run_memory(parts: dict, what: str, *, max_memory=DEFAULT_MAX_MEMORY, hint=None) -> None:
    """Raise :class:`~toolkit.exceptions.MemoryLimitError` when the parts of
    :func:`run_memory` add up to more than ``max_memory`` (bytes or ``"8GiB"``; None: no
    limit), naming the largest part (a part not of :data:`RUN_MEMORY_PARTS` is named by its
    key). ``hint``: a function of that part's key giving what to lower (default: the Python
    arguments).

    >>> check_run_memory({"states": 10**13, "records": 80}, "2 chains", max_memory="8GiB")
    Traceback (most recent call last):
    ...
    toolkit.exceptions.MemoryLimitError: 2 chains would need ~9.1 TiB, above the memory limit of 8.0 GiB (max_memory); the largest part is the chains' states (~9.1 TiB): lower n_chains, or pass a larger max_memory (None: no limit) if the memory is there
    """
    if max_memory is None:
        return
    limit = parse_bytes(max_memory, "max_memory")
    big = max(parts, key=parts.get)
    tip = hint(big) if hint is not None else (f"{_RUN_MEMORY_HINTS[big]}, or pass a larger max_memory "
                                               "(None: no limit) if the memory is there")
    check_memory(sum(parts.values()), what, max_bytes=limit,
                 hint=f"; the largest part is {RUN_MEMORY_PARTS.get(big, big)} (~{_human_bytes(parts[big])}): {tip}")


def _guard_run(model, n_chains: int, n_steps: int, *, burn_in, record_every, record_times, record_states,
               observables, scan: str, rejection_free: bool, max_memory) -> None:
    """A run's memory checks, before its first array: the recorded states, then everything."""
    n = int(model.length)
    R = n_record_times(n_steps, burn_in=burn_in, record_every=record_every, times=record_times)
    _check_record_states(n_chains, R, n, record_states)
    parts = run_memory(model, n_chains=n_chains, n_records=R, observables=observables, record_states=record_states,
                       scan=scan, rejection_free=rejection_free)
    check_run_memory(parts, f"a run of {n_chains} chains of n={n} sites for {n_steps} steps ({R} record times)",
                     max_memory=max_memory)


def _check_record_states(B: int, R: int, n: int, record_states: bool) -> None:
    need = B * R * n * 8
    if record_states and need > MAX_RECORD_BYTES:
        raise InvalidInputError(
            f"recording states of {B} chains at {R} times needs {need / 2**30:.1f} GiB, above "
            f"{MAX_RECORD_BYTES / 2**30:.0f} GiB; pass record_states=False, a larger record_every or record_times"
        )


def _check_common(model, temperature, n_chains, n_steps, lazy):
    q, n = model_size(model)
    T = check_temperature(temperature)
    n_chains = check_int(n_chains, "n_chains", minimum=1)
    n_steps = check_int(n_steps, "n_steps", minimum=1)
    lazy = check_probability(lazy, "lazy")
    return q, n, T, n_chains, n_steps, lazy


class _Recorder:
    """Collects states/observables at record times, with ragged fills for the n-fold way."""

    def __init__(self, times, B, n, record_states, obs):
        self.times, self.obs, self.B, self.R = times, obs, B, times.size
        _check_record_states(B, self.R, n, record_states)
        self.states = np.zeros((B, self.R, n), dtype=np.int64) if record_states else None
        self.values: dict = {}

    def _store(self, name, rows, cols, v):
        if name not in self.values:
            self.values[name] = np.full((self.B, self.R) + v.shape[1:], np.nan)
        self.values[name][rows, cols] = v

    def fill(self, chains, x, r_lo, r_hi):
        """For each k: records ``r_lo[k] <= r < r_hi[k]`` of chain ``chains[k]`` take state ``x[k]``."""
        lengths = r_hi - r_lo
        keep = lengths > 0
        if not keep.any():
            return
        chains, x, r_lo, lengths = chains[keep], x[keep], r_lo[keep], lengths[keep]
        k = np.repeat(np.arange(chains.size), lengths)
        offs = np.arange(k.size) - np.repeat(np.cumsum(lengths) - lengths, lengths)
        rows, cols = chains[k], r_lo[k] + offs
        if self.states is not None:
            self.states[rows, cols] = x[k]
        for name, f in self.obs.items():
            v = evaluate_observable(name, f, x)
            self._store(name, rows, cols, v[k])


# ------------------------------------------------------------------ plain chains
def glauber_step(model, x: np.ndarray, *, temperature: float = 1.0, scan: str = "random", lazy: float = 0.0,
                 rng=None) -> int:
    """Advance every chain in ``x`` (shape ``(B, n)``, modified in place) by one step.

    Returns the number of model calls made (1 for random scan, ``n`` for a systematic sweep).
    No input checks (the run functions validate once); see :func:`run_chains`.
    """
    rng = as_rng(rng)
    q, n = int(model.vocab_size), int(model.length)
    B = x.shape[0]
    move = rng.random(B) >= lazy if lazy else None
    if scan == "random":
        sites = rng.integers(0, n, size=B)
        u = rng.random(B)
        p = tempered_conditionals(model_logits(model, x, sites, q), temperature)
        a = inverse_cdf(p, u)
        rows = np.arange(B)
        x[rows, sites] = a if move is None else np.where(move, a, x[rows, sites])
        return 1
    y = x.copy() if move is not None else x
    for i in range(n):
        u = rng.random(B)
        p = tempered_conditionals(model_logits(model, y, np.full(B, i), q), temperature)
        y[:, i] = inverse_cdf(p, u)
    if move is not None:
        x[move] = y[move]
    return n


def run_chains(model, *, temperature: float = 1.0, n_chains: int = 64, n_steps: int = 1000, start=None,
               scan: str = "random", lazy: float = 0.0, burn_in: int = 0, record_every: int = 1,
               record_times=None, record_states: bool = True, observables=None,
               max_memory=DEFAULT_MAX_MEMORY, progress: bool | None = None, rng=None) -> ChainRun:
    """Run ``n_chains`` Glauber chains for ``n_steps`` steps, all in one batch.

    Parameters
    ----------
    model : ConditionalModel
    temperature : float > 0
    n_chains, n_steps : int >= 1
    start : None, state (n,), states (n_chains, n) or callable(rng, n_chains)
        None draws every token uniformly.
    scan : {"random", "systematic"}
        A systematic step is one sweep over the sites.
    lazy : float in [0, 1)
    burn_in, record_every : int
        Records at steps ``burn_in, burn_in + record_every, ...`` (step 0 is the start).
    record_times : array of int, optional
        Explicit record steps (overrides ``burn_in``/``record_every``).
    record_states : bool
        Keep the states (``(n_chains, R, n)``); observables are kept either way.
    observables : dict, list or callable, optional
        ``f(states (B, n)) -> (B,)`` or ``(B, k)``.
    max_memory : bytes, a size such as ``"8GiB"``, or None
        Limit on the run's arrays (:func:`run_memory`), checked before any exists;
        None: no limit.
    progress : bool or None
        Progress bar; None shows it on a tty for long runs.
    rng : Generator, int or None

    Notes
    -----
    One ``model.logits`` call per step for the whole batch (``n`` per systematic sweep).
    """
    q, n, T, n_chains, n_steps, lazy = _check_common(model, temperature, n_chains, n_steps, lazy)
    scan = check_scan(scan)
    _guard_run(model, n_chains, n_steps, burn_in=burn_in, record_every=record_every, record_times=record_times,
               record_states=record_states, observables=observables, scan=scan, rejection_free=False,
               max_memory=max_memory)
    rng = as_rng(rng)
    times = make_record_times(n_steps, burn_in=burn_in, record_every=record_every, times=record_times,
                              max_memory=max_memory)
    x = initial_states(model, n_chains, start, rng=rng)
    x0 = x.copy()
    obs = resolve_observables(observables, x0)
    rec = _Recorder(times, n_chains, n, record_states, obs)
    chains = np.arange(n_chains)
    ptr = 0
    calls = 0
    t0 = time.perf_counter()
    bar = progress_bar(n_steps, "glauber chains", progress, work=n_steps * n_chains)
    if times[0] == 0:
        rec.fill(chains, x, np.zeros(n_chains, np.int64), np.ones(n_chains, np.int64))
        ptr = 1
    for t in range(1, n_steps + 1):
        calls += glauber_step(model, x, temperature=T, scan=scan, lazy=lazy, rng=rng)
        if ptr < times.size and times[ptr] == t:
            rec.fill(chains, x, np.full(n_chains, ptr), np.full(n_chains, ptr + 1))
            ptr += 1
        if bar is not None:
            bar.update(1)
    if bar is not None:
        bar.close()
    return ChainRun(times=times, states=rec.states, observables=rec.values, start=x0, final=x, temperature=T,
                    scan=scan, lazy=lazy, n_steps=n_steps, method="glauber", n_model_calls=calls,
                    wall_time=time.perf_counter() - t0)


# ------------------------------------------------------------------ rejection-free
def geometric_times(r: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Draws of ``G ~ Geometric(r)`` on ``{1, 2, ...}`` as float (``inf`` where ``r == 0``).

    Inversion: ``G = max(1, ceil(log U / log(1 - r)))`` with ``U`` uniform on (0, 1], so
    ``P(G > k) = (1 - r)^k`` exactly; accurate for ``r`` down to the smallest floats
    (``log1p``) and beyond the int64 range.
    """
    U = 1.0 - rng.random(r.shape)
    with np.errstate(divide="ignore", invalid="ignore"):
        g = np.ceil(np.log(U) / np.log1p(-np.minimum(r, 1.0)))
    return np.where(r > 0, np.maximum(g, 1.0), np.inf)


def rejection_free_jump(model, x: np.ndarray, *, temperature: float = 1.0, lazy: float = 0.0, rng=None):
    """One n-fold-way event for every chain in ``x`` (shape ``(B, n)``; not modified).

    Returns ``(holding, new_x, rate)``: ``holding`` (float, ``(B,)``) is the number of steps
    up to and including the change (``inf`` when the exit rate underflows to 0), ``new_x``
    the state after it and ``rate`` the exit rate ``r(x)``. One model call.
    """
    rng = as_rng(rng)
    q, n = int(model.vocab_size), int(model.length)
    B = x.shape[0]
    p = tempered_conditionals(all_site_logits(model, x), temperature)  # (B, n, q)
    rows = np.arange(B)[:, None]
    cols = np.arange(n)[None, :]
    p[rows, cols, x] = 0.0  # what is left: leaving probabilities, summed accurately (no 1 - p)
    leave = p.reshape(B, n * q)
    total = leave.sum(axis=1)
    rate = (1.0 - lazy) * total / n
    holding = geometric_times(rate, rng)
    u = rng.random(B)
    idx = inverse_cdf(leave, u)
    new = x.copy()
    ok = total > 0
    site, tok = np.divmod(idx, q)
    new[np.arange(B)[ok], site[ok]] = tok[ok]
    return holding, new, rate


def run_rejection_free(model, *, temperature: float = 1.0, n_chains: int = 64, n_steps: int = 1000,
                       start=None, lazy: float = 0.0, burn_in: int = 0, record_every: int | None = None,
                       record_times=None, record_states: bool = True, observables=None,
                       max_memory=DEFAULT_MAX_MEMORY, progress: bool | None = None, rng=None) -> ChainRun:
    """Simulate the random-scan chain for ``n_steps`` steps by jumps (n-fold way).

    Same law as :func:`run_chains` with ``scan="random"`` at every recorded step; costs
    one model call per *change* of state (for the batch of chains still running), so
    a step count far beyond what plain simulation can reach is cheap when the chain
    mostly stays put (low temperature). Records default to the final step only
    (``record_every=None``); pass ``record_every`` or ``record_times`` for more.
    ``n_jumps`` in the result counts the changes per chain. ``max_memory`` limits the run's
    arrays as in :func:`run_chains`.
    """
    q, n, T, n_chains, n_steps, lazy = _check_common(model, temperature, n_chains, n_steps, lazy)
    rng = as_rng(rng)
    if record_every is None and record_times is None:
        record_times = [n_steps]
    _guard_run(model, n_chains, n_steps, burn_in=burn_in, record_every=record_every or 1, record_times=record_times,
               record_states=record_states, observables=observables, scan="random", rejection_free=True,
               max_memory=max_memory)
    times = make_record_times(n_steps, burn_in=burn_in, record_every=record_every or 1, times=record_times,
                              max_memory=max_memory)
    x = initial_states(model, n_chains, start, rng=rng)
    x0 = x.copy()
    obs = resolve_observables(observables, x0)
    rec = _Recorder(times, n_chains, n, record_states, obs)
    clock = np.zeros(n_chains)
    next_rec = np.zeros(n_chains, dtype=np.int64)
    n_jumps = np.zeros(n_chains, dtype=np.int64)

    def jump(active, _):
        """One change of every running chain; a chain whose next change falls after
        ``n_steps`` records its last state up to the end and stops."""
        hold, new, _ = rejection_free_jump(model, x[active], temperature=T, lazy=lazy, rng=rng)
        end = clock[active] + hold  # the step at which the change happens
        r_hi = np.searchsorted(times, end, side="left")  # records strictly before the change
        rec.fill(active, x[active], next_rec[active], r_hi)
        next_rec[active] = r_hi
        jumped = end <= n_steps
        moved = active[jumped]
        x[moved] = new[jumped]
        clock[moved] = end[jumped]
        n_jumps[moved] += 1
        return moved

    t0 = time.perf_counter()
    bar = progress_bar(n_steps, "rejection-free chains", progress, work=n_steps * n_chains)
    calls = advance_active(jump, np.arange(n_chains), bar=bar, clock=clock)  # one model call per round
    return ChainRun(times=times, states=rec.states, observables=rec.values, start=x0, final=x, temperature=T,
                    scan="random", lazy=lazy, n_steps=n_steps, method="rejection-free", n_model_calls=calls,
                    wall_time=time.perf_counter() - t0, n_jumps=n_jumps)
