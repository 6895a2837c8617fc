"""Toy models dressed as masked LMs, so the real-MLM pipeline can be run on models whose
answer is known.

A real masked LM in this toolkit (:class:`toolkit.models.adapter.MaskedLM`,
:class:`toolkit.models.sceptr.SceptrMLM`) is a *template*: a fixed text of ``L`` tokens of
which ``n`` positions are free sites; the chain moves the free sites, the other positions
keep the text's tokens. :class:`MaskedToy` does the same for a toy model ``base`` of length
``L``: the state of the free sites is written into the template text and ``base``'s logits
at those positions are the conditionals,

    l_i(. ; x_-i) = base.logits(embed(x), free_positions[i]),

so with every position free the chain *is* ``base``'s Glauber chain, and with a window the
fixed positions act on the free ones as fields (:meth:`MaskedToy.reduced` gives that
conditioned toy explicitly, for exact truth). It exposes what the real-MLM code reads:
``with_template(text=..., free_positions=...)``, ``initial_state()`` (the text's tokens at
the free positions), ``decode``, ``encode``, ``render``, ``all_conditionals``,
``text_outside_v``, ``tokens``, ``_template_args``, ``forward_pass_per_site = True``, so
:func:`toolkit.app.phase.point_method` sends it to the ``"mlm"`` path exactly as a real MLM.

Registry names (:mod:`toolkit.models.registry`), each with ``length`` (the template's
``L``; default ``n``: every site free), ``seed`` (the fields, couplings and the default
text), ``text`` and ``free_positions`` (default: ``n`` consecutive positions centred in the
template, so windows of growing ``n`` are nested):

- ``masked-independent``: independent sites with ``N(0, scale^2)`` fields (no interaction);
- ``masked-chain``: a 1-D nearest-neighbour chain (:func:`nn_chain`) with fields, a Potts
  coupling and optional random couplings, symmetric (compatible) or not;
- ``masked-mean-field-potts``: mean-field Potts (:class:`~toolkit.models.MeanFieldPotts`),
  e.g. ``q = 20``: a strong first-order transition at ``1/beta_c``;
- ``masked-curie-weiss``: Curie-Weiss with a field.

Tokens: the amino-acid letters ``ACDEFGHIKLMNPQRSTVWY`` for ``q <= 20`` (one character
each, like a protein model: text is a string of letters), ``t0 t1 ...`` above.

>>> import numpy as np
>>> from toolkit.models import IndependentSites
>>> m = MaskedToy(IndependentSites(np.log([[.5, .5], [.9, .1], [.2, .8]])), "ACA", [0, 2])
>>> m.length, m.vocab_size, m.decode(m.initial_state())
(2, 2, 'AA')
>>> m.with_template(free_positions=[1]).initial_state().tolist()
[1]
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .._validation import as_rng, check_int, check_sites, check_states
from ..exceptions import InvalidInputError
from ._params import check_scale, short_list
from .base import checked_masked_logits, logit_error_bound
from .exchangeable import CurieWeiss, MeanFieldPotts
from .toy import IndependentSites, Pairwise

__all__ = [
    "MaskedToy",
    "nn_chain",
    "toy_tokens",
    "masked_independent",
    "masked_chain",
    "masked_mean_field_potts",
    "masked_curie_weiss",
]

AMINO = "ACDEFGHIKLMNPQRSTVWY"


def toy_tokens(q: int) -> list[str]:
    """Display strings of ``q`` toy tokens: amino-acid letters up to 20, ``t0..`` above.

    >>> toy_tokens(3), toy_tokens(21)[-1]
    (['A', 'C', 'D'], 't20')
    """
    q = check_int(q, "q", minimum=2)
    return list(AMINO[:q]) if q <= len(AMINO) else [f"t{a}" for a in range(q)]


class MaskedToy:
    """The toy model ``base`` (length ``L``) on the free positions of a template text.

    Parameters
    ----------
    base : ConditionalModel of length ``L``
    text : str, sequence of str or of int
        The template: ``L`` tokens (a string of letters when the tokens are single
        characters, else tokens separated by whitespace; or token indices).
    free_positions : sequence of int or ``"all"``
        Distinct positions in ``0..L-1``, the free sites in that order.
    tokens : list of str, optional
        Display strings (default :func:`toy_tokens`).
    name : str, optional
        The registry name, shown in ``repr``.
    """

    #: read by :func:`toolkit.calibration.default_observables`: treat each site's conditional
    #: as costly, as for a real MLM (no pseudo-likelihood by default above 16 sites)
    forward_pass_per_site = True

    def __init__(self, base, text, free_positions, *, tokens=None, name=None):
        self.base = base
        self.vocab_size = check_int(base.vocab_size, "q", minimum=2)
        self.template_length = check_int(base.length, "L", minimum=1)
        self.tokens = list(tokens) if tokens is not None else toy_tokens(self.vocab_size)
        if len(self.tokens) != self.vocab_size or len(set(self.tokens)) != self.vocab_size:
            raise InvalidInputError(f"`tokens` must be {self.vocab_size} distinct strings; got {self.tokens!r}")
        self.split_chars = all(len(t) == 1 for t in self.tokens)
        self._index = {t: a for a, t in enumerate(self.tokens)}
        self.name = name or f"masked {base!r}"
        self.batch_size = 1 << 16
        self.device = "cpu"
        self._set_template(text, free_positions)

    # ------------------------------------------------------------------ template
    def _parse_text(self, text) -> np.ndarray:
        L, q = self.template_length, self.vocab_size
        if isinstance(text, str):
            words = list("".join(text.split())) if self.split_chars else text.split()
            bad = [w for w in words if w not in self._index]
            if bad:
                raise InvalidInputError(f"`text` has tokens outside V = {self.tokens}: {short_list(bad)}")
            arr = np.asarray([self._index[w] for w in words], dtype=np.int64)
        elif isinstance(text, (Sequence, np.ndarray)) and len(text) and isinstance(text[0], str):
            return self._parse_text(("" if self.split_chars else " ").join(text))
        else:
            arr = np.asarray(text)
            if arr.ndim != 1 or not np.issubdtype(arr.dtype, np.integer) or (arr.size and
                                                                          (arr.min() < 0 or arr.max() >= q)):
                raise InvalidInputError(f"`text` must be a string of tokens of V or indices in 0..{q - 1}; "
                                        f"got {text!r}")
            arr = arr.astype(np.int64)
        if arr.shape != (L,):
            raise InvalidInputError(f"`text` must have {L} tokens (the template length of {self.base!r}); "
                                    f"got {arr.shape[0]}")
        return arr

    def _set_template(self, text, free_positions) -> None:
        L = self.template_length
        self._text = self._parse_text(text)
        if isinstance(free_positions, str) and free_positions.strip() == "all":
            pos = list(range(L))
        elif free_positions is None:
            raise InvalidInputError("`free_positions` is required (a list of positions, or 'all')")
        else:
            pos = [check_int(p, "free_positions") for p in np.asarray(free_positions).reshape(-1).tolist()]
        bad = [p for p in pos if not 0 <= p < L]
        if bad:
            raise InvalidInputError(f"`free_positions` must be in 0..{L - 1} (the text has {L} tokens); "
                                    f"got {short_list(bad)}")
        if not pos:
            raise InvalidInputError("the template must have at least one free site")
        if len(set(pos)) != len(pos):
            raise InvalidInputError(f"`free_positions` must be distinct; got {short_list(pos)}")
        self.free_positions = np.asarray(pos, dtype=np.int64)
        self.length = len(pos)
        self._template_args = {"prefix": None, "suffix": None, "text": self.decode(self._text),
                               "free_positions": list(pos)}
        self._original = [self.tokens[int(a)] for a in self._text[self.free_positions]]

    def with_template(self, **changes) -> MaskedToy:
        """A new :class:`MaskedToy` on the same ``base`` with ``text`` and/or ``free_positions``
        changed (``tokens`` and ``batch_size`` are accepted when they change nothing; ``n``
        when it matches)."""
        allowed = {"tokens", "n", "prefix", "suffix", "text", "free_positions", "batch_size"}
        bad = set(changes) - allowed
        if bad:
            raise InvalidInputError(f"with_template() takes {sorted(allowed)}; got {sorted(bad)}")
        if changes.get("prefix") is not None or changes.get("suffix") is not None:
            raise InvalidInputError("a masked toy has a fixed-length text: give `text` and `free_positions`, "
                                    "not `prefix`/`suffix`")
        tokens = changes.get("tokens")
        if tokens is not None and tokens != "all" and list(tokens) != self.tokens:
            raise InvalidInputError(f"a masked toy keeps its token set V = {self.tokens}; got tokens={tokens!r}")
        text = changes.get("text")
        pos = changes.get("free_positions", self._template_args["free_positions"])
        out = MaskedToy(self.base, self._text if text is None else text, pos, tokens=self.tokens, name=self.name)
        n = changes.get("n")
        if n is not None and check_int(n, "n") != out.length:
            raise InvalidInputError(f"`n`={n} does not match the {out.length} `free_positions`")
        return out

    # ------------------------------------------------------------------ states and text
    def encode(self, words) -> np.ndarray:
        """Indices into ``V`` of tokens (a string, or a list of strings; a list of those -> (B, n))."""
        if isinstance(words, str):
            words = list("".join(words.split())) if self.split_chars else words.split()
        words = list(words)
        if words and not isinstance(words[0], str):
            return np.stack([self.encode(w) for w in words])
        missing = [w for w in words if w not in self._index]
        if missing:
            raise InvalidInputError(f"`words` {missing} are not in the model's token set V = {self.tokens}")
        return np.asarray([self._index[w] for w in words], dtype=np.int64)

    def decode(self, x) -> str | list[str]:
        """Text of a state (shape (n,)) or of states (shape (B, n))."""
        x = np.asarray(x)
        if x.ndim == 2:
            return [self.decode(row) for row in x]
        return ("" if self.split_chars else " ").join(self.tokens[int(a)] for a in x)

    def text_outside_v(self) -> list[tuple[int, str]]:
        """Always empty: the template text is made of ``V``'s tokens."""
        return []

    def initial_state(self, words=None) -> np.ndarray:
        """``encode(words)``, else the template text's tokens at the free positions."""
        x = self._text[self.free_positions].copy() if words is None else self.encode(words)
        if x.shape != (self.length,):
            raise InvalidInputError(f"`words` must give {self.length} tokens; got {x.shape[0]}")
        return x

    def embed(self, x) -> np.ndarray:
        """Full template states ``(B, L)``: the text with the free positions set to ``x`` (B, n)."""
        x = check_states(x, q=self.vocab_size, n=self.length)
        full = np.broadcast_to(self._text, (x.shape[0], self.template_length)).copy()
        full[:, self.free_positions] = x
        return full

    def render(self, x) -> str:
        """The whole template text for state ``x`` (shape (n,))."""
        return self.decode(self.embed(x)[0])

    # ------------------------------------------------------------------ conditionals
    def logits(self, x, sites) -> np.ndarray:
        """``base``'s logits at the free positions ``sites`` of ``embed(x)``: shape (B, q)."""
        full = self.embed(x)
        sites = check_sites(sites, full.shape[0], self.length)
        return np.asarray(self.base.logits(full, self.free_positions[sites]), dtype=float)

    @property
    def LOGIT_ERROR_RULE(self) -> str:  # noqa: N802 - the attribute name every model uses
        return getattr(type(self.base), "LOGIT_ERROR_RULE", "toolkit.models.base default")

    def logit_error(self, x, sites, logits) -> np.ndarray:
        """``base``'s declared error bound at the embedded states."""
        full = self.embed(x)
        sites = check_sites(sites, full.shape[0], self.length)
        return logit_error_bound(self.base, full, self.free_positions[sites], logits)

    def masked_logits(self, x, mask) -> np.ndarray:
        """Conditionals given a partial context by ``base``'s own rule
        (:data:`toolkit.models.base.MASKED_RULES`), the template's fixed positions unmasked:
        shape (B, n, q). A base without ``masked_logits`` raises, naming it."""
        full = self.embed(x)
        mask = np.asarray(mask, dtype=bool).reshape(full.shape[0], self.length)
        full_mask = np.zeros(full.shape, dtype=bool)
        full_mask[:, self.free_positions] = mask
        return checked_masked_logits(self.base, full, full_mask)[:, self.free_positions]

    def all_conditionals(self, x) -> np.ndarray:
        """Logits of every free site for each state: shape (B, n, q)."""
        x = check_states(x, q=self.vocab_size, n=self.length)
        B, n = x.shape
        return self.logits(np.repeat(x, n, axis=0), np.tile(np.arange(n), B)).reshape(B, n, self.vocab_size)

    # ------------------------------------------------------------------ exact truth
    def reduced(self):
        """The plain toy on the ``n`` free sites with the fixed positions folded into fields:
        the same conditionals, as a model the exact solvers recognize
        (:class:`~toolkit.models.IndependentSites`, :class:`~toolkit.models.Pairwise`,
        :class:`~toolkit.models.MeanFieldPotts`; Curie-Weiss as a Pairwise). Raises for
        other bases."""
        b, free, q, L = self.base, self.free_positions, self.vocab_size, self.template_length
        fixed = np.setdiff1d(np.arange(L), free)
        if isinstance(b, IndependentSites):
            return IndependentSites(b.h[free])
        if isinstance(b, MeanFieldPotts):
            # beta/L #{j != i free or fixed: x_j = a}: the free sites interact with beta n/L / n,
            # the fixed ones add beta/L times their counts to the field
            c = np.bincount(self._text[fixed], minlength=q).astype(float)
            return MeanFieldPotts(q, self.length, b.beta * self.length / L, field=b.field + b.beta / L * c)
        if isinstance(b, CurieWeiss):
            s = np.array([-1.0, 1.0])
            S = float(s[self._text[fixed]].sum())
            n = self.length
            J = (b.beta / L) * (1.0 - np.eye(n))[:, :, None, None] * np.outer(s, s)[None, None]
            return Pairwise(np.tile((b.field + b.beta / L * S) * s, (n, 1)), J)
        if isinstance(b, Pairwise):
            h = b.h[free] + b.J[free[:, None], fixed[None, :], :, self._text[fixed][None, :]].sum(axis=1)
            out = Pairwise(h, b.J[np.ix_(free, free)])
            for attr in ("graph", "coupling"):
                if hasattr(b, attr) and len(free) == L and np.array_equal(free, np.arange(L)):
                    setattr(out, attr, getattr(b, attr))
            return out
        raise InvalidInputError(f"reduced() knows independent sites, pairwise, mean-field Potts and Curie-Weiss "
                                f"bases; got {b!r}")

    def __repr__(self):
        return f"MaskedToy({self.name!r}, q={self.vocab_size}, n={self.length}, L={self.template_length})"


