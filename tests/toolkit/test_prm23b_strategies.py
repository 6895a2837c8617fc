"""prm23b sixth sweep (issue 30): toolkit.strategies.models hands its ``q`` and ``n`` on to every
family it mixes, the contracting models included (at the defaults, q in 2..3 and n in 2..4, a
family drawn at its own defaults looked the same)."""

from __future__ import annotations

import pytest

pytest.importorskip("hypothesis")

from hypothesis import HealthCheck, given, settings  # noqa: E402

from toolkit.strategies import models  # noqa: E402


@settings(max_examples=60, derandomize=True, deadline=None, suppress_health_check=list(HealthCheck))
@given(models(q=(4, 4), n=(5, 5)))
def test_every_family_has_the_sizes_asked_for(model):
    assert (model.vocab_size, model.length) == (4, 5)
