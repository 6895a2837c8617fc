"""Contract pins of toolkit.app.report.soundness (issue 30, sweep6s4): the inequality rule (upper
and lower, strict, the case with the least margin, a missing/NaN/inf value fails, slack_upper or
slack_lower of the shown case, -1 when it fails, one row per case), _num's integers, the stated
level 0.999 and eps 0.25, the reference kernel/GTH/d(t) of _Exact on a two-state chain by hand,
and the section's progress lines, tables and data keys."""

import math

import numpy as np
import pytest

from toolkit.app.report import soundness as snd
from toolkit.app.report._model import Section
from toolkit.models import IndependentSites


def _ineq(cases, **kw):
    s = Section("soundness", "t")
    q = snd._Inequalities(s)
    q.check("c", cases, why="w", **kw)
    return s.claims[-1], q.rows


def test_upper_least_margin_slack_and_rows():
    c, rows = _ineq([("a", 1.0, 10.0), ("b", 3.0, 4.0), ("c", 0.0, 100.0)], upper=True)
    # margins 9, 1, 100: the shown case is b; slack_upper(3, 4) = 1 - 3/4
    assert (c.bound, c.value, c.holds, c.hypothesis) == (4, 3, True, "w; worst case b")
    assert c.slack == pytest.approx(0.25) and c.hypothesis_holds is True
    assert rows == [dict(claim="c", case=k, value=v, bound=b, holds=True) for k, v, b in
                    [("a", 1.0, 10.0), ("b", 3.0, 4.0), ("c", 0.0, 100.0)]]


def test_lower_rule_and_strictness():
    c, _ = _ineq([("a", 20.0, 15.0), ("b", 30.0, 10.0)], upper=False)
    # value >= bound; margins 5 and 20: case a; slack_lower(20, 15) = 1 - 15/20
    assert (c.bound, c.value, c.holds, c.slack) == (15, 20, True, pytest.approx(0.25))
    c, _ = _ineq([("eq", 5.0, 5.0)], upper=False)
    assert c.holds is True and c.slack == 0.0   # equality holds when not strict
    c, _ = _ineq([("eq", 5.0, 5.0)], upper=False, strict=True)
    assert c.holds is False and c.slack == -1.0
    c, _ = _ineq([("eq", 5.0, 5.0)], upper=True)
    assert c.holds is True


def test_missing_or_non_finite_values_fail():
    for bad in [("none", None, 1.0), ("nan bound", 1.0, math.nan), ("inf value", math.inf, math.inf),
                ("nan value", math.nan, 1.0), ("none bound", 1.0, None)]:
        c, rows = _ineq([("ok", 1.0, 2.0), bad], upper=True)
        assert c.holds is False and c.slack == -1.0 and c.hypothesis == f"w; worst case {bad[0]}", bad
        assert [r["holds"] for r in rows] == [True, False]
    c, _ = _ineq([("inf bound", 1.0, math.inf)], upper=True)
    assert c.holds is True   # a finite value under an infinite upper bound holds
    s = Section("soundness", "t")
    snd._Inequalities(s).check("nothing", [], upper=True, why="w")
    assert (s.claims[0].bound, s.claims[0].value, s.claims[0].holds) == ("cases", "none", False)


def test_num_and_constants():
    assert snd._num(None) is None
    assert snd._num(5.0) == 5 and type(snd._num(5.0)) is int
    assert type(snd._num(2.0**53)) is float and type(snd._num(2.0**53 - 1)) is int
    assert snd._num(2.5) == 2.5 and type(snd._num(np.int64(3))) is int
    assert snd.LEVEL == 0.999 and snd.EPS == 0.25 and snd.STREAM == 6


def test_exact_side_of_a_one_site_chain_by_hand():
    # one site, q = 2, logits (0, h) at T: P = [[1 - w, w], [1 - w, w]], w = 1/(1 + e^(-h/T)); lazy a:
    # a I + (1 - a) P; pi = (1 - w, w); d(0) = max(w, 1 - w), d(1) = a max(w, 1-w)... (eigenvalue a)
    h, T, a = 1.0, 0.5, 0.3
    w = 1 / (1 + math.exp(-h / T))
    m = IndependentSites(np.array([[0.0, h]]))
    np.testing.assert_allclose(snd._kernel(m, T, a), a * np.eye(2) + (1 - a) * np.array([[1 - w, w], [1 - w, w]]),
                               rtol=1e-14)
    ex = snd._Exact(m, T, lazy=a)
    np.testing.assert_allclose(ex.pi, [1 - w, w], rtol=1e-14)
    # d(t) = max(w, 1 - w) a^t: t_mix(1/4) the first t with it <= 1/4
    dt = max(w, 1 - w) * a ** np.arange(ex.d.size)
    np.testing.assert_allclose(ex.d, dt, rtol=1e-10, atol=1e-15)
    assert ex.t_mix == int(np.flatnonzero(dt <= 0.25)[0]) == 2
    assert ex.gap == pytest.approx(1 - a, rel=1e-12) and ex.symmetric
    np.testing.assert_allclose(snd._gth(np.array([[0.9, 0.1], [0.3, 0.7]])), [0.75, 0.25], rtol=1e-15)
    # three sites q = 2 by powers: pi(x) P(x, y) symmetric; the mult. gap of a reversible P is 1 - lambda_2^2
    assert ex.mult_gaps(2) == pytest.approx([1 - a ** 2, 1 - a ** 4], rel=1e-12)


@pytest.fixture(scope="module")
def section(tmp_path_factory):
    lines = []
    s = snd.section(str(tmp_path_factory.mktemp("s")), rng=np.random.default_rng([0, snd.STREAM]),
                    progress=lines.append)
    return s, lines


def test_section_lines_tables_and_data(section):
    s, lines = section
    assert lines == [f"[soundness] group {k}/6: {g}" for k, (g, _) in enumerate(snd.GROUPS, 1)]
    assert [g for g, _ in snd.GROUPS] == ["coupling bounds", "spectral bounds", "contraction and escape",
                                          "certificates", "lumped chains", "round trips"]
    assert set(s.data) == {"equalities", "inequalities"}
    assert s.data["inequalities"] and all(set(r) == {"claim", "case", "value", "bound", "holds"}
                                          for r in s.data["inequalities"])
    heads = [t.splitlines()[0] for t in s.text if t.startswith("| model |")]
    assert heads == ["| model | exact t_mix | t_lower | t_upper | replicates |",
                     "| model | T | compatible | exact t_mix | lower bound | upper bound |",
                     "| model | sector | lumped gap | enumerated gap | lumped t_mix | enumerated t_mix |"]
    assert "Coupling bounds:" in s.text and "Lumped chains:" in s.text
    assert not [c for c in s.claims if c.failed]
    assert "at level 0.999 from the section's own random stream" in s.text[0]
    # the coupling table: the two-site Ising's exact t_mix is 19 (docstring)
    coup = s.text[s.text.index("Coupling bounds:") + 1]
    assert "| two-site Ising, field 1 (pi peaked) | 19 |" in coup