# ---------------------------------------------------------------------- families
def nn_chain(q: int, n: int, *, coupling: float = 1.0, disorder: float = 0.0, symmetric: bool = True,
             scale: float = 0.0, graph: str = "cycle", rng=None):
    """A 1-D nearest-neighbour :class:`~toolkit.models.Pairwise` chain on a ``path`` or ``cycle``:
    fields ``h[i, a] ~ N(0, scale^2)``, and on every edge ``(i, i+1)`` the same couplings
    ``J[i, i+1] = coupling * I + disorder * G`` (the left neighbour's pull) and
    ``J[i+1, i] = coupling * I + disorder * H`` (the right neighbour's), with ``G`` a standard
    Gaussian ``q x q`` matrix drawn once (translation-invariant couplings: sizes of one seed
    form one family); ``symmetric=True`` sets ``H = G^T`` (compatible), else ``H`` is drawn
    independently (incompatible, with probability one, when ``disorder > 0`` and ``n >= 2``).
    ``disorder = scale = 0`` is :func:`~toolkit.models.potts` on the same graph. No
    finite-temperature transition in any case (1-D, finite-range).

    >>> nn_chain(3, 5, disorder=0.5, symmetric=False, rng=0).is_compatible()
    False
    >>> nn_chain(3, 5, disorder=0.5, symmetric=True, scale=1.0, rng=0).is_compatible()
    True
    """
    q = check_int(q, "q", minimum=2)
    n = check_int(n, "n", minimum=1)
    if graph not in ("path", "cycle"):
        raise InvalidInputError(f"`graph` must be 'path' or 'cycle' for a nearest-neighbour chain; got {graph!r}")
    disorder = check_scale(disorder, "disorder")
    scale = check_scale(scale)
    coupling = float(coupling)
    if not np.isfinite(coupling):
        raise InvalidInputError(f"`coupling` must be finite; got {coupling!r}")
    rng = as_rng(rng)
    G, H2 = rng.normal(0.0, 1.0, size=(q, q)), rng.normal(0.0, 1.0, size=(q, q))  # drawn whatever is used
    h = rng.normal(0.0, scale, size=(n, q)) if scale > 0 else np.zeros((n, q))
    H = G.T if symmetric else H2
    J = np.zeros((n, n, q, q))
    # each edge (i, i+1 mod n) once: i's right neighbour pulls with G, i+1's left with H (a path
    # has n - 1 edges; a cycle n, but at n = 2 its two edges are the one pair (0, 1), set once)
    for i in range(n if graph == "cycle" and n > 2 else n - 1):
        j = (i + 1) % n
        J[i, j] = coupling * np.eye(q) + disorder * G
        J[j, i] = coupling * np.eye(q) + disorder * H
    m = Pairwise(h, J)
    if disorder == 0 and scale == 0:
        m.graph, m.coupling = graph, coupling
    return m


