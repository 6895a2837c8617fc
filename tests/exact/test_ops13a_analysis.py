"""exact.analysis: the logit-scale guard of a SiteLogits table reads its *largest* |logit| (ops13a, issue 30).

``_max_abs_logit``: "The largest ``|logit|`` of a SiteLogits (every one)"; ``check_logit_scale``
refuses ``T < min_temperature(M) = 4 M / DBL_MAX``. A Potts table (q = 2, n = 2) with one logit
set to ``1e300`` (site 0, state 0) and the rest 0 has ``M = 1e300``: ``T = 1e-9`` is below
``4e300 / DBL_MAX ~ 2.2e-8``. The table's last entry is 0."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import exact
from exact.analysis import _max_abs_logit, check_logit_scale
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def _table():
    L = exact.site_logits(potts(2, 2, 1.0))
    values = np.zeros_like(L.values)
    values[0, 0] = 1e300
    return dataclasses.replace(L, values=values)


def test_site_logits_largest_magnitude_not_the_last():
    L = _table()
    assert L.values[-1, -1] == 0.0
    assert _max_abs_logit(L) == 1e300
    with pytest.raises(InvalidInputError, match=r"--temperature.*1e-09.*largest \|logit\| 1e\+300"):
        check_logit_scale(L, 1e-9)
    check_logit_scale(L, 1.0)
