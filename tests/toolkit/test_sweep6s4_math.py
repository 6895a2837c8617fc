"""Contract pins of toolkit.app.report._math (issue 30, sweep6s4): each documented rule of the
ASCII notation, from the module docstring (operators, Greek names, words, scripts, ceil, averages,
the two stars, minus, a spaced tilde, italics for single letters only), and looks_like_code's
documented kinds of code span."""

import pytest

from toolkit.app.report._math import looks_like_code, math_html


@pytest.mark.parametrize("expr, html", [
    ("a <=> b", "<i>a</i> ⇔ <i>b</i>"),
    ("a >= b != c", "<i>a</i> ≥ <i>b</i> ≠ <i>c</i>"),
    ("x -> y +- z ...", "<i>x</i> → <i>y</i> ± <i>z</i> …"),
    ("Gamma eps epsilon Omega", "Γ ε ε Ω"),
    ("sum prod sqrt inf infty", "∑ ∏ √ ∞ ∞"),
    ("x_ij", "<i>x</i><sub>ij</sub>"),
    ("x_{i+1}", "<i>x</i><sub><i>i</i>+1</sub>"),
    ("x^{t-1}", "<i>x</i><sup><i>t</i>−1</sup>"),
    ("x^(a b)", "<i>x</i><sup><i>a</i> <i>b</i></sup>"),
    ("e^-t", "<i>e</i><sup>−t</sup>"),
    ("ceil(x)", "⌈<i>x</i>⌉"),
    ("ceil x", "ceil <i>x</i>"),
    ("2*x", "2·<i>x</i>"),
    ("2*(x)", "2·(<i>x</i>)"),
    ("(x*, y*)", "(<i>x</i><sup>*</sup>, <i>y</i><sup>*</sup>)"),
    ("a ~ b", "<i>a</i> ∼ <i>b</i>"),
    ("a~b", "<i>a</i>~<i>b</i>"),
    ("a-b", "<i>a</i>−<i>b</i>"),
    ("ln n", "ln <i>n</i>"),
    ("a & b", "<i>a</i> &amp; <i>b</i>"),
    ("<m>", "⟨<i>m</i>⟩"),
])
def test_notation(expr, html):
    assert math_html(expr) == f'<span class="math">{html}</span>'


@pytest.mark.parametrize("text, code", [
    ("results.json", True), ("--flag", True), ("make demo", True), ("python x", True), ("pytest -q", True),
    ("pip install", True), ("bash run", True), ("a /b/ c", True), ("f(a=1)", True), ("exact.lumped", True),
    ("tests/x", True), ("docs/a", True), ("t_mix <= bound", False), ("alpha < 1", False), ("n log n", False),
    ("glauberx", False), ("f(a)", False),
])
def test_looks_like_code(text, code):
    assert looks_like_code(text) is code
