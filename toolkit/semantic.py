"""Semantic trajectories: what a masked LM's Glauber chain *says* as it moves.

A chain over ``n`` free word slots of a masked LM (``tiny-en`` by default: every word of
its 200-word vocabulary on 10 slots) is run at a low and a high temperature, and its
path is read three ways:

- Observables over time: ``f(states (B, n)) -> (B,)`` recorded at every step; built in,
  the political fraction :func:`lexicon_fraction` (the fraction of slots holding a word
  of the lexicon in ``toolkit/data/political_lexicon.txt``, whose header gives its
  rationale), or any user function.
- Embeddings: the model's own last hidden state, mean-pooled over the non-special
  positions, taken from the *same forward passes* the sampler makes. Step ``t + 1`` of a
  random-scan chain is one masked pass over the state ``X_t`` (site ``i_{t+1}`` masked);
  :func:`semantic_run` asks the model for ``logits_and_hidden`` on that pass, so the
  pooled hidden state of ``X_t`` with one (random) site masked comes at no extra cost.
  The run makes one step beyond ``n_steps`` so that the last recorded state has its pass
  too. Which site is masked varies from step to step, and so would the embedding of a
  state that does not move; the embedding of a state is therefore the mean of its pooled
  hidden states over all the records of that state in the run (measured at T = 0.5 on
  tiny-en, 12 chains x 1500 steps: without this averaging 551 of 766 basin changes
  happened while the state stayed put).
  Models without hidden states take an ``embedding(states) -> (B, d)`` function instead,
  evaluated in one batched pass over the recorded states after the run.
- Basins: k-means clusters of the embeddings of all recorded states (seeded
  ``scipy.cluster.vq.kmeans2``, ``k-means++`` start). Rule for ``k``: the ``k`` in
  ``2..k_max`` with the largest mean silhouette, computed on at most ``max_points``
  recorded states drawn with the run's generator; basins are numbered by decreasing
  occupancy. Along each chain the basin labels form runs (*sojourns*); from them come
  the basin transition graph (a ``networkx.DiGraph``: counts and per-record transition
  probabilities on the edges), dwell-time distributions per basin, long-lived traps (the
  basins with the longest mean dwell) and recurrent basins (entered again by a chain
  after leaving them).

Dwell times are in steps (``record_every`` steps per record); the first and last
sojourn of each chain are censored (they began before the record or end with it) and
are flagged: a mean that includes them is a lower estimate.

Two-chain example of the bookkeeping: labels ``[[0, 0, 1, 0], [1, 1, 1, 1]]`` give
basin 0 the sojourns ``2`` (censored, first) and ``1`` (censored, last), basin 1 the
sojourns ``1`` (complete) and ``4`` (censored, the whole record); basin 0 is recurrent
(chain 0 left it and came back), basin 1 is not.

>>> s = basin_statistics(np.array([[0, 0, 1, 0], [1, 1, 1, 1]]))
>>> s.sojourns[0].tolist(), s.censored[0].tolist(), s.recurrent
([2, 1], [True, True], (0,))

Public API
    political_lexicon, lexicon_fraction
    semantic_run, SemanticRun
    cluster_embeddings, Clustering, basin_statistics, BasinStats
    semantic_trajectories, SemanticResult, semantic_study, SemanticStudy, default_model
    plot_observable, plot_basin_graph, plot_dwell_times
    (the report section: :mod:`toolkit.app.report.semantic`)
"""

from __future__ import annotations

import inspect
import math
import os
import textwrap
import time
from dataclasses import dataclass, field

import numpy as np

from ._validation import as_rng, check_int, check_temperature
from .exceptions import InvalidInputError
from .models import make_model
from .plot import SMALL, fit_to_content, pyplot
from .results import Result, format_table
from .sampling import model_size, run_chains

__all__ = [
    "LEXICON_PATH",
    "political_lexicon",
    "lexicon_fraction",
    "SemanticRun",
    "semantic_run",
    "Clustering",
    "cluster_embeddings",
    "BasinStats",
    "basin_statistics",
    "SemanticResult",
    "semantic_trajectories",
    "SemanticStudy",
    "semantic_study",
    "default_model",
    "plot_observable",
    "plot_basin_graph",
    "plot_dwell_times",
]

#: The political lexicon shipped with the package (one word a line, ``#`` comments).
LEXICON_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "political_lexicon.txt")

#: Defaults of :func:`semantic_study` (tiny-en, whole vocabulary, 10 slots).
DEFAULT_TEMPERATURES = (0.5, 1.5)
DEFAULT_N = 10


