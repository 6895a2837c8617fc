"""prm19c promise sweep (issue 30): toolkit.app.study's cost model, the escape verdict at
gamma = 0 and the effective size read back from a prevalence method string."""

from __future__ import annotations

from types import SimpleNamespace

from toolkit.app import study


def test_budget_calls_charge_per_row_times_the_batch():
    # one call of B rows takes per_call + per_row * B (the Budget docstring): 10 s of calls of
    # 10 rows at 0.1 + 0.01 * 10 = 0.2 s each -> 50 calls; of 1 row: 10 / 0.11 -> 90
    b = study.Budget(seconds=10.0, per_call=0.1, per_row=0.01)
    assert b.calls(1.0, 10) == 50
    assert b.calls(1.0, 1) == 90


def test_escape_verdict_is_vacuous_at_zero_margin():
    # "vacuous when the bound says nothing (gamma <= 0 ...)": gamma = 0 is no strict argmax
    m = SimpleNamespace(value=100.0, ci=(50.0, 150.0))
    word, why = study._escape_verdict(0.0, 5.0, m, 0)
    assert word == "vacuous" and "gamma <= 0" in why
    assert study._escape_verdict(1e-3, 5.0, m, 0)[0] == "holds"


def test_effective_size_in_exponent_notation():
    # toolkit.incompat writes "effective size {n_eff:.4g} of {N}": 12345.6 -> "1.235e+04"
    prev = SimpleNamespace(method=f"Wilson, clustered (effective size {12345.6:.4g} of 20000)")
    assert study._effective_size(prev, 20000) == "1.235e+04"
    assert study._effective_size(SimpleNamespace(method="Wilson"), 7) == "7"
