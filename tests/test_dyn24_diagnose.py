"""benchmarks/dyn24_diagnose.py: the categories of an undetermined growth verdict (dyn24).

Hand cases on the window n = 8, 16, 32 with Z_POLY = 3.5 (toolkit.growth): the categories
follow from the rule's arithmetic, and category C's "needed lower end" hi_32 (16/32)^3.5 is
exactly the boundary of the jump branch of toolkit.growth.growth_verdict.
"""

import math

import numpy as np

from benchmarks.dyn24_diagnose import cause
from toolkit.app.mixing_diagram import Cell
from toolkit.growth import POLYNOMIAL, UNDETERMINED, Z_POLY, Timescale, growth_verdict

NS = (8, 16, 32)


def _row(lo, hi, cens=(False, False, False)):
    cells = []
    for n, a, b, c in zip(NS, lo, hi, cens, strict=True):
        ts = [Timescale("t_rel", "upper", b, 0.0, b, "hand", n, 0.15)] if math.isfinite(b) else []
        if a > 0:
            ts.append(Timescale("t_rel", "lower", a, a, math.inf, "hand", n, 0.15, censored=c))
        cells.append(Cell(n, 0.15, tuple(ts), "sampled"))
    return {"family": "hand", "seed": 0, "T": 0.15, "verdict": UNDETERMINED, "cells": cells}


def test_no_upper_end_is_category_a():
    cat, why = cause(_row((1, 2, 3), (10.0, 20.0, math.inf)))
    assert cat == "A" and "n = 32" in why


def test_top_pair_rise_is_category_b():
    # hi 100, 200, 2400: top pair log2(12) = 3.585 > 3.5, window ln(24) / ln(4) = 2.29
    cat, why = cause(_row((1, 2, 3), (100.0, 200.0, 2400.0)))
    assert cat == "B" and "n^3.58 over n = 16..32" in why


def test_lower_pair_jump_is_category_c_with_the_jump_branch_boundary():
    # hi 10, 1000, 2000: window ln(200) / ln(4) = 3.82 > 3.5, top pair 1.0; the jump branch needs
    # lo_16 >= 2000 / 2^3.5 = 176.777 (hand: 2^3.5 = 11.3137)
    hi = (10.0, 1000.0, 2000.0)
    cat, why = cause(_row((1.0, 100.0, 3.0), hi))
    assert cat == "C" and ">= 176.8 at n = 16" in why and "1.77x short" in why
    assert Z_POLY == 3.5
    # the boundary is the rule's: a lower end just above it decides polynomial, just below does not
    for lo16, want in ((177.0, POLYNOMIAL), (176.0, UNDETERMINED)):
        v = growth_verdict(np.array(NS), np.array([1.0, lo16, 3.0]), np.array(hi))
        assert v.verdict == want
