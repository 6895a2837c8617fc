"""SCEPTR, a T-cell-receptor BERT that is not a ``transformers`` model, as a ConditionalModel.

SCEPTR (Nagano et al., "Contrastive learning of T cell receptor representations", Cell
Systems 2025) ships its trained weights in its PyPI wheel ``sceptr==1.2.0``
(``sceptr/_model_saves/<variant>/{config.json,state_dict.pt}``); its model classes and
tokeniser are the PyPI package ``libtcrlm`` (1.1.3). Nothing is downloaded: the weights
are read from the installed wheel.

Input. A TCR is read as its six CDR loops, in the order CDR1A, CDR2A, CDR3A, CDR1B,
CDR2B, CDR3B (CDR1/2 from the V genes ``TRAV``/``TRBV`` through tidytcells' IMGT
tables, CDR3 = the IMGT junction, ``C...F``/``C...W``), after one ``<cls>`` token; one
token per residue. Each token is a 4-vector ``(residue, position in its loop (1-based),
loop length, loop index)`` and is embedded as the concatenation of a one-hot residue
(22: ``<mask>``, ``<cls>``, A..Y), the relative position ``(p - 1)/(len - 1)`` and a
one-hot loop (6): 29 numbers, projected to ``d_model`` = 64, then 3 post-LN
``torch.nn.TransformerEncoder`` layers (8 heads, FFN 256) and a masked-residue head
``Linear(64, 20)`` over the 20 amino acids A..Y (no special tokens in its output).
``SCEPTR_MLM_only`` (the default here) has 153,108 parameters and was trained by masked
residue prediction alone (cross entropy, label smoothing 0.1) on paired human alpha-beta
TCRs with all six loops present. Give it a whole TCR (both V genes and both CDR3s): on 39
real TCRs its CDR3B argmax recovery is 74 % with the whole TCR, 61 % with the beta chain
alone (TRBV + CDR3B), and 8-9 % (near the 5 % of chance) when CDR1/CDR2 are missing.

The chain. ``n`` free sites are positions of one loop (default CDR3B) of a fixed TCR;
each takes one of ``q`` residues ``V`` (a subset of the 20). For a state ``x`` and a site
``i``, ``l_i(. ; x_-i)`` is the head's output at that position with its residue replaced
by ``<mask>``, restricted to ``V``; every other token (and the positional columns, which
depend only on the loop lengths) is unchanged, so ``l_i`` does not depend on ``x_i``.

>>> m = load_sceptr(n=4)                                    # doctest: +SKIP
>>> m.decode(m.initial_state())                             # doctest: +SKIP
'EFQG'
>>> m.logits(m.initial_state()[None, :], [0]).shape         # doctest: +SKIP
(1, 20)

This module imports torch, libtcrlm and sceptr only when a model is built, so it can be
imported (and named in the registry) on a machine without them.
"""

from __future__ import annotations

import importlib.util
import json
import os
from collections.abc import Mapping
from types import SimpleNamespace

import numpy as np

from .._validation import check_int, check_sites, check_states
from ..exceptions import InvalidInputError, ModelNotAvailableError
from ._params import accepted_parameters, reject_unknown, short_list

__all__ = [
    "SceptrMLM",
    "load_sceptr",
    "sceptr_model_dir",
    "AMINO_ACIDS",
    "LOOPS",
    "REFERENCE_TCR",
    "SCEPTR_INSTALL",
    "FLOAT32_RTOL",
    "resolve_tcr",
]