# ------------------------------------------------------------------ lexicon observable
def political_lexicon(path=None) -> tuple[str, ...]:
    """The words of the political lexicon (``path`` defaults to :data:`LEXICON_PATH`).

    One word per line; ``#`` starts a comment; blank lines are skipped.
    """
    path = LEXICON_PATH if path is None else os.fspath(path)
    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError as exc:
        raise InvalidInputError(f"cannot read the lexicon file {path!r}: {exc}") from None
    words = []
    for line in lines:
        w = line.split("#", 1)[0].strip()
        if w:
            words.append(w)
    if not words:
        raise InvalidInputError(f"the lexicon file {path!r} holds no words")
    return tuple(dict.fromkeys(words))


def lexicon_fraction(model, words=None, *, name: str = "political"):
    """Observable: the fraction of the ``n`` free slots holding a word of ``words``.

    ``words`` defaults to :func:`political_lexicon`; words not in the model's token set
    are skipped (at least one must be in it). The returned function carries the token
    indices it counts as ``f.token_indices`` and the words as ``f.words``.
    """
    tokens = list(getattr(model, "tokens", None) or [])
    if not tokens:
        raise InvalidInputError("`model` has no `tokens` (display strings); a lexicon needs them")
    words = political_lexicon() if words is None else tuple(words)
    index = {t: a for a, t in enumerate(tokens)}
    present = [w for w in words if w in index]
    if not present:
        raise InvalidInputError(f"none of the lexicon words {list(words)[:10]} is in the model's token set")
    q = len(tokens)
    member = np.zeros(q, dtype=bool)
    member[[index[w] for w in present]] = True

    def f(x):
        x = np.asarray(x, dtype=np.int64)
        return member[x].mean(axis=-1)

    f.__name__ = name
    f.token_indices = np.flatnonzero(member)
    f.words = tuple(present)
    return f


# ------------------------------------------------------------------ runs with embeddings
class _CapturingModel:
    """A view of a masked LM whose ``logits`` also keeps the pooled hidden state of the
    same forward pass for the calls listed in ``keep`` (call ``t`` sees the state at time
    ``t`` of every chain: random scan, one call per step)."""

    def __init__(self, model, keep: np.ndarray):
        self.vocab_size, self.length = model_size(model)
        self.tokens = getattr(model, "tokens", None)
        self._model = model
        self._keep = keep
        self.calls = 0
        self.captured: dict[int, np.ndarray] = {}

    def logits(self, x, sites):
        call = self.calls
        self.calls += 1
        if call < self._keep.size and self._keep[call]:
            lg, h = self._model.logits_and_hidden(x, sites)
            self.captured[call] = np.asarray(h, dtype=float)
            return lg
        return self._model.logits(x, sites)


def _average_per_state(states: np.ndarray, emb: np.ndarray) -> np.ndarray:
    """Replace each record's embedding by the mean over all records of the same state
    (so a state's embedding does not depend on which site its pass happened to mask)."""
    C, R, n = states.shape
    flat = states.reshape(C * R, n)
    _, inv = np.unique(flat, axis=0, return_inverse=True)
    inv = inv.reshape(-1)
    E = emb.reshape(C * R, -1)
    sums = np.zeros((int(inv.max()) + 1, E.shape[1]))
    np.add.at(sums, inv, E)
    cnt = np.bincount(inv)
    return (sums / cnt[:, None])[inv].reshape(emb.shape)


@dataclass(frozen=True, eq=False)
class SemanticRun(Result):
    """Recorded states, embeddings and observables of ``n_chains`` chains.

    Attributes
    ----------
    times : (R,) int
        Record steps (``0, record_every, ..., <= n_steps``).
    states : (n_chains, R, n) int
    embeddings : (n_chains, R, d) float
    observables : dict name -> (n_chains, R)
    embedding_method : str
        Where the embeddings came from.
    """

    times: np.ndarray
    states: np.ndarray
    embeddings: np.ndarray
    observables: dict
    temperature: float
    n_steps: int
    record_every: int
    embedding_method: str
    model: str
    wall_time: float = field(default=0.0, compare=False)

    @property
    def n_chains(self) -> int:
        return int(self.states.shape[0])

    def __str__(self) -> str:
        return (f"SemanticRun({self.model}, T={self.temperature:g}, {self.n_chains} chains x {self.n_steps} steps, "
                f"{self.times.size} records, embeddings d={self.embeddings.shape[-1]} ({self.embedding_method}), "
                f"observables {sorted(self.observables)}, {self.wall_time:.1f} s)")


