"""cmp15a: the reversible pencil's precision cap ``DIGITS_MAX`` is inclusive.

``exact._harmonic_ritz`` (module docstring, step 3) computes the Ritz values "at a precision that
covers the entries' range": ``40 + ceil(range in decades)`` digits, and ``DIGITS_MAX`` (4000) is
the most it allows ("mpmath precision beyond this: no reduction"; ``harmonic_ritz_gap`` returns
None for "a precision above ``DIGITS_MAX`` digits"): a chain that needs exactly 4000 digits is
reduced, one that needs 4001 is not.

The chain is the module docstring's two wells joined through one saddle,
``P = [[1-a, a, 0], [b, 1-2b, b], [0, a, 1-a]]``, whose gap is ``a`` exactly (odd eigenvector
``(1, 0, -1)``), with ``ln a = -9117``: the entries span 3959.x decades, so 40 + 3960 = 4000
digits; at ``ln a = -9118`` they span 3960.x decades (4001 digits) and the reduction is refused.
The gap underflows float64, so ``log_gap`` carries it.
"""

import math

import numpy as np

import exact._harmonic_ritz as hr


def _wells(la: float, b: float = 0.25):
    r, c = np.array([0, 1, 1, 2]), np.array([1, 0, 2, 1])
    lv = np.array([la, math.log(b), math.log(b), la])
    lp = np.array([math.log(b), la, math.log(b)]) - np.logaddexp(la, math.log(2 * b))
    return r, c, lv, lp


def test_pencil_at_exactly_digits_max_is_computed(monkeypatch):
    seen = []
    real = hr._reversible_pencil

    def spy(lW, lG, lps, m, digits):
        seen.append(digits)
        return real(lW, lG, lps, m, digits)

    monkeypatch.setattr(hr, "_reversible_pencil", spy)
    res = hr.harmonic_ritz_gap(*_wells(-9117.0), 3)
    assert seen[:1] == [hr.DIGITS_MAX]     # the boundary: exactly DIGITS_MAX digits asked for
    assert res is not None and res.n_wells == 2 and res.certified
    assert res.gap == 0.0                 # e^-9117 underflows float64
    assert math.isclose(res.log_gap, -9117.0, rel_tol=1e-12)   # the gap is a exactly
    assert res.log_lower <= -9117.0 <= res.log_upper


def test_one_digit_above_digits_max_is_refused():
    assert hr.harmonic_ritz_gap(*_wells(-9118.0), 3) is None