#: Free sites of a masked toy family when neither ``n`` nor ``free_positions`` says how many.
DEFAULT_N = 8


def _length(n, length, text, q) -> int:
    """The template's length: ``length`` if given, else the text's (residues for ``q`` up to the
    amino-acid alphabet's size, words beyond), else ``n`` (:data:`DEFAULT_N` when None).

    >>> _length(None, None, "ab cd ef", 25), _length(4, None, None, 20)
    (3, 4)
    """
    n = DEFAULT_N if n is None else check_int(n, "n", minimum=1)
    if length is not None:
        return check_int(length, "length", minimum=1)
    if text is not None:
        if isinstance(text, str):
            return len("".join(text.split())) if q <= len(AMINO) else len(text.split())
        return len(text)
    return n


def _build(base, n, L, text, free_positions, text_rng, name):
    """The family's :class:`MaskedToy`: a uniform random text from ``text_rng`` unless given,
    ``n`` consecutive positions centred in the template unless ``free_positions`` are given
    (starting at ``round((L - n) / 2)``, the phase study's window of the same size). ``n=None``:
    the number of ``free_positions`` when they are given, else :data:`DEFAULT_N`."""
    given = n is not None
    n = check_int(n, "n", minimum=1) if given else DEFAULT_N
    if text is None:
        text = text_rng.integers(0, base.vocab_size, size=L)
    if free_positions is None:
        if n > L:
            raise InvalidInputError(f"`n`={n} exceeds the template length `length`={L}")
        # the phase study's window of (L, n) (toolkit.app.phase.window_positions(L, n, L / 2):
        # Python's round, half to even), so a point of `glauber phase` and `glauber sample` with
        # the same --length and --n run one chain; windows of growing n stay nested
        start = round((L - n) / 2)
        free_positions = list(range(start, start + n))
    m = MaskedToy(base, text, free_positions, name=name)
    if given and m.length != n:
        raise InvalidInputError(f"`n`={n} does not match the {m.length} `free_positions`")
    return m


