"""The adapter from any ``transformers`` masked LM to a :class:`~toolkit.models.ConditionalModel`.

A :class:`MaskedLM` wraps a masked LM and its tokenizer. The chain lives on ``n`` *free
sites* inside a fixed template (text before/after them, or a full sequence with chosen
free positions); each free site takes one of ``q`` tokens ``V`` (strings that are single
tokens of the tokenizer, never special tokens). For a state ``x`` (indices into ``V``) and
a site ``i``, ``l_i(. ; x_-i)`` is the model's logit vector at free position ``i`` with
that position replaced by the mask token, restricted to ``V``; it does not depend on
``x_i`` by construction.

The named models (``tiny-en``, ``antiberty``, ``sapiens-vh``, ``sapiens-vl``, ``hf:PATH``)
are built by :func:`toolkit.models.zoo.load_model`.

Loading is offline: every ``from_pretrained`` passes ``local_files_only=True``; importing
this module leaves ``os.environ`` unchanged.

On CPU, torch is set to one thread by default (``num_threads=1``): with two threads and
OpenMP spin-waiting, forward passes were measured 10-25x slower on a 2-core machine
whose other core was busy.

Length: one class (the adapter: templates, token sets, batched masked forward passes,
devices and dtypes, rejection-free rates) whose methods share its private state; about
500 lines.

This module imports torch and transformers; only the model registry imports it, lazily.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence

import numpy as np
import torch

from .._validation import check_int, check_sites, check_states
from ..exceptions import InvalidInputError, ModelNotAvailableError
from ._params import short_list
from .base import LOW_PRECISION_RTOL

__all__ = ["MaskedLM"]

_DTYPES = {
    "float32": torch.float32, "fp32": torch.float32, "float": torch.float32,
    "float16": torch.float16, "fp16": torch.float16, "half": torch.float16,
    "bfloat16": torch.bfloat16, "bf16": torch.bfloat16,
    "float64": torch.float64, "fp64": torch.float64, "double": torch.float64,
}


# --------------------------------------------------------------------------- helpers


def _resolve_device(device) -> torch.device:
    if isinstance(device, torch.device):
        device = str(device)
    if not isinstance(device, str):
        raise InvalidInputError(f"`device` must be 'cpu', 'cuda', 'cuda:N' or 'auto'; got {device!r}")
    if device == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if device == "cpu":
        return torch.device("cpu")
    if device == "cuda" or device.startswith("cuda:"):
        if not torch.cuda.is_available():
            raise InvalidInputError(
                f"`device`={device!r} but no CUDA GPU is available "
                "(torch.cuda.is_available() is False); use device='cpu' or device='auto'"
            )
        try:
            dev = torch.device(device)
        except RuntimeError:
            raise InvalidInputError(f"`device` {device!r} is not a valid CUDA device") from None
        if dev.index is not None and dev.index >= torch.cuda.device_count():
            raise InvalidInputError(
                f"`device`={device!r} but only {torch.cuda.device_count()} CUDA device(s) exist"
            )
        return dev
    raise InvalidInputError(f"`device` must be 'cpu', 'cuda', 'cuda:N' or 'auto'; got {device!r}")


def _resolve_dtype(dtype) -> torch.dtype:
    if dtype is None:
        return torch.float32
    if isinstance(dtype, torch.dtype):
        if dtype not in _DTYPES.values():
            raise InvalidInputError(f"`dtype` must be a floating dtype; got {dtype!r}")
        return dtype
    if isinstance(dtype, str) and dtype.removeprefix("torch.") in _DTYPES:
        return _DTYPES[dtype.removeprefix("torch.")]
    raise InvalidInputError(
        f"`dtype` must be one of {sorted(set(_DTYPES))} or a torch dtype; got {dtype!r}"
    )


@contextlib.contextmanager
def _quiet_transformers():
    """Silence transformers' load reports (e.g. AntiBERTy's unused classifier heads)."""
    from transformers.utils import logging as hf_logging

    level = hf_logging.get_verbosity()
    progress = hf_logging.is_progress_bar_enabled()
    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    try:
        yield
    finally:
        hf_logging.set_verbosity(level)
        if progress:
            hf_logging.enable_progress_bar()


def _encoder_and_head(model):
    """``(encoder, mlm_head)`` of a BERT-, RoBERTa- or ESM-style masked LM, else None.

    The MLM head maps each position's last hidden state on its own, so applying it at the
    masked position alone gives the same logits as the full forward pass, without the
    (positions x vocabulary) product at every other position (at BERT-base size about a
    fifth of the forward FLOPs, and a (B, L, 30522) tensor). Architectures whose head is
    not one such module (DistilBERT, ELECTRA, ...) take the full forward pass.
    """
    encoder = getattr(model, "base_model", None)
    if encoder is None or encoder is model:
        return None
    for attr in ("cls", "lm_head"):
        head = getattr(model, attr, None)
        if isinstance(head, torch.nn.Module):
            return encoder, head
    return None


def _looks_like_path(name: str) -> bool:
    """A local path rather than a hub id ('org/name' has at most one slash)."""
    return (
        os.path.isabs(name) or name.startswith((".", "~")) or name.count("/") > 1
        or os.sep != "/" and os.sep in name or os.path.exists(name)
    )


def _parse_list(value, name: str, *, chars: bool = False) -> list[str] | None:
    """A list of strings from a list, or from a str separated by commas or whitespace.

    With ``chars`` (residue models), a string without separators is split into characters.
    """
    if value is None:
        return None
    if isinstance(value, str):
        if "," in value:
            items = [v.strip() for v in value.split(",")]
        elif chars and not any(c.isspace() for c in value.strip()):
            items = list(value.strip())
        else:
            items = value.split()
        items = [v for v in items if v]
    elif isinstance(value, Sequence) or isinstance(value, np.ndarray):
        items = list(value)
    else:
        raise InvalidInputError(f"`{name}` must be a list of strings; got {value!r}")
    if not all(isinstance(v, str) for v in items):
        raise InvalidInputError(f"`{name}` must hold strings; got {items!r}")
    return items


def _parse_positions(value) -> list[int] | str | None:
    if value is None:
        return None
    if isinstance(value, str) and value.strip() == "all":
        return "all"
    if isinstance(value, str):
        parts = [p for p in value.replace(",", " ").split() if p]
        try:
            return [int(p) for p in parts]
        except ValueError:
            raise InvalidInputError(
                f"`free_positions` must be integers; got {value!r}"
            ) from None
    return [check_int(p, "free_positions") for p in np.asarray(value).reshape(-1).tolist()]


# --------------------------------------------------------------------------- MaskedLM


class MaskedLM:
    """A transformers masked LM restricted to a token set ``V`` on ``n`` free sites.

    Parameters
    ----------
    model : transformers ``PreTrainedModel`` with an MLM head (``AutoModelForMaskedLM``)
    tokenizer : the matching transformers tokenizer
    tokens : sequence of str, or ``"all"``
        The token set ``V`` (``q = len(tokens)``), each a single token of the tokenizer;
        special tokens are refused. ``"all"``: every non-special vocabulary token, by id.
    n : int, optional
        Number of free sites. Required with ``prefix``/``suffix`` (or no template);
        defaults to ``len(free_positions)`` with ``text``.
    prefix, suffix : str or sequence of str, optional
        Fixed text (or token strings) before / after the free sites.
    text : str or sequence of str, optional
        A fixed full sequence instead; ``free_positions`` (0-based token indices into its
        tokenization, special tokens not counted) are the free sites, in that order
        (``"all"``: every token of the text).
    split_chars : bool
        Text is a string of one-character tokens (protein residues): split it into
        characters (whitespace ignored) instead of running the tokenizer.
    device : 'cpu', 'cuda', 'cuda:N' or 'auto'
    dtype : None (float32), 'float32', 'float16', 'bfloat16' or a torch dtype
    batch_size : int
        Sequences per forward pass; larger inputs are chunked.
    num_threads : int or None
        On CPU, ``torch.set_num_threads(num_threads)`` (process-wide); None leaves it.
    name : str, optional
        Shown in ``repr``.

    Attributes
    ----------
    vocab_size, length, tokens
        ``q``, ``n`` and the display strings of ``V``.
    token_ids : ndarray (q,)
        Tokenizer ids of ``V``.
    free_positions : ndarray (n,)
        Indices of the free sites in the full input (special tokens included).
    max_length : int or None
        The model's maximum number of input tokens.
    """

    #: every site's conditional is one forward pass of the network (read by
    #: :func:`toolkit.calibration.default_observables`: no log pseudo-likelihood by default)
    forward_pass_per_site = True

    def __init__(self, model, tokenizer, tokens, n=None, *, prefix=None, suffix=None,
                 text=None, free_positions=None, split_chars=False, device="cpu",
                 dtype=None, batch_size=128, num_threads=1, name=None):
        self.device = _resolve_device(device)
        self.dtype = _resolve_dtype(dtype)
        self.batch_size = check_int(batch_size, "batch_size", minimum=1)
        if self.device.type == "cpu" and num_threads is not None:
            torch.set_num_threads(check_int(num_threads, "num_threads", minimum=1))
        self.num_threads = num_threads
        self.name = name
        self.split_chars = bool(split_chars)
        self.model = model.to(device=self.device, dtype=self.dtype).eval()
        self._encoder_head = _encoder_and_head(self.model)
        self.tokenizer = tokenizer
        self._vocab = dict(tokenizer.get_vocab())
        self._special_ids = set(int(i) for i in tokenizer.all_special_ids)
        self.unk_id = tokenizer.unk_token_id
        self.mask_id = tokenizer.mask_token_id
        if self.mask_id is None:
            raise InvalidInputError(
                f"model {name or type(model).__name__!r}: the tokenizer has no mask token, "
                "so it is not a masked language model tokenizer"
            )
        self.max_length = self._max_length()
        self._set_tokens(tokens)
        self._set_template(n=n, prefix=prefix, suffix=suffix, text=text,
                           free_positions=free_positions)

    # ------------------------------------------------------------------ construction

    @classmethod
    def from_pretrained(cls, path_or_id, tokens, n=None, *, tokenizer=None,
                        local_files_only=True, **kwargs) -> MaskedLM:
        """Load ``AutoModelForMaskedLM`` (+ ``AutoTokenizer``) from a local directory or
        an already cached hub id; never downloads unless ``local_files_only=False``.

        ``tokenizer``: a tokenizer object or a directory to load it from (default: the
        model's own). Other keywords go to :class:`MaskedLM`.
        """
        from transformers import AutoModelForMaskedLM, AutoTokenizer

        name = os.fspath(path_or_id)
        is_path = _looks_like_path(name)
        if is_path:
            name = os.path.expanduser(name)
            if not os.path.isdir(name):
                raise ModelNotAvailableError(
                    f"model path {name!r} does not exist (or is not a directory); pass a "
                    "directory written by save_pretrained (config.json, weights, tokenizer files)"
                )
            if not os.path.isfile(os.path.join(name, "config.json")):
                raise ModelNotAvailableError(
                    f"model directory {name!r} has no config.json: not a transformers model "
                    "directory (write one with model.save_pretrained(dir) and "
                    "tokenizer.save_pretrained(dir))"
                )
        try:
            with _quiet_transformers():
                model = AutoModelForMaskedLM.from_pretrained(name, local_files_only=local_files_only)
                if tokenizer is None or isinstance(tokenizer, (str, os.PathLike)):
                    tokenizer = AutoTokenizer.from_pretrained(
                        name if tokenizer is None else os.fspath(tokenizer),
                        local_files_only=local_files_only,
                    )
        except (OSError, ValueError) as exc:
            if is_path:
                raise ModelNotAvailableError(
                    f"cannot load a masked LM and tokenizer from {name!r}: {exc}"
                ) from None
            raise ModelNotAvailableError(
                f"model {name!r} is not available offline: no local directory of that name and "
                "no copy in the Hugging Face cache (HF_HOME), and downloads are off. Provide it: "
                f"on a machine with network run `huggingface-cli download {name} --local-dir DIR` "
                "(or save_pretrained(DIR)), copy DIR here and use 'hf:DIR'"
            ) from None
        kwargs.setdefault("name", name)
        return cls(model, tokenizer, tokens, n, **kwargs)

    def with_template(self, **changes) -> MaskedLM:
        """A new :class:`MaskedLM` sharing this model and tokenizer, with some of
        ``tokens``, ``n``, ``prefix``, ``suffix``, ``text``, ``free_positions``,
        ``batch_size`` changed (a template given replaces the old one)."""
        allowed = {"tokens", "n", "prefix", "suffix", "text", "free_positions", "batch_size"}
        bad = set(changes) - allowed
        if bad:
            raise InvalidInputError(f"with_template() takes {sorted(allowed)}; got {sorted(bad)}")
        kw = {"tokens": self.tokens, "batch_size": self.batch_size}
        if not ({"prefix", "suffix", "text", "free_positions"} & set(changes)):
            kw.update(self._template_args)
        kw.update(changes)
        if kw.get("text") is None and "n" not in kw:
            kw["n"] = self.length
        tokens, n = kw.pop("tokens"), kw.pop("n", None)
        return MaskedLM(self.model, self.tokenizer, tokens, n, split_chars=self.split_chars,
                        device=self.device, dtype=self.dtype, num_threads=None,
                        name=self.name, **kw)

    def _max_length(self) -> int | None:
        config = self.model.config
        max_pos = getattr(config, "max_position_embeddings", None)
        if max_pos is None:
            return None
        offset = 0
        embeddings = getattr(self.model.base_model, "embeddings", None)
        if embeddings is not None and hasattr(embeddings, "create_position_ids_from_input_ids"):
            offset = int(getattr(embeddings, "padding_idx", 0) or 0) + 1  # RoBERTa family
        return int(max_pos) - offset

    def _pieces(self, text: str) -> list[str]:
        if self.split_chars:
            return [c for c in text if not c.isspace()]
        return list(self.tokenizer.tokenize(text))

    def _token_id(self, s: str) -> tuple[int | None, list[str]]:
        """``(id, pieces)``: the id when ``s`` is a single known token, else None."""
        if s in self._vocab:
            return int(self._vocab[s]), [s]
        pieces = self._pieces(s)
        if len(pieces) == 1:
            i = self.tokenizer.convert_tokens_to_ids(pieces[0])
            if i is not None and i != self.unk_id:
                return int(i), pieces
        return None, pieces

    def _set_tokens(self, tokens) -> None:
        if isinstance(tokens, str) and tokens == "all":
            ids = sorted(i for i in set(self._vocab.values()) if i not in self._special_ids)
            inv = {i: t for t, i in self._vocab.items()}
            tokens = [inv[i] for i in ids]
        tokens = _parse_list(tokens, "tokens", chars=self.split_chars)
        if not tokens or len(tokens) < 2:
            raise InvalidInputError(f"`tokens` must hold at least 2 token strings; got {tokens!r}")
        ids, bad, special = [], [], []
        for s in tokens:
            i, pieces = self._token_id(s)
            if i is None:
                why = "unknown to the tokenizer" if len(pieces) <= 1 else f"{len(pieces)} tokens"
                bad.append(f"{s!r} ({why}: {pieces})")
            elif i in self._special_ids:
                special.append(s)
            ids.append(i)
        if bad:
            raise InvalidInputError(
                "`tokens` must each be a single token of the tokenizer; these are not: "
                + ", ".join(bad)
            )
        if special:
            raise InvalidInputError(f"`tokens` must not contain special tokens; got {special}")
        seen: dict[int, str] = {}
        for s, i in zip(tokens, ids, strict=True):
            if i in seen:
                raise InvalidInputError(
                    f"`tokens` {seen[i]!r} and {s!r} are the same token (id {i})"
                )
            seen[i] = s
        self.tokens = list(tokens)
        self.vocab_size = len(tokens)
        self.token_ids = np.asarray(ids, dtype=np.int64)
        self._index = {s: a for a, s in enumerate(tokens)}
        self._index_by_id = {int(i): a for a, i in enumerate(ids)}
        self._vocab_slice = torch.as_tensor(self.token_ids, device=self.device)

    def _template_ids(self, value, what: str) -> list[int]:
        """Token ids of template text (a string or a list of token strings)."""
        if value is None:
            return []
        if isinstance(value, str):
            pieces = self._pieces(value)
        else:
            pieces = _parse_list(value, what)
        ids = [self._vocab.get(p, self.tokenizer.convert_tokens_to_ids(p)) for p in pieces]
        if any(i is None or i == self.unk_id for i in ids):
            if isinstance(value, str) and not self.split_chars:  # name the words, not [UNK]
                unknown = [w for w in value.split()
                           if self.unk_id in self.tokenizer.convert_tokens_to_ids(self._pieces(w))]
            else:
                unknown = [p for p, i in zip(pieces, ids, strict=True) if i is None or i == self.unk_id]
            raise InvalidInputError(
                f"`{what}` has text unknown to the tokenizer of {self.name or 'this model'}: "
                f"{unknown[:10]}" + (" ..." if len(unknown) > 10 else "")
            )
        return [int(i) for i in ids]

    def _special_wrap(self) -> tuple[list[int], list[int]]:
        """Special tokens the tokenizer puts before and after a sequence (e.g. [CLS]/[SEP])."""
        probe = self.tokens[0]
        try:
            full = list(self.tokenizer(probe, add_special_tokens=True)["input_ids"])
            raw = list(self.tokenizer(probe, add_special_tokens=False)["input_ids"])
            for k in range(len(full) - len(raw) + 1):
                if raw and full[k:k + len(raw)] == raw:
                    return full[:k], full[k + len(raw):]
        except Exception:  # pragma: no cover - exotic tokenizers fall back below
            pass
        tok = self.tokenizer
        lead = tok.cls_token_id if tok.cls_token_id is not None else tok.bos_token_id
        trail = tok.sep_token_id if tok.sep_token_id is not None else tok.eos_token_id
        return ([lead] if lead is not None else []), ([trail] if trail is not None else [])

    def _set_template(self, *, n, prefix, suffix, text, free_positions) -> None:
        self._template_args = {"prefix": prefix, "suffix": suffix, "text": text,
                               "free_positions": free_positions}
        free_positions = _parse_positions(free_positions)
        if text is not None:
            if prefix is not None or suffix is not None:
                raise InvalidInputError("give either `text` (with `free_positions`) or `prefix`/`suffix`, not both")
            body = self._template_ids(text, "text")
            if free_positions is None:
                raise InvalidInputError("`free_positions` is required with `text`")
            if free_positions == "all":  # every token of the text is a free site
                free_positions = list(range(len(body)))
            if n is not None and check_int(n, "n") != len(free_positions):
                raise InvalidInputError(
                    f"`n`={n} does not match the {len(free_positions)} `free_positions`"
                )
            bad = [p for p in free_positions if not 0 <= p < len(body)]
            if bad:
                raise InvalidInputError(
                    f"`free_positions` must be in 0..{len(body) - 1} (the text has {len(body)} "
                    f"tokens); got {short_list(bad)}"
                )
            if len(set(free_positions)) != len(free_positions):
                raise InvalidInputError(f"`free_positions` must be distinct; got {short_list(free_positions)}")
            positions = list(free_positions)
        else:
            if free_positions is not None:
                raise InvalidInputError("`free_positions` needs `text`")
            if n is None:
                raise InvalidInputError("`n` (the number of free sites) is required")
            n = check_int(n, "n", minimum=1)
            pre = self._template_ids(prefix, "prefix")
            suf = self._template_ids(suffix, "suffix")
            body = pre + [self.mask_id] * n + suf
            positions = list(range(len(pre), len(pre) + n))
        if not positions:
            raise InvalidInputError("the template must have at least one free site")
        lead, trail = self._special_wrap()
        full = lead + body + trail
        if self.max_length is not None and len(full) > self.max_length:
            raise InvalidInputError(
                f"the template has {len(full)} tokens ({len(body)} plus {len(lead) + len(trail)} "
                f"special; n={len(positions)} free sites), above the model's maximum of "
                f"{self.max_length} positions"
            )
        self.length = len(positions)
        self.free_positions = np.asarray(positions, dtype=np.int64) + len(lead)
        self._template_tokens = np.asarray(full, dtype=np.int64)
        self._base = torch.as_tensor(self._template_tokens, device=self.device)
        self._free = torch.as_tensor(self.free_positions, device=self.device)
        special = torch.tensor([int(t) in self._special_ids for t in full])
        special[self.free_positions] = False
        self._content_mask = (~special).to(self.device)
        self._original = [int(full[p]) for p in self.free_positions] if text is not None else None

    # ------------------------------------------------------------------ states and text

    def encode(self, words) -> np.ndarray:
        """Indices into ``V`` of token strings: a string (split on whitespace, or into
        characters for residue models), a list of strings (-> shape (n,)) or a list of
        such lists (-> shape (B, n))."""
        if isinstance(words, str):
            words = _parse_list(words, "words", chars=self.split_chars)
        words = list(words)
        if words and not isinstance(words[0], str):
            return np.stack([self.encode(w) for w in words])
        out, missing = [], []
        for w in words:
            a = self._index.get(w)
            if a is None:
                i, _ = self._token_id(w)
                a = self._index_by_id.get(i) if i is not None else None
            if a is None:
                missing.append(w)
            out.append(-1 if a is None else a)
        if missing:
            raise InvalidInputError(
                f"`words` {missing} are not in the model's token set V = {self.tokens}"
            )
        return np.asarray(out, dtype=np.int64)

    def decode(self, x) -> str | list[str]:
        """Readable text of a state (shape (n,)) or of states (shape (B, n))."""
        x = np.asarray(x)
        if x.ndim == 2:
            return [self.decode(row) for row in x]
        sep = "" if self.split_chars else " "
        return sep.join(self.tokens[int(a)] for a in x)

    def text_outside_v(self) -> list[tuple[int, str]]:
        """The template text's own tokens at the free sites that ``V`` lacks, as ``(site,
        token)`` pairs (``site``: 0-based free site): states of the chain never hold them,
        and the text itself is no state. Empty for a template without a text."""
        if self._original is None:
            return []
        return [(k, str(self.tokenizer.convert_ids_to_tokens(int(i)))) for k, i in enumerate(self._original)
                if i not in self._index_by_id]

    def initial_state(self, words=None) -> np.ndarray:
        """A state of shape (n,): ``encode(words)`` when given, else the template text's
        own tokens at the free positions (each must be in ``V``)."""
        if words is not None:
            x = self.encode(words)
        elif self._original is None:
            raise InvalidInputError(
                "initial_state() needs `words` unless the model was built from `text`"
            )
        else:
            missing = [self.tokenizer.convert_ids_to_tokens(i) for i in self._original
                       if i not in self._index_by_id]
            if missing:
                raise InvalidInputError(
                    f"the template's tokens at the free positions {missing} are not in V = {self.tokens}"
                )
            x = np.asarray([self._index_by_id[i] for i in self._original], dtype=np.int64)
        if x.shape != (self.length,):
            raise InvalidInputError(f"`words` must give {self.length} tokens; got {x.shape[0]}")
        return x

    def render(self, x) -> str:
        """The full input text for state ``x`` (shape (n,)), template included."""
        x = check_states(x, q=self.vocab_size, n=self.length)[0]
        ids = self._template_tokens.copy()
        ids[self.free_positions] = self.token_ids[x]
        toks = [t for t, i in zip(self.tokenizer.convert_ids_to_tokens(ids.tolist()), ids, strict=True)
                if int(i) not in self._special_ids]
        return ("" if self.split_chars else " ").join(toks)

    # ------------------------------------------------------------------ forward passes

    def input_ids(self, x) -> torch.Tensor:
        """The model input for states ``x`` (shape (B, n) or (n,)), no site masked: token ids of
        shape (B, L) on the model's device, special tokens and template included."""
        return self._inputs(check_states(x, q=self.vocab_size, n=self.length))

    def _inputs(self, x: np.ndarray) -> torch.Tensor:
        ids = torch.as_tensor(self.token_ids[x], device=self.device)
        inp = self._base.expand(x.shape[0], -1).clone()
        inp[:, self._free] = ids
        return inp

    def _forward(self, inp: torch.Tensor, pos: torch.Tensor, *, hidden: bool, full: bool = False):
        """Logits restricted to V at ``pos[b]`` of each row (float64 numpy; ``full``: over the
        whole vocabulary, by token id), and the mean-pooled last hidden state over the
        non-special positions when ``hidden``."""
        cols = slice(None) if full else self._vocab_slice
        out_l, out_h = [], []
        with torch.inference_mode():
            for s in range(0, inp.shape[0], self.batch_size):
                chunk = inp[s:s + self.batch_size]
                rows = torch.arange(chunk.shape[0], device=self.device)
                at = pos[s:s + self.batch_size]
                if self._encoder_head is not None:  # the MLM head at the masked positions only
                    encoder, head = self._encoder_head
                    last = encoder(input_ids=chunk).last_hidden_state
                    lg = head(last[rows, at][:, None])[:, 0, cols]
                else:
                    res = self.model(input_ids=chunk, output_hidden_states=hidden)
                    last = res.hidden_states[-1] if hidden else None
                    lg = res.logits[rows, at][:, cols]
                out_l.append(lg.double().cpu())
                if hidden:
                    h = last.double()
                    m = self._content_mask.double()
                    out_h.append(((h * m[None, :, None]).sum(1) / m.sum()).cpu())
        width_l = self.model.config.vocab_size if full else self.vocab_size
        logits = torch.cat(out_l).numpy() if out_l else np.zeros((0, width_l))
        if not hidden:
            return logits
        width = self.model.config.hidden_size
        return logits, (torch.cat(out_h).numpy() if out_h else np.zeros((0, width)))

    def _masked_inputs(self, x, sites):
        x = check_states(x, q=self.vocab_size, n=self.length)
        sites = check_sites(sites, x.shape[0], self.length)
        inp = self._inputs(x)
        pos = self._free[torch.as_tensor(sites, device=self.device)]
        inp[torch.arange(inp.shape[0], device=self.device), pos] = self.mask_id
        return inp, pos

    LOGIT_ERROR_RULE = ("forward pass in its dtype: a measured multiple of the row's largest |logit| "
                        "(toolkit.models.base.LOW_PRECISION_RTOL)")

    def logit_error(self, x, sites, logits) -> np.ndarray:
        """Absolute error bound of each row's logits: ``LOW_PRECISION_RTOL[dtype]`` (float32:
        3e-5, 6.5 times the largest error measured against a float64 forward pass on the
        shipped models) times the row's largest ``|logit|`` (at least 1); float64 passes
        ``1e-12`` (the float32 measurement scaled to double precision, with a margin of 100)."""
        rtol = LOW_PRECISION_RTOL.get(str(self.dtype).removeprefix("torch."), 1e-12)
        logits = np.asarray(logits, dtype=float)
        return rtol * np.maximum(np.abs(logits).max(axis=1), 1.0)

    def logits(self, x, sites) -> np.ndarray:
        """``l_{sites[b]}(. ; x[b])`` restricted to ``V``: shape (B, q), float64.

        One batched forward pass (chunked by ``batch_size``) with each row's site masked.
        """
        inp, pos = self._masked_inputs(x, sites)
        return self._forward(inp, pos, hidden=False)

    #: the extra token sets :meth:`special_logits` gives (read by :mod:`toolkit.app.testing`'s
    #: "special tokens included" mistake)
    special_sets = ("special", "outside")

    def full_logits(self, x, sites) -> np.ndarray:
        """The model's logits over its whole vocabulary (by token id) at free site
        ``sites[b]`` of ``x[b]``, that site masked: shape (B, vocabulary size), float64.
        ``full_logits(x, sites)[:, token_ids]`` equals ``logits(x, sites)``."""
        inp, pos = self._masked_inputs(x, sites)
        return self._forward(inp, pos, hidden=False, full=True)

    def special_ids(self, which: str = "special") -> np.ndarray:
        """Token ids outside ``V``, sorted: ``"special"``, the tokenizer's special tokens
        ([CLS], [SEP], [PAD], [UNK], [MASK], ...); ``"outside"``, every vocabulary token
        not in ``V`` (the special ones included)."""
        if which == "special":
            return np.asarray(sorted(self._special_ids), dtype=np.int64)
        if which == "outside":
            inside = set(int(i) for i in self.token_ids)
            return np.asarray([i for i in range(self.model.config.vocab_size) if i not in inside], dtype=np.int64)
        raise InvalidInputError(f"`which` must be one of {list(self.special_sets)}; got {which!r}")

    def special_logits(self, x, sites, which: str = "special") -> np.ndarray:
        """Logits of the tokens :meth:`special_ids` lists at free site ``sites[b]`` of
        ``x[b]`` (that site masked), from the same forward pass as :meth:`logits`: shape
        (B, number of such tokens), float64."""
        ids = self.special_ids(which)
        return self.full_logits(x, sites)[:, ids]

    def logits_and_hidden(self, x, sites) -> tuple[np.ndarray, np.ndarray]:
        """``(logits(x, sites), pooled)`` from the same forward pass; ``pooled`` (B, d) is
        the last hidden state averaged over the non-special positions of the masked input."""
        inp, pos = self._masked_inputs(x, sites)
        return self._forward(inp, pos, hidden=True)

    def all_conditionals(self, x) -> np.ndarray:
        """Logits of every site for each state: shape (B, n, q), float64.

        Row ``[b, i]`` equals ``logits(x[b:b+1], [i])[0]``; all ``B * n`` masked copies go
        through one batched forward pass (chunked by ``batch_size``).
        """
        x = check_states(x, q=self.vocab_size, n=self.length)
        B, n = x.shape
        inp = self._inputs(x).repeat_interleave(n, dim=0)
        pos = self._free.repeat(B)
        inp[torch.arange(B * n, device=self.device), pos] = self.mask_id
        return self._forward(inp, pos, hidden=False).reshape(B, n, self.vocab_size)

    def masked_logits(self, x, mask) -> np.ndarray:
        """Logits at every free site with ``[MASK]`` at each masked one (``mask`` (B, n), True:
        masked): shape (B, n, q), float64, from one batched forward pass (chunked by
        ``batch_size``); the model's native conditionals given a partial context. Rows at unmasked
        sites are the model's output at a visible token (unspecified for the samplers)."""
        x = check_states(x, q=self.vocab_size, n=self.length)
        mask = np.asarray(mask, dtype=bool).reshape(x.shape)
        inp = self._inputs(x)
        free = inp[:, self._free]
        free[torch.as_tensor(mask, device=self.device)] = self.mask_id
        inp[:, self._free] = free
        out = []
        with torch.inference_mode():
            for s in range(0, inp.shape[0], self.batch_size):
                chunk = inp[s:s + self.batch_size]
                if self._encoder_head is not None:
                    encoder, head = self._encoder_head
                    last = encoder(input_ids=chunk).last_hidden_state
                    lg = head(last[:, self._free])[..., self._vocab_slice]
                else:
                    lg = self.model(input_ids=chunk).logits[:, self._free][..., self._vocab_slice]
                out.append(lg.double().cpu())
        if not out:
            return np.zeros((0, self.length, self.vocab_size))
        return torch.cat(out).numpy()

    def hidden_states(self, x) -> np.ndarray:
        """Semantic embedding of each state (no site masked): the model's last hidden
        state averaged over the non-special positions. Shape (B, d), float64."""
        x = check_states(x, q=self.vocab_size, n=self.length)
        inp = self._inputs(x)
        pos = self._free[torch.zeros(x.shape[0], dtype=torch.long, device=self.device)]
        return self._forward(inp, pos, hidden=True)[1]

    def __repr__(self):
        return (f"MaskedLM({self.name!r}, q={self.vocab_size}, n={self.length}, "
                f"device={str(self.device)!r}, dtype={str(self.dtype).removeprefix('torch.')})")
