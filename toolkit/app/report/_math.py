"""The report's formulas as HTML that renders offline: Unicode symbols, ``<sub>``/``<sup>``.

The sections write formulas in the project's ASCII notation inside code spans
(``alpha = max_j sum_i R_ij(T) < 1``); :func:`math_html` turns one into HTML with no
script and no web font: Greek names become letters (``alpha`` -> α, ``eps`` -> ε), ``<=``
``>=`` ``!=`` ``->`` ``+-`` become ≤ ≥ ≠ → ±, ``x_ij`` and ``x_{...}`` subscripts,
``x^t``, ``x^(...)`` and ``x^{...}`` superscripts, ``sum``/``prod``/``sqrt``/``inf`` ∑ ∏ √ ∞,
``ceil(...)`` ⌈...⌉, ``<m>`` ⟨m⟩, ``k * gamma`` k·γ and ``x*`` x with a superscript star; single
letters are set in italics. :func:`looks_like_code` tells code spans that are not
formulas (paths, commands, module names), which stay code.

>>> math_html("e^(gamma/T)/(q-1)")
'<span class="math"><i>e</i><sup>γ/<i>T</i></sup>/(<i>q</i>−1)</span>'
>>> math_html("t_mix <= ceil(n ln(4n))")
'<span class="math"><i>t</i><sub>mix</sub> ≤ ⌈<i>n</i> ln(4<i>n</i>)⌉</span>'
>>> math_html("k * gamma"), math_html("x*")
('<span class="math"><i>k</i> · γ</span>', '<span class="math"><i>x</i><sup>*</sup></span>')
"""

from __future__ import annotations

import html
import re

__all__ = ["math_html", "looks_like_code"]

GREEK = {
    "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "eps": "ε", "epsilon": "ε", "zeta": "ζ", "eta": "η",
    "theta": "θ", "kappa": "κ", "lambda": "λ", "mu": "μ", "nu": "ν", "xi": "ξ", "pi": "π", "rho": "ρ",
    "sigma": "σ", "tau": "τ", "phi": "φ", "chi": "χ", "psi": "ψ", "omega": "ω", "Gamma": "Γ", "Delta": "Δ",
    "Theta": "Θ", "Lambda": "Λ", "Pi": "Π", "Sigma": "Σ", "Phi": "Φ", "Psi": "Ψ", "Omega": "Ω",
}
WORDS = {"sum": "∑", "prod": "∏", "sqrt": "√", "inf": "∞", "infty": "∞"}
OPERATORS = (("<=>", "⇔"), ("<=", "≤"), (">=", "≥"), ("!=", "≠"), ("->", "→"), ("+-", "±"), ("...", "…"))
_CODE = re.compile(r"(\.(py|json|txt|sqlite|md|html|png|npz|csv|sh|toml|cfg|yml|yaml|log)\b|^glauber\b|^--"
                   r"|^(toolkit|exact|examples|benchmarks|scripts|tests|docs|proofs_checks)[./]"
                   r"|^make\b|^python\b|^pytest\b|^pip\b|^bash\b|/\w+/|\w\(\w*=)")


def looks_like_code(text: str) -> bool:
    """A code span that is code, not a formula: a file name or path, a command, a module.

    >>> looks_like_code("toolkit/data/political_lexicon.txt"), looks_like_code("glauber verify")
    (True, True)
    >>> looks_like_code("benchmarks/gpu_phase.sh"), looks_like_code("gpu_phase.sh")  # not gpu with a subscript
    (True, True)
    >>> looks_like_code("t_mix(1/4) <= ceil(n ln(4n) / (1 - alpha))")
    False
    """
    return bool(_CODE.search(text.strip()))


def _group(s: str, i: int) -> tuple[str, int]:
    """The bracketed group opening at ``s[i]`` (``(``, ``{`` or ``[``): its content and the
    index after its closing bracket (unbalanced: the rest of ``s``)."""
    close = {"(": ")", "{": "}", "[": "]"}[s[i]]
    depth, j = 0, i
    while j < len(s):
        if s[j] == s[i]:
            depth += 1
        elif s[j] == close:
            depth -= 1
            if depth == 0:
                return s[i + 1:j], j + 1
        j += 1
    return s[i + 1:], len(s)


def _script(s: str, i: int, tag: str) -> tuple[str, int]:
    """The sub- or superscript whose marker (``_`` or ``^``) is at ``s[i - 1]``."""
    if i < len(s) and s[i] in "({":
        inner, j = _group(s, i)
        return f"<{tag}>{_render(inner)}</{tag}>", j
    m = re.compile(r"-?[A-Za-z0-9.]+\*?|\*").match(s, i)
    if not m:
        return html.escape(s[i - 1]), i
    if m.group(0) == "*":
        return f"<{tag}>*</{tag}>", m.end()
    return f"<{tag}>{_render(m.group(0), roman=True)}</{tag}>", m.end()


def _render(s: str, roman: bool = False) -> str:
    out, i = [], 0
    while i < len(s):
        c = s[i]
        op = next(((a, b) for a, b in OPERATORS if s.startswith(a, i)), None)
        angle = re.compile(r"<([A-Za-z][^<>=]*)>").match(s, i) if c == "<" else None
        if angle:  # an average: <m> -> ⟨m⟩
            out.append(f"⟨{_render(angle.group(1))}⟩")
            i = angle.end()
        elif op:
            out.append(op[1])
            i += len(op[0])
        elif c in "_^" and i > 0:
            text, i = _script(s, i + 1, "sub" if c == "_" else "sup")
            out.append(text)
        elif c.isalpha():
            m = re.compile(r"[A-Za-z]+").match(s, i)
            word, i = m.group(0), m.end()
            if word == "ceil" and s.startswith("(", i):
                inner, i = _group(s, i)
                out.append(f"⌈{_render(inner)}⌉")
            elif word in GREEK:
                out.append(GREEK[word])
            elif word in WORDS:
                out.append(WORDS[word])
            elif len(word) == 1 and not roman:
                out.append(f"<i>{word}</i>")
            else:
                out.append(html.escape(word))
        elif c == "*":
            prev = s[i - 1] if i else " "
            nxt = s[i + 1] if i + 1 < len(s) else " "
            if prev.isspace() or nxt.isalnum() or nxt == "(":
                out.append("·")  # multiplication: "k * gamma", "2*x"
            else:
                out.append("<sup>*</sup>")  # a marked state: "x*", "(x*, x*)"
            i += 1
        elif c == "-":
            out.append("−")
            i += 1
        elif c == "~" and 0 < i < len(s) - 1 and s[i - 1] == " " and s[i + 1] == " ":
            out.append("∼")
            i += 1
        else:
            out.append(html.escape(c, quote=False))
            i += 1
    return "".join(out)


def math_html(expr: str) -> str:
    """``expr`` (the project's ASCII notation) as an HTML ``<span class="math">``."""
    return f'<span class="math">{_render(str(expr))}</span>'
