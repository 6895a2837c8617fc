"""prm19b promise sweep: toolkit.app.report.contraction (its table's columns, the n ln n fit)."""

from __future__ import annotations

import math

import pytest

from toolkit.app.report.contraction import section_contraction


@pytest.fixture(scope="module")
def sec(tmp_path_factory):
    return section_contraction(str(tmp_path_factory.mktemp("contraction")), quick=True)


def _rows(sec):
    lines = sec.text[1].splitlines()
    assert lines[0] == ("| n | `alpha` | contraction bound | exact `t_mix` | `t_mix / (n ln n)` | "
                        "`t_mix <= bound` |")
    return [[c.strip() for c in line.strip("|").split("|")] for line in lines[2:]]


def test_table_columns_hold_the_bound_and_t_mix(sec):
    rows = _rows(sec)
    assert len(rows) == 8   # n = 2..9 (quick)
    for n, alpha, bound, t_mix, ratio, holds in rows:
        n, alpha, bound, t_mix = int(n), float(alpha), int(bound), int(t_mix)
        # the text's bound: t_mix(1/4) <= ceil(n ln(4n) / (1 - alpha)) (alpha printed to 6 digits)
        assert bound == math.ceil(n * math.log(4 * n) / (1 - alpha) - 1e-4)
        assert t_mix <= bound and holds == "yes"
        assert float(ratio) == pytest.approx(t_mix / (n * math.log(n)), rel=1e-5)


def test_fit_is_least_squares_on_n_ln_n(sec):
    # t_mix ~ c n ln n over n >= 3: c = sum x t / sum x^2, x = n ln n (natural log)
    pts = [(int(r[0]), int(r[3])) for r in _rows(sec) if int(r[0]) >= 3]
    xs = [n * math.log(n) for n, _ in pts]
    c = sum(x * t for x, (_, t) in zip(xs, pts, strict=True)) / sum(x * x for x in xs)
    assert sec.data["fit_c"] == pytest.approx(c, rel=1e-12)
    assert f"`c = {c:.3f}`" in sec.text[2]
