"""prm20e (issue 30): ``compatible_models`` draws independent sites too (module table: random
joints, symmetric pairwise, independent sites)."""
from __future__ import annotations

import pytest

pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, find, settings  # noqa: E402

from toolkit.models import IndependentSites  # noqa: E402
from toolkit.strategies import compatible_models  # noqa: E402


def test_compatible_models_include_independent_sites():
    m = find(compatible_models(), lambda m: isinstance(m, IndependentSites),
             settings=settings(max_examples=500, database=None, suppress_health_check=list(HealthCheck)))
    assert isinstance(m, IndependentSites)
