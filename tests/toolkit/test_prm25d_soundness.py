"""prm25d (issue 30): two allowances of toolkit.app.report.soundness, each with a wrong
engine whose value sits between the documented allowance and a plausible wrong one.

1. "reversible: |gap - reference gap| <= reported gap_error + 1e-12": an analyze whose gap is
   1.5e-6 off while it reports gap_error 1e-6 must fail (it would pass at twice the error).
2. "that count rectangle's bound >= 4 u_32 |l_i| + 4 u_32 |l_j| (|l| ~ 3000, 1% allowed)":
   a count_rectangles whose bound is 0.75 x 8 u_32 x 3000 (above one site's 4 u_32 |l|,
   below both sites' 8 u_32 |l|) must fail.
"""

from __future__ import annotations

import dataclasses

import exact as real_exact
import toolkit.app.report.soundness as soundness
from toolkit.app.report._model import Section

GAP_CLAIM = "reversible: |gap - reference gap| <= reported gap_error + 1e-12"
COUNT_CLAIM = "lumped: that count rectangle's bound >= 4 u_32 |l_i| + 4 u_32 |l_j| (|l| ~ 3000, 1% allowed)"


class _Off:
    """The real ``exact``; analyze's gap moved by ``off``, its gap_error set to 1e-6."""

    def __init__(self, off):
        self.off = off

    def __getattr__(self, name):
        return getattr(real_exact, name)

    def analyze(self, model, **kw):
        r = real_exact.analyze(model, **kw)
        return dataclasses.replace(r, spectral_gap=r.spectral_gap + self.off, gap_error=1e-6)


def _gap_claim(off):
    s = Section("soundness", "x")
    soundness._spectral(_Off(off), soundness._Agreement(s), soundness._Inequalities(s))
    (c,) = [c for c in s.claims if c.name == GAP_CLAIM]
    return c


def test_gap_off_by_more_than_its_error_fails():
    assert _gap_claim(1.5e-6).holds is False
    assert _gap_claim(0.5e-6).holds is True


def test_count_rectangle_bound_of_one_site_only_fails(monkeypatch):
    real = soundness.count_rectangles
    u32 = 2.0**-24

    def half_sites(*a, **k):
        return dataclasses.replace(real(*a, **k), max_abs_bound=0.75 * 8 * u32 * 3000.0)

    monkeypatch.setattr(soundness, "count_rectangles", half_sites)
    s = Section(soundness.KEY, soundness.TITLE)
    soundness._lumped(real_exact, soundness._Agreement(s), soundness._Inequalities(s))
    (c,) = [c for c in s.claims if c.name == COUNT_CLAIM]
    assert c.holds is False
