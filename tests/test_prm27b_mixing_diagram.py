"""prm27b tenth sweep (issue 30): ``diagram_verdicts`` hands each cell's CENSORED flag (a lower
end that is a run's own length, not evidence of growth) on to ``growth_verdict``; here the
largest size's sampled lower end is censored, and the verdict must not count it as measured."""

import math
from types import SimpleNamespace

import numpy as np

import toolkit.app.mixing_diagram as md
from toolkit.growth import growth_verdict


def _cell(n, lo, hi, cens):
    return SimpleNamespace(n=n, notes=(), bracket=lambda quantity: (lo, hi, cens, None))


def test_censored_flags_reach_growth_verdict(monkeypatch):
    seen = []

    def spy(n_values, low, high, **kw):
        seen.append(np.asarray(kw["censored"], dtype=bool).tolist())
        return growth_verdict(n_values, low, high, **kw)

    monkeypatch.setattr(md, "growth_verdict", spy)
    ns = [8, 16, 32, 64]
    # exponential-looking lower ends, the one at n = 64 censored (the run's own length)
    cells = [[_cell(n, math.exp(n / 4), math.inf, n == 64)] for n in ns]
    verdicts, _ = md.diagram_verdicts(ns, [1.0], cells)
    assert seen and all(s == [False, False, False, True] for s in seen[:2])   # t_rel and t_mix, all sizes
    # the rule on the same data called directly with the flags gives the diagram's verdict
    want = growth_verdict(np.array(ns, float), [math.exp(n / 4) for n in ns], [math.inf] * 4,
                          censored=[False, False, False, True], temperature=1.0, quantity="t_rel")
    assert verdicts[0].verdict == md.combine_verdicts([want, growth_verdict(
        np.array(ns, float), [math.exp(n / 4) for n in ns], [math.inf] * 4,
        censored=[False, False, False, True], temperature=1.0, quantity="t_mix")]).verdict