AMINO_ACIDS = tuple("ACDEFGHIKLMNPQRSTVWY")
#: The six CDR loops, in SCEPTR's token order (and the keys of a TCR besides TRAV / TRBV).
LOOPS = ("CDR1A", "CDR2A", "CDR3A", "CDR1B", "CDR2B", "CDR3B")
_TCR_KEYS = ("TRAV", "TRBV") + LOOPS
SCEPTR_INSTALL = "pip install --no-deps sceptr==1.2.0 libtcrlm==1.1.3 tidytcells==2.2.1 blosum==2.2.0"
#: The first TCR of SCEPTR's own documentation (the docstring of
#: ``sceptr.model.ResidueRepresentations`` in sceptr 1.2.0): the default template.
REFERENCE_TCR = {"TRAV": "TRAV38-1*01", "CDR3A": "CAHRSAGGGTSYGKLTF",
                 "TRBV": "TRBV2*01", "CDR3B": "CASSEFQGDNEQFF"}
#: Default first free position of a CDR3 window: after the germline-encoded ``CASS``/``CAxx``.
_CDR3_START = 4

#: Relative logit accuracy of a float32 forward pass, as a multiple of the row's largest
#: |logit| (at least 1), measured as toolkit.models.base.LOW_PRECISION_RTOL says: float32 vs
#: float64 forward pass (torch 2.13.0, CPU, one thread), SCEPTR_MLM_only on REFERENCE_TCR with
#: all 14 CDR3B residues free. 4 x 256 random states (uniform residues, one random site masked
#: per row): largest |error| / max(1, max |logit|) = 2.5e-6 to 4.1e-6 (median 2.8e-7), i.e. up to
#: 69 units of 2**-24; every CDR3B site of the 39 real TCRs of tests/toolkit/test_sceptr.py
#: (572 rows, row scale 5.3-5.5): 1.9e-6. 3e-5 (the project's float32 figure) leaves a factor 7.3.
FLOAT32_RTOL = 3e-5
#: float64: the float32 measurement scaled to double precision, with a margin of 100.
FLOAT64_RTOL = 1e-12
_OTHER_RTOL = {"float16": 1e-2, "bfloat16": 5e-2}  # not measured; as LOW_PRECISION_RTOL


