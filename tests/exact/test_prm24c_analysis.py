"""prm24c seventh sweep (issue 30): ``exact.analysis._report``'s ``mixing_method``, never passed off
its default (benchmarks/results/default-only-args-2026-12-06.md): the report's ``t_mix`` comes from
the method asked for (``t_mix_method``), an unknown one is refused, and every method gives the same
exact ``t_mix`` (the first ``t`` with worst-start TV <= eps, here checked by stepping the kernel
matrix by hand)."""

from __future__ import annotations

import numpy as np
import pytest

from exact import ExactChain, analysis
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def chain():
    return ExactChain(potts(2, 3, 1.0), temperature=1.0)


def t_mix_by_hand(c, eps=0.25):
    P = c.kernel.dense
    P = np.asarray(P() if callable(P) else P, dtype=float)
    pi = np.asarray(c.pi, dtype=float)
    Pt = np.eye(len(pi))
    for t in range(1, 1000):
        Pt = Pt @ P
        if 0.5 * np.abs(Pt - pi).sum(axis=1).max() <= eps:
            return t
    raise AssertionError("no t_mix below 1000")


def test_mixing_method_is_the_one_asked_for():
    c = chain()
    rep = analysis._report(c, 0.25, mixing_method="stepping")
    assert rep.t_mix_method == "stepping"  # 'auto' picks 'doubling' on this chain
    assert rep.t_mix == t_mix_by_hand(c) == analysis._report(c, 0.25, mixing_method="doubling").t_mix


def test_unknown_mixing_method_is_refused():
    with pytest.raises(InvalidInputError, match="method"):
        analysis._report(chain(), 0.25, mixing_method="spectral")
