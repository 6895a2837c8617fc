"""One copy of each formula (issue 27, point 4): the theory's bounds live in toolkit/theory.py,
the TV distance, the mixed-radix index and the ``d(t) <= eps`` tie rule in toolkit/_states.py,
the local margin in toolkit/_margins.py. This test reads every module of ``exact/`` and
``toolkit/`` (the app included) from its AST and fails where a known formula is written out
again outside its home; a planted copy of each is caught, and each pattern is shown to find its
own home (a pattern that matches nothing would let every copy through).

Patterns run over ``ast.unparse`` of each outermost expression (comments and docstrings
dropped, spacing canonical), so ``0.5*np.abs(a-b).sum()`` and ``0.5 * np.abs(a - b).sum()`` read
the same.
"""

from __future__ import annotations

import ast
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
THEORY, STATES, MARGINS = "toolkit/theory.py", "toolkit/_states.py", "toolkit/_margins.py"

#: formula -> (home, patterns); a match outside the home is a second copy
FORMULAS = {
    "TV distance 1/2 sum |mu - nu|": (STATES, (
        r"\b0\.5 \* (?:np\.)?abs\(.*\)\.sum\(",
        r"\b(?:np\.)?abs\(.*\)\.sum\(.*\) / 2(?:\.0)?\b",
        r"\b0\.5 \* \(.*\)\.abs\(\)\.sum\(",
    )),
    "mixed-radix strides q ** arange": (STATES, (r"\*\* np\.arange\(",)),
    "mixed-radix Horner index": (STATES, (r"\bidx \* q \+ x\[",)),
    "tie rule d(t) <= eps + slack where d fell by the excess": (STATES, (r"<= TIE_ATOL\) & \(",)),
    "escape bound e^{gamma/T}/(q-1)": (THEORY, (
        r"exp\(.* / (?:T|temperature)\) / \(q - 1\)",
        r"/ (?:T|temperature) - (?:math|np)\.log\(q - 1\)",
    )),
    "reversible lower bound (t_rel - 1) ln(1/(2 eps))": (THEORY, (r"log\(1(?:\.0)? / \(2(?:\.0)? \* ",)),
    "reversible upper bound t_rel ln(1/(eps pi_min))": (THEORY, (
        r"log\(1(?:\.0)? / \(eps \* ",
        r"log\(1(?:\.0)? / check_eps\(eps\)\) - ",
    )),
    "Paulin's non-reversible bound ln(1/(4 eps^2 pi_min))": (THEORY, (r"\b4 \* eps \* eps\b", r"\b4 \* eps \*\* 2\b")),
    "contraction bound n ln(n/eps)/(1 - alpha)": (THEORY, (r"log\(n / eps\) / \(1(?:\.0)? - alpha\)",)),
    "softmax lemma tanh(L/(4T))": (THEORY, (r"tanh\(.* / \(4 \* (?:T|temperature)\)\)",)),
    "T_0 = max sum L / 4": (THEORY, (r"\.sum\(axis=[01]\)\.max\(\)\) / 4\b",)),
    "margin: the largest logit of the other tokens": (MARGINS, (
        r"np\.partition\(",
        r"np\.sort\(.*\)\[[^\]]*-2",
        r"\[[^\]]*-2:-1\b",
        r"np\.delete\(.*\)\.max\(",
    )),
}

#: modules that recompute formulas on purpose: a check must not share the code it checks
INDEPENDENT = {
    "toolkit/app/report/reference.py": "closed forms written from the definitions, never through exact/",
    "toolkit/app/report/soundness.py": "the reference side of every bound, dense numpy from the definitions",
}

#: copies allowed where they are, with the reason, as ``{(path, formula): at most this many}``
ALLOWED = {
    # the same formula on torch tensors on the device (toolkit._states.tv is numpy)
    ("toolkit/exact_torch.py", "TV distance 1/2 sum |mu - nu|"): 1,
}


def _outer_expressions(tree: ast.AST):
    """Every expression that is not part of a larger one, docstrings left out."""
    docs = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(body, list) and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)):
            docs.add(id(body[0]))
    for node in ast.walk(tree):
        if isinstance(node, ast.expr) or id(node) in docs:
            continue
        yield from (child for child in ast.iter_child_nodes(node) if isinstance(child, ast.expr))


#: a literal piece of each pattern's match (``ast.unparse`` spacing): a file or an expression
#: without any of them is not read further (the patterns alone over ~40k expressions took seconds)
ANCHORS = ("abs(", "abs()", "** np.arange(", "* q + x[", "TIE_ATOL", "(q - 1)", "log(1", "4 * eps",
           "log(n / eps)", "tanh(", ") / 4", "partition(", "sort(", "delete(", "-2:-1")
_SPACE = re.compile(r"\s+")


