"""Sympy proofs, with seeded numeric spot checks, of the lemmas in DESIGN.md section 1.

One module per lemma; each has a docstring stating it and ``check(*, rng=0) ->
LemmaResult``. A lemma is ``ok`` when every symbolic step is decided by sympy (an
undecided step is NOT proven) and its numeric check passes.

    rectangle_joint, rectangle_kolmogorov, rectangle_tempering   compatibility
    softmax_tv, contraction_arithmetic                           contraction bound
    margin_escape                                                metastability
    independent_spectrum, reversible_bounds_two_state            spectra and mixing
    exchangeable_sectors, three_token_sectors, potts_spinodal    exact reduction by symmetry

``run_all()`` runs them all; ``python -m proofs_checks`` prints the table and exits 1
unless every lemma is ok.
"""

from __future__ import annotations

from proofs_checks import (
    contraction_arithmetic,
    exchangeable_sectors,
    independent_spectrum,
    margin_escape,
    potts_spinodal,
    rectangle_joint,
    rectangle_kolmogorov,
    rectangle_tempering,
    reversible_bounds_two_state,
    softmax_tv,
    three_token_sectors,
)
from proofs_checks._core import LemmaResult, is_zero

LEMMAS = (
    rectangle_joint,
    rectangle_kolmogorov,
    rectangle_tempering,
    softmax_tv,
    contraction_arithmetic,
    margin_escape,
    independent_spectrum,
    reversible_bounds_two_state,
    exchangeable_sectors,
    three_token_sectors,
    potts_spinodal,
)

__all__ = ["LEMMAS", "LemmaResult", "is_zero", "run_all"]


def run_all() -> list[LemmaResult]:
    """``check()`` of every lemma; a check that raises is reported as failed."""
    results = []
    for lemma in LEMMAS:
        try:
            results.append(lemma.check())
        except Exception as exc:  # one broken check must not hide the others
            detail = f"{type(exc).__name__}: {exc}"
            results.append(LemmaResult(lemma.NAME, lemma.STATEMENT, "error", False, False, detail))
    return results
