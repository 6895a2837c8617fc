"""Sweep 7, group a4 (issue 30): toolkit.app.window.real_window's calibration rows at their
boundaries, and its report's dict.

- Potts q = 2 on three sites (complete graph), coupling c = 0.5, T = 1, ``logit_rtol=0`` (no
  logit tolerance: ``tol = 0``). Every context is reached, so the sampled lower bounds EQUAL the
  exact values, and a lower bound equal to its exact value holds (``<=``). Closed forms: the
  fixed points are the two constant states with margin 2c = 1 (a site sees two agreeing
  neighbours: logits 2c against 0); flipping one neighbour moves a site's logit difference by
  2c, from 0 to 2c at worst: R_ij = sigmoid(2c) - 1/2, alpha = 2 R_ij = tanh(c); L_ij = 2c, so
  T_0 = max_j sum_i L_ij / 4 = 2 (2c) / 4 = c.
- The prevalence row agrees only if EVERY sampled rectangle's certification agrees with the
  exact one (up to those within the logit noise of their bound): one flipped certification of an
  incompatible table's rectangle far above its bound fails it.
- to_dict's fixed points carry ``state``, ``text`` and ``gamma`` (their margin).
"""

import math

import numpy as np
import pytest

from toolkit.app import window as win
from toolkit.models import potts, random_table

C = 0.5


@pytest.fixture(scope="module")
def potts_window():
    return win.real_window(potts(2, 3, C), n_chains=16, n_steps=400, n_pairs=2, n_replicates=16, n_contexts=8,
                           rng=1, logit_rtol=0)


def _row(r, name):
    (row,) = [x for x in r.calibration.rows if x.name == name]
    return row


def test_lower_bounds_equal_to_the_exact_value_hold(potts_window):
    r = potts_window
    assert r.logit_tolerance == 0.0
    sig = 1 / (1 + math.exp(-2 * C))
    want = {"largest margin reached": 2 * C, "alpha (sampled influence)": math.tanh(C),
            "max_ij R_ij (sampled influence)": sig - 0.5, "T_0 (sampled influence)": C,
            "max |log R| (sampled rectangles)": 0.0}
    for name, value in want.items():
        row = _row(r, name)
        assert row.kind == "lower bound"
        assert row.exact.value == pytest.approx(value, rel=1e-12, abs=1e-15)
        assert row.sampled.value == row.exact.value          # the tie itself
        assert row.ok is True, name
    assert _row(r, "margins at those fixed points: max |gamma - exact|").ok is True


def test_fixed_points_in_the_dict(potts_window):
    fps = potts_window.to_dict()["fixed_points"]
    assert [set(p) for p in fps] == [{"state", "text", "gamma"}] * 2
    assert sorted(tuple(p["state"]) for p in fps) == [(0, 0, 0), (1, 1, 1)]
    assert [p["gamma"] for p in fps] == pytest.approx([2 * C, 2 * C], rel=1e-12)
    assert {p["text"] for p in fps} == {"0 0 0", "1 1 1"}


def test_one_flipped_certification_fails_the_prevalence_row(monkeypatch):
    real = win.rectangle_test
    flipped = {}

    def one_flipped(*a, **k):
        res = real(*a, **k)
        t = res.table
        cert = np.array(t["certified"], dtype=bool)
        far = np.flatnonzero(cert & (np.abs(t["log_r"]) > 100 * t["bound"] + 1e-6))
        assert far.size >= 2                                  # several certified, far above the bound
        cert[far[0]] = False
        t["certified"] = cert
        flipped["n"] = cert.size
        return res

    monkeypatch.setattr(win, "rectangle_test", one_flipped)
    r = win.real_window(random_table(2, 3, 1.5, rng=22), n_chains=8, n_steps=200, n_pairs=2, n_replicates=8,
                        n_contexts=8, rng=1)
    assert flipped["n"] > 2
    assert _row(r, "sampled rectangles: prevalence").ok is False
    assert _row(r, "sampled rectangles: max |log R - exact|").ok is True   # the values themselves agree
