"""A 1-layer random BERT with an 8-word vocabulary and its tokenizer, built offline for the tests of
the Hugging Face path (``toolkit.models.adapter``, ``hf:PATH``, the testing plugin). One builder,
so every test file that needs the network gets the same one (seed 0)."""

from __future__ import annotations

WORDS = ["the", "cat", "dog", "sat", "on", "a", "mat", "ran"]
VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + WORDS


def tiny_bert(directory, *, save: bool = False):
    """``(network, tokenizer)``: the vocabulary written to ``directory/vocab.txt`` and read back by
    ``BertTokenizer``; the network built with ``torch.manual_seed(0)``, in eval mode. ``save``:
    also save both into ``directory`` (what ``hf:PATH`` loads with ``local_files_only``)."""
    import torch
    import transformers

    (directory / "vocab.txt").write_text("\n".join(VOCAB) + "\n")
    tok = transformers.BertTokenizer.from_pretrained(str(directory))
    torch.manual_seed(0)
    cfg = transformers.BertConfig(vocab_size=len(VOCAB), hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                  intermediate_size=32, max_position_embeddings=32)
    net = transformers.BertForMaskedLM(cfg).eval()
    if save:
        net.save_pretrained(str(directory))
        tok.save_pretrained(str(directory))
    return net, tok