def semantic_run(model, *, temperature: float = 1.0, n_chains: int = 8, n_steps: int = 2000, start=None,
                 observables=None, embedding=None, record_every: int = 1, rng=None) -> SemanticRun:
    """Run random-scan Glauber chains and record states, embeddings and observables.

    Parameters
    ----------
    model : ConditionalModel
        A masked LM (:class:`~toolkit.models.mlm.MaskedLM`) unless ``embedding`` is given.
    temperature : float > 0
    n_chains, n_steps, record_every : int
        Records at steps ``0, record_every, ...`` up to ``n_steps``.
    start : None, state (n,), states (n_chains, n) or callable
        As in :func:`toolkit.sampling.run_chains` (None: uniform random tokens).
    observables : dict, list or callable, optional
        Recorded beside the built-in ``"political"`` (:func:`lexicon_fraction`, when the
        model has tokens and the lexicon meets them).
    embedding : callable ``states (B, n) -> (B, d)``, optional
        Used instead of the model's hidden states, in one pass over the recorded states.
    rng : Generator, int or None

    Notes
    -----
    The chains are run by :func:`toolkit.sampling.run_chains` (random scan, one model
    call per step); with the model's hidden states, the embedding of the state at step
    ``t`` comes from the pass of step ``t + 1`` (see the module docstring), so the run
    takes ``n_steps + 1`` steps and records up to ``n_steps``.
    """
    T = check_temperature(temperature)
    n_chains = check_int(n_chains, "n_chains", minimum=1)
    n_steps = check_int(n_steps, "n_steps", minimum=1)
    record_every = check_int(record_every, "record_every", minimum=1)
    rng = as_rng(rng)
    model_size(model)
    if embedding is None and not callable(getattr(model, "logits_and_hidden", None)):
        raise InvalidInputError(
            f"`model` {model!r} has no hidden states (no `logits_and_hidden`); pass "
            "`embedding=f` with f(states (B, n)) -> (B, d)"
        )
    if embedding is not None and not callable(embedding):
        raise InvalidInputError(f"`embedding` must be callable; got {embedding!r}")
    obs = {}
    try:
        obs["political"] = lexicon_fraction(model)
    except InvalidInputError:
        pass
    if observables is not None:
        if callable(observables):
            observables = [observables]
        if isinstance(observables, dict):
            obs.update(observables)
        else:
            for k, f in enumerate(observables):
                obs[getattr(f, "__name__", None) or f"f{k}"] = f
    times = np.arange(0, n_steps + 1, record_every, dtype=np.int64)
    t0 = time.perf_counter()
    if embedding is None:
        keep = np.zeros(n_steps + 1, dtype=bool)
        keep[times] = True
        view = _CapturingModel(model, keep)
        run = run_chains(view, temperature=T, n_chains=n_chains, n_steps=n_steps + 1, start=start, scan="random",
                         record_times=times, observables=obs, progress=False, rng=rng)
        if view.calls != n_steps + 1 or len(view.captured) != times.size:  # pragma: no cover - sampler contract
            raise RuntimeError(f"expected {n_steps + 1} model calls with {times.size} captures; "
                               f"got {view.calls} and {len(view.captured)}")
        emb = _average_per_state(run.states, np.stack([view.captured[int(t)] for t in times], axis=1))
        method = ("pooled last hidden state from the sampler's own forward passes (one site masked), "
                  "averaged over the visits of each distinct state")
    else:
        run = run_chains(model, temperature=T, n_chains=n_chains, n_steps=n_steps, start=start, scan="random",
                         record_times=times, observables=obs, progress=False, rng=rng)
        flat = run.states.reshape(-1, run.states.shape[-1])
        e = np.asarray(embedding(flat), dtype=float)
        if e.ndim != 2 or e.shape[0] != flat.shape[0]:
            raise InvalidInputError(f"`embedding` must return shape ({flat.shape[0]}, d); got {e.shape}")
        emb = e.reshape(n_chains, times.size, -1)
        method = f"user embedding {getattr(embedding, '__name__', 'f')!r}, one batched pass over the records"
    name = getattr(model, "name", None) or type(model).__name__
    return SemanticRun(times=times, states=run.states, embeddings=emb,
                       observables={k: np.asarray(v) for k, v in run.observables.items()},
                       temperature=T, n_steps=n_steps, record_every=record_every, embedding_method=method,
                       model=str(name), wall_time=time.perf_counter() - t0)


# ------------------------------------------------------------------ clustering
@dataclass(frozen=True, eq=False)
class Clustering(Result):
    """k-means basins of embeddings: ``labels`` (N,), ``centroids`` (k, d), the chosen
    ``k``, the silhouette of each candidate ``k`` and the rule that chose it."""

    labels: np.ndarray
    centroids: np.ndarray
    k: int
    silhouettes: dict
    rule: str

    def __str__(self) -> str:
        sil = ", ".join(f"k={k}: {s:.3f}" for k, s in self.silhouettes.items())
        return f"Clustering(k={self.k}; {self.rule}; silhouettes {sil})"


def _silhouette(D: np.ndarray, labels: np.ndarray) -> float:
    """Mean silhouette of points with pairwise distances ``D`` and ``labels`` (points
    alone in their cluster score 0, as in Rousseeuw 1987)."""
    ks = np.unique(labels)
    if ks.size < 2:
        return -1.0
    onehot = labels[:, None] == ks[None, :]
    sizes = onehot.sum(axis=0)
    sums = D @ onehot  # (N, K): total distance to each cluster
    own = np.argmax(onehot, axis=1)
    rows = np.arange(labels.size)
    own_size = sizes[own]
    a = np.where(own_size > 1, sums[rows, own] / np.maximum(own_size - 1, 1), 0.0)
    mean_other = sums / sizes[None, :]
    mean_other[rows, own] = np.inf
    b = mean_other.min(axis=1)
    s = np.where(own_size > 1, (b - a) / np.maximum(np.maximum(a, b), 1e-300), 0.0)
    return float(s.mean())


