"""toolkit.app.report.soundness (prm22d, issue 30): _Inequalities shows the first of tied worst
cases; the reversible gap claim allows the reference's own 1e-12 beside the reported gap_error."""

from __future__ import annotations

import dataclasses

import exact as real_exact
from toolkit.app.report._model import Section
from toolkit.app.report.soundness import _Agreement, _Inequalities, _spectral


def test_tied_worst_cases_show_the_first():
    # slack 1 for 'first' and 'second' (tied), 9 for 'loose': the claim names the first of the tie
    s = Section("x", "x")
    _Inequalities(s).check("v <= b", [("first", 1.0, 2.0), ("second", 3.0, 4.0), ("loose", 0.0, 9.0)],
                           upper=True, why="w")
    assert "worst case first" in s.claims[-1].hypothesis


class _Shifted:
    """The real ``exact``, with analyze's gap moved by 5e-13 and its gap_error set to 0."""

    def __getattr__(self, name):
        return getattr(real_exact, name)

    @staticmethod
    def analyze(model, **kw):
        r = real_exact.analyze(model, **kw)
        return dataclasses.replace(r, spectral_gap=r.spectral_gap + 5e-13, gap_error=0.0)


def test_gap_claim_allows_the_reference_slack():
    # the claim's own name: "|gap - reference gap| <= reported gap_error + 1e-12" (the reference
    # eigvalsh gap is itself good to ~1e-12 only): a gap 5e-13 off with gap_error 0 passes
    s = Section("soundness", "x")
    _spectral(_Shifted(), _Agreement(s), _Inequalities(s))
    (c,) = [c for c in s.claims if c.name == "reversible: |gap - reference gap| <= reported gap_error + 1e-12"]
    assert c.holds is True
