"""Automatic mutation sweep 7, group a1 (issue 30): exact.checks.CheckReport.to_dict's escape
summary (the ``escape_bound`` of ``glauber check --json``): ``holds`` is whether EVERY fixed
point's escape bound holds (None without fixed points), ``min_log_slack`` the smallest slack;
and ``claim(name)`` returns the claim of that name, an unknown name raising."""

from __future__ import annotations

import dataclasses
from functools import cache
from types import SimpleNamespace

import pytest

from exact.checks import CheckReport  # noqa: F401  (the module under test, by name)
from exact.logits import site_logits
from exact.markov import check_claims
from toolkit.models import potts


@cache
def _report():
    return check_claims(site_logits(potts(2, 3, 1.0)), temperature=1.0)


def _esc(holds: bool, slack: float):
    return SimpleNamespace(holds=holds, log_slack=slack, to_dict=lambda: {"holds": holds, "log_slack": slack})


@pytest.mark.parametrize(("flags", "want"), [
    ((True, True, True), True),
    ((True, False, True), False),     # one fails: the bound does not hold (all, not any)
    ((False, False), False),
    ((False,), False),
    ((True,), True),
])
def test_escape_bound_holds_for_every_fixed_point(flags, want):
    escapes = tuple(_esc(h, 0.5 + k) for k, h in enumerate(flags))
    d = dataclasses.replace(_report(), escapes=escapes).to_dict()["escape_bound"]
    assert d["holds"] is want
    assert d["min_log_slack"] == 0.5


def test_escape_bound_without_fixed_points():
    d = dataclasses.replace(_report(), escapes=()).to_dict()["escape_bound"]
    assert d["holds"] is None and d["min_log_slack"] is None


def test_claim_by_name():
    r = _report()
    names = [c.name for c in r.claims]
    assert len(names) >= 2
    for name in names:
        assert r.claim(name).name == name
    with pytest.raises(Exception, match="no claim 'nope'"):
        r.claim("nope")
