"""The named real masked LMs, loaded offline (:func:`load_model`).

Short names
    ``tiny-en``     a 120k-parameter word-level BERT trained by ``scripts/train_tiny_en.py``
                    on the World English Bible, shipped in ``toolkit/data/tiny-en``
    ``antiberty``   AntiBERTy (26M, antibody BERT), from the wheel ``antiberty==0.1.3``
    ``sapiens-vh``  Sapiens heavy / light chain (0.57M, antibody RoBERTa), converted from
    ``sapiens-vl``  the fairseq checkpoints in the wheel ``sapiens==1.0.5``
    ``hf:PATH``     any local directory (or already cached id) holding an MLM + tokenizer

(``sceptr``, a non-``transformers`` TCR model, lives in :mod:`toolkit.models.sceptr`.)

Everything loads offline (``local_files_only=True``); a model that is not on this
machine raises :class:`~toolkit.exceptions.ModelNotAvailableError` saying how to
provide it. Unknown keywords are refused, naming the parameters :func:`load_model` takes.

>>> m = load_model("tiny-en", tokens=["the", "lord", "god", "king"], n=3)   # doctest: +SKIP
>>> m.logits(m.encode([["the", "lord", "god"]]), [1]).shape                  # doctest: +SKIP
(1, 4)
"""

from __future__ import annotations

import os

from .._validation import check_int
from ..exceptions import InvalidInputError
from . import _hf_convert
from ._params import accepted_parameters, reject_unknown
from .adapter import MaskedLM, _parse_list, _quiet_transformers
from .families import TOY_MODELS

__all__ = ["load_model", "tiny_en_dir", "DEFAULTS", "REFERENCE_VH", "REFERENCE_VL", "REAL_MODEL_NAMES"]

#: The short names :func:`load_model` knows (besides ``hf:PATH``).
REAL_MODEL_NAMES = ("tiny-en", "antiberty", "sapiens-vh", "sapiens-vl")

# Trastuzumab (Herceptin) variable domains, PDB 1N8Z chains B (heavy) and A (light);
# humanized: human frameworks around murine CDRs. Default templates of the antibody
# models; the free sites default to the start of CDR-H3 / CDR-L3 (Kabat).
REFERENCE_VH = (
    "EVQLVESGGGLVQPGGSLRLSCAASGFNIKDTYIHWVRQAPGKGLEWVARIYPTNGYTRYADSVKGRFTISADTSKNTAYLQMNS"
    "LRAEDTAVYYCSRWGGDGFYAMDYWGQGTLVTVSS"
)
REFERENCE_VL = (
    "DIQMTQSPSSLSASVGDRVTITCRASQDVNTAVAWYQQKPGKAPKLLIYSASFLYSGVPSRFSGSRSGTDFTLTISSLQPEDFATY"
    "YCQQHYTTPPTFGQGTKVEIK"
)
_CDR_H3 = REFERENCE_VH.index("WGGDGFYAMDY")
_CDR_L3 = REFERENCE_VL.index("QQHYTTPPT")

# Default token sets, template and n for each short name (overridden by keywords).
DEFAULTS = {
    "tiny-en": {"tokens": ("the", "and", "of", "lord", "god", "king", "said", "is"), "n": 4},
    "antiberty": {"tokens": _hf_convert.AMINO_ACIDS, "n": 4, "text": REFERENCE_VH,
                  "start": _CDR_H3},
    "sapiens-vh": {"tokens": _hf_convert.AMINO_ACIDS, "n": 4, "text": REFERENCE_VH,
                   "start": _CDR_H3},
    "sapiens-vl": {"tokens": _hf_convert.AMINO_ACIDS, "n": 4, "text": REFERENCE_VL,
                   "start": _CDR_L3},
}


def tiny_en_dir() -> str:
    """The directory of the shipped ``tiny-en`` model (inside the installed package)."""
    # the package's data folder (toolkit/data), found from here: models/ imports nothing above it
    return os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data", "tiny-en")


def _tokens_for(name: str, tokens, q):
    if tokens is not None:
        if q is not None and not (isinstance(tokens, str) and tokens == "all"):
            parsed = _parse_list(tokens, "tokens", chars=name != "tiny-en" and not name.startswith("hf:"))
            if len(parsed) != int(q):
                raise InvalidInputError(f"`q`={q} does not match the {len(parsed)} `tokens` given")
        return tokens
    if name not in DEFAULTS:
        raise InvalidInputError(
            f"model {name!r} needs `tokens` (the token set V: strings that are single tokens "
            "of its tokenizer, or 'all')"
        )
    default = list(DEFAULTS[name]["tokens"])
    if q is None:
        return default
    q = check_int(q, "q", minimum=2)
    if q > len(default):
        raise InvalidInputError(
            f"`q`={q} exceeds the {len(default)} default tokens of {name!r} ({default}); "
            "pass `tokens`"
        )
    return default[:q]