def copies(root: pathlib.Path = ROOT) -> dict:
    """``{(path, formula): [line, ...]}`` for every match of a formula's patterns outside its
    home and outside :data:`INDEPENDENT`."""
    out: dict = {}
    compiled = {name: [re.compile(p) for p in pats] for name, (_, pats) in FORMULAS.items()}
    bare = {_SPACE.sub("", a) for a in ANCHORS}
    for top in ("exact", "toolkit"):
        for f in sorted((root / top).rglob("*.py")):
            rel = f.relative_to(root).as_posix()
            source = f.read_text()
            squeezed = _SPACE.sub("", source)
            if rel in INDEPENDENT or not any(a in squeezed for a in bare):
                continue
            for expr in _outer_expressions(ast.parse(source, filename=rel)):
                text = ast.unparse(expr)
                if not any(a in text for a in ANCHORS):
                    continue
                for name, pats in compiled.items():
                    if FORMULAS[name][0] != rel and any(p.search(text) for p in pats):
                        out.setdefault((rel, name), []).append(expr.lineno)
    return out


def problems(root: pathlib.Path = ROOT) -> list[str]:
    found = copies(root)
    return [f"{path}:{lines}: {name} (its one copy is {FORMULAS[name][0]})"
            for (path, name), lines in sorted(found.items())
            if len(lines) > ALLOWED.get((path, name), 0)]


def test_each_formula_has_one_copy():
    assert problems() == []


@pytest.mark.parametrize("name", sorted(FORMULAS))
def test_each_pattern_finds_its_home(name):
    """The home module holds the formula and at least one pattern sees it there (its match
    holding one of the anchors, so the prefilter lets it through)."""
    home, pats = FORMULAS[name]
    tree = ast.parse((ROOT / home).read_text())
    texts = [ast.unparse(e) for e in _outer_expressions(tree)]
    hits = [m.group(0) for p in pats for t in texts for m in [re.search(p, t)] if m]
    assert hits and any(a in h for a in ANCHORS for h in hits), (name, home)


PLANTED = {
    "TV distance 1/2 sum |mu - nu|": "d = 0.5*np.abs(P[x] - pi).sum()",
    "mixed-radix strides q ** arange": "w = q ** np.arange(n - 1, -1, -1)",
    "mixed-radix Horner index": "idx = idx * q + x[:, j]",
    "tie rule d(t) <= eps + slack where d fell by the excess": "ok = (excess <= 0) | ((excess <= TIE_ATOL) & (excess <= prev - d))",
    "escape bound e^{gamma/T}/(q-1)": "bound = np.exp(gamma / T) / (q - 1)",
    "reversible lower bound (t_rel - 1) ln(1/(2 eps))": "lo = (t_rel - 1) * math.log(1 / (2 * eps))",
    "reversible upper bound t_rel ln(1/(eps pi_min))": "hi = t_rel * math.log(1.0 / (eps * pi_min))",
    "Paulin's non-reversible bound ln(1/(4 eps^2 pi_min))": "L = math.log(1 / (4 * eps ** 2 * pi_min))",
    "contraction bound n ln(n/eps)/(1 - alpha)": "b = math.ceil(n * math.log(n / eps) / (1 - alpha))",
    "softmax lemma tanh(L/(4T))": "R_max = np.tanh(L / (4 * T))",
    "T_0 = max sum L / 4": "T0 = float(L.sum(axis=0).max()) / 4",
    "margin: the largest logit of the other tokens": "m = row[a] - np.delete(row, a).max()",
}


@pytest.mark.parametrize("name", sorted(FORMULAS))
def test_a_planted_copy_is_caught(tmp_path, name):
    """A copy planted inside a function of a module of exact/ (with a docstring and a comment
    that state the formula, which must not count) is found, named and placed; the homes, copied
    beside it, are not."""
    (tmp_path / "exact").mkdir()
    (tmp_path / "toolkit").mkdir()
    for home in {h for h, _ in FORMULAS.values()}:
        (tmp_path / home).write_text((ROOT / home).read_text())
    planted = ('"""A module."""\n\nimport math\n\nimport numpy as np\n\n\n'
               'def _probe(P, pi, x, q, n, gamma, T, t_rel, eps, pi_min, alpha, L, row, a, idx, j, excess, prev, d):\n'
               f'    """{PLANTED[name]}"""\n    # {PLANTED[name]}\n    {PLANTED[name]}\n    return 0\n')
    (tmp_path / "exact/planted.py").write_text(planted)
    line = planted.count("\n") - 1
    assert copies(tmp_path) == {("exact/planted.py", name): [line]}
    assert problems(tmp_path) == [f"exact/planted.py:[{line}]: {name} (its one copy is {FORMULAS[name][0]})"]
