"""Contract sweep (issue 30, branch sweep6s5): ``glauber rectangle``'s defaults (tiny-en with
its Exodus clause, every token free, V = all, adjacent pairs, top-5, 5 witnesses, T = 1),
the number of site pairs per --pairs (n - 1, n(n-1)/2, min(--n-pairs or n, n(n-1)/2)), its
guards at their boundary (--top-k 2, --witnesses 0, two free positions) and the witness
excerpt's window (width 4; two pieces beyond 2 x 4 + 1), with the model and the test stubbed."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

import toolkit.app.commands.rectangle as rect
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


class _Model:
    def __init__(self, n=6, q=10):
        self.length, self.vocab_size = n, q
        self.tokens = [f"t{a}" for a in range(q)]

    def initial_state(self):
        return np.arange(self.length) % self.vocab_size


@pytest.fixture
def spy(monkeypatch):
    seen = {}

    def build_model(args, **kw):
        seen["args"], seen["build"] = args, kw
        return _Model(seen.get("n", 6))

    def memory(model, **kw):
        seen["memory"] = kw

    def test(model, x, **kw):
        seen["kw"] = kw
        raise InvalidInputError("stop here")

    monkeypatch.setattr(rect, "build_model", build_model)
    monkeypatch.setattr(rect, "check_rectangle_memory", memory)
    monkeypatch.setattr(rect, "rectangle_test", test)
    return seen


def test_defaults(spy):
    assert main(["rectangle", "--quiet"]) == 2
    a, kw = spy["args"], spy["kw"]
    assert a.model == "tiny-en" and a.tokens == "all"
    assert spy["build"] == {"default_text": rect.DEFAULT_TEXT["tiny-en"], "all_free": True}
    assert (kw["pairs"], kw["k"], kw["n_pairs"], kw["temperature"], kw["n_witnesses"], kw["logit_rtol"],
            kw["rng"]) == ("adjacent", 5, None, 1.0, 5, None, 0)
    assert spy["memory"]["n_pairs"] == 5 and spy["memory"]["k"] == 5      # n - 1 adjacent pairs of 6 sites


@pytest.mark.parametrize("argv, n_pairs", [(["--pairs", "all"], 15), (["--pairs", "random"], 6),
                                           (["--pairs", "random", "--n-pairs", "40"], 15),
                                           (["--pairs", "random", "--n-pairs", "1"], 1)])
def test_site_pairs_counted(spy, argv, n_pairs):
    assert main(["rectangle", "--quiet", *argv]) == 2
    assert spy["memory"]["n_pairs"] == n_pairs


def test_boundaries_accepted(spy):
    assert main(["rectangle", "--quiet", "--top-k", "2", "--witnesses", "0", "--free", "0,3", "-T", "0.5",
                 "--logit-rtol", "0"]) == 2
    kw = spy["kw"]
    assert (kw["k"], kw["n_witnesses"], kw["temperature"], kw["logit_rtol"]) == (2, 0, 0.5, 0.0)


@pytest.mark.parametrize("argv, needle", [
    (["--top-k", "1"], "`top-k` must be >= 2; got 1"),
    (["--witnesses", "-1"], "`witnesses` must be >= 0"),
    (["--free", "3"], "`--free` '3' selects 1 position; the rectangle test needs at least 2"),
    (["--n-pairs", "3"], "`--n-pairs` 3 applies to --pairs random only"),
    (["--model", "potts"], "glauber rectangle runs on real MLMs"),
    (["--model", "hf:somewhere"], "`--text` is required with hf:PATH models"),
    (["--tokens", "the,and,of", "--top-k", "4"], "`--top-k` must be <= the 3 tokens of V; got 4"),
])
def test_refusals_before_the_model(spy, capsys, argv, needle):
    assert main(["rectangle", *argv]) == 2
    assert needle in capsys.readouterr().err and "build" not in spy


def test_top_k_equal_to_q_after_loading(spy):
    # k == q (every token) is allowed against the loaded model's V too
    assert main(["rectangle", "--quiet", "--top-k", "10"]) == 2 and spy["kw"]["k"] == 10


def test_excerpt_window():
    m = SimpleNamespace(tokens=[f"w{a}" for a in range(30)], split_chars=False)
    x = np.arange(30)
    w = SimpleNamespace(a=1, a2=2, b=3, b2=4)
    # close sites (j - i = 9 = 2 x 4 + 1): one piece from i - 4 to j + 4
    one = rect._excerpt(m, x, 10, 19, w)
    assert one == "...w6 w7 w8 w9 {w1|w2} " + " ".join(f"w{s}" for s in range(11, 19)) + " {w3|w4} w20 w21 w22 w23..."
    # far sites (j - i = 10): two pieces of width 4 each
    two = rect._excerpt(m, x, 0, 10, w)
    assert two == "{w1|w2} w1 w2 w3 w4... ...w6 w7 w8 w9 {w3|w4} w11 w12 w13 w14..."
    chars = SimpleNamespace(tokens=list("ACDE"), split_chars=True)
    assert rect._excerpt(chars, np.array([0, 1, 2, 3]), 1, 2, SimpleNamespace(a=0, a2=3, b=0, b2=1)) == \
        "A{A|E}{A|C}E"