def masked_independent(q=20, n=None, length=None, scale=1.0, seed=0, text=None, free_positions=None) -> MaskedToy:
    """Independent sites with ``N(0, scale^2)`` fields on a template of ``length`` sites."""
    q = check_int(q, "q", minimum=2)
    L = _length(n, length, text, q)
    rng = as_rng(seed)
    base = IndependentSites(rng.normal(0.0, check_scale(scale), size=(L, q)))
    return _build(base, n, L, text, free_positions, rng, "masked-independent")


def masked_chain(q=20, n=None, length=None, coupling=1.0, disorder=0.0, symmetric=True, scale=1.0, graph="path",
                 seed=0, text=None, free_positions=None) -> MaskedToy:
    """A 1-D nearest-neighbour chain with fields (:func:`nn_chain`) on a template."""
    q = check_int(q, "q", minimum=2)
    L = _length(n, length, text, q)
    rng = as_rng(seed)
    base = nn_chain(q, L, coupling=coupling, disorder=disorder, symmetric=bool(symmetric), scale=scale,
                    graph=graph, rng=rng)
    return _build(base, n, L, text, free_positions, rng, "masked-chain")


def masked_mean_field_potts(q=20, n=None, length=None, beta=1.0, seed=0, text=None, free_positions=None) -> MaskedToy:
    """Mean-field Potts (coupling ``beta/L`` between all ``L`` template sites) on a template."""
    q = check_int(q, "q", minimum=2)
    L = _length(n, length, text, q)
    return _build(MeanFieldPotts(q, L, beta), n, L, text, free_positions, as_rng(seed), "masked-mean-field-potts")


def masked_curie_weiss(n=None, length=None, beta=1.0, field=0.0, seed=0, text=None, free_positions=None) -> MaskedToy:
    """Curie-Weiss with a field on a template (tokens ``A`` = spin -1, ``C`` = spin +1)."""
    L = _length(n, length, text, 2)
    return _build(CurieWeiss(L, beta, field=field), n, L, text, free_positions, as_rng(seed), "masked-curie-weiss")
