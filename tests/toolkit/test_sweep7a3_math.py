"""Automatic sweep 7 (issue 30, branch sweep7a3): toolkit.app.report._math.

Survivor of ``scripts/automut.py --seed 2026120371``: the ``"rho"`` key of the Greek table
renamed, so ``rho`` rendered as the word. The docstring promises that Greek names become
letters; every name of the table is checked here against the Unicode character database (an
independent source: ``GREEK SMALL/CAPITAL LETTER <NAME>``), together with the words table,
so a renamed or mistyped key anywhere fails.
"""

from __future__ import annotations

import unicodedata

import pytest

from toolkit.app.report._math import math_html

SMALL = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "kappa", "lambda", "mu", "nu",
         "xi", "pi", "rho", "sigma", "tau", "phi", "chi", "psi", "omega"]
CAPITAL = ["Gamma", "Delta", "Theta", "Lambda", "Pi", "Sigma", "Phi", "Psi", "Omega"]


def _unicode_letter(name: str) -> str:
    case = "CAPITAL" if name[0].isupper() else "SMALL"
    spelled = {"LAMBDA": "LAMDA"}.get(name.upper(), name.upper())  # Unicode spells lambda "LAMDA"
    return unicodedata.lookup(f"GREEK {case} LETTER {spelled}")


@pytest.mark.parametrize("name", SMALL + CAPITAL)
def test_each_greek_name_is_its_unicode_letter(name):
    assert math_html(name) == f'<span class="math">{_unicode_letter(name)}</span>'
    # inside a formula too, next to an operator and a subscript
    assert math_html(f"{name}_i <= 1") == (f'<span class="math">{_unicode_letter(name)}<sub>i</sub> ≤ 1</span>')


def test_eps_is_epsilon():
    assert math_html("eps") == f'<span class="math">{_unicode_letter("epsilon")}</span>'


@pytest.mark.parametrize("word, symbol", [("sum", "N-ARY SUMMATION"), ("prod", "N-ARY PRODUCT"),
                                          ("sqrt", "SQUARE ROOT"), ("inf", "INFINITY"), ("infty", "INFINITY")])
def test_each_word_is_its_symbol(word, symbol):
    assert math_html(word) == f'<span class="math">{unicodedata.lookup(symbol)}</span>'


def test_a_name_that_is_not_greek_stays_a_word():
    # neither a Greek name nor a word: escaped, roman (more than one letter)
    assert math_html("rhos") == '<span class="math">rhos</span>'
    assert math_html("Rho") == '<span class="math">Rho</span>'  # no capital rho in the table
