"""harden9b (issue 30): the sampler's helpers at their degenerate inputs.

- ``geometric_times``: ``G ~ Geometric(r)`` on ``{1, 2, ...}``, ``inf`` where ``r == 0``
  (docstring): a frozen state never moves;
- ``logits_cost(batch=1)``: the pilot fits ``per_call + per_row * B`` from two batch sizes,
  so it times at least 2 rows (one row alone gives no slope);
- ``resolve_observables``: two observables of the same name (two lambdas) are refused,
  not one silently replaced by the other (this branch's fix)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.sampling import geometric_times, logits_cost, resolve_observables, run_chains


def test_geometric_rate_exactly_zero_is_infinite():
    r = np.array([0.0, 1.0, 0.0])
    g = geometric_times(r, np.random.default_rng(0))
    assert math.isinf(g[0]) and math.isinf(g[2])
    assert g[1] == 1.0          # r = 1: leaves at the first step, P(G > 1) = 0


class _EdgeUniform:
    """A generator whose uniform draws are exactly 0.0, so ``U = 1 - 0 = 1``: the edge of the
    docstring's ``U`` uniform on (0, 1] (``log U = 0``)."""

    def random(self, shape):
        return np.zeros(shape)


def test_geometric_rate_zero_at_u_equal_one():
    # G = max(1, ceil(log U / log(1 - r))): at U = 1 any r > 0 gives G = 1; r = 0 is inf
    # whatever U (0/0 must not leak out as NaN)
    g = geometric_times(np.array([0.0, 0.5, 1e-300]), _EdgeUniform())
    assert math.isinf(g[0]) and g[0] > 0
    assert g[1] == 1.0 and g[2] == 1.0


def test_pilot_with_batch_one():
    per_call, per_row = logits_cost(potts(2, 3, 1.0), batch=1, rng=0)
    assert math.isfinite(per_call) and per_call >= 0
    assert math.isfinite(per_row) and per_row > 0


def test_two_lambdas_refused():
    start = np.zeros((2, 3), dtype=np.int64)
    with pytest.raises(InvalidInputError, match="two observables are named '<lambda>'"):
        resolve_observables([lambda x: x[:, 0], lambda x: x[:, 1]], start)
    with pytest.raises(InvalidInputError, match="named"):
        run_chains(potts(2, 3, 1.0), n_chains=2, n_steps=3, rng=0,
                   observables=[lambda x: x[:, 0], lambda x: x.sum(axis=1)])


def test_named_observables_kept_apart():
    start = np.zeros((2, 3), dtype=np.int64)

    def first(x):
        return x[:, 0]

    def total(x):
        return x.sum(axis=1)

    assert list(resolve_observables([first, total], start)) == ["first", "total"]
    assert list(resolve_observables({"a": lambda x: x[:, 0], "b": lambda x: x[:, 1]}, start)) == ["a", "b"]
