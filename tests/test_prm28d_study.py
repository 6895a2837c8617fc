"""prm28d (issue 30, eleventh sweep): the study's metastability section compares escapes from
x*, the fixed point reached from the SEQUENCE, against the margin bound built from x*'s own
margin gamma (its text: "the fixed point reached from the sequence; margin gamma = ..."). The
other tests' models reach one fixed point, or fixed points of equal margins, so the sequence's
margin and (say) the largest one were the same number. Stand-ins for the quench, the margins
and the sampler give two fixed points of different margins; the bound must use the first's:
``e^(gamma/T)/(q-1)`` with gamma = 0.5, q = 2, T = 1 (hand value e^0.5 = 1.6487)."""

import math
from types import SimpleNamespace

import numpy as np

import toolkit.app.study as study
from tests.study_clock import sizes_run


def test_escape_bound_uses_the_sequence_fixed_point_margin(monkeypatch):
    seq_fp, other_fp = np.array([0, 0, 0]), np.array([1, 1, 1])

    def quench(model, starts, max_sweeps):
        fixed = np.array([seq_fp] + [other_fp] * (len(starts) - 1))
        return fixed, np.ones(len(starts), dtype=bool)

    def local_margin(model, states):
        return np.array([0.5 if (s == seq_fp).all() else 2.0 for s in states])

    starts_seen = []

    def exit_times(model, in_set, *, start, **kw):
        starts_seen.append(np.asarray(start).tolist())
        return SimpleNamespace(mean=SimpleNamespace(value=1.0, ci=(0.5, 1.5)), n_censored=0, method="glauber")

    monkeypatch.setattr(study, "quench", quench)
    monkeypatch.setattr(study, "local_margin", local_margin)
    monkeypatch.setattr(study, "exit_times", exit_times)
    model = SimpleNamespace(vocab_size=2, length=3)
    s = study._metastability(model, [1.0], study.Budget(100.0, 0.001, 0.0001), 0)
    (claim,) = [c for c in s.claims if c.name.startswith("escape from x*")]
    assert float(claim.bound) == float(f"{math.exp(0.5):.3g}")   # 1.65, not e^2 = 7.39
    assert s.data["1"]["bound"] == math.exp(0.5)
    assert starts_seen == [[0, 0, 0]]
    assert any("margin gamma = 0.5" in t for t in s.text)


# - _phase_dynamic stops between sizes once a slow pilot has spent the share, but only after
#   TWO sizes (a growth class needs two sizes; the code's ``len(done) >= 2``). A first size
#   that takes four times its plan must not stop the diagram at one size.
class _Stop(Exception):
    pass


def test_a_slow_first_size_still_runs_the_second(monkeypatch):
    done, ran = sizes_run(monkeypatch, 40.0)   # every size takes 40 s: 4x its plan
    # after 4 (40 s of 55): 10 s x 4 = 40 > 15 left, but one size gives no class: 5 runs too;
    # after 5 (80 s): 40 > -25, two sizes done: stop
    assert done == [4, 5] == ran


# - _semantic runs at "the lowest and highest T" (``sorted({min(temps), max(temps)})``), in
#   that order, whatever the order of ``temps``; the other tests pass sorted or reversed lists,
#   whose first and last ARE the extremes. With (1, 0.5, 2) the first is neither.
def test_semantic_runs_at_the_lowest_then_the_highest_temperature(monkeypatch):
    import numpy as np
    import pytest

    seen = []

    def trajectories(model, *, temperature, **kw):
        seen.append(temperature)
        raise _Stop()

    monkeypatch.setattr(study, "semantic_trajectories", trajectories)
    model = SimpleNamespace(vocab_size=3, length=2, split_chars=False, with_template=None, decode=None,
                            _template_args={}, logits_and_hidden=None,
                            initial_state=lambda: np.zeros(2, dtype=np.int64))
    with pytest.raises(_Stop):
        study._semantic(model, [1.0, 0.5, 2.0], study.Budget(100.0, 0.001, 0.0001), "unused", 0)
    assert seen == [0.5]
