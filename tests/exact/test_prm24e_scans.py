"""prm24e (seventh sweep, issue 30): exact.scans's ``max_states`` guard, which every test left at
its default (``benchmarks/results/default-only-args-2026-12-06.md``).

Documented (``exact.rectangles.as_site_logits``): a model is enumerated only when its ``q**n``
states are at most ``max_states``, else ``StateSpaceTooLargeError``. A 2-colour model (not
exchangeable: enumerated) on 3 sites has 8 states."""

from __future__ import annotations

import numpy as np
import pytest

from exact.scans import metastability_scan, nlogn_scan
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import IndependentSites


def _model(n=3):
    return IndependentSites(np.column_stack([np.linspace(1.0, 2.0, n), np.zeros(n)]))


def _family(n):
    return _model(n)


def test_nlogn_scan_max_states_refuses_8_states_at_4():
    with pytest.raises(StateSpaceTooLargeError):
        nlogn_scan(_family, [3], max_states=4)
    scan = nlogn_scan(_family, [3], max_states=8)
    assert [r.n for r in scan.rows] == [3]


def test_metastability_scan_max_states_refuses_8_states_at_4():
    with pytest.raises(StateSpaceTooLargeError):
        metastability_scan(_model(), [1.0, 0.5], max_states=4)
    metastability_scan(_model(), [1.0, 0.5], max_states=8)