def _kmeans(X: np.ndarray, k: int, rng: np.random.Generator):
    from scipy.cluster.vq import ClusterError, kmeans2

    # scipy >= 1.15 names the generator `rng`; older versions `seed`
    key = "rng" if "rng" in inspect.signature(kmeans2).parameters else "seed"
    for _ in range(5):
        try:
            return kmeans2(X, k, iter=30, minit="++", missing="raise", **{key: rng})
        except ClusterError:  # an empty cluster: restart from another draw
            continue
    return None


def cluster_embeddings(embeddings, *, k: int | None = None, k_max: int = 8, max_points: int = 1500,
                       rng=None) -> Clustering:
    """k-means clusters of ``embeddings`` (N, d), numbered by decreasing size.

    ``k=None`` chooses ``k`` in ``2..k_max`` by the largest mean silhouette on at most
    ``max_points`` points (a seeded subsample; equal silhouettes: the smaller ``k``); with
    fewer than two distinct embeddings there is one cluster.
    """
    X = np.asarray(embeddings, dtype=float)
    if X.ndim != 2 or X.shape[0] < 1:
        raise InvalidInputError(f"`embeddings` must have shape (N, d) with N >= 1; got {X.shape}")
    if not np.isfinite(X).all():
        raise InvalidInputError("`embeddings` must be finite")
    k_max = check_int(k_max, "k_max", minimum=2)
    max_points = check_int(max_points, "max_points", minimum=10)
    rng = as_rng(rng)
    distinct = np.unique(X, axis=0).shape[0]
    if k is not None:
        k = check_int(k, "k", minimum=1)
        if k > distinct:
            raise InvalidInputError(f"`k`={k} exceeds the {distinct} distinct embeddings")
    sub = rng.choice(X.shape[0], size=min(max_points, X.shape[0]), replace=False)
    sub.sort()
    silhouettes: dict = {}
    if k == 1 or (k is None and distinct < 2):
        labels, centroids, chosen = np.zeros(X.shape[0], dtype=np.int64), X.mean(axis=0, keepdims=True), 1
        rule = "one cluster (fewer than two distinct embeddings)" if k is None else "k given"
    else:
        from scipy.spatial.distance import pdist, squareform

        candidates = [k] if k is not None else list(range(2, min(k_max, distinct) + 1))
        D = squareform(pdist(X[sub]))
        fits = {}
        for kk in candidates:
            fit = _kmeans(X, kk, rng)
            if fit is None:
                continue
            fits[kk] = fit
            silhouettes[kk] = _silhouette(D, fit[1][sub])
        if not fits:
            raise InvalidInputError(f"k-means found empty clusters for every k in {candidates}")
        chosen = k if k is not None else max(silhouettes, key=lambda kk: (silhouettes[kk], -kk))
        centroids, labels = fits[chosen]
        rule = "k given" if k is not None else (
            f"k in 2..{max(candidates)} with the largest mean silhouette on {sub.size} points")
    # number clusters by decreasing size (ties: by first appearance)
    counts = np.bincount(labels, minlength=chosen)
    first = np.array([np.argmax(labels == c) if counts[c] else labels.size for c in range(chosen)])
    order = np.lexsort((first, -counts))
    rank = np.empty(chosen, dtype=np.int64)
    rank[order] = np.arange(chosen)
    return Clustering(rank[labels].astype(np.int64), np.asarray(centroids)[order], int(chosen), silhouettes, rule)


