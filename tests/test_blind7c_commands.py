"""Seventh blind audit, part c (issue 30): tests for the two survivors of the first run
(benchmarks/blind_audit_7c.py, record benchmarks/results/blind-audit-7c-2026-12-03.md), both in
``glauber exact`` (toolkit/app/commands/exact.py). Expected values from the command's documented
contract and from an independent construction of the lazy kernel."""

from __future__ import annotations

import json

import numpy as np
import pytest

from toolkit.app.cli import main

ARGS = ["exact", "--model", "potts", "--q", "2", "--n", "3"]


@pytest.mark.parametrize("sectors", ["symmetric", "all"])
def test_sectors_refused_on_an_enumerated_model(sectors, capsys):
    # `--sectors` applies to the lumped chain of token counts (exchangeable families); potts is
    # enumerated, so any value but auto is a user error naming the flag and its value
    assert main([*ARGS, "--sectors", sectors, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("glauber exact: error: `--sectors`") and repr(sectors) in err


def test_start_reports_the_lazy_chain(capsys):
    from exact.distance import mixing_time_from
    from exact.kernel import glauber_kernel
    from toolkit.models import potts

    # --lazy 0.5 --start 0: the report and d_mu(t) are those of P_lazy = I/2 + P/2, built here
    # by hand from the non-lazy kernel (lazy=0); the non-lazy chain gives other numbers
    assert main([*ARGS, "--lazy", "0.5", "--start", "0", "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    P = np.asarray(glauber_kernel(potts(2, 3, 1.0), temperature=1.0).dense())
    lazy = 0.5 * np.eye(P.shape[0]) + 0.5 * P
    eps = out["from_start"]["eps"]
    want = mixing_time_from(lazy, 0, eps=eps).t_mix
    assert out["from_start"]["t_mix"] == want
    assert mixing_time_from(P, 0, eps=eps).t_mix != want
    # gap of the lazy chain: 1 - lambda* with lambda* = max |(1 + lambda)/2| over non-unit lambda
    ev = np.sort(np.linalg.eigvals(P).real)[:-1]
    assert out["spectral_gap"] == pytest.approx(1 - np.max(np.abs((1 + ev) / 2)), rel=1e-9)
