"""`glauber rectangle` end to end (in process) on real MLMs: the sampled rectangle test
certifies incompatibility on real inputs (a held-out Bible clause for tiny-en, a human
heavy chain for Sapiens VH), and bad input gives clear errors."""

from __future__ import annotations

import json
import os

import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.cli import main  # noqa: E402

pytestmark = pytest.mark.mlm

# Exodus 6:28 (World English Bible), a clause held out from tiny-en's training.
CLAUSE = "it happened on the day when yahweh spoke to moses in the land of egypt"
# A human heavy-chain variable domain (122 residues): the example sequence of the AntiBERTy
# README (antiberty-0.1.3.dist-info/METADATA), as in tests/toolkit/test_mlm.py.
HUMAN_VH = (
    "EVQLVQSGPEVKKPGTSVKVSCKASGFTFMSSAVQWVRQARGQRLEWIGWIVIGSGNTNYAQKFQERVTITRDMSTSTAYMELSS"
    "LRSEDTAVYYCAAPYCSSISCNDGFDIWGQGTMVTVS"
)


def _json(capsys, args):
    assert main(["rectangle", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_tiny_en_certifies_incompatibility_on_a_bible_clause(capsys):
    out = _json(capsys, ["--model", "tiny-en", "--text", CLAUSE, "--top-k", "4"])
    assert out["n_sites"] == 15 and out["q"] == 200 and out["text"] == CLAUSE
    assert out["n_site_pairs"] == 14 and out["n_rectangles"] == 14 * 6**2  # C(4,2)^2 per adjacent pair
    assert out["incompatible"] and out["n_certified"] > 0.9 * out["n_rectangles"]
    assert out["prevalence"]["value"] == pytest.approx(out["n_certified"] / out["n_rectangles"])
    assert out["median_abs_log_r"] > 100 * out["max_bound"]  # far above the float32 error bound
    w = out["witnesses"][0]
    assert abs(w["log_r"]) == pytest.approx(out["quantiles_abs_log_r"]["max"]) and w["certified"]
    assert set(w["tokens_i"]) | set(w["tokens_j"]) <= set(open_vocab()) and "{" in w["excerpt"]
    # the shared Witness: token ids beside the strings, the context (the clause) with _ at i and j
    assert len(w["context"]) == out["n_sites"] and w["context_text"].count("_") == 2
    assert w["text_i"] == CLAUSE.split()[w["i"]] and w["i"] < w["j"] and isinstance(w["a"], int)
    # the worst rectangle of each site pair comes first: distinct pairs
    pairs = [(v["i"], v["j"]) for v in out["witnesses"]]
    assert len(set(pairs)) == len(pairs) == 5


def open_vocab():
    from toolkit.models.mlm import tiny_en_dir

    with open(os.path.join(tiny_en_dir(), "vocab.txt")) as fh:
        return [w.strip() for w in fh][5:]


def test_tiny_en_report_is_readable(capsys):
    assert main(["rectangle", "--model", "tiny-en", "--witnesses", "3", "--pairs", "all", "--top-k", "3"]) == 0
    out = capsys.readouterr().out
    assert "105 all site pairs" in out and "prevalence" in out and "|log R| quantiles: q50" in out
    assert "worst rectangles" in out and "moses" in out and out.count("certified)") == 3


def test_sapiens_vh_certifies_incompatibility_on_a_human_heavy_chain(capsys):
    out = _json(capsys, ["--model", "sapiens-vh", "--text", HUMAN_VH, "--pairs", "random", "--n-pairs", "12",
                         "--top-k", "3", "--seed", "1"])
    assert out["n_sites"] == len(HUMAN_VH) and out["q"] == 20 and out["n_site_pairs"] == 12
    assert out["n_rectangles"] == 12 * 9 and out["incompatible"]
    assert out["prevalence"]["value"] > 0.8
    excerpt = out["witnesses"][0]["excerpt"]  # residues, {a|a'} at the two sites, ... for elisions
    assert excerpt.count("{") == 2 and set(excerpt) <= set("ACDEFGHIKLMNPQRSTVWY{|}. ")
    again = _json(capsys, ["--model", "sapiens-vh", "--text", HUMAN_VH, "--pairs", "random", "--n-pairs", "12",
                           "--top-k", "3", "--seed", "1"])
    assert again["quantiles_abs_log_r"] == out["quantiles_abs_log_r"]  # seeded pair choice


def test_token_subset_and_temperature(capsys):
    base = ["--model", "tiny-en", "--text", "and the lord said to moses", "--top-k", "2"]
    cold = _json(capsys, base)
    hot = _json(capsys, [*base, "-T", "2"])
    assert hot["median_abs_log_r"] == pytest.approx(cold["median_abs_log_r"] / 2, rel=1e-6)
    sub = _json(capsys, [*base, "--tokens", "the,lord,god,and,said,to,moses,king"])
    assert sub["q"] == 8 and sub["n_rectangles"] == 5


@pytest.mark.parametrize("extra, msg", [
    (["--text", "and the kingdomhood of god"], "kingdomhood"),
    (["--top-k", "1"], "`top-k` must be >= 2; got 1"),
    (["--temperature", "0"], "`temperature` must be > 0"),
    (["--text", "god"], "at least 2 tokens"),
    # the model's keywords are written as the flags; too few free sites say --free, not --text
    (["--text", "the king said", "--free", "5:9"], "`--free` must be in 0..2 (the text has 3 tokens)"),
    (["--text", "the king said", "--free", "0"], "`--free` '0' selects 1 position; the rectangle test needs "
                                                 "at least 2 free positions"),
    (["--text", "the king said", "--free=-1:"], "at least 2 free positions"),
    (["--tokens", "the,lord", "--text", "and the lord", "--top-k", "2"], "not in V"),
    (["--tokens", "the,lord", "--text", "the lord", "--top-k", "3"], "must be <= the 2 tokens"),
    (["--model", "potts"], "glauber check"),
    (["--model", "hf:/no/such/model/dir", "--text", "a b"], "does not exist"),
])
def test_rectangle_bad_input(capsys, extra, msg):
    assert main(["rectangle", "--model", "tiny-en", *extra]) == 2
    assert msg in capsys.readouterr().err