# ------------------------------------------------------------------ basin statistics
@dataclass(frozen=True, eq=False)
class BasinStats(Result):
    """Occupancy, sojourns and transitions of basin label sequences ``labels`` (C, R).

    Attributes
    ----------
    k : int
        Number of basins (labels ``0..k-1``).
    occupancy : (k,) float
        Fraction of records in each basin.
    sojourns : tuple of (m_b,) int arrays
        Lengths, in steps (records x ``step``), of the runs of each basin along the chains.
    censored : tuple of (m_b,) bool arrays
        True for the first and last run of each chain (not seen whole).
    visits : (k, C) int
        Number of runs of each basin in each chain (entries into it, the start included).
    counts : (k, k) int
        ``counts[b, c]``: consecutive record pairs of one chain with labels ``b -> c``.
    recurrent : tuple of int
        Basins that some chain entered again after leaving (two or more runs in a chain).
    traps : tuple of int
        Long-lived traps: the ``min(n_traps, k - 1)`` basins with the longest mean dwell
        (all runs; ties: occupancy), longest first; at least one basin is not a trap.
    step : int
        Steps per record.
    """

    k: int
    occupancy: np.ndarray
    sojourns: tuple
    censored: tuple
    visits: np.ndarray
    counts: np.ndarray
    recurrent: tuple
    traps: tuple
    step: int

    def mean_dwell(self, b: int, *, complete_only: bool = False) -> float:
        """Mean sojourn in basin ``b`` in steps (all runs: a lower estimate when some are
        censored); NaN when there is none."""
        s = self.sojourns[b][~self.censored[b]] if complete_only else self.sojourns[b]
        return float(s.mean()) if s.size else math.nan

    @property
    def mean_dwells(self) -> np.ndarray:
        return np.array([self.mean_dwell(b) for b in range(self.k)])

    @property
    def transition_matrix(self) -> np.ndarray:
        """Row-normalized ``counts``: per-record basin transition probabilities (NaN rows
        for basins never left from a record)."""
        tot = self.counts.sum(axis=1, keepdims=True)
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(tot > 0, self.counts / np.maximum(tot, 1), np.nan)

    def graph(self, texts=None):
        """The basin transition graph: a ``networkx.DiGraph``.

        Nodes ``b`` carry ``occupancy``, ``mean_dwell``, ``visits`` (runs over all chains),
        ``recurrent``, ``trap`` and ``text`` (``texts[b]`` when given). An edge ``b -> c``
        (``c != b``) exists when some chain went from ``b`` to ``c`` between records; it
        carries ``count``, ``probability`` (``count / records leaving from b``, self
        transitions included) and ``jump_probability`` (``count`` over the exits from ``b``).
        """
        import networkx as nx

        G = nx.DiGraph()
        P = self.transition_matrix
        md = self.mean_dwells
        for b in range(self.k):
            G.add_node(b, occupancy=float(self.occupancy[b]), mean_dwell=float(md[b]),
                       visits=int(self.visits[b].sum()), recurrent=b in self.recurrent, trap=b in self.traps,
                       text=None if texts is None else texts[b])
        for b in range(self.k):
            exits = int(self.counts[b].sum() - self.counts[b, b])
            for c in range(self.k):
                if c != b and self.counts[b, c] > 0:
                    G.add_edge(b, c, count=int(self.counts[b, c]), probability=float(P[b, c]),
                               jump_probability=float(self.counts[b, c] / exits))
        return G

    def table(self, texts=None) -> str:
        rows = []
        for b in range(self.k):
            s = self.sojourns[b]
            rows.append((b, float(self.occupancy[b]), int(self.visits[b].sum()), self.mean_dwell(b),
                         int(s.max()) if s.size else 0, int((~self.censored[b]).sum()),
                         b in self.recurrent, b in self.traps) + ((texts[b],) if texts is not None else ()))
        head = ("basin", "occupancy", "visits", "mean dwell", "max dwell", "complete", "recurrent", "trap")
        return format_table(rows, head + (("text",) if texts is not None else ()))

    def to_dict(self) -> dict:
        return {"k": self.k, "step": self.step, "occupancy": self.occupancy.tolist(),
                "mean_dwell": self.mean_dwells.tolist(), "visits": self.visits.sum(axis=1).tolist(),
                "recurrent": list(self.recurrent), "traps": list(self.traps), "counts": self.counts.tolist(),
                "sojourns": [s.tolist() for s in self.sojourns],
                "censored": [c.tolist() for c in self.censored]}


def basin_statistics(labels, *, step: int = 1, k: int | None = None, n_traps: int = 3) -> BasinStats:
    """Sojourns, visits, transition counts, traps and recurrent basins of basin labels.

    ``labels`` (C, R) int: the basin of each chain at each record (a 1-d array is one
    chain; ``R >= 1``: a single record is valid, with no transitions); ``step`` steps per record;
    ``k`` basins (default ``labels.max() + 1``).
    """
    L = np.asarray(labels)
    if L.ndim == 1:
        L = L[None, :]
    if L.ndim != 2 or L.shape[1] < 1 or not np.issubdtype(L.dtype, np.integer) or (L < 0).any():
        raise InvalidInputError(f"`labels` must be non-negative integers of shape (C, R); got {np.shape(labels)}")
    step = check_int(step, "step", minimum=1)
    n_traps = check_int(n_traps, "n_traps", minimum=0)
    k = int(L.max()) + 1 if k is None else check_int(k, "k", minimum=int(L.max()) + 1)
    C, R = L.shape
    occupancy = np.bincount(L.ravel(), minlength=k) / L.size
    counts = np.zeros((k, k), dtype=np.int64)
    np.add.at(counts, (L[:, :-1].ravel(), L[:, 1:].ravel()), 1)
    # runs: a new run starts at record 0 and wherever the label changes
    starts = np.ones((C, R), dtype=bool)
    starts[:, 1:] = L[:, 1:] != L[:, :-1]
    chain, pos = np.nonzero(starts)
    run_label = L[chain, pos]
    nxt = np.append(pos[1:], R)
    nxt[np.append(chain[1:] != chain[:-1], True)] = R  # last run of each chain ends at R
    length = (nxt - pos) * step
    first = pos == 0
    last = nxt == R
    cens = first | last
    visits = np.zeros((k, C), dtype=np.int64)
    np.add.at(visits, (run_label, chain), 1)
    sojourns = tuple(length[run_label == b].astype(np.int64) for b in range(k))
    censored = tuple(cens[run_label == b] for b in range(k))
    recurrent = tuple(int(b) for b in range(k) if (visits[b] >= 2).any())
    md = np.array([s.mean() if s.size else -np.inf for s in sojourns])
    order = np.lexsort((np.arange(k), -occupancy, -md))
    traps = tuple(int(b) for b in order[:min(n_traps, k - 1)] if np.isfinite(md[b]))
    return BasinStats(k, occupancy, sojourns, censored, visits, counts, recurrent, traps, step)


