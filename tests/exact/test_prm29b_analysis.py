"""prm29b: the report's "bounds hold" row is the claim ``lower <= t_mix <= upper`` (its meaning
column says so): it holds with both ends equal to ``t_mix`` (a bound met with equality is
still a bound; e.g. the spectral bounds of a chain where they are tight)."""

import dataclasses

from exact import analyze
from toolkit.models import potts


def _row(table: str, name: str) -> str:
    return next(line for line in table.splitlines() if line.startswith(name))


def test_bounds_hold_at_equality_both_ends():
    rep = analyze(potts(2, 3, 1.0), temperature=1.0)
    t = rep.t_mix
    assert t is not None and t > 0
    tight = dataclasses.replace(rep, t_mix_lower_bound=float(t), t_mix_upper_bound=float(t))
    assert _row(tight.table(), "bounds hold").split()[2] == "yes"
    # one step off either end is a violation: the rule is not vacuous
    low = dataclasses.replace(rep, t_mix_lower_bound=float(t), t_mix_upper_bound=float(t) - 1)
    assert _row(low.table(), "bounds hold").split()[2] == "no"
    high = dataclasses.replace(rep, t_mix_lower_bound=float(t) + 1, t_mix_upper_bound=float(t))
    assert _row(high.table(), "bounds hold").split()[2] == "no"
