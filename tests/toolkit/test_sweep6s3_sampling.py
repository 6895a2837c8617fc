"""Contract sweep s3 (issue 30): toolkit.sampling promises executed but not pinned: the draw
rule's edges, start states (repeat, copy, shape guard), the built-in observables by hand, the
record-time count and its burn_in edge, lazy holding in both scans (binomial tolerances), the
geometric holding law, the rejection-free exit rate by hand, the memory constants."""

import math

import numpy as np
import pytest

from toolkit import sampling as sp
from toolkit.exceptions import InvalidInputError
from toolkit.models import IndependentSites


def test_constants():
    assert sp.PROGRESS_MIN_WORK == 2_000_000 and sp.MAX_RECORD_BYTES == 2 * 2**30
    assert sp.DEFAULT_MAX_MEMORY == 8 * 2**30


def test_inverse_cdf_edges():
    p = np.array([[0.0, 1.0, 3.0], [2.0, 2.0, 0.0], [2.0, 2.0, 0.0]])
    # row 1: u = 0 -> first positive weight (1); row 2: cumsum 2, 4, 4, u * 4 = 2 -> a = 1 (2 is not > 2)
    # row 3: u -> 1: never the zero-weight last category
    assert sp.inverse_cdf(p, np.array([0.0, 0.5, 1.0 - 1e-16])).tolist() == [1, 1, 1]
    assert sp.inverse_cdf(np.array([[1.0, 1.0]]), np.array([1.0])).tolist() == [1]   # clipped at q - 1


def test_initial_states():
    m = IndependentSites(np.zeros((3, 4)))
    x = sp.initial_states(m, 2, np.array([1, 2, 3]))
    assert x.tolist() == [[1, 2, 3], [1, 2, 3]]
    given = np.array([[0, 1, 2], [3, 2, 1]])
    y = sp.initial_states(m, 2, given)
    y[0, 0] = 3
    assert given[0, 0] == 0                          # a copy
    with pytest.raises(InvalidInputError, match=r"`start` must have shape \(3, \) or \(3, 3\) for n_chains=3"):
        sp.initial_states(m, 3, given)
    z = sp.initial_states(m, 5, None, rng=0)
    assert z.shape == (5, 3) and z.min() >= 0 and z.max() <= 3


def test_observables_by_hand():
    x = np.array([[0, 1, 1], [1, 1, 0]])
    f = sp.token_indicator(2, 1)
    assert f.__name__ == "x2==1" and f(x).tolist() == [1.0, 0.0]
    g = sp.token_fraction(1)
    assert g.__name__ == "frac(1)" and g(x).tolist() == pytest.approx([2 / 3, 2 / 3])
    h = sp.hamming_to(np.array([[0, 0, 0], [1, 1, 1]]))          # one reference per chain
    assert h(x).tolist() == [2.0, 1.0]
    L = np.log(np.array([[0.2, 0.8], [0.6, 0.4], [0.5, 0.5]]))
    m = IndependentSites(L)
    lpl = sp.log_pseudo_likelihood(m, temperature=1.0)
    assert lpl(x).tolist() == pytest.approx([math.log(0.2 * 0.4 * 0.5), math.log(0.8 * 0.4 * 0.5)], rel=1e-12)
    # T = 2: p_i^T proportional to p_i^(1/2)
    lpl2 = sp.log_pseudo_likelihood(m, temperature=2.0)
    p0 = math.sqrt(0.2) / (math.sqrt(0.2) + math.sqrt(0.8))
    p1 = math.sqrt(0.4) / (math.sqrt(0.6) + math.sqrt(0.4))
    assert lpl2(x[:1]).tolist() == pytest.approx([math.log(p0 * p1 * 0.5)], rel=1e-12)


def test_record_times():
    assert sp.n_record_times(10, burn_in=3, record_every=3) == 3          # 3, 6, 9
    assert sp.make_record_times(10, burn_in=3, record_every=3).tolist() == [3, 6, 9]
    assert sp.make_record_times(10, burn_in=10).tolist() == [10]          # burn_in = n_steps: the last step
    with pytest.raises(InvalidInputError, match="`burn_in` must be <= n_steps=10; got 11"):
        sp.n_record_times(10, burn_in=11)
    assert sp.make_record_times(10, times=[10, 0, 4, 4]).tolist() == [0, 4, 10]
    with pytest.raises(InvalidInputError, match="`record_times`"):
        sp.make_record_times(10, times=[11])
    assert sp.n_record_times(10, times=[1, 2]) == 2


