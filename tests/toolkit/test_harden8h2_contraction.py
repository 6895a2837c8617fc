"""toolkit.app.report.contraction: the hypothesis alpha < 1 at its boundary, and `quick` through
the registry's entry point (harden8h2, issue 30), on a fake scan.

The contraction bound needs ``alpha = max_j sum_i R_ij < 1`` strictly (``1 - (1 - alpha)/n``
contracts only then): ``alpha = 1`` exactly is no contraction, so the hypothesis fails. The
scan's sizes are ``2..9`` with ``quick`` and ``2..11`` without (the section's docstring and
its code; the entry point ``section(out_dir, quick=...)`` must pass ``quick`` on).
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from toolkit.app.report import contraction as con


class _Ax:
    figure = None


def _fake(monkeypatch, alpha_of_n):
    seen = {}

    def scan(family, ns, temperature):
        seen["ns"] = list(ns)
        rows = [SimpleNamespace(n=n, alpha_col=alpha_of_n(n), bound=100.0, t_mix=float(n * np.log(n) + 1),
                                ratio=1.0, holds=True, T0=0.5) for n in seen["ns"]]
        return SimpleNamespace(rows=rows, ratio_band=(1.0, 1.5), to_dict=lambda: {})

    monkeypatch.setattr(con, "nlogn_scan", scan)
    monkeypatch.setattr(con, "plot_nlogn", lambda scan, fit_c, title: _Ax())
    monkeypatch.setattr(con, "save", lambda fig, out, name: name)
    return seen


def _hypotheses(s):
    return [c.hypothesis_holds for c in s.claims if c.name.startswith("t_mix <= contraction bound")]


def test_alpha_exactly_one_is_no_contraction(monkeypatch, tmp_path):
    _fake(monkeypatch, lambda n: 1.0)
    assert _hypotheses(con.section_contraction(str(tmp_path), quick=True)) == [False] * 8
    _fake(monkeypatch, lambda n: np.nextafter(1.0, 0.0))  # the largest alpha below 1: contracts
    assert _hypotheses(con.section_contraction(str(tmp_path), quick=True)) == [True] * 8
    _fake(monkeypatch, lambda n: 0.0)  # no cross-site influence at all (independent sites)
    assert _hypotheses(con.section_contraction(str(tmp_path), quick=True)) == [True] * 8


def test_entry_point_passes_quick(monkeypatch, tmp_path):
    seen = _fake(monkeypatch, lambda n: 0.5)
    s = con.section(str(tmp_path), quick=True)
    assert seen["ns"] == list(range(2, 10))
    assert len(_hypotheses(s)) == 8
    con.section(str(tmp_path), quick=True, real=False, rng=3)  # the other options leave quick as it is
    assert seen["ns"] == list(range(2, 10))
    con.section(str(tmp_path), quick=False)
    assert seen["ns"] == list(range(2, 12))
    con.section(str(tmp_path))  # the entry point's default: the full scan
    assert seen["ns"] == list(range(2, 12))
