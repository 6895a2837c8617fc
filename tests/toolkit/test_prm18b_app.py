"""prm18b promise sweep (issue 30): documented promises of the app's library modules
(``toolkit.app.claims``, ``toolkit.app.output``, ``toolkit.app.compare``,
``toolkit.app.mixing_summary``, ``toolkit.app.mixing_truth``) that no test checked."""

import argparse
import math

import pytest

from toolkit.app import claims, compare, mixing_summary, mixing_truth, output
from toolkit.results import Estimate


def test_md_escape_keeps_a_bold_pair():
    # documented: every * is literal "except well-formed emphasis pairs (*word*, **word**)"
    assert claims.md_escape("a **bold** word") == "a **bold** word"


def test_envelope_puts_nonfinite_before_timings_and_timings_last():
    # documented: nonfinite "before timings"; timings "last"
    doc = output.envelope(argparse.Namespace(command="x"), {"a": float("nan")}, timings={"seconds": 1.0})
    keys = list(doc)
    assert keys[-1] == "timings" and keys[-2] == "nonfinite"


def test_check_row_upper_bound_uses_the_z_given():
    # upper bound: agrees when max(value + z stderr, ci high) >= exact. value 1, stderr 1,
    # interval [0.5, 1.5]: at z = 1 the allowance is 2 < 2.5 (disagrees); at z = 3 it is 4
    est = Estimate(1.0, 1.0, (0.5, 1.5), 100, "sampled")
    assert compare.check_row("upper bound", est, 2.5, z=1.0) is False
    assert compare.check_row("upper bound", est, 2.5, z=3.0) is True


def test_plain_words_states_the_change_on_the_largest_sizes():
    # documented (MixingDiagram.change, real_table): T* on the largest sizes, the last window
    d = {"label": "m", "verdicts": [], "cells": [],
         "changes": [{"low": 0.5, "high": 0.6, "n_values": [4, 8, 16], "estimate": 0.55},
                     {"low": 0.7, "high": 0.8, "n_values": [8, 16, 32], "estimate": 0.75}]}
    line = [s for s in mixing_summary.plain_words(d) if s.startswith("The class changes")][0]
    assert line.startswith("The class changes between T = 0.7 and T = 0.8 on n = 8..32")


@pytest.mark.parametrize("field", [0.1, 0.3])
def test_curie_weiss_spinodal_is_even_in_the_field(field):
    # m -> -m maps the field h to -h: the free-energy profile, so its spinodal, is the same.
    # Tangency at T: |h| = beta m_s - T atanh(m_s), m_s = sqrt(1 - T / beta) (the docstring)
    T = mixing_truth.curie_weiss_spinodal(1.0, -field)
    assert T == mixing_truth.curie_weiss_spinodal(1.0, field) < 1.0
    m = math.sqrt(1.0 - T)
    assert abs(m - T * math.atanh(m) - field) < 1e-9
