"""Automatic sweep 7 (issue 30, branch sweep7a3): exact.lumped_sectors.

Survivor of ``scripts/automut.py --seed 2026120371``: ``SectorGaps`` declared
``frozen=False``. Results are frozen dataclasses (shared/STYLE.md, item 5): a reported gap
cannot be overwritten after the fact, and equal results hash equal.
"""

from __future__ import annotations

import dataclasses

import pytest

from exact.lumped_sectors import SectorGaps


def _gaps(**kw):
    base = dict(lambda_2=0.5, lambda_2_sector=(2, 1, 0), lambda_star=0.5, lambda_star_sector=(2, 1, 0),
                symmetric=True, error=1e-12, n_sectors=3, dimension=10)
    return SectorGaps(**{**base, **kw})


@pytest.mark.parametrize("name, value", [("lambda_2", 0.9), ("lambda_star", 0.0), ("symmetric", False),
                                         ("n_certified", 5)])
def test_sector_gaps_cannot_be_overwritten(name, value):
    g = _gaps()
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(g, name, value)


def test_equal_sector_gaps_hash_equal_and_default_count():
    a, b = _gaps(), _gaps()
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a.n_certified == 0  # documented default: no sector certified instead of solved
    assert _gaps(n_certified=2) != a