def _package_dir(name: str) -> str | None:
    """The directory of an installed package, without importing it (None if absent)."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return list(spec.submodule_search_locations)[0]


def sceptr_model_dir(variant: str = "SCEPTR_MLM_only") -> str:
    """The directory of a SCEPTR variant inside the installed ``sceptr`` wheel."""
    root = _package_dir("sceptr")
    if root is None:
        raise ModelNotAvailableError(
            f"model 'sceptr' needs the PyPI package sceptr==1.2.0, which ships the weights, and its "
            f"model code libtcrlm; install them without touching torch: {SCEPTR_INSTALL}"
        )
    saves = os.path.join(root, "_model_saves")
    path = os.path.join(saves, str(variant))
    if not os.path.isfile(os.path.join(path, "state_dict.pt")):
        known = sorted(d for d in os.listdir(saves) if os.path.isfile(os.path.join(saves, d, "state_dict.pt"))) \
            if os.path.isdir(saves) else []
        raise ModelNotAvailableError(
            f"SCEPTR variant {variant!r} is not in the installed sceptr wheel ({saves}); "
            f"available: {known}. sceptr==1.2.0 ships them: {SCEPTR_INSTALL}"
        )
    return path


def _import_libtcrlm():
    try:
        import libtcrlm  # noqa: F401  (imports tidytcells and blosum)
        import torch  # noqa: F401
        from libtcrlm.config_reader import ConfigReader
    except ImportError as exc:
        raise ModelNotAvailableError(
            f"model 'sceptr' needs torch and the PyPI packages libtcrlm, tidytcells and blosum "
            f"(SCEPTR's model code) besides the sceptr wheel: {exc}. Install with: {SCEPTR_INSTALL}"
        ) from None
    return ConfigReader


def _load_bert(variant: str):
    """``(bert, tokeniser, config)`` of a variant: libtcrlm's own classes built from the
    wheel's config.json, with the wheel's state dict loaded strictly."""
    path = sceptr_model_dir(variant)
    ConfigReader = _import_libtcrlm()
    import torch

    with open(os.path.join(path, "config.json")) as fh:
        config = json.load(fh)
    reader = ConfigReader(config)
    bert = reader.get_bert()
    state = torch.load(os.path.join(path, "state_dict.pt"), map_location="cpu", weights_only=True)
    bert.load_state_dict(state, strict=True)
    return bert.eval(), reader.get_tokeniser(), config


def _loop_compartments(tokeniser) -> dict[str, int]:
    """Loop name -> the loop index SCEPTR's tokeniser writes in a token's 4th column."""
    from libtcrlm.tokeniser import Cdr3Tokeniser, CdrTokeniser
    from libtcrlm.tokeniser.token_indices import Cdr3CompartmentIndex, CdrCompartmentIndex

    if isinstance(tokeniser, CdrTokeniser):
        return {loop: int(CdrCompartmentIndex[loop]) for loop in LOOPS}
    if isinstance(tokeniser, Cdr3Tokeniser):
        return {loop: int(Cdr3CompartmentIndex[loop]) for loop in ("CDR3A", "CDR3B")}
    raise InvalidInputError(
        f"SCEPTR variants with tokeniser {type(tokeniser).__name__} are not supported; use one that reads "
        "both chains (CdrTokeniser: SCEPTR, SCEPTR_MLM_only, SCEPTR_large, ...; Cdr3Tokeniser: "
        "SCEPTR_CDR3_only_MLM_only, ...)"
    )


def _check_residues(seq, what: str, *, allow_empty: bool = False) -> str:
    if not isinstance(seq, str):
        raise InvalidInputError(f"`{what}` must be an amino-acid string; got {seq!r}")
    seq = seq.strip().upper()
    bad = sorted(set(seq) - set(AMINO_ACIDS))
    if bad or (not seq and not allow_empty):
        raise InvalidInputError(
            f"`{what}` must be a string of the 20 amino acids {''.join(AMINO_ACIDS)}; got {seq!r}"
            + (f" (not amino acids: {bad})" if bad else "")
        )
    return seq


def resolve_tcr(tcr) -> dict[str, str | None]:
    """The six loop sequences of a TCR given as a mapping with SCEPTR's keys: ``TRAV``,
    ``CDR3A``, ``TRBV``, ``CDR3B`` (V genes resolved to CDR1/2 by libtcrlm and tidytcells,
    the first functional allele when none is given) and/or ``CDR1A``, ``CDR2A``,
    ``CDR1B``, ``CDR2B`` directly (not together with the chain's V gene). Absent loops
    are None."""
    if tcr is None:
        tcr = REFERENCE_TCR
    if not isinstance(tcr, Mapping):
        raise InvalidInputError(f"`tcr` must be a mapping with keys among {list(_TCR_KEYS)}; got {tcr!r}")
    spec = {str(k).upper(): v for k, v in tcr.items() if v is not None}
    unknown = sorted(set(spec) - set(_TCR_KEYS))
    if unknown:
        raise InvalidInputError(f"`tcr` has unknown keys {unknown}; known: {list(_TCR_KEYS)}")
    loops: dict[str, str | None] = dict.fromkeys(LOOPS)
    for chain in "AB":
        v = spec.get("TRBV" if chain == "B" else "TRAV")
        direct = [k for k in (f"CDR1{chain}", f"CDR2{chain}") if k in spec]
        if v is not None and direct:
            raise InvalidInputError(
                f"`tcr` gives both TR{chain}V={v!r} and {direct}: the V gene fixes CDR1{chain} and CDR2{chain}; "
                "give one or the other"
            )
        if v is not None:
            _import_libtcrlm()
            from libtcrlm import schema

            try:
                tr = schema.make_tcr_from_components(v if chain == "A" else None, None,
                                                     v if chain == "B" else None, None)
            except Exception as exc:  # libtcrlm's BadV, or a gene without functional alleles
                raise InvalidInputError(
                    f"`tcr` TR{chain}V={v!r} is not a functional human TR{chain}V gene known to "
                    f"libtcrlm/tidytcells (e.g. 'TR{chain}V{'12-2' if chain == 'A' else '19'}*01'): "
                    f"{type(exc).__name__} {exc}"
                ) from None
            loops[f"CDR1{chain}"] = getattr(tr, f"cdr1{chain.lower()}_sequence")
            loops[f"CDR2{chain}"] = getattr(tr, f"cdr2{chain.lower()}_sequence") or None
        for k in direct:
            loops[k] = _check_residues(spec[k], f"tcr[{k!r}]", allow_empty=True) or None
        if f"CDR3{chain}" in spec:
            loops[f"CDR3{chain}"] = _check_residues(spec[f"CDR3{chain}"], f"tcr['CDR3{chain}']")
    return loops


def _parse_tokens(tokens) -> list[str]:
    if isinstance(tokens, str):
        if tokens.strip() == "all":
            return list(AMINO_ACIDS)
        parts = tokens.replace(",", " ").split()
        tokens = parts if len(parts) > 1 else list(tokens.strip())
    if isinstance(tokens, np.ndarray):
        tokens = tokens.tolist()
    tokens = [t.strip().upper() if isinstance(t, str) else t for t in list(tokens)]
    bad = [t for t in tokens if t not in AMINO_ACIDS]
    if bad:
        raise InvalidInputError(
            f"`tokens` must be residues among the model's 20 amino acids {''.join(AMINO_ACIDS)} "
            f"(SCEPTR predicts no other token); these are not: {bad}"
        )
    if len(tokens) < 2:
        raise InvalidInputError(f"`tokens` must hold at least 2 residues; got {tokens!r}")
    if len(set(tokens)) != len(tokens):
        raise InvalidInputError(f"`tokens` must be distinct; got {tokens!r}")
    return list(tokens)


def _parse_positions(value, length: int, loop: str) -> list[int]:
    if isinstance(value, str):
        if value.strip() == "all":
            return list(range(length))
        try:
            value = [int(p) for p in value.replace(",", " ").split()]
        except ValueError:
            raise InvalidInputError(f"`free_positions` must be integers or 'all'; got {value!r}") from None
    positions = [check_int(p, "free_positions") for p in np.asarray(value).reshape(-1).tolist()]
    bad = [p for p in positions if not 0 <= p < length]
    if bad:
        raise InvalidInputError(
            f"`free_positions` must be in 0..{length - 1} ({loop} has {length} residues); got {short_list(bad)}"
        )
    if len(set(positions)) != len(positions):
        raise InvalidInputError(f"`free_positions` must be distinct; got {short_list(positions)}")
    if not positions:
        raise InvalidInputError("the template must have at least one free site")
    return positions


class SceptrMLM:
    """SCEPTR's masked-residue conditionals on ``n`` free positions of one CDR loop.

    Parameters
    ----------
    bert : libtcrlm ``Bert`` (SCEPTR's model, weights loaded)
    tokeniser : the variant's libtcrlm tokeniser (``CdrTokeniser`` or ``Cdr3Tokeniser``)
    tokens : sequence of str or ``"all"``
        The residue set ``V`` (``q = len(tokens)``), among the 20 amino acids.
    n : int, optional
        Number of free sites when ``free_positions`` is not given: a window of ``n``
        positions of the loop starting after its 4th residue (CDR3) or at its start.
    tcr : mapping, optional
        The fixed TCR (keys ``TRAV``, ``CDR3A``, ``TRBV``, ``CDR3B`` as in SCEPTR's
        DataFrames, or ``CDR1A``..``CDR2B`` directly); default :data:`REFERENCE_TCR`.
    loop : str
        The loop holding the free sites, one of :data:`LOOPS` (default ``"CDR3B"``).
    text : str, optional
        The sequence of ``loop``, replacing the TCR's (the CLI's ``--text``).
    free_positions : list of int or ``"all"``, optional
        Positions in the loop (0-based) that are free sites.
    device, dtype, batch_size, num_threads, name
        As for :class:`toolkit.models.mlm.MaskedLM` (CPU: one thread by default). One
        forward pass of 64 masked TCRs (58 tokens each) took 22-30 ms on one CPU thread
        (256: 110-150 ms, no faster per row), hence ``batch_size=64``.

    Attributes
    ----------
    vocab_size, length, tokens, free_positions (token positions in the model input),
    device, dtype, batch_size, loops (the six loop sequences of the template), split_chars.
    """

    LOGIT_ERROR_RULE = ("forward pass in its dtype: a measured multiple of the row's largest |logit| "
                        "(toolkit.models.sceptr.FLOAT32_RTOL for float32)")

    #: every site's conditional is one forward pass (see :class:`toolkit.models.adapter.MaskedLM`)
    forward_pass_per_site = True

    def __init__(self, bert, tokeniser, tokens=AMINO_ACIDS, n=None, *, tcr=None, loop="CDR3B", text=None,
                 free_positions=None, device="cpu", dtype=None, batch_size=64, num_threads=1,
                 name="sceptr", variant="SCEPTR_MLM_only"):
        import torch

        from .adapter import _resolve_device, _resolve_dtype

        self.device = _resolve_device(device)
        self.dtype = _resolve_dtype(dtype)
        self.batch_size = check_int(batch_size, "batch_size", minimum=1)
        if self.device.type == "cpu" and num_threads is not None:
            torch.set_num_threads(check_int(num_threads, "num_threads", minimum=1))
        self.num_threads = num_threads
        self.name = name
        self.variant = variant
        self.split_chars = True  # residues: one character per token
        self.bert = bert.to(device=self.device, dtype=self.dtype).eval()
        self.tokeniser = tokeniser
        self._compartments = _loop_compartments(tokeniser)
        self.tokens = _parse_tokens(tokens)
        self.vocab_size = len(self.tokens)
        from libtcrlm.tokeniser.token_indices import AminoAcidTokenIndex, DefaultTokenIndex

        self.mask_id = int(DefaultTokenIndex.MASK)
        self.token_ids = np.asarray([int(AminoAcidTokenIndex[a]) for a in self.tokens], dtype=np.int64)
        # the head's 20 outputs are A..Y (libtcrlm.schema.AminoAcid), token index minus 3
        self._columns = torch.as_tensor([AMINO_ACIDS.index(a) for a in self.tokens], device=self.device)
        self._index = {a: i for i, a in enumerate(self.tokens)}
        self._set_template(tcr=tcr, loop=loop, text=text, free_positions=free_positions, n=n)

    # ------------------------------------------------------------------ template

    def _set_template(self, *, tcr, loop, text, free_positions, n) -> None:
        import torch

        self._template_args = {"tcr": tcr, "loop": loop, "text": text, "free_positions": free_positions}
        if not isinstance(loop, str) or loop.upper() not in self._compartments:
            raise InvalidInputError(
                f"`loop` must be one of {sorted(self._compartments)} for SCEPTR variant {self.variant}; got {loop!r}"
            )
        loop = loop.upper()
        loops = resolve_tcr(tcr)
        if text is not None:
            loops[loop] = _check_residues(text, "text")
        seq = loops[loop]
        if not seq:
            raise InvalidInputError(f"the TCR has no {loop} sequence for the free sites; give it in `tcr` or `text`")
        if free_positions is None:
            n = 4 if n is None else check_int(n, "n", minimum=1)
            if n > len(seq):
                raise InvalidInputError(f"`n`={n} exceeds the {len(seq)} residues of {loop} {seq!r}")
            start = min(_CDR3_START if loop.startswith("CDR3") else 0, len(seq) - n)
            positions = list(range(start, start + n))
        else:
            positions = _parse_positions(free_positions, len(seq), loop)
            if n is not None and check_int(n, "n") != len(positions):
                raise InvalidInputError(f"`n`={n} does not match the {len(positions)} `free_positions`")
        ns = SimpleNamespace(cdr1a_sequence=loops["CDR1A"], cdr2a_sequence=loops["CDR2A"],
                             junction_a_sequence=loops["CDR3A"], cdr1b_sequence=loops["CDR1B"],
                             cdr2b_sequence=loops["CDR2B"], junction_b_sequence=loops["CDR3B"])
        template = self.tokeniser.tokenise(ns)  # (L, 4): residue, position, loop length, loop index
        at = torch.nonzero(template[:, 3] == self._compartments[loop]).reshape(-1)
        if at.numel() != len(seq):  # pragma: no cover - the tokeniser drops only '*'
            raise InvalidInputError(f"SCEPTR's tokeniser kept {at.numel()} of the {len(seq)} residues of {loop}")
        order = at[torch.argsort(template[at, 1])]  # by position within the loop
        self.loop = loop
        self.loops = loops
        self.length = len(positions)
        self.loop_positions = np.asarray(positions, dtype=np.int64)
        self.free_positions = order[torch.as_tensor(positions)].numpy().astype(np.int64)
        self._base = template.to(self.device)
        self._free = torch.as_tensor(self.free_positions, device=self.device)
        self._content = (template[:, 0] != int(self.tokeniser.token_vocabulary_index.CLS)).to(self.device)
        self._original = [seq[p] for p in positions]

    def with_template(self, **changes) -> SceptrMLM:
        """A new model sharing this one's weights with some of ``tokens``, ``n``, ``tcr``,
        ``loop``, ``text``, ``free_positions``, ``batch_size`` changed."""
        allowed = {"tokens", "n", "tcr", "loop", "text", "free_positions", "batch_size"}
        bad = set(changes) - allowed
        if bad:
            raise InvalidInputError(f"with_template() takes {sorted(allowed)}; got {sorted(bad)}")
        kw = {"tokens": self.tokens, "batch_size": self.batch_size, **self._template_args}
        if "free_positions" not in changes and self._template_args["free_positions"] is None:
            kw["n"] = self.length
        if {"tcr", "loop"} & set(changes) and "text" not in changes:
            kw["text"] = None  # a text was the old loop's sequence
        kw.update(changes)
        if kw.get("free_positions") is not None and "n" not in changes:
            kw.pop("n", None)
        tokens, n = kw.pop("tokens"), kw.pop("n", None)
        return SceptrMLM(self.bert, self.tokeniser, tokens, n, device=self.device, dtype=self.dtype,
                         num_threads=None, name=self.name, variant=self.variant, **kw)

    # ------------------------------------------------------------------ states and text

    def encode(self, residues) -> np.ndarray:
        """Indices into ``V`` of residues: a string or list of one-letter codes (-> (n,)),
        or a list of those, e.g. of sequences (-> (B, n))."""
        if isinstance(residues, str):
            residues = list(residues.strip().upper())
        residues = list(residues)
        if residues and (not isinstance(residues[0], str) or len(residues[0]) > 1):
            return np.stack([self.encode(r) for r in residues])
        missing = [r for r in residues if r not in self._index]
        if missing:
            raise InvalidInputError(f"residues {missing} are not in the model's token set V = {self.tokens}")
        return np.asarray([self._index[r] for r in residues], dtype=np.int64)

    def decode(self, x) -> str | list[str]:
        """The residues of a state (shape (n,)) as a string, or of states (shape (B, n))."""
        x = np.asarray(x)
        if x.ndim == 2:
            return [self.decode(row) for row in x]
        return "".join(self.tokens[int(a)] for a in x)

    def text_outside_v(self) -> list[tuple[int, str]]:
        """The template loop's own residues at the free sites that ``V`` lacks, as ``(site,
        residue)`` pairs (``site``: 0-based free site)."""
        return [(k, r) for k, r in enumerate(self._original) if r not in self._index]

    def initial_state(self, residues=None) -> np.ndarray:
        """A state of shape (n,): ``encode(residues)``, else the template loop's own residues."""
        if residues is None:
            missing = [r for r in self._original if r not in self._index]
            if missing:
                raise InvalidInputError(
                    f"the template's residues at the free positions {missing} are not in V = {self.tokens}"
                )
            residues = self._original
        x = self.encode(residues)
        if x.shape != (self.length,):
            raise InvalidInputError(f"`residues` must give {self.length} residues; got {x.shape[0]}")
        return x

    def render(self, x) -> str:
        """The full sequence of the free sites' loop for state ``x`` (shape (n,))."""
        x = check_states(x, q=self.vocab_size, n=self.length)[0]
        seq = list(self.loops[self.loop])
        for p, a in zip(self.loop_positions, x, strict=True):
            seq[int(p)] = self.tokens[int(a)]
        return "".join(seq)

    # ------------------------------------------------------------------ forward passes

    def input_ids(self, x):
        """The model input for states ``x`` (shape (B, n) or (n,)), no site masked: SCEPTR
        token vectors of shape (B, L, 4) on the model's device."""
        return self._inputs(check_states(x, q=self.vocab_size, n=self.length))

    def _inputs(self, x: np.ndarray):
        import torch

        inp = self._base.expand(x.shape[0], -1, -1).clone()
        inp[:, self._free, 0] = torch.as_tensor(self.token_ids[x], device=self.device)
        return inp

    def _masked_inputs(self, x, sites):
        import torch

        x = check_states(x, q=self.vocab_size, n=self.length)
        sites = check_sites(sites, x.shape[0], self.length)
        inp = self._inputs(x)
        pos = self._free[torch.as_tensor(sites, device=self.device)]
        inp[torch.arange(inp.shape[0], device=self.device), pos, 0] = self.mask_id
        return inp, pos

    def _forward(self, inp, pos, *, hidden: bool):
        """Logits restricted to V at token ``pos[b]`` of each row (float64 numpy), and the
        last hidden state averaged over the residue tokens (not ``<cls>``) when ``hidden``."""
        import torch

        bert = self.bert
        out_l, out_h = [], []
        with torch.inference_mode():
            for s in range(0, inp.shape[0], self.batch_size):
                chunk = inp[s:s + self.batch_size]
                rows = torch.arange(chunk.shape[0], device=self.device)
                # libtcrlm's Bert.get_mlm_token_predictions_for with the head at the masked
                # token only. The embedding is cast because its relative-position column is
                # computed in float32 whatever the model's dtype; no padding mask, since a
                # template has no padding (an all-False mask would make torch build a nested
                # tensor, same numbers, and warn that nested tensors are a prototype)
                emb = bert._embed(chunk).to(self.dtype)
                last = bert._self_attention_stack(emb, None)
                lg = bert._mlm_token_prediction_projector(last[rows, pos[s:s + self.batch_size]])
                out_l.append(lg[:, self._columns].double().cpu())
                if hidden:
                    m = self._content.double()
                    out_h.append(((last.double() * m[None, :, None]).sum(1) / m.sum()).cpu())
        logits = torch.cat(out_l).numpy() if out_l else np.zeros((0, self.vocab_size))
        if not hidden:
            return logits
        return logits, (torch.cat(out_h).numpy() if out_h else np.zeros((0, bert.d_model)))

    def logit_error(self, x, sites, logits) -> np.ndarray:
        """Absolute error bound of each row's logits: :data:`FLOAT32_RTOL` (float32; 7.3 times
        the largest error measured against a float64 pass) or :data:`FLOAT64_RTOL` times the
        row's largest ``|logit|`` (at least 1)."""
        dtype = str(self.dtype).removeprefix("torch.")
        rtol = {"float32": FLOAT32_RTOL, "float64": FLOAT64_RTOL}.get(dtype, _OTHER_RTOL.get(dtype, 5e-2))
        logits = np.asarray(logits, dtype=float)
        return rtol * np.maximum(np.abs(logits).max(axis=1), 1.0) if logits.size else np.zeros(logits.shape[0])

    def logits(self, x, sites) -> np.ndarray:
        """``l_{sites[b]}(. ; x[b])`` restricted to ``V``: shape (B, q), float64; one batched
        forward pass (chunked by ``batch_size``) with each row's site masked."""
        inp, pos = self._masked_inputs(x, sites)
        return self._forward(inp, pos, hidden=False)

    def logits_and_hidden(self, x, sites):
        """``(logits(x, sites), pooled)``: ``pooled`` (B, 64) is the last hidden state of the
        masked input averaged over its residue tokens."""
        inp, pos = self._masked_inputs(x, sites)
        return self._forward(inp, pos, hidden=True)

    def all_conditionals(self, x) -> np.ndarray:
        """Logits of every site for each state: shape (B, n, q), float64, from one batched pass
        over the ``B * n`` masked copies (chunked by ``batch_size``)."""
        import torch

        x = check_states(x, q=self.vocab_size, n=self.length)
        B, n = x.shape
        inp = self._inputs(x).repeat_interleave(n, dim=0)
        pos = self._free.repeat(B)
        inp[torch.arange(B * n, device=self.device), pos, 0] = self.mask_id
        return self._forward(inp, pos, hidden=False).reshape(B, n, self.vocab_size)

    def hidden_states(self, x) -> np.ndarray:
        """Embedding of each state (no site masked): the last hidden state averaged over the
        residue tokens. Shape (B, 64), float64."""
        import torch

        x = check_states(x, q=self.vocab_size, n=self.length)
        pos = self._free[torch.zeros(x.shape[0], dtype=torch.long, device=self.device)]
        return self._forward(self._inputs(x), pos, hidden=True)[1]

    def __repr__(self):
        return (f"SceptrMLM({self.variant!r}, loop={self.loop}, q={self.vocab_size}, n={self.length}, "
                f"device={str(self.device)!r}, dtype={str(self.dtype).removeprefix('torch.')})")


