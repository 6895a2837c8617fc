"""harden11c (issue 30): toolkit helpers against their documented contract: the growth
verdict's exponent intervals (toolkit.growth module docstring), the plain-words summary's count
of vacuous bounds and its sources of a combined verdict, Rousseeuw's silhouette by hand."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.app.mixing_summary import plain_words
from toolkit.growth import POLYNOMIAL, growth_verdict
from toolkit.semantic import _silhouette


def test_jump_branch_interval_is_the_top_pairs():
    # module docstring: the jump branch reports [ln(lo_K / hi_{K-1}), s_max] over the top pair, s_max =
    # ln(hi_K / lo_{K-1}) / ln(n_K / n_{K-1}); the chain-truth times with +-10 % brackets, at
    # z_poly = 2.5 (the threshold before 2026-12-07), where the window's rise n^2.74 sends them to
    # the jump branch (at the default 3.5 the whole-window rule decides them)
    t = np.array([148.6, 3268.0, 6649.0])
    v = growth_verdict([4, 8, 16], 0.9 * t, 1.1 * t, temperature=0.15, z_poly=2.5)
    assert v.verdict == POLYNOMIAL and v.exponent_n == (8, 16)
    lo = math.log(0.9 * 6649.0 / (1.1 * 3268.0)) / math.log(2.0)
    hi = math.log(1.1 * 6649.0 / (0.9 * 3268.0)) / math.log(2.0)
    assert v.exponent_interval == pytest.approx((lo, hi), rel=1e-12)


def test_polynomial_interval_uses_the_opposite_ends():
    # [ln(lo_K / hi_{K-2}), ln(hi_K / lo_{K-2})] / ln(n_K / n_{K-2}); lo = n^2 / 2, hi = 3 n^2 over n = 16..64
    n = np.array([16.0, 32.0, 64.0])
    v = growth_verdict(n, n**2 / 2, 3 * n**2)
    span = math.log(4.0)
    assert v.verdict == POLYNOMIAL
    assert v.exponent_interval == pytest.approx((2 - math.log(6.0) / span, 2 + math.log(6.0) / span), rel=1e-12)


def test_plain_words_counts_vacuous_bounds_not_cells():
    d = {"label": "m", "verdicts": [],
         "cells": [[{"timescales": [{"vacuous": True}, {"vacuous": True}, {"vacuous": False}]}]]}
    out = plain_words(d)
    assert "2 bound(s) are vacuous (a lower bound of one step: it says nothing)." in out


def test_plain_words_names_each_quantity_of_a_combined_verdict():
    d = {"label": "m", "verdicts": [{"verdict": "polynomial", "n_values": [8, 16, 32], "temperature": 1.0,
                                     "quantity": "t_rel + t_mix", "exponent": 1.0}]}
    (line,) = plain_words(d)
    assert line == ("m: polynomial growth with n is established at T = 1 (over n = 8..32; fitted exponent 1; "
                    "from t_mix and t_rel).")


def test_silhouette_by_hand():
    # points 0, 1, 5, 6 in two clusters {0, 1}, {5, 6}: a = 1 for each; b = the mean distance to the
    # other cluster, 5.5, 4.5, 4.5, 5.5; s = (b - a) / b: 9/11, 7/9, 7/9, 9/11; mean 79/99 (Rousseeuw 1987)
    x = np.array([0.0, 1.0, 5.0, 6.0])
    D = np.abs(x[:, None] - x[None, :])
    assert _silhouette(D, np.array([0, 0, 1, 1])) == pytest.approx(79 / 99, rel=1e-12)
    # three clusters {0, 1}, {5}, {20}: the lone point scores 0; for 0: b = min(5, 20) = 5, s = 4/5;
    # for 1: b = 4, s = 3/4; mean (4/5 + 3/4 + 0 + 0) / 4
    x = np.array([0.0, 1.0, 5.0, 20.0])
    D = np.abs(x[:, None] - x[None, :])
    assert _silhouette(D, np.array([0, 0, 1, 2])) == pytest.approx((0.8 + 0.75) / 4, rel=1e-12)
