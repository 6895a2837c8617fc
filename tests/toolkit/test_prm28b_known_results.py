"""prm28b: the hypercube claim's tie guard is the SMALLEST |d(t) - eps| over all its cases
(its guard text says ``min``), not the last case's. A fake engine and fake helpers give the
cases different gaps (the first one tied, the last one far), and the first check call stops it."""
from types import SimpleNamespace

import pytest

from toolkit.app.report.known_results import known_results


class _Stop(Exception):
    pass


class _Cases(list):
    def add(self, *row):
        self.append(row)


def test_tie_guard_is_the_minimum_gap_over_the_cases():
    calls = []

    def check(name, cases, **kw):
        calls.append(kw)
        raise _Stop

    gaps = {(100, 0.25): 0.01, (100, 0.05): 0.4, (200, 0.25): 0.3}   # min 0.01 (first), last 0.3
    exact = SimpleNamespace(lumped_mixing_time=lambda *a, **k: SimpleNamespace(t_mix=700))
    with pytest.raises(_Stop):
        known_results(exact, SimpleNamespace(check=check), cases=_Cases,
                      ehrenfest_profile=lambda n, t: n,
                      first_within=lambda d, eps: (700, gaps[(d, eps)]),
                      eps_values=(0.25, 0.05), tie_atol=0.05)
    kw = calls[0]
    assert kw["hypothesis_holds"] is False          # 0.01 <= tie_atol: a tie, not asserted
    assert kw["guard"] == "no tie: min |d(t) - eps| = 0.01"
