"""prm24c seventh sweep (issue 30): the arguments of ``toolkit.strategies`` that the tests only
ever passed at their defaults (benchmarks/results/default-only-args-2026-12-06.md). Each test
passes a value far from the default and checks the documented guarantee, which the default would
break: a ``scale`` bounds every drawn entry (``scale = 0``: every logit is zero), ``q``/``n`` fix
the sizes, ``min_asymmetry`` is a lower bound on the largest ``|log R|`` (computed here by brute
force from ``model.logits``), ``low``/``high`` bound the temperatures."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402

from toolkit.strategies import (  # noqa: E402
    compatible_models,
    contracting_models,
    incompatible_models,
    models,
    planted_fixed_points,
    symmetric_pairwise,
    temperatures,
)

SETTINGS = settings(max_examples=40, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))


def all_logits(model) -> np.ndarray:
    """``(N, n, q)``: the logits of every site at every state (N = q**n)."""
    q, n = model.vocab_size, model.length
    xs = np.array(list(itertools.product(range(q), repeat=n)), dtype=np.int64)
    return np.stack([model.logits(xs, np.full(len(xs), i)) for i in range(n)], axis=1)


def max_abs_log_r(model) -> float:
    """The largest ``|log R|`` over every rectangle (pair of sites, pair of tokens at each, context):
    ``log R = [l_i(a;b) - l_i(a';b) - l_i(a;b') + l_i(a';b')] - [l_j(b;a) - l_j(b';a) - l_j(b;a') + l_j(b';a')]``."""
    q, n = model.vocab_size, model.length
    L = all_logits(model)
    index = {x: k for k, x in enumerate(itertools.product(range(q), repeat=n))}
    best = 0.0
    for x in itertools.product(range(q), repeat=n):
        for i, j in itertools.combinations(range(n), 2):
            for a, a2 in itertools.combinations(range(q), 2):
                for b, b2 in itertools.combinations(range(q), 2):
                    def k(u, v, x=x, i=i, j=j):
                        y = list(x)
                        y[i], y[j] = u, v
                        return index[tuple(y)]
                    li = L[k(a, b), i, a] - L[k(a2, b), i, a2] - L[k(a, b2), i, a] + L[k(a2, b2), i, a2]
                    lj = L[k(a, b), j, b] - L[k(a, b2), j, b2] - L[k(a2, b), j, b] + L[k(a2, b2), j, b2]
                    best = max(best, abs(li - lj))
    return best


def spread(model) -> float:
    """The largest range of one site's logits at one state (0 when every conditional is uniform)."""
    L = all_logits(model)
    return float((L.max(axis=2) - L.min(axis=2)).max())


# ---------------------------------------------------------------------- scale arguments
@SETTINGS
@given(compatible_models(scale=0.0))
def test_compatible_models_scale_zero_gives_uniform_conditionals(model):
    # every log-joint / field / coupling entry lies in [-0, 0]: all conditionals uniform
    assert spread(model) == 0.0


@SETTINGS
@given(symmetric_pairwise(scale=0.0))
def test_symmetric_pairwise_scale_zero_gives_zero_parameters(model):
    assert not np.any(model.h) and not np.any(model.J)


@SETTINGS
@given(contracting_models(alpha_max=1e-6, field_scale=0.0))
def test_contracting_models_field_scale_zero(model):
    # fields in [-0, 0] and couplings/noise |.| <= artanh(1e-6) ~ 1e-6: every logit within n*1e-6 of 0
    assert np.abs(all_logits(model)).max() <= model.length * 1.1e-6


@SETTINGS
@given(planted_fixed_points(q=(2, 3), n=(2, 3), scale=0.0))
def test_planted_fixed_points_scale_zero(drawn):
    # the table is all zeros before planting; planting sets, at each site i, the one entry of
    # token x_i in the context x_{-i} to max(others) + gamma = gamma: n nonzero entries, each gamma
    model, x, g = drawn
    t = model.table
    assert np.count_nonzero(t) == len(x)
    assert np.allclose(t[t != 0], g)


@SETTINGS
@given(incompatible_models(scale=0.01, min_asymmetry=1e-3))
def test_incompatible_models_scale_bounds_the_logits(model):
    # pairwise: |h + sum_j J| <= n*scale; tables: |entry| <= scale; a repair adds 2*min_asymmetry
    assert np.abs(all_logits(model)).max() <= model.length * 0.01 + 2e-3 + 1e-12


# ---------------------------------------------------------------------- min_asymmetry
@SETTINGS
@given(incompatible_models(q=(2, 2), n=(2, 3), scale=0.01, min_asymmetry=3.0))
def test_incompatible_models_min_asymmetry_is_a_lower_bound(model):
    # the drawn entries (|.| <= 0.01) give |log R| <= 8*3*0.01 < 0.25 < 3: only a repair of
    # size 2*3 reaches 3 (at the default 0.5 the repair would give at most 1.25)
    assert max_abs_log_r(model) >= 3.0 - 1e-9


# ---------------------------------------------------------------------- sizes
@SETTINGS
@given(compatible_models(q=(3, 3), n=(4, 4)))
def test_compatible_models_sizes(model):
    assert (model.vocab_size, model.length) == (3, 4)


@SETTINGS
@given(incompatible_models(q=(3, 3), n=(4, 4)))
def test_incompatible_models_sizes(model):
    assert (model.vocab_size, model.length) == (3, 4)


@SETTINGS
@given(models(q=(3, 3), n=(4, 4)))
def test_models_sizes(model):
    assert (model.vocab_size, model.length) == (3, 4)


@SETTINGS
@given(temperatures(low=2.0, high=2.5))
def test_temperatures_in_the_range_asked_for(T):
    assert 2.0 <= T <= 2.5