def test_lazy_holding_in_both_scans():
    # every site's law puts (almost) all mass on token 1; chains start at token 0
    m = IndependentSites(np.log(np.array([[1e-15, 1.0], [1e-15, 1.0]])))
    B, lazy = 20000, 0.3
    sd = math.sqrt(0.3 * 0.7 / B)
    x = np.zeros((B, 2), dtype=np.int64)
    assert sp.glauber_step(m, x, lazy=lazy, rng=1) == 1
    moved = (x == 1).any(axis=1).mean()
    assert abs(moved - 0.7) < 5 * sd
    y = np.zeros((B, 2), dtype=np.int64)
    assert sp.glauber_step(m, y, scan="systematic", lazy=lazy, rng=2) == 2
    both = (y == 1).all(axis=1).mean()
    assert abs(both - 0.7) < 5 * sd and ((y == 1).sum(axis=1) != 1).all()   # a whole sweep, or none


def test_geometric_times_law():
    rng = np.random.default_rng(5)
    g = sp.geometric_times(np.full(200_000, 0.25), rng)
    assert g.min() == 1.0 and (g == np.floor(g)).all()
    # P(G = 1) = r, P(G > 3) = (1 - r)^3, mean 1 / r
    assert abs((g == 1).mean() - 0.25) < 5 * math.sqrt(0.25 * 0.75 / 2e5)
    assert abs((g > 3).mean() - 0.75**3) < 5 * math.sqrt(0.42 * 0.58 / 2e5)
    assert sp.geometric_times(np.array([0.0, 1.0]), rng).tolist() == [math.inf, 1.0]


def test_rejection_free_exit_rate_by_hand():
    m = IndependentSites(np.log(np.array([[0.8, 0.2], [0.4, 0.6]])))
    x = np.array([[0, 1], [1, 0]])
    hold, new, rate = sp.rejection_free_jump(m, x, lazy=0.5, rng=0)
    # state (0, 1): leave site 0 w.p. 0.2, site 1 w.p. 0.4; (1 - lazy) (0.2 + 0.4) / n = 0.15
    # state (1, 0): 0.8 and 0.6 -> 0.5 * 1.4 / 2 = 0.35
    assert rate.tolist() == pytest.approx([0.15, 0.35], rel=1e-12)
    assert ((new != x).sum(axis=1) == 1).all() and (hold >= 1).all()


def _run(observables=None, states=True):
    times = np.array([0, 2, 4])
    start = np.array([[0, 0, 1], [1, 1, 1]])
    st = np.array([[[0, 0, 1], [1, 0, 1], [1, 1, 0]], [[1, 1, 1], [1, 1, 1], [0, 1, 1]]]) if states else None
    return sp.ChainRun(times=times, states=st, observables=observables or {}, start=start, final=start,
                       temperature=1.0, scan="random", lazy=0.0, n_steps=4, method="glauber", n_model_calls=4,
                       wall_time=2.0, n_jumps=np.array([3, 1]))


def test_chain_run_traces_frame_and_text():
    r = _run()
    # hamming to each chain's own start: chain 0: 0, 1, 3; chain 1: 0, 0, 1
    assert r.traces()["hamming_to_start"].tolist() == [[0.0, 1.0, 3.0], [0.0, 0.0, 1.0]]
    f = r.to_frame()
    assert f["draw"].tolist() == [0, 2, 4, 0, 2, 4] and f["chain"].tolist() == [0, 0, 0, 1, 1, 1]
    assert f["value"].tolist() == [0.0, 1.0, 3.0, 0.0, 0.0, 1.0]
    vec = _run({"v": np.arange(12.0).reshape(2, 3, 2)}, states=False)
    g = vec.to_frame()
    assert sorted(set(g["observable"])) == ["v[0]", "v[1]"] and len(g) == 12
    assert g[g["observable"] == "v[1]"]["value"].tolist() == [1.0, 3.0, 5.0, 7.0, 9.0, 11.0]
    assert _run({"m": np.zeros((2, 3))}).traces().keys() == {"m"}       # recorded observables win
    assert _run(states=False).traces() == {}
    with pytest.raises(InvalidInputError, match="no observable 'x' recorded; recorded: \\['m'\\]"):
        _run({"m": np.zeros((2, 3))}).observable("x")
    assert r.steps_per_second == 2 * 4 / 2.0
    # 4 jumps over 2 chains x 4 steps: a mean holding time of 2 steps
    assert "4 jumps (mean holding 2 steps)" in str(r)