def _template_for(name: str, n, text, prefix, suffix, free_positions) -> dict:
    spec = DEFAULTS.get(name, {})
    if text is None and prefix is None and suffix is None and free_positions is None:
        n = spec.get("n", 4) if n is None else check_int(n, "n", minimum=1)
        if "text" in spec:  # a window of n sites in the reference chain
            start = spec["start"]
            if start + n > len(spec["text"]):
                start = max(0, len(spec["text"]) - n)
            return {"text": spec["text"], "free_positions": list(range(start, start + n))}
        return {"n": n}
    if text is not None:  # prefix/suffix passed on: the adapter refuses them beside a text (were dropped)
        return {"text": text, "free_positions": free_positions, "n": n, "prefix": prefix, "suffix": suffix}
    return {"n": spec.get("n", 4) if n is None else n, "prefix": prefix, "suffix": suffix,
            "free_positions": free_positions}


def load_model(name: str, *, tokens=None, n=None, q=None, text=None, prefix=None,
               suffix=None, free_positions=None, device="cpu", dtype=None,
               batch_size=None, num_threads=1, **unknown) -> MaskedLM:
    """A real masked LM by short name: ``tiny-en``, ``antiberty``, ``sapiens-vh``,
    ``sapiens-vl`` or ``hf:PATH`` (a local directory or an already cached id).

    Defaults: ``tokens`` the model's default set (the 20 amino acids for antibody models;
    8 frequent words for tiny-en; ``hf:`` models need ``tokens``), or its first ``q``
    when only ``q`` is given; ``n=4``; antibody models put the ``n`` free sites at the start
    of CDR-H3 (CDR-L3 for ``sapiens-vl``) of trastuzumab unless a template is given.
    Unknown keywords (``coupling``, ``graph``, ...) raise
    :class:`~toolkit.exceptions.InvalidInputError` naming the parameters taken here.
    """
    if not isinstance(name, str):
        raise InvalidInputError(f"`model` must be a model name; got {name!r}")
    if name not in REAL_MODEL_NAMES and not name.startswith("hf:"):
        raise InvalidInputError(_not_loadable(name))
    reject_unknown(name, unknown, accepted_parameters(load_model)[1:])
    tokens = _tokens_for(name, tokens, q)
    template = _template_for(name, n, text, prefix, suffix, free_positions)
    kw = dict(device=device, dtype=dtype, num_threads=num_threads, name=name, **template)
    if batch_size is not None:
        kw["batch_size"] = batch_size
    n_arg = kw.pop("n", None)
    if name == "tiny-en":
        return MaskedLM.from_pretrained(tiny_en_dir(), tokens, n_arg, **kw)
    if name == "antiberty":
        from transformers import BertForMaskedLM, BertTokenizer

        ckpt, tok_dir = _hf_convert.antiberty_dirs()
        with _quiet_transformers():
            model = BertForMaskedLM.from_pretrained(ckpt, local_files_only=True)
            tok = BertTokenizer.from_pretrained(tok_dir, local_files_only=True)
        return MaskedLM(model, tok, tokens, n_arg, split_chars=True, **kw)
    if name in ("sapiens-vh", "sapiens-vl"):
        model = _hf_convert.load_sapiens(name.split("-")[1])
        tok = _hf_convert.sapiens_tokenizer(model.config.max_position_embeddings - 2)
        return MaskedLM(model, tok, tokens, n_arg, split_chars=True, **kw)
    if name.startswith("hf:"):
        path = name[3:]
        if not path:
            raise InvalidInputError("`model` 'hf:PATH' needs a path or id after 'hf:'")
        return MaskedLM.from_pretrained(path, tokens, n_arg, **kw)
    raise InvalidInputError(_not_loadable(name))  # pragma: no cover - REAL_MODEL_NAMES lists every branch above


def _not_loadable(name: str) -> str:
    """The message for a name :func:`load_model` does not load: a toy family or ``sceptr``
    (built by :func:`toolkit.models.make_model`) is named as such, before its keywords are
    checked against the real-MLM parameters."""
    known = ", ".join((*REAL_MODEL_NAMES, "hf:PATH"))
    if name in TOY_MODELS or name == "sceptr":
        kind = "a toy family" if name in TOY_MODELS else "not a transformers model"
        return (f"`model` {name!r} is {kind}, which load_model does not load (it loads {known}); "
                f"use toolkit.models.make_model({name!r}, ...)")
    return f"unknown real model {name!r}; known: {known}"