# ------------------------------------------------------------------ one temperature
def _representatives(states: np.ndarray, emb: np.ndarray, labels: np.ndarray, centroids: np.ndarray, k: int):
    """Per basin: the most visited state (ties: nearest to the centroid), its index."""
    reps = []
    for b in range(k):
        idx = np.flatnonzero(labels == b)
        S = states[idx]
        uniq, inv, cnt = np.unique(S, axis=0, return_inverse=True, return_counts=True)
        inv = inv.reshape(-1)
        best = np.flatnonzero(cnt == cnt.max())
        if best.size > 1:
            d = np.array([np.linalg.norm(emb[idx[np.argmax(inv == u)]] - centroids[b]) for u in best])
            best = best[np.argsort(d, kind="stable")]
        reps.append(uniq[best[0]])
    return np.array(reps)


@dataclass(frozen=True, eq=False)
class SemanticResult(Result):
    """Semantic trajectories at one temperature: the run, its basins and their statistics.

    ``texts[b]`` is the decoded representative state of basin ``b`` (its most visited
    state); ``observable_means[name]`` the mean of each observable over all records.
    """

    run: SemanticRun
    clustering: Clustering
    basins: BasinStats
    representatives: np.ndarray
    texts: tuple
    observable_means: dict

    @property
    def temperature(self) -> float:
        return self.run.temperature

    @property
    def k(self) -> int:
        return self.basins.k

    def graph(self):
        """The basin transition graph (:meth:`BasinStats.graph` with the texts)."""
        return self.basins.graph(self.texts)

    def summary(self) -> str:
        b = self.basins
        means = ", ".join(f"{k} {v:.3f}" for k, v in self.observable_means.items())
        traps = "; ".join(f"{t} (mean dwell {b.mean_dwell(t):.4g} steps: {self.texts[t]!r})" for t in b.traps)
        return "\n".join([
            f"T = {self.temperature:g}: {self.run.n_chains} chains x {self.run.n_steps} steps; "
            f"{self.k} basins ({self.clustering.rule}); observable means: {means}",
            f"  long-lived traps (longest mean dwell): {traps or 'none'}",
            f"  recurrent basins (entered again after leaving): {list(b.recurrent) or 'none'}",
        ])

    def table(self) -> str:
        return self.basins.table(self.texts)

    def __str__(self) -> str:
        return self.summary() + "\n" + self.table()

    def to_dict(self) -> dict:
        return {"temperature": self.temperature, "n_chains": self.run.n_chains, "n_steps": self.run.n_steps,
                "embedding_method": self.run.embedding_method, "k": self.k, "rule": self.clustering.rule,
                "silhouettes": {str(k): v for k, v in self.clustering.silhouettes.items()},
                "texts": list(self.texts), "observable_means": dict(self.observable_means),
                "basins": self.basins.to_dict(), "wall_time": self.run.wall_time}


def semantic_trajectories(model, *, temperature: float = 1.0, n_chains: int = 8, n_steps: int = 2000, start=None,
                          observables=None, embedding=None, record_every: int = 1, k: int | None = None,
                          k_max: int = 8, n_traps: int = 3, rng=None) -> SemanticResult:
    """:func:`semantic_run`, then basins (:func:`cluster_embeddings`) and their statistics
    (:func:`basin_statistics`) at one temperature. Same ``rng``, same result."""
    rng = as_rng(rng)
    run = semantic_run(model, temperature=temperature, n_chains=n_chains, n_steps=n_steps, start=start,
                       observables=observables, embedding=embedding, record_every=record_every, rng=rng)
    C, R, d = run.embeddings.shape
    cl = cluster_embeddings(run.embeddings.reshape(C * R, d), k=k, k_max=k_max, rng=rng)
    labels = cl.labels.reshape(C, R)
    stats = basin_statistics(labels, step=record_every, k=cl.k, n_traps=n_traps)
    flat = run.states.reshape(C * R, -1)
    reps = _representatives(flat, run.embeddings.reshape(C * R, d), cl.labels, cl.centroids, cl.k)
    decode = getattr(model, "decode", None)
    texts = tuple(decode(r) if decode is not None else " ".join(map(str, r.tolist())) for r in reps)
    means = {name: float(np.mean(v)) for name, v in run.observables.items()}
    return SemanticResult(run, cl, stats, reps, texts, means)


