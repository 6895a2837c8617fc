"""Shared pieces: the result record and the two sympy deciders.

A symbolic step counts as proven only when sympy decides it: ``is_zero`` needs
``simplify(expr)`` to be exactly ``0``; ``is_positive``/``is_nonnegative`` need sympy's
assumption system to answer ``True`` for ``expr`` or for an equal rewriting of it
(simplified, factored, expanded, or numerator and denominator separately). An
undecided answer (``None``, or an expression that simplify leaves unreduced) is NOT a
proof.
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy


@dataclass(frozen=True)
class LemmaResult:
    name: str
    statement: str
    method: str
    proven: bool
    numeric_ok: bool
    detail: str

    @property
    def ok(self) -> bool:
        return self.proven and self.numeric_ok

    def __str__(self) -> str:
        return f"{self.name}: {status(self)} ({self.method}; {self.detail})"


def status(result: LemmaResult) -> str:
    if result.ok:
        return "ok"
    if not result.proven:
        return "NOT PROVEN"
    return "NUMERIC FAIL"


def is_zero(expr) -> bool:
    """True iff ``simplify`` reduces ``expr`` (every entry, for a matrix) to exactly 0."""
    expr = sympy.sympify(expr)
    if isinstance(expr, sympy.MatrixBase):
        return all(is_zero(entry) for entry in expr)
    return sympy.simplify(expr) == 0


def _forms(expr):
    """Equal rewritings of ``expr`` for sympy's sign inference to try in turn."""
    expr = sympy.sympify(expr)
    yield expr
    yield sympy.simplify(expr)
    yield sympy.factor(expr)
    yield sympy.expand(sympy.expand_log(expr))


def _fraction(expr):
    """Expanded numerator and denominator of ``together(expr)``."""
    num, den = sympy.fraction(sympy.together(sympy.expand_log(expr)))
    return sympy.expand(num), sympy.expand(den)


def is_nonnegative(expr) -> bool:
    """True iff sympy's assumptions decide ``expr >= 0`` for some equal rewriting."""
    if any(form.is_nonnegative is True for form in _forms(expr)):
        return True
    num, den = _fraction(expr)
    return num.is_nonnegative is True and den.is_positive is True


def is_positive(expr) -> bool:
    """True iff sympy's assumptions decide ``expr > 0`` for some equal rewriting."""
    if any(form.is_positive is True for form in _forms(expr)):
        return True
    num, den = _fraction(expr)
    return num.is_positive is True and den.is_positive is True


def summary(steps: dict[str, bool]) -> tuple[bool, str]:
    """All steps proven, and a short note naming any step that was not."""
    failed = [name for name, done in steps.items() if not done]
    if failed:
        return False, f"{len(steps) - len(failed)}/{len(steps)} steps; NOT: {', '.join(failed)}"
    return True, f"{len(steps)}/{len(steps)} steps"
