"""Public hypothesis strategies for conditional models: test your own code with them.

Every strategy draws a small model (default ``q`` in 2..3, ``n`` in 2..4) whose property
is guaranteed by construction, not by luck:

==========================  =================================================================
strategy                    guarantee
==========================  =================================================================
compatible_models           a positive joint exists (random joints, symmetric pairwise,
                            independent sites): every rectangle vanishes
incompatible_models         some rectangle has ``|log R| >= min_asymmetry`` (asymmetric
                            pairwise, arbitrary logit tables)
contracting_models          ``alpha = max_j sum_i R_ij(T) <= alpha_max`` at every ``T >= 1``
planted_fixed_points        ``(model, state, gamma)``: ``state`` is a strict argmax fixed
                            point with margin exactly ``gamma``
==========================  =================================================================

Usage::

    from hypothesis import given
    from toolkit.strategies import incompatible_models

    @given(incompatible_models())
    def test_my_detector(model):
        assert my_detector(model) == "incompatible"

Needs ``hypothesis`` (the ``test`` extra). Models are drawn from bounded floats (no NaN,
infinities or subnormals), so every logit is finite.
"""

from __future__ import annotations

import math

import numpy as np

from . import _states
from .exceptions import MissingDependencyError

try:
    from hypothesis import strategies as st
    from hypothesis.extra import numpy as hnp
except ImportError as exc:  # pragma: no cover - hypothesis is in the test extra
    raise MissingDependencyError("toolkit.strategies needs hypothesis: pip install 'glauber-mlm[test]'") from exc

from .models.basins import plant_margin
from .models.toy import IndependentSites, JointModel, LogitTable, Pairwise

__all__ = [
    "sizes",
    "temperatures",
    "random_joints",
    "symmetric_pairwise",
    "independent_sites",
    "compatible_models",
    "asymmetric_pairwise",
    "random_tables",
    "incompatible_models",
    "contracting_models",
    "planted_fixed_points",
    "models",
]


def _floats(lo: float, hi: float):
    return st.floats(lo, hi, allow_nan=False, allow_infinity=False, allow_subnormal=False)


def _array(draw, shape, scale):
    return draw(hnp.arrays(np.float64, shape, elements=_floats(-scale, scale)))


def sizes(q=(2, 3), n=(2, 4)):
    """``(q, n)`` with ``q`` in ``q[0]..q[1]`` and ``n`` in ``n[0]..n[1]``."""
    return st.tuples(st.integers(*q), st.integers(*n))


def temperatures(low: float = 0.25, high: float = 5.0):
    """Temperatures in ``[low, high]``."""
    return _floats(low, high)


# ---------------------------------------------------------------------- compatible
@st.composite
def random_joints(draw, q=(2, 3), n=(2, 4), scale: float = 3.0) -> JointModel:
    """Conditionals of an arbitrary positive joint (log-joint entries in ``[-scale, scale]``)."""
    qq, nn = draw(sizes(q, n))
    return JointModel(_array(draw, (qq,) * nn, scale))


@st.composite
def symmetric_pairwise(draw, q=(2, 3), n=(2, 4), scale: float = 2.0) -> Pairwise:
    """Pairwise models with ``J[j, i] = J[i, j].T`` (compatible)."""
    qq, nn = draw(sizes(q, n))
    h = _array(draw, (nn, qq), scale)
    J = _array(draw, (nn, nn, qq, qq), scale)
    iu, ju = np.triu_indices(nn, 1)
    J[ju, iu] = np.swapaxes(J[iu, ju], -1, -2)
    return Pairwise(h, J)


@st.composite
def independent_sites(draw, q=(2, 3), n=(2, 4), scale: float = 3.0) -> IndependentSites:
    qq, nn = draw(sizes(q, n))
    return IndependentSites(_array(draw, (nn, qq), scale))


def compatible_models(q=(2, 3), n=(2, 4), scale: float = 2.0):
    """Random joints, symmetric pairwise models and independent sites."""
    return st.one_of(random_joints(q, n, scale), symmetric_pairwise(q, n, scale), independent_sites(q, n, scale))


# ---------------------------------------------------------------------- incompatible
def _corner_log_r(model, i: int, j: int, x: np.ndarray, a: int, a2: int, b: int, b2: int) -> float:
    """``log R`` of one rectangle, straight from ``model.logits`` (8 numbers)."""
    def state(u, v):
        y = x.copy()
        y[i], y[j] = u, v
        return y

    def li(u, v):  # l_i(u; b=v)
        return float(model.logits(state(u, v)[None], np.array([i]))[0, u])

    def lj(u, v):  # l_j(v; a=u)
        return float(model.logits(state(u, v)[None], np.array([j]))[0, v])

    return ((li(a, b) - li(a2, b) - li(a, b2) + li(a2, b2))
            - (lj(a, b) - lj(a, b2) - lj(a2, b) + lj(a2, b2)))


