"""Test your sampler (issue 28): does a step function implement Glauber dynamics at ``T``?

A researcher's own Glauber / MLM Gibbs sampler (a temperature flag, a masking loop, a
batched GPU step) is checked against the exact kernel the toolkit builds for the same model
(:class:`exact.ExactChain`):

- :func:`check_sampler`: from each of a set of starts (every state for small models, a
  sample stratified by the stationary probability otherwise) the step is applied to
  ``n_samples`` copies ``steps`` times and the counts of the states reached are compared with
  the row of ``P^steps`` by a Pearson chi-square test (cells with expected count below 20
  pooled; a state the kernel cannot reach is an exact rejection). The per-start p-values
  get Holm's correction; the report says which starts fail, observed against expected, the
  effect size the test detects with probability 0.95 at this sample size, and (one step)
  the likeliest of the common mistakes (:data:`MISTAKES`): the kernel of each is built and
  its likelihood of the same counts compared with the claimed kernel's. A step that
  returns a token outside ``0..q-1`` is no input error: those draws fail their start and
  are put down to the "special tokens included" mistake (a softmax over more tokens than
  the model's ``q``), whose in-range form (a drawn extra token leaves the site unchanged)
  is built from the extra tokens' logits (a real MLM window's special tokens or whole
  vocabulary, a toy's given by :func:`with_specials`);
- :func:`check_stationary`: independent chains from uniform random starts, each run the
  exact ``t_mix(eps)`` of the claimed kernel with ``eps`` well below the detectable
  distance, one state kept per chain, their counts against the exact stationary law;
- :func:`reference_step` and :func:`planted_step`: a plain numpy Glauber step and the same
  with one common mistake, to try the checks (and the power table of
  ``benchmarks/sampler_power.py``); :func:`with_specials`: a toy model with extra token
  logits, so that the special-tokens mistake exists there too.

``step(states, rng) -> states``: ``states`` an ``(B, n)`` integer array, ``rng`` a numpy
Generator; it may return a numpy array or a torch tensor (moved to the CPU). The chi-square
p-values are asymptotic (every pooled cell expects at least 20 draws: with 5, the usual
rule, a correct sampler's smallest Holm-adjusted p-value fell below 0.01 in 2.0 % of 400
runs, with 20 in 1.0 %); with the default ``alpha = 1e-3`` a correct sampler fails with
probability about ``alpha`` (measured in ``benchmarks/results/sampler-power-*.md`` and
``tests/toolkit/test_testing.py``).

Length: the report, the reference and planted steps, the pooled test, the mistakes' kernels
and the two checks belong together (one user-facing job); the pieces are small functions.

>>> from toolkit.models import potts
>>> m = potts(2, 3, 1.0)
>>> check_sampler(reference_step(m, 1.5), m, 1.5, n_samples=400, rng=0).passed
True
>>> rep = check_sampler(planted_step(m, 1.5, "temperature-ignored"), m, 1.5, n_samples=4000, rng=0)
>>> rep.passed, rep.diagnosis
(False, 'temperature ignored (T = 1 used)')
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np
from scipy import optimize, stats

from exact import ExactChain
from toolkit._states import decode, encode, tv
from toolkit._validation import as_rng, check_int, check_probability, check_scan, check_temperature
from toolkit.chain import tempered_conditionals
from toolkit.exceptions import InvalidInputError
from toolkit.results import Result, format_table
from toolkit.sampling import all_site_logits, model_size

__all__ = [
    "SamplerReport",
    "check_sampler",
    "check_stationary",
    "reference_step",
    "planted_step",
    "MISTAKES",
    "SPECIAL_MISTAKE",
    "with_specials",
    "text_step",
    "SpecialTokensModel",
]

#: The common mistakes a diagnosis can name (one step, random or systematic scan as claimed).
MISTAKES = {
    "temperature-twice": "temperature applied twice (logits / T^2)",
    "temperature-ignored": "temperature ignored (T = 1 used)",
    "temperature-inverted": "temperature inverted (logits * T)",
    "greedy": "argmax instead of a draw (T -> 0)",
    "uniform": "conditionals ignored (a uniform token)",
    "lazy": "a lazy step added (holds with probability 1/2)",
    "scan": "the other scan (a full sweep per step where one site was claimed, or one site where a sweep was)",
    "off-by-one-site": "off-by-one site (the token drawn for site i written at site i + 1)",
    "special-tokens": "special tokens included (a softmax over more than the model's q tokens: [CLS], [SEP], "
                      "[PAD], ... or the whole vocabulary)",
}
#: The key of the mistake a token outside ``0..q-1`` in a step's output is put down to.
SPECIAL_MISTAKE = "special-tokens"
#: Expected count below which cells are pooled (the chi-square approximation's usual rule).
MIN_EXPECTED = 20.0
#: Power at which the detectable effect size is reported.
POWER = 0.95


# ---------------------------------------------------------------------- the report
@dataclass(frozen=True, eq=False)
class SamplerReport(Result):
    """The verdict of :func:`check_sampler` or :func:`check_stationary`.

    ``passed``: no start's Holm-adjusted p-value at or below ``alpha`` (a start is rejected at ``p <= alpha``). Per start (one row for
    the stationary check): ``starts`` (state indices; -1: uniform random starts),
    ``statistics`` (Pearson chi-square after pooling), ``dof``, ``p_values`` and
    ``p_adjusted`` (Holm), ``tv_observed`` (total variation between the empirical and the
    exact law, which sampling noise alone keeps above 0), ``impossible`` (draws of a state
    the exact kernel gives probability 0). ``detectable_w``: Cohen's ``w`` detected with
    probability :data:`POWER` at the Bonferroni level; a law off by total variation ``d``
    has ``w >= 2 d``, so every start off by ``d >= detectable_tv = w / 2`` is caught with
    that probability. ``worst``: the worst starts with their largest cells (observed against
    expected). ``diagnosis``: the likeliest of :data:`MISTAKES` when the test fails and one
    of them explains the counts better than the claimed kernel (``candidates``: each
    mistake's log-likelihood ratio over the claimed kernel), else ``""``. ``outside``: per
    start, the draws that left the model's tokens ``0..q-1`` (a token ``q`` or above, or
    negative); any such draw fails the start and is put down to the special-tokens mistake.
    """

    kind: str
    passed: bool
    alpha: float
    temperature: float
    scan: str
    lazy: float
    steps: int
    n_samples: int
    starts: np.ndarray = field(repr=False)
    statistics: np.ndarray = field(repr=False)
    dof: np.ndarray = field(repr=False)
    p_values: np.ndarray = field(repr=False)
    p_adjusted: np.ndarray = field(repr=False)
    tv_observed: np.ndarray = field(repr=False)
    impossible: np.ndarray = field(repr=False)
    detectable_w: float
    detectable_tv: float
    worst: tuple = ()
    diagnosis: str = ""
    candidates: dict = field(default_factory=dict)
    outside: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64), repr=False)
    method: str = "Pearson chi-square per start (cells below 20 expected pooled), Holm-corrected"

    _derived = ("verdict",)

    @property
    def verdict(self) -> str:
        return "PASS" if self.passed else "FAIL"

    @property
    def n_failed(self) -> int:
        return int((self.p_adjusted <= self.alpha).sum())

    def table(self) -> str:
        what = {"one-step": "one step", "k-step": f"{self.steps} steps", "stationary": "the long-run law"}[self.kind]
        rows = [("verdict", self.verdict),
                ("starts tested", len(self.starts)),
                ("starts failing (Holm)", self.n_failed),
                ("draws per start" if self.kind != "stationary" else "independent chains", self.n_samples),
                ("smallest p-value", float(self.p_values.min()) if self.p_values.size else math.nan),
                ("draws the kernel cannot make", int(self.impossible.sum())),
                ("draws outside the tokens 0..q-1", int(self.outside.sum())),
                (f"detectable TV ({POWER:.0%} power)", self.detectable_tv)]
        if self.kind == "stationary":
            rows.append(("steps run per chain (exact t_mix)", self.steps))
        out = format_table(rows, (f"sampler check: {what} at T={self.temperature:g}, {self.scan} scan"
                                  + (f", lazy {self.lazy:g}" if self.lazy else ""), f"alpha = {self.alpha:g}"))
        for w in self.worst:
            out += (f"\nstart {w['start']}: p = {w['p_value']:.3g} (Holm {w['p_adjusted']:.3g}), "
                    f"TV {w['tv']:.3g}; cells (state: observed / expected): "
                    + ", ".join(f"{c['state']}: {c['observed']} / {c['expected']:.1f}" for c in w["cells"]))
        if self.diagnosis:
            out += f"\nlikeliest mistake: {self.diagnosis}"
        elif not self.passed and self.candidates:
            out += "\nnone of the known mistakes explains the counts better than the claimed kernel"
        return out

    def __str__(self) -> str:
        return self.table()


# ---------------------------------------------------------------------- special tokens
class SpecialTokensModel:
    """``model`` with explicit logits of extra ("special") tokens beside its ``q``: the
    tokens a sampler with the "special tokens included" mistake puts in its softmax.

    Built by :func:`with_specials`; everything else (``logits``, ``tokens``, ...) is
    ``model``'s own, so its exact kernel is the same.
    """

    special_sets = ("special",)

    def __init__(self, model, logits):
        q, n = model_size(model)
        self.model, self.vocab_size, self.length = model, q, n
        self._fn, self._table = None, None
        if callable(logits):
            self._fn = logits
            return
        arr = np.asarray(logits, dtype=float)
        if arr.ndim == 1:
            arr = np.broadcast_to(arr, (n, arr.shape[0]))
        if arr.ndim != 2 or arr.shape[0] != n or arr.shape[1] < 1:
            raise InvalidInputError(f"`logits` must have shape (s,) or (n, s) = ({n}, s) with s >= 1, "
                                    f"or be a callable; got shape {np.shape(logits)}")
        if np.isnan(arr).any() or (arr == math.inf).any():
            raise InvalidInputError(f"`logits` must be finite or -inf; got {arr.tolist()}")
        self._table = np.array(arr)

    def logits(self, x, sites):
        return self.model.logits(x, sites)

    def special_logits(self, x, sites, which: str = "special") -> np.ndarray:
        if which != "special":
            raise InvalidInputError(f"`which` must be 'special'; got {which!r}")
        if self._fn is not None:
            return np.asarray(self._fn(x, sites), dtype=float)
        return self._table[np.asarray(sites, dtype=np.int64)]

    def __getattr__(self, name):
        if name.startswith("__") or name in ("model", "_fn", "_table"):
            raise AttributeError(name)
        return getattr(self.model, name)

    def __repr__(self) -> str:
        return f"with_specials({self.model!r})"


def with_specials(model, logits) -> SpecialTokensModel:
    """``model`` with the logits of extra tokens a buggy sampler leaves in its softmax:
    ``logits`` of shape ``(s,)`` (the same at every site), ``(n, s)`` (per site), or a
    callable ``(x (B, n), sites (B,)) -> (B, s)``. A real MLM window
    (:class:`toolkit.models.adapter.MaskedLM`) has them already (its special tokens, or
    every vocabulary token outside the window's set).

    >>> from toolkit.models import potts
    >>> m = with_specials(potts(2, 3, 1.0), [0.0, -1.0])
    >>> m.special_logits(np.zeros((1, 3), dtype=int), np.array([2])).tolist()
    [[0.0, -1.0]]
    """
    return SpecialTokensModel(model, logits)


def _extra_logits(model, X, sites, which: str) -> np.ndarray:
    """``model``'s logits of its extra tokens of set ``which`` at ``(X[b], sites[b])``: (B, s)."""
    fn = getattr(model, "special_logits", None)
    sets = tuple(getattr(model, "special_sets", ()))
    if fn is None:
        raise InvalidInputError(f"`model` {type(model).__name__} has no special tokens; give it some with "
                                "toolkit.testing.with_specials(model, logits)")
    if which not in sets:
        raise InvalidInputError(f"`specials` must be one of {list(sets)} for this model; got {which!r}")
    S = np.asarray(fn(np.asarray(X), np.asarray(sites), which), dtype=float)
    if S.ndim != 2 or S.shape[0] != len(X) or S.shape[1] < 1:
        raise InvalidInputError(f"model.special_logits must return shape ({len(X)}, s) with s >= 1; got {S.shape}")
    if np.isnan(S).any() or (S == math.inf).any():
        raise InvalidInputError("model.special_logits returned NaN or +inf")
    return S


# ---------------------------------------------------------------------- reference steps
def _site_draw(model, X, sites, T, rng, *, greedy=False, specials=None):
    """A token per row of ``X`` from site ``sites[b]``'s conditional at temperature ``T``
    (``specials``: the softmax also over the model's extra tokens of that set, drawn as
    ``q + k``)."""
    logits = np.asarray(model.logits(X, sites), dtype=float)
    if specials is not None:
        logits = np.concatenate([logits, _extra_logits(model, X, sites, specials)], axis=1)
    if greedy:
        return logits.argmax(axis=1)
    p = tempered_conditionals(logits, T)
    u = rng.random((X.shape[0], 1))
    # the smallest a with cumsum(p)[a] > u (toolkit.sampling.inverse_cdf): u in [0, 1) can be
    # 0.0, and a token of zero weight (underflowed at low T) must not be drawn then
    return np.minimum((np.cumsum(p, axis=1) <= u).sum(axis=1), p.shape[1] - 1)


def reference_step(model, temperature: float = 1.0, *, scan: str = "random", lazy: float = 0.0):
    """A plain numpy Glauber step of ``model`` at ``temperature``: random scan (a uniform
    site per row, its token redrawn from the tempered conditional) or systematic scan (one
    full sweep, sites ``0..n-1`` in turn); ``lazy``: each row holds with that probability.

    >>> from toolkit.models import potts
    >>> step = reference_step(potts(2, 3, 1.0), 1.0)
    >>> step(np.zeros((4, 3), dtype=int), np.random.default_rng(0)).shape
    (4, 3)
    """
    return planted_step(model, temperature, "none", scan=scan, lazy=lazy)


def planted_step(model, temperature: float, mistake: str, *, scan: str = "random", lazy: float = 0.0,
                 backend: str = "numpy", specials: str = "special", on_special: str = "hold"):
    """:func:`reference_step` with one of :data:`MISTAKES` planted (``"none"``: correct).

    ``"scan"`` runs the other scan than ``scan``; ``"lazy"`` holds with probability 1/2 on
    top of ``lazy``. Every draw takes the ``rng`` the step is given. ``backend="torch"``:
    the same step written with torch (tensors in and out, draws from a ``torch.Generator``
    seeded from ``rng``, ``torch.multinomial``), the shape of a user's torch sampler.

    ``"special-tokens"``: the softmax at temperature ``T`` is taken over the ``q`` tokens
    and the model's extra tokens of set ``specials`` (``model.special_logits``: a real MLM
    window's ``"special"`` tokens or every vocabulary token ``"outside"`` its set; a toy
    model's through :func:`with_specials`). ``on_special="hold"``: a drawn extra token
    leaves the site unchanged, the bug of code that skips a prediction that is not one of
    the window's tokens (or writes the old token back); so the step holds with the extra
    tokens' share of the softmax, which depends on the state and site. Redrawing until a
    token of the ``q`` comes up would be no mistake (rejection sampling gives exactly the
    softmax over the ``q``), so it is not planted. ``on_special="write"``: the drawn extra
    token ``k`` is written as ``q + k``, the bug of code that writes the prediction back
    unchecked; the state leaves ``0..q-1`` and is not stepped further.
    """
    q, n = model_size(model)
    T = check_temperature(temperature)
    scan = check_scan(scan)
    lazy = check_probability(lazy, "lazy")
    if mistake != "none" and mistake not in MISTAKES:
        raise InvalidInputError(f"`mistake` must be 'none' or one of {sorted(MISTAKES)}; got {mistake!r}")
    T_used = _mistaken_temperature(mistake, T)
    run_scan = ({"random": "systematic", "systematic": "random"}[scan]) if mistake == "scan" else scan
    hold = 1.0 - (1.0 - lazy) * (0.5 if mistake == "lazy" else 1.0)
    greedy = mistake == "greedy"
    shift = 1 if mistake == "off-by-one-site" else 0
    if backend not in ("numpy", "torch"):
        raise InvalidInputError(f"`backend` must be 'numpy' or 'torch'; got {backend!r}")
    if on_special not in ("hold", "write"):
        raise InvalidInputError(f"`on_special` must be 'hold' or 'write'; got {on_special!r}")
    extra = None
    if mistake == "special-tokens":
        _extra_logits(model, np.zeros((1, n), dtype=np.int64), np.zeros(1, dtype=np.int64), specials)  # checks
        extra = specials
    write = on_special == "write"
    if backend == "torch":
        return _torch_step(model, q, n, T_used, run_scan, hold, greedy, shift, mistake, extra, write)

    def step(states, rng):
        X = np.array(states, dtype=np.int64, copy=True)
        B = X.shape[0]
        moving = rng.random(B) >= hold if hold > 0 else np.ones(B, dtype=bool)
        sites_list = [rng.integers(0, n, size=B)] if run_scan == "random" else [np.full(B, i) for i in range(n)]
        for sites in sites_list:
            inside = (X < q).all(axis=1)  # a row holding a written extra token (q + k) is not stepped on
            a = _site_draw(model, np.where(inside[:, None], X, 0), sites, T_used, rng, greedy=greedy,
                           specials=extra)
            ok = moving & inside & ((a < q) | write)  # a drawn extra token: the site holds (or is written)
            rows = np.nonzero(ok)[0]
            X[rows, (sites[rows] + shift) % n] = a[rows]
        return X

    step.__name__ = f"glauber_step_{mistake.replace('-', '_')}"
    return step


def _torch_step(model, q, n, T_used, run_scan, hold, greedy, shift, mistake, extra, write):
    import torch  # the optional torch backend of a planted step

    def step(states, rng):
        gen = torch.Generator().manual_seed(int(rng.integers(2**63 - 1)))
        X = torch.as_tensor(np.asarray(states), dtype=torch.int64).clone()
        B = X.shape[0]
        moving = torch.rand(B, generator=gen) >= hold
        sweep = ([torch.randint(0, n, (B,), generator=gen)] if run_scan == "random"
                 else [torch.full((B,), i, dtype=torch.int64) for i in range(n)])
        for sites in sweep:
            inside = (X < q).all(dim=1)
            Xs = torch.where(inside[:, None], X, torch.zeros_like(X)).numpy()
            logits = torch.as_tensor(np.asarray(model.logits(Xs, sites.numpy()), dtype=np.float64))
            if extra is not None:
                logits = torch.cat([logits, torch.as_tensor(_extra_logits(model, Xs, sites.numpy(), extra))], dim=1)
            if greedy:
                a = logits.argmax(dim=1)
            else:
                a = torch.multinomial(torch.softmax(logits / T_used, dim=1), 1, generator=gen)[:, 0]
            rows = torch.nonzero(moving & inside & ((a < q) | write))[:, 0]
            X[rows, (sites[rows] + shift) % n] = a[rows]
        return X

    step.__name__ = f"glauber_torch_step_{mistake.replace('-', '_')}"
    return step


def text_step(step, tokens):
    """A step on token strings as a step :func:`check_sampler` can run.

    ``step(rows, rng) -> rows``: ``rows`` a list of ``B`` lists of ``n`` token strings (the
    model's ``tokens``, e.g. ``model.tokens`` of a real MLM window); it may return each row
    as a list of strings or as one string of them separated by whitespace. A returned string
    that is not one of ``tokens`` (``[UNK]``, ``[SEP]``, a word outside the window's set)
    becomes the index ``q``: a token outside ``0..q-1``, which the check reports as the
    special-tokens mistake.

    >>> flip = text_step(lambda rows, rng: [r[::-1] for r in rows], ["a", "b"])
    >>> flip(np.array([[0, 1]]), None).tolist()
    [[1, 0]]
    """
    if not callable(step):
        raise InvalidInputError(f"`step` must be a callable (rows, rng) -> rows; got {type(step).__name__}")
    tokens = [str(t) for t in tokens]
    index = {t: a for a, t in enumerate(tokens)}
    if len(index) != len(tokens) or len(tokens) < 2:
        raise InvalidInputError(f"`tokens` must be at least 2 distinct strings; got {tokens!r}")
    q = len(tokens)

    def wrapped(states, rng):
        X = np.asarray(states)
        out = step([[tokens[int(a)] for a in x] for x in X], rng)
        if len(out) != X.shape[0]:
            raise InvalidInputError(f"`step` must return {X.shape[0]} rows; got {len(out)}")
        res = np.empty(X.shape, dtype=np.int64)
        for b, row in enumerate(out):
            words = row.split() if isinstance(row, str) else [str(w) for w in row]
            if len(words) != X.shape[1]:
                raise InvalidInputError(f"`step` returned {len(words)} tokens in row {b}; expected {X.shape[1]}")
            res[b] = [index.get(w, q) for w in words]
        return res

    wrapped.__name__ = f"text_{getattr(step, '__name__', 'step')}"
    return wrapped


# ---------------------------------------------------------------------- checks
def _states_out(out, B: int, q: int, n: int) -> tuple[np.ndarray, np.ndarray]:
    """The step's output as an ``(B, n)`` int64 array (a torch tensor is moved to the CPU)
    and the rows holding a token outside ``0..q-1`` (what a sampler with special tokens in
    its softmax writes: reported as that mistake, not raised)."""
    if hasattr(out, "detach"):
        out = out.detach().cpu().numpy()
    arr = np.asarray(out)
    if arr.shape != (B, n):
        raise InvalidInputError(f"`step` must return states of the shape it was given, ({B}, {n}); got {arr.shape}")
    if arr.dtype.kind == "f" and np.all(np.isfinite(arr)) and np.all(arr == np.round(arr)):
        arr = arr.astype(np.int64)
    if arr.dtype.kind not in "iu":
        raise InvalidInputError(f"`step` must return integer tokens; got dtype {arr.dtype}")
    arr = arr.astype(np.int64)
    return arr, ((arr < 0) | (arr >= q)).any(axis=1)


def _run(step, X: np.ndarray, k: int, rng, q: int, n: int, batch: int) -> np.ndarray:
    """Indices of the states reached by ``k`` steps from each row of ``X`` (in batches);
    -1 for a row that left ``0..q-1`` (it is not stepped on after that)."""
    out = np.empty(X.shape[0], dtype=np.int64)
    for lo in range(0, X.shape[0], batch):
        Y = X[lo:lo + batch].copy()
        left = np.zeros(Y.shape[0], dtype=bool)
        for _ in range(k):
            live = np.nonzero(~left)[0]
            if live.size == 0:
                break
            if live.size == Y.shape[0]:
                Y, bad = _states_out(step(Y.copy(), rng), Y.shape[0], q, n)
            else:
                Y[live], bad = _states_out(step(Y[live].copy(), rng), live.size, q, n)
            left[live[bad]] = True
        out[lo:lo + batch] = np.where(left, -1, encode(np.where(left[:, None], 0, Y), q))
    return out


def _pearson(counts: np.ndarray, p: np.ndarray) -> tuple[float, int, float, int]:
    """``(statistic, dof, p-value, impossible draws)`` of counts against probabilities ``p``
    (dense over the states), cells expecting fewer than :data:`MIN_EXPECTED` pooled (the
    least expected first; equally expected cells by state index, so every machine pools the
    same cells). States with ``p = 0`` are no cells (a draw there is an impossible draw)."""
    N = counts.sum()
    impossible = int(counts[p <= 0].sum())
    if impossible:
        return math.inf, 0, 0.0, impossible
    cells = np.nonzero(p > 0)[0]
    E = N * p[cells]
    obs = counts[cells].astype(float)
    order = np.argsort(E, kind="stable")
    E, obs = E[order], obs[order]
    k = int((E < MIN_EXPECTED).sum())  # the cells expecting < MIN_EXPECTED (the first ones), pooled ...
    if k:
        while k < len(E) and E[:k].sum() < MIN_EXPECTED:  # ... with the next ones until the pool expects enough
            k += 1
        E = np.concatenate([[E[:k].sum()], E[k:]])
        obs = np.concatenate([[obs[:k].sum()], obs[k:]])
    dof = len(E) - 1
    if dof < 1:
        return 0.0, 0, 1.0, 0
    stat = float(((obs - E) ** 2 / E).sum())
    return stat, dof, float(stats.chi2.sf(stat, dof)), 0


def _holm(p: np.ndarray) -> np.ndarray:
    m = len(p)
    order = np.argsort(p)
    adj = np.minimum(1.0, np.maximum.accumulate((m - np.arange(m)) * p[order]))
    out = np.empty(m)
    out[order] = adj
    return out


def _detectable_w(dof: int, level: float, n_samples: int) -> float:
    """Cohen's ``w`` the chi-square test at ``level`` with ``dof`` detects with probability
    :data:`POWER` from ``n_samples`` draws (noncentral chi-square, ``lambda = N w^2``)."""
    dof = max(int(dof), 1)
    crit = stats.chi2.isf(level, dof)
    lam = optimize.brentq(lambda x: stats.ncx2.sf(crit, dof, x) - POWER, 1e-9, 1e7)
    return float(math.sqrt(lam / n_samples))


def _starts(chain, starts, max_starts: int, rng) -> np.ndarray:
    N = chain.n_states
    if starts is not None:
        arr = np.asarray(starts)
        idx = chain.logits.space.index(arr) if arr.ndim == 2 else np.atleast_1d(arr).astype(np.int64)
        if idx.size == 0 or idx.min() < 0 or idx.max() >= N:
            raise InvalidInputError(f"`starts` must be state indices in 0..{N - 1} or states (m, {chain.n})")
        return np.asarray(idx, dtype=np.int64)
    if N <= max_starts:
        return np.arange(N, dtype=np.int64)
    order = np.argsort(chain.pi, kind="stable")  # one start per stratum of equal size, by pi
    edges = np.linspace(0, N, max_starts + 1).astype(np.int64)
    return np.array([order[rng.integers(a, b)] for a, b in zip(edges[:-1], edges[1:], strict=True)], dtype=np.int64)


def _rows(chain, starts: np.ndarray, k: int) -> np.ndarray:
    """Rows of ``P^k`` at ``starts`` (dense, one per start)."""
    K = chain.kernel
    out = np.zeros((len(starts), chain.n_states))
    for r, s in enumerate(starts):
        mu = np.zeros(chain.n_states)
        mu[s] = 1.0
        for _ in range(k):
            mu = K.rmatvec(mu)
        out[r] = np.clip(mu, 0.0, None)
    return out / out.sum(axis=1, keepdims=True)


def _custom_rows(model, starts_x: np.ndarray, T: float, q: int, n: int, *, greedy=False, shift=0,
                 probs=None) -> np.ndarray:
    """One random-scan step's rows built from the conditionals at each start (independent of
    the engine): a uniform site ``i``, its token drawn (or the argmax), written at ``i + shift``.
    ``probs`` (m, n, q): the token probabilities per start and site instead, the mass they
    lack holding at the start."""
    N = q ** n
    L = all_site_logits(model, starts_x) if probs is None else None  # (m, n, q)
    out = np.zeros((len(starts_x), N))
    for r, x in enumerate(starts_x):
        if probs is not None:
            P = probs[r]
        elif greedy:
            P = np.zeros((n, q))
            P[np.arange(n), L[r].argmax(axis=1)] = 1.0
        else:
            P = tempered_conditionals(L[r], T)
        for i in range(n):
            Y = np.repeat(x[None], q, axis=0)
            Y[:, (i + shift) % n] = np.arange(q)
            np.add.at(out[r], encode(Y, q), P[i] / n)
        if probs is not None:
            out[r, encode(x[None], q)[0]] += max(0.0, 1.0 - P.sum() / n)
    return out


def _special_probs(model, X: np.ndarray, T: float, q: int, n: int, which: str) -> np.ndarray:
    """``(B, n, q)``: each site's softmax at ``T`` over its ``q`` tokens and the extra tokens
    of set ``which``, restricted to the ``q`` (the extra tokens' share is missing)."""
    B = X.shape[0]
    L = all_site_logits(model, X)
    S = _extra_logits(model, np.repeat(X, n, axis=0), np.tile(np.arange(n), B), which).reshape(B, n, -1)
    return tempered_conditionals(np.concatenate([L, S], axis=2), T)[..., :q]


def _site_apply(mu: np.ndarray, P: np.ndarray, i: int, q: int, n: int) -> np.ndarray:
    """``mu K_i`` for laws ``mu`` (m, N) and the site-``i`` kernel that draws token ``b``
    with probability ``P[x, b]`` (which does not depend on ``x_i``) and holds with the
    rest."""
    m = mu.shape[0]
    M = mu.reshape((m,) + (q,) * n)
    Pt = P.reshape((q,) * n + (q,))
    hold = (1.0 - P.sum(axis=1)).reshape((q,) * n)
    Pi = np.moveaxis(np.take(Pt, 0, axis=i), -1, i)  # P at x_i = 0 (any x_i alike), new token on axis i
    out = M.sum(axis=1 + i, keepdims=True) * Pi[None] + M * hold[None]
    return out.reshape(m, -1)


def _special_rows(chain, model, starts: np.ndarray, T: float, scan: str, lazy: float, which: str) -> np.ndarray:
    """One step of the "special tokens included" kernel at ``starts``: each site's token
    drawn from the softmax over the ``q`` and the extra tokens of set ``which``, a drawn
    extra token leaving the site unchanged; random scan (a uniform site) or systematic (a
    sweep, built over every state), holding with probability ``lazy`` on top."""
    q, n = chain.q, chain.n
    if scan == "random":
        X = decode(starts, q, n)
        rows = _custom_rows(model, X, T, q, n, probs=_special_probs(model, X, T, q, n, which))
    else:
        P = _special_probs(model, decode(np.arange(q ** n), q, n), T, q, n, which)  # (N, n, q)
        rows = np.zeros((len(starts), q ** n))
        rows[np.arange(len(starts)), starts] = 1.0
        for i in range(n):
            rows = _site_apply(rows, P[:, i], i, q, n)
    if lazy:
        rows = (1.0 - lazy) * rows
        rows[np.arange(len(starts)), starts] += lazy
    return rows


def _mistaken_temperature(mistake: str, T: float) -> float:
    """The temperature a planted mistake runs at, for the sampler and the diagnosis' exact rows alike
    (``T`` itself for the mistakes that leave it alone).

    >>> [_mistaken_temperature(m, 0.5) for m in ("temperature-twice", "temperature-ignored",
    ...                                          "temperature-inverted", "uniform", "lazy")]
    [0.25, 1.0, 2.0, inf, 0.5]
    """
    return {"temperature-twice": T * T, "temperature-ignored": 1.0, "temperature-inverted": 1.0 / T,
            "uniform": math.inf}.get(mistake, T)


def _mistake_rows(name: str, chain, model, starts: np.ndarray, T: float, scan: str, lazy: float):
    """Rows of one step of ``name``'s kernel at ``starts``, or None where it equals the claim
    (or cannot be built); for ``"special-tokens"`` a list, one per extra token set the model
    has (none: None)."""
    q, n = chain.q, chain.n
    if name == SPECIAL_MISTAKE:
        sets = tuple(getattr(model, "special_sets", ())) if hasattr(model, "special_logits") else ()
        return [_special_rows(chain, model, starts, T, scan, lazy, w) for w in sets] or None
    def at(T2=T, scan2=scan, lazy2=lazy):
        return _rows(ExactChain(chain.logits, temperature=T2, scan=scan2, lazy=lazy2), starts, 1)
    if name in ("temperature-twice", "temperature-ignored", "temperature-inverted"):
        T2 = _mistaken_temperature(name, T)
        return None if T2 == T or not math.isfinite(T2) else at(T2=T2)
    if name == "uniform":
        return None if math.isinf(T) else at(T2=math.inf)
    if name == "lazy":
        return at(lazy2=1.0 - (1.0 - lazy) * 0.5)
    if name == "scan":
        return at(scan2="systematic" if scan == "random" else "random")
    if scan != "random":  # the two below are built for one site per step only
        return None
    X = decode(starts, q, n)
    rows = _custom_rows(model, X, T, q, n, greedy=name == "greedy", shift=1 if name == "off-by-one-site" else 0)
    if lazy:
        rows = (1.0 - lazy) * rows
        rows[np.arange(len(starts)), starts] += lazy
    return rows


def _log_likelihood(counts: np.ndarray, rows: np.ndarray) -> float:
    seen = counts > 0
    if np.any(rows[seen] <= 0):
        return -math.inf
    return float((counts[seen] * np.log(rows[seen])).sum())


def _worst(starts, counts, rows, p, p_adj, dist, q, n, tokens, outside=None, top: int = 3, cells: int = 4) -> tuple:
    """The ``top`` starts of smallest p-value (those with adjusted p-value <= 1/2), each with its
    ``cells`` states of largest standardized deviation ``|observed - E| / sqrt(E)``; a draw of
    a state with ``E = 0`` (impossible) deviates infinitely, ahead of any possible state,
    however unlikely."""
    out = []
    for r in np.argsort(p)[:top]:
        if p_adj[r] > 0.5:
            break
        N = counts[r].sum()
        E = N * rows[r]
        dev = np.where(E > 0, (counts[r] - E) / np.sqrt(np.maximum(E, 1e-300)), np.where(counts[r] > 0, np.inf, 0))
        idx = np.argsort(-np.abs(dev))[:cells]
        show = (lambda s: " ".join(tokens[int(t)] for t in decode(s, q, n))) if tokens else (
            lambda s: " ".join(str(int(t)) for t in decode(s, q, n)))
        shown = [{"state": show(j), "observed": int(counts[r, j]), "expected": float(E[j])} for j in idx]
        if outside is not None and outside[r]:
            shown = [{"state": f"outside 0..{q - 1}", "observed": int(outside[r]), "expected": 0.0}] + shown[:-1]
        out.append({"start": show(starts[r]), "p_value": float(p[r]), "p_adjusted": float(p_adj[r]),
                    "tv": float(dist[r]), "cells": shown})
    return tuple(out)


def check_sampler(step, model, temperature: float = 1.0, *, scan: str = "random", lazy: float = 0.0,
                  steps: int = 1, n_samples: int = 2000, starts=None, max_starts: int = 64,
                  alpha: float = 1e-3, rng=None, batch: int = 65536,
                  max_states: float = 1e5) -> SamplerReport:
    """Does ``step`` move like the exact Glauber kernel of ``model`` at ``temperature``?

    Parameters
    ----------
    step : callable ``(states (B, n) int array, rng) -> (B, n)`` (numpy or torch)
    model : a ConditionalModel small enough to enumerate (``q**n <= max_states``), e.g. a
        real MLM restricted to a short window and a few tokens
    scan, lazy : the kernel ``step`` claims: ``"random"`` (one uniform site per step) or
        ``"systematic"`` (one full sweep per step), holding with probability ``lazy``
    steps : compare the law after this many steps with the rows of ``P^steps``
    n_samples : draws per start
    starts : state indices or states ``(m, n)``; default every state when there are at most
        ``max_starts``, else ``max_starts`` starts stratified by the stationary probability
    alpha : family-wise level (Holm over the starts)

    Returns
    -------
    SamplerReport
    """
    T = check_temperature(temperature)
    scan = check_scan(scan)
    lazy = check_probability(lazy, "lazy")
    steps = check_int(steps, "steps", minimum=1)
    n_samples = check_int(n_samples, "n_samples", minimum=10)
    max_starts = check_int(max_starts, "max_starts", minimum=1)
    batch = check_int(batch, "batch", minimum=1)
    if not 0 < alpha < 1:
        raise InvalidInputError(f"`alpha` must be in (0, 1); got {alpha!r}")
    if not callable(step):
        raise InvalidInputError(f"`step` must be a callable (states, rng) -> states; got {type(step).__name__}")
    rng = as_rng(rng)
    q, n = model_size(model)
    chain = ExactChain(model, temperature=T, scan=scan, lazy=lazy, max_states=max_states)
    S = _starts(chain, starts, max_starts, rng)
    rows = _rows(chain, S, steps)
    X = np.repeat(decode(S, q, n), n_samples, axis=0)
    reached = _run(step, X, steps, rng, q, n, batch).reshape(len(S), n_samples)
    outside = (reached < 0).sum(axis=1)
    counts = np.zeros((len(S), chain.n_states), dtype=np.int64)
    for r in range(len(S)):
        counts[r] = np.bincount(reached[r][reached[r] >= 0], minlength=chain.n_states)
    res = [_pearson(counts[r], rows[r]) if not outside[r] else (math.inf, 0, 0.0, 0) for r in range(len(S))]
    stat = np.array([x[0] for x in res])
    dof = np.array([x[1] for x in res], dtype=np.int64)
    p = np.array([x[2] for x in res])
    impossible = np.array([x[3] for x in res], dtype=np.int64)
    p_adj = _holm(p)
    dist = tv(counts / n_samples, rows, axis=1) + 0.5 * outside / n_samples
    w = _detectable_w(int(np.median(dof[dof > 0])) if np.any(dof > 0) else 1, alpha / len(S), n_samples)
    passed = bool(np.all(p_adj > alpha))
    candidates, diagnosis = {}, ""
    if outside.any():  # only the special-tokens mistake writes a token outside 0..q-1
        candidates = {v: (math.inf if k == SPECIAL_MISTAKE else -math.inf) for k, v in MISTAKES.items()}
        diagnosis = MISTAKES[SPECIAL_MISTAKE]
    elif steps == 1:
        ll0 = _log_likelihood(counts, rows)
        ll = {}
        for name in MISTAKES:
            alt = _mistake_rows(name, chain, model, S, T, scan, lazy)
            if alt is not None:
                ll[MISTAKES[name]] = max(_log_likelihood(counts, a) for a in (alt if isinstance(alt, list) else [alt]))
        # the log-likelihood ratio over the claim: +inf where only the mistake can make the draws seen,
        # -inf where it cannot make them (whatever the claim's)
        candidates = {k: (v - ll0 if math.isfinite(v) and math.isfinite(ll0) else
                          math.inf if math.isfinite(v) else -math.inf) for k, v in ll.items()}
        if not passed and candidates:
            best = max(candidates, key=lambda k: (candidates[k], ll[k]))
            if candidates[best] > 0:
                diagnosis = best
    tokens = list(getattr(model, "tokens", None) or []) or None
    if tokens is not None and len(tokens) != q:
        tokens = None
    return SamplerReport(kind="one-step" if steps == 1 else "k-step", passed=passed, alpha=float(alpha),
                         temperature=T, scan=scan, lazy=lazy, steps=steps, n_samples=n_samples, starts=S,
                         statistics=stat, dof=dof, p_values=p, p_adjusted=p_adj, tv_observed=dist,
                         impossible=impossible, detectable_w=w, detectable_tv=w / 2,
                         worst=_worst(S, counts, rows, p, p_adj, dist, q, n, tokens, outside), diagnosis=diagnosis,
                         candidates=candidates, outside=outside.astype(np.int64))


def check_stationary(step, model, temperature: float = 1.0, *, scan: str = "random", lazy: float = 0.0,
                     n_chains: int = 4000, alpha: float = 1e-3, rng=None, batch: int = 65536,
                     max_states: float = 1e5, max_steps: int = 100_000) -> SamplerReport:
    """Does ``step``'s long-run law match the exact stationary law of the claimed kernel?

    ``n_chains`` independent chains from uniform random states each run ``t_mix(eps)``
    steps of the claimed kernel (exact, worst start), with ``eps`` a tenth of the total
    variation the test detects at this number of chains; their final states are then
    independent draws from a law within ``eps`` of ``pi`` if ``step`` is right, and are
    compared with ``pi`` (one chi-square test; no autocorrelation to account for). The
    number of steps is reported in ``steps``.
    """
    T = check_temperature(temperature)
    scan = check_scan(scan)
    lazy = check_probability(lazy, "lazy")
    n_chains = check_int(n_chains, "n_chains", minimum=10)
    if not 0 < alpha < 1:
        raise InvalidInputError(f"`alpha` must be in (0, 1); got {alpha!r}")
    rng = as_rng(rng)
    q, n = model_size(model)
    chain = ExactChain(model, temperature=T, scan=scan, lazy=lazy, max_states=max_states)
    pi = np.clip(np.asarray(chain.pi, dtype=float), 0.0, None)
    pi = pi / pi.sum()
    dof_guess = max(1, int(min(chain.n_states, n_chains / MIN_EXPECTED)) - 1)
    w = _detectable_w(dof_guess, alpha, n_chains)
    eps = min(0.01, w / 20)
    t = chain.mixing(eps, t_max=max_steps).t_mix
    if t is None:
        raise InvalidInputError(f"the claimed kernel does not reach TV {eps:.3g} of pi within {max_steps} steps; "
                                "raise `max_steps` or check fewer chains")
    X = rng.integers(0, q, size=(n_chains, n))
    reached = _run(step, X, int(t), rng, q, n, batch)
    outside = int((reached < 0).sum())
    counts = np.bincount(reached[reached >= 0], minlength=chain.n_states)
    stat, dof, p, imp = _pearson(counts, pi) if not outside else (math.inf, 0, 0.0, 0)
    dist = tv(counts / n_chains, pi) + 0.5 * outside / n_chains
    return SamplerReport(kind="stationary", passed=bool(p > alpha), alpha=float(alpha), temperature=T, scan=scan,
                         lazy=lazy, steps=int(t), n_samples=n_chains, starts=np.array([-1]),
                         statistics=np.array([stat]), dof=np.array([dof]), p_values=np.array([p]),
                         p_adjusted=np.array([p]), tv_observed=np.array([dist]), impossible=np.array([imp]),
                         detectable_w=w, detectable_tv=w / 2, outside=np.array([outside]),
                         diagnosis=MISTAKES[SPECIAL_MISTAKE] if outside else "",
                         method=f"Pearson chi-square of {n_chains} chains after the exact t_mix({eps:.2g}) "
                                "against pi (cells below 20 expected pooled)")
