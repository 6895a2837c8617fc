"""cmp14d: two boundaries of ``exact._harmonic_ritz`` (the band relabelling, the precision cap).

First: ``_narrow`` relabels the states only when that narrows the band.

Its docstring: the states are relabelled by reverse Cuthill-McKee *when that narrows the band*
(the band width is ``max |r - c|`` over the moves). On a complete graph every order has the same
width ``N - 1``, so no relabelling narrows it and the given order must come back unchanged; a
path whose states are scrambled has width ``> 2 sqrt(N)`` in the given order and width 1 in the
path's own order, which reverse Cuthill-McKee finds.

Second: the non-reversible pencil's mpmath precision covers the entries' range, up to ``DIGITS_MAX``.

``exact._harmonic_ritz`` (module docstring, step 3) works "at a precision that covers the
entries' range": ``40 + ceil(range in decades)`` digits, and ``DIGITS_MAX`` (4000) is the most it
allows ("mpmath precision beyond this: no reduction"). Two wells exchanging at rate ``a``, no
eliminated state: the generator ``[[a, -a], [-a, a]]`` has eigenvalues ``0`` and ``2 a``, so the
gap is ``2 a`` (``ln gap = ln 2 + ln a``). With ``ln a = -3959.5 ln 10`` the entries span 3959.5
decades (``a`` to 1): 40 + 3960 = 4000 digits, allowed; with ``-3960.5 ln 10``, 40 + 3961 = 4001
digits, refused (``None``): a precision of 4000 digits would not cover the range.
"""

import math

import numpy as np

from exact._harmonic_ritz import DIGITS_MAX, _narrow, _nonreversible


def test_complete_graph_keeps_its_order():
    # K_7: width 6 > 2 sqrt(7) = 5.29, so the relabelling is tried; every order has width 6
    N = 7
    r, c = np.nonzero(~np.eye(N, dtype=bool))
    assert int(np.abs(r - c).max()) == N - 1 > 2 * math.sqrt(N)
    r2, c2, order = _narrow(r, c, N)
    assert np.array_equal(order, np.arange(N))
    assert np.array_equal(r2, r) and np.array_equal(c2, c)


def test_scrambled_path_is_narrowed_to_width_one():
    N = 16
    perm = np.array([0, 15, 1, 14, 2, 13, 3, 12, 4, 11, 5, 10, 6, 9, 7, 8])  # the path perm[0]-perm[1]-...
    a, b = perm[:-1], perm[1:]
    r, c = np.concatenate([a, b]), np.concatenate([b, a])
    assert int(np.abs(r - c).max()) > 2 * math.sqrt(N)
    r2, c2, order = _narrow(r, c, N)
    assert int(np.abs(r2 - c2).max()) == 1
    new = np.empty(N, dtype=np.int64)
    new[order] = np.arange(N)
    assert np.array_equal(new[r], r2) and np.array_equal(new[c], c2)   # order[new] = old




def _two_wells(decades: float):
    la = -decades * math.log(10)
    lSS = np.array([[-np.inf, la], [la, -np.inf]])
    none = np.full((1, 2), -np.inf)          # one eliminated state, joined to neither well
    return la, (lSS, none, none, np.zeros(1), np.array([la]), 3, 2)


def test_range_needing_one_digit_more_than_the_cap_is_refused():
    assert DIGITS_MAX == 4000
    _, args = _two_wells(3960.5)
    assert _nonreversible(*args) is None


def test_range_at_the_cap_is_reduced_to_the_closed_form():
    la, args = _two_wells(3959.5)
    res = _nonreversible(*args)
    assert res is not None and res.n_wells == 2
    assert math.isclose(res.log_gap, math.log(2) + la, rel_tol=1e-12)