# ------------------------------------------------------------------ the study (two temperatures)
@dataclass(frozen=True)
class SemanticStudy:
    """Semantic trajectories of one model at several temperatures (low first)."""

    results: tuple
    model: str
    seconds: float = field(default=0.0, compare=False)

    @property
    def temperatures(self) -> tuple:
        return tuple(r.temperature for r in self.results)

    def __str__(self) -> str:
        head = f"Semantic trajectories of {self.model} at T = {', '.join(f'{t:g}' for t in self.temperatures)}"
        return "\n\n".join([head] + [str(r) for r in self.results])

    def to_dict(self) -> dict:
        return {"model": self.model, "seconds": self.seconds, "results": [r.to_dict() for r in self.results]}


def default_model(n: int = DEFAULT_N):
    """``tiny-en`` with its whole 200-word vocabulary on ``n`` free slots (no template)."""
    return make_model("tiny-en", tokens="all", n=check_int(n, "n", minimum=1))


def semantic_study(model=None, *, temperatures=DEFAULT_TEMPERATURES, n_chains: int = 12, n_steps: int = 1500,
                   start=None, observables=None, record_every: int = 1, k: int | None = None, k_max: int = 8,
                   n_traps: int = 3, rng=None) -> SemanticStudy:
    """:func:`semantic_trajectories` at each temperature (sorted, low first) with one
    generator. ``model`` defaults to :func:`default_model` (tiny-en, 200 words, 10 slots).

    About 10-20 s for the defaults on one CPU thread (two temperatures, 12 chains x 1500
    steps each; model loading included).
    """
    t0 = time.perf_counter()
    rng = as_rng(rng)
    temps = sorted(check_temperature(t) for t in (temperatures if np.iterable(temperatures) else [temperatures]))
    if not temps:
        raise InvalidInputError("`temperatures` is empty")
    if model is None:
        model = default_model()
    results = tuple(semantic_trajectories(model, temperature=T, n_chains=n_chains, n_steps=n_steps, start=start,
                                          observables=observables, record_every=record_every, k=k, k_max=k_max,
                                          n_traps=n_traps, rng=rng) for T in temps)
    name = getattr(model, "name", None) or type(model).__name__
    return SemanticStudy(results, f"{name} (q={model.vocab_size}, n={model.length})", time.perf_counter() - t0)


# ------------------------------------------------------------------ figures
def _finish(fig, path):
    if path is not None:
        fig.tight_layout()
        fig.savefig(path, dpi=110)
    return fig


def _results(study_or_results) -> tuple:
    if isinstance(study_or_results, SemanticStudy):
        return study_or_results.results
    if isinstance(study_or_results, SemanticResult):
        return (study_or_results,)
    return tuple(study_or_results)


