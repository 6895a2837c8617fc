"""ign17b: ``toolkit.app.report.phase.section(rng=...)`` validates its ``rng`` (issue 30,
ignored-keyword sweep).

The section's randomness is the sweep tasks' own seeds, so ``rng`` is only checked (``as_rng``):
an invalid one -- a negative seed, a string -- must be refused with the project's
``InvalidInputError`` naming ``rng`` before any work starts, as every other entry point taking
``rng`` refuses it (``toolkit._validation.as_rng``'s contract)."""

import pytest

from toolkit.app.report import phase as sec
from toolkit.exceptions import InvalidInputError


class _Started(Exception):
    """Raised where the section would start its work: the rng check must come first."""


@pytest.mark.parametrize("bad", [-1, "seed"])
def test_invalid_rng_is_refused_before_any_work(tmp_path, monkeypatch, bad):
    def started(*a, **k):
        raise _Started

    monkeypatch.setattr(sec, "Section", started)
    with pytest.raises(InvalidInputError, match="rng"):
        sec.section(str(tmp_path), quick=True, real=False, rng=bad)


def test_valid_rng_reaches_the_work(tmp_path, monkeypatch):
    def started(*a, **k):
        raise _Started

    monkeypatch.setattr(sec, "Section", started)
    with pytest.raises(_Started):
        sec.section(str(tmp_path), quick=True, real=False, rng=3)
