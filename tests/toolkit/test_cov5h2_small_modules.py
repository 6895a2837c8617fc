"""Coverage-driven tests (issue 30, branch cov5h2) of toolkit/models/base.py (logit error
rules and the checked logits), toolkit/metastable.py (set predicates, exit-time checks,
trajectory text) and toolkit/lattice.py (checks, the Potts order parameter by hand, the
lattice size): each against the docstring or a hand-computed value."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError, NonFiniteLogitsError
from toolkit.models import potts
from toolkit.models.base import (
    checked_logits,
    checked_masked_logits,
    logit_error_bound,
    logit_error_source,
    masked_rule,
)


class _Toy:
    vocab_size, length = 3, 2

    def logits(self, x, sites):
        return np.tile([1.0, -4.0, 2.0], (len(x), 1))


# ---------------------------------------------------------------------- models/base.py
def test_logit_error_rules_by_hand():
    m = _Toy()
    lg = m.logits(np.zeros((1, 2), int), [0])
    # no declaration: 2 n eps times the row's largest |logit| = 2 * 2 * 2^-52 * 4
    assert logit_error_source(m).startswith("assumed (the model declares no logit error)")
    assert logit_error_bound(m, np.zeros((1, 2), int), [0], lg)[0] == pytest.approx(16 * 2.0**-52)
    m.logit_rtol = 1e-3
    assert logit_error_source(m) == "logit_rtol=0.001 times the row's largest |logit|"
    assert logit_error_bound(m, np.zeros((1, 2), int), [0], lg)[0] == pytest.approx(4e-3)

    class Declared(_Toy):
        def logit_error(self, x, sites, logits):
            return np.full(len(x), -1.0)

    assert logit_error_source(Declared()) == "declared by Declared"
    with pytest.raises(InvalidInputError, match=r"Declared.logit_error must give finite bounds >= 0"):
        logit_error_bound(Declared(), np.zeros((1, 2), int), [0], lg)


def test_checked_logits_sites_checks():
    m = _Toy()
    with pytest.raises(InvalidInputError, match="`sites` must have one entry per state; got 1 for 2 states"):
        checked_logits(m, np.zeros((2, 2), int), [0])
    with pytest.raises(InvalidInputError, match=r"`sites` must be in 0\.\.1; got 2"):
        checked_logits(m, np.zeros((2, 2), int), [0, 2])
    # harden11d (issue 30): the message quotes the site out of range, a negative one too (it
    # quoted the largest site, 0 here, which is in range)
    with pytest.raises(InvalidInputError, match=r"`sites` must be in 0\.\.1; got -1$"):
        checked_logits(m, np.zeros((2, 2), int), [-1, 0])


def test_masked_logits_checks():
    class Masked(_Toy):
        def masked_logits(self, x, mask):
            out = np.zeros((len(x), 2, 3))
            out[:, 1] = np.nan  # site 1 has no finite row
            return out

    m = Masked()
    assert masked_rule(m) == "declared by Masked"
    # a 1-d mask is one state's mask
    out = checked_masked_logits(m, np.array([[0, 1]]), np.array([True, False]))
    assert out.shape == (1, 2, 3)
    with pytest.raises(InvalidInputError, match=r"`mask` must be a boolean array of shape \(1, 2\); got int64"):
        checked_masked_logits(m, np.array([[0, 1]]), np.array([[1, 0]]))
    with pytest.raises(NonFiniteLogitsError) as err:
        checked_masked_logits(m, np.array([[0, 1], [1, 1], [2, 0]]),
                              np.array([[True, False], [True, False], [False, True]]))
    assert err.value.site == 1 and err.value.state == (2, 0)  # state 2 is the first with site 1 masked

    class WrongShape(_Toy):
        def masked_logits(self, x, mask):
            return np.zeros((len(x), 3))

    with pytest.raises(InvalidInputError, match=r"WrongShape.masked_logits must return shape \(1, 2, 3\)"):
        checked_masked_logits(WrongShape(), np.array([[0, 1]]), np.array([[True, False]]))


# ---------------------------------------------------------------------- metastable.py
def test_set_predicates_and_membership_checks():
    from toolkit.metastable import _membership, exit_times, state_set, threshold_set

    with pytest.raises(InvalidInputError, match="`observable` must be callable; got 3"):
        threshold_set(3, low=0)
    with pytest.raises(InvalidInputError, match=r"`state_set` needs q\*\*n < 2\*\*62; got q=2, n=63"):
        state_set(np.zeros((1, 63), int), q=2)
    x = np.zeros((2, 3), int)
    v = _membership(lambda s: np.array([1, 0]), x)  # 0/1 read as booleans
    assert v.dtype == bool and v.tolist() == [True, False]

    def bad(s):
        raise ValueError("nope")

    with pytest.raises(InvalidInputError, match=r"`in_set` failed on states of shape \(2, 3\): nope"):
        _membership(bad, x)
    with pytest.raises(InvalidInputError, match=r"`level` must be in \(0, 1\) .* got 0"):
        exit_times(potts(2, 3, 1.0), lambda s: np.ones(len(s), bool), start=np.zeros(3, int), level=0, n_chains=2)


def test_trajectory_lines_are_cut_after_max_lines():
    from toolkit.metastable import Trajectory

    k = 5
    tr = Trajectory(np.arange(1, k + 1), np.zeros(k, int), np.zeros(k, int), np.ones(k, int),
                    np.zeros((k + 1, 2), int), 10, 1.0)
    lines = tr.lines(potts(2, 2, 1.0), max_lines=2)
    # the start line, 2 changes, then "... 3 more changes"
    assert len(lines) == 4 and lines[0].startswith("t=0  start") and lines[-1] == "... 3 more changes"
    assert lines[1].startswith("t=1  site 0: '0' -> '1'")


# ---------------------------------------------------------------------- lattice.py
def test_lattice_checks_and_order_parameter():
    from toolkit.lattice import LatticeRun, _order, checkerboard_run

    with pytest.raises(InvalidInputError, match="`L` must be even .* got 5"):
        checkerboard_run(2, 5, 1.0, 1.0)
    with pytest.raises(InvalidInputError, match="`dimension` must be 1 .* or 2 .*; got 3"):
        checkerboard_run(2, 4, 1.0, 1.0, dimension=3)
    with pytest.raises(InvalidInputError, match="`start` must be 'ordered' or 'random'; got 'hot'"):
        checkerboard_run(2, 4, 1.0, 1.0, start="hot")
    # Potts q = 3: (q max_a rho_a - 1) / (q - 1); rho = (1/2, 1/4, 1/4) -> (3/2 - 1) / 2 = 1/4; all one token -> 1
    x = np.array([[0, 0, 1, 2], [1, 1, 1, 1]])
    np.testing.assert_allclose(_order(x, 3), [0.25, 1.0])
    # Ising q = 2: 2 <x> - 1
    np.testing.assert_allclose(_order(np.array([[0, 1, 1, 1]]), 2), [0.5])
    run = LatticeRun(q=2, L=4, coupling=1.0, temperature=1.0, m=np.zeros((1, 1)), dimension=1)
    assert run.n == 4 and LatticeRun(q=2, L=4, coupling=1.0, temperature=1.0, m=np.zeros((1, 1))).n == 16