def plot_observable(study_or_results, *, name: str = "political", window: int | None = None, path=None):
    """The observable ``name`` over time at each temperature: every chain thin, the mean
    over chains thick (a running mean over ``window`` records, default ~1/50 of the run).
    Returns the figure (saved to ``path`` when given)."""
    plt = pyplot()
    results = _results(study_or_results)
    fig, axes = plt.subplots(len(results), 1, figsize=(8, 2.6 * len(results) + 0.6), sharex=True, squeeze=False)
    colors = plt.get_cmap("coolwarm")(np.linspace(0.05, 0.95, max(len(results), 2)))
    for ax, res, color in zip(axes[:, 0], results, colors, strict=False):
        v = res.run.observables.get(name)
        if v is None:
            raise InvalidInputError(f"no observable {name!r} recorded; recorded: {sorted(res.run.observables)}")
        t = res.run.times
        w = min(window or max(1, t.size // 50), t.size)
        kernel = np.ones(w) / w
        tc = np.convolve(t.astype(float), kernel, mode="valid")  # window centres: no edge effects
        for row in v:
            ax.plot(tc, np.convolve(row, kernel, mode="valid"), color=color, alpha=0.3, lw=0.8)
        mean = v.mean(axis=0)
        ax.plot(tc, np.convolve(mean, kernel, mode="valid"), color="k", lw=2,
                label=f"mean over {v.shape[0]} chains ({v.mean():.3f} overall)")
        ax.set_ylabel(f"{name} fraction")
        ax.set_title(f"T = {res.temperature:g}: {name} fraction of the {res.run.states.shape[-1]} slots "
                     f"(running mean over {w} steps; thin lines: single chains)", fontsize=9)
        ax.set_ylim(-0.02, max(0.5, float(v.max()) + 0.05))
        ax.legend(loc="upper right", fontsize=SMALL)
        ax.grid(alpha=0.3)
    axes[-1, 0].set_xlabel("step")
    return _finish(fig, path)


def _wrap(text: str, width: int = 26) -> str:
    return "\n".join(textwrap.wrap(text, width=width)) or text


def plot_basin_graph(result: SemanticResult, *, ax=None, max_label_basins: int | None = None, path=None):
    """The basin transition graph: node area ~ occupancy (``300 + 4000 occupancy / largest
    occupancy`` points^2: the most occupied basin's node is 4300), edge width ~ jump probability,
    labels = the basin's representative text; traps outlined in red, recurrent basins
    drawn with a solid fill (others pale). Returns the figure, also saved to ``path`` when one
    is given."""
    import networkx as nx

    plt = pyplot()
    G = result.graph()
    own_figure = ax is None
    if ax is None:
        fig, ax = plt.subplots(figsize=(8.5, 6.5))
    else:
        fig = ax.figure
    pos = nx.circular_layout(G) if G.number_of_nodes() > 1 else {0: np.zeros(2)}
    occ = np.array([G.nodes[b]["occupancy"] for b in G.nodes])
    sizes = 300 + 4000 * occ / max(occ.max(), 1e-12)
    colors = ["tab:blue" if G.nodes[b]["recurrent"] else "lightsteelblue" for b in G.nodes]
    edgec = ["red" if G.nodes[b]["trap"] else "white" for b in G.nodes]
    nx.draw_networkx_nodes(G, pos, ax=ax, node_size=sizes, node_color=colors, edgecolors=edgec, linewidths=2.5)
    edges = [(u, v) for u, v in G.edges if u != v]
    if edges:
        w = np.array([G.edges[e]["jump_probability"] for e in edges])
        nx.draw_networkx_edges(G, pos, ax=ax, edgelist=edges, width=0.5 + 4 * w, alpha=0.55,
                               arrowsize=12, connectionstyle="arc3,rad=0.12", node_size=sizes, edge_color="0.35")
    labels = {}
    n_lab = G.number_of_nodes() if max_label_basins is None else max_label_basins
    for b in G.nodes:
        if b < n_lab:
            nd = G.nodes[b]
            dwell = nd["mean_dwell"]
            dwell = f"{dwell:.3g}" if dwell < 1000 else f"{dwell:.0f}"
            labels[b] = (f"[{b}] {100 * nd['occupancy']:.0f}% of time, dwell {dwell}\n"
                         + _wrap(nd["text"] or ""))
    # labels outside the circle, just beyond each node's radius, aligned away from the centre
    pts_per_unit = ax.get_position().width * fig.get_figwidth() * 72 / 3.8
    for b, text in labels.items():
        x, y = pos[b]
        r = math.hypot(x, y)
        ux, uy = (x / r, y / r) if r > 0 else (0.0, -1.0)
        off = 0.06 + 0.5 * math.sqrt(sizes[list(G.nodes).index(b)]) / pts_per_unit
        ax.text(x + off * ux, y + off * uy, text, fontsize=SMALL,
                ha="left" if ux > 0.3 else ("right" if ux < -0.3 else "center"),
                va="bottom" if uy > 0.3 else ("top" if uy < -0.3 else "center"),
                bbox=dict(boxstyle="round,pad=0.25", fc="white", ec="0.7", alpha=0.9))
    ax.set_xlim(-1.9, 1.9)
    ax.set_ylim(-1.6, 1.6) if G.number_of_nodes() > 2 else ax.set_ylim(-0.9, 0.9)
    ax.set_axis_off()
    ax.set_title(f"Basins at T = {result.temperature:g} ({result.k} basins; node area ~ occupancy, "
                 "edge width ~ jump probability;\nred outline: long-lived trap; dark: recurrent; dwell: mean, in steps)",
                 fontsize=9)
    fit_to_content(ax, resize=own_figure)  # limits around nodes and labels: no empty band
    return _finish(fig, path)


def plot_dwell_times(study_or_results, *, path=None):
    """Dwell-time distributions: the complementary CDF of sojourn lengths (all basins
    pooled, per temperature, log-log). Returns the figure."""
    plt = pyplot()
    results = _results(study_or_results)
    fig, ax = plt.subplots(figsize=(6.5, 4.2))
    for res in results:
        s = np.sort(np.concatenate(res.basins.sojourns))
        if s.size == 0:
            continue
        ccdf = 1.0 - np.arange(s.size) / s.size
        ax.step(s, ccdf, where="post", label=f"T = {res.temperature:g} ({s.size} sojourns, mean {s.mean():.3g})")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("dwell time in a basin (steps)")
    ax.set_ylabel("P(dwell >= t)")
    ax.set_title("Dwell-time distributions (all basins pooled; censored runs included)", fontsize=9)
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=SMALL)
    return _finish(fig, path)


# ------------------------------------------------------------------ report section