def _rectangle_choice(draw, q, n):
    i, j = sorted(draw(st.lists(st.integers(0, n - 1), min_size=2, max_size=2, unique=True)))
    x = np.array(draw(st.lists(st.integers(0, q - 1), min_size=n, max_size=n)), dtype=np.int64)
    a, a2 = sorted(draw(st.lists(st.integers(0, q - 1), min_size=2, max_size=2, unique=True)))
    b, b2 = sorted(draw(st.lists(st.integers(0, q - 1), min_size=2, max_size=2, unique=True)))
    return i, j, x, a, a2, b, b2


@st.composite
def asymmetric_pairwise(draw, q=(2, 3), n=(2, 4), scale: float = 2.0, min_asymmetry: float = 0.5) -> Pairwise:
    """Pairwise models with independently drawn ``J[i, j]`` and ``J[j, i]``.

    One drawn rectangle is repaired if needed: when its ``|log R| < min_asymmetry``, the
    entry ``J[i, j, a, b]`` moves by ``2 min_asymmetry`` (which shifts that ``log R`` by
    exactly that much), so every draw is incompatible by at least ``min_asymmetry``.
    """
    qq, nn = draw(sizes(q, n))
    h = _array(draw, (nn, qq), scale)
    J = _array(draw, (nn, nn, qq, qq), scale)
    i, j, x, a, a2, b, b2 = _rectangle_choice(draw, qq, nn)
    m = Pairwise(h, J)
    r = _corner_log_r(m, i, j, x, a, a2, b, b2)
    if abs(r) < min_asymmetry:
        J = m.J.copy()
        J[i, j, a, b] += 2 * min_asymmetry if r >= 0 else -2 * min_asymmetry
        m = Pairwise(h, J)
    return m


def _table_context(x: np.ndarray, i: int, q: int) -> int:
    return int(_states.encode_without(x, i, q))


@st.composite
def random_tables(draw, q=(2, 3), n=(2, 4), scale: float = 3.0, min_asymmetry: float = 0.5) -> LogitTable:
    """Arbitrary logit tables, repaired like :func:`asymmetric_pairwise` on one drawn rectangle."""
    qq, nn = draw(sizes(q, n))
    t = _array(draw, (nn, qq ** (nn - 1), qq), scale)
    i, j, x, a, a2, b, b2 = _rectangle_choice(draw, qq, nn)
    m = LogitTable(t)
    r = _corner_log_r(m, i, j, x, a, a2, b, b2)
    if abs(r) < min_asymmetry:
        y = x.copy()
        y[i], y[j] = a, b
        t = t.copy()
        t[i, _table_context(y, i, qq), a] += 2 * min_asymmetry if r >= 0 else -2 * min_asymmetry
        m = LogitTable(t)
    return m


def incompatible_models(q=(2, 3), n=(2, 4), scale: float = 2.0, min_asymmetry: float = 0.5):
    """Asymmetric pairwise models and arbitrary tables, each with a rectangle
    ``|log R| >= min_asymmetry``."""
    return st.one_of(asymmetric_pairwise(q, n, scale, min_asymmetry), random_tables(q, n, scale, min_asymmetry))


# ---------------------------------------------------------------------- contracting
@st.composite
def contracting_models(draw, q=(2, 3), n=(2, 4), alpha_max: float = 0.9, field_scale: float = 2.0):
    """Models with ``alpha_col <= alpha_max`` at ``T = 1`` (and so at every ``T >= 1``).

    Pairwise: ``|J| <= c`` gives ``L_ij <= 4c`` (an oscillation of differences) and, by the
    softmax lemma, ``R_ij <= tanh(c)``, so ``c = artanh(alpha_max/(n-1))``. Tables: logits
    ``h[i, a] + noise`` with ``|noise| <= d`` give the same with ``d = c``.
    Fields (any size) do not change influences.
    """
    qq, nn = draw(sizes(q, n))
    # n = 1: no other site, so alpha_col = 0 whatever the couplings (was a ZeroDivisionError)
    per_site = min(alpha_max / (nn - 1), 0.999) if nn > 1 else 0.999
    h = _array(draw, (nn, qq), field_scale)
    c = 0.999 * math.atanh(per_site)
    if draw(st.booleans()):
        return Pairwise(h, _array(draw, (nn, nn, qq, qq), c))
    noise = _array(draw, (nn, qq ** (nn - 1), qq), c)
    return LogitTable(h[:, None, :] + noise)


# ---------------------------------------------------------------------- planted fixed points
@st.composite
def planted_fixed_points(draw, q=(2, 3), n=(2, 4), gamma=(0.1, 4.0), scale: float = 3.0):
    """``(model, state, gamma)``: an arbitrary table with ``state`` planted as a strict
    argmax fixed point of margin exactly ``gamma`` (``state`` a tuple of tokens)."""
    qq, nn = draw(sizes(q, n))
    t = _array(draw, (nn, qq ** (nn - 1), qq), scale)
    x = tuple(draw(st.lists(st.integers(0, qq - 1), min_size=nn, max_size=nn)))
    g = draw(_floats(*gamma))
    return plant_margin(t, np.array([x]), g), x, g


def models(q=(2, 3), n=(2, 4)):
    """Any of the above model families."""
    return st.one_of(compatible_models(q, n), incompatible_models(q, n), contracting_models(q, n))
