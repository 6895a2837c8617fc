"""prm18a: ``harmonic_ritz_gap(..., reversible=False, model_error=...)`` carries the kernel's
own rounding into the error estimate (its docstring: ``model_error``, the gap's relative error
from the kernel's rounding; :func:`exact._harmonic_ritz._nonreversible`: that error times the
eigenvalue's relative condition number, which the code takes at least 1). So raising
``model_error`` by ``e`` must raise ``error`` by at least ``gap * e``.

The chain: the one-way 12-state chain of ``test_abs13a_harmonic_ritz`` (moves ``i -> i - 1``
and ``i -> i + 2``, wells at both ends), non-reversible.
"""

from __future__ import annotations

import numpy as np

import exact._harmonic_ritz as hr
from tests.exact.test_abs13a_harmonic_ritz import _one_way_chain


def test_nonreversible_error_grows_by_at_least_gap_times_model_error():
    P, pi, r, c, lv = _one_way_chain()
    N = P.shape[0]
    base = hr.harmonic_ritz_gap(r, c, lv, np.log(pi), N, reversible=False)
    e = 1e-3
    more = hr.harmonic_ritz_gap(r, c, lv, np.log(pi), N, reversible=False, model_error=e)
    assert base is not None and more is not None
    assert more.gap == base.gap                      # the rounding moves the error, not the value
    assert more.error - base.error >= 0.99 * base.gap * e