def load_sceptr(*, variant="SCEPTR_MLM_only", tokens=None, n=None, q=None, tcr=None, loop="CDR3B", text=None,
                free_positions=None, device="cpu", dtype=None, batch_size=None, num_threads=1,
                prefix=None, suffix=None, **unknown) -> SceptrMLM:
    """SCEPTR from the installed ``sceptr==1.2.0`` wheel, offline.

    Defaults: ``tokens`` the 20 amino acids (``"all"`` too), or their first ``q`` when only
    ``q`` is given; the TCR :data:`REFERENCE_TCR` (from SCEPTR's documentation); ``n=4``
    free sites in CDR3B after its ``CASS``. ``text`` replaces the loop's sequence (with
    ``free_positions="all"`` every residue is free). Unknown keywords (``coupling``, ...)
    are refused, naming the parameters taken here; ``prefix``/``suffix`` (text templates)
    have no meaning for a TCR and are refused too.
    """
    reject_unknown("sceptr", unknown, accepted_parameters(load_sceptr))
    if prefix is not None or suffix is not None:
        raise InvalidInputError(
            "model 'sceptr' takes a TCR (`tcr`, `loop`, `text`, `free_positions`), not `prefix`/`suffix`"
        )
    if tokens is None:
        tokens = list(AMINO_ACIDS)
        if q is not None:
            q = check_int(q, "q", minimum=2)
            if q > len(AMINO_ACIDS):
                raise InvalidInputError(f"`q`={q} exceeds the 20 residues SCEPTR predicts")
            tokens = tokens[:q]
    elif q is not None and len(_parse_tokens(tokens)) != check_int(q, "q"):
        raise InvalidInputError(f"`q`={q} does not match the {len(_parse_tokens(tokens))} `tokens` given")
    bert, tokeniser, _ = _load_bert(variant)
    kw = {} if batch_size is None else {"batch_size": batch_size}
    return SceptrMLM(bert, tokeniser, tokens, n, tcr=tcr, loop=loop, text=text, free_positions=free_positions,
                     device=device, dtype=dtype, num_threads=num_threads, name="sceptr", variant=variant, **kw)
