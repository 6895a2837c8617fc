"""Sweep 7, group a4 (issue 30): toolkit.lattice's LatticeRun as a record: its repr names the
run's parameters and leaves the (chains x records) array out (``field(repr=False)``: a run of
32 chains x 1000 sweeps must not print 32000 numbers), it is frozen, and it compares by
identity (``eq=False``: an ndarray field has no truth value, so a generated ``__eq__`` could
not answer, and the generated ``__hash__`` of a frozen eq-dataclass would hash the array)."""

import dataclasses

import numpy as np
import pytest

from toolkit import lattice as lt


def _run():
    return lt.LatticeRun(2, 4, 1.0, 0.5, np.full((3, 7), 0.123456789), 7, 2, 2)


def test_repr_names_the_parameters_not_the_records():
    text = repr(_run())
    for part in ("q=2", "L=4", "coupling=1.0", "temperature=0.5", "n_sweeps=7", "burn_in=2", "dimension=2"):
        assert part in text
    assert "m=" not in text and "0.123" not in text and "array" not in text


def test_frozen_and_compared_by_identity():
    r, s = _run(), _run()
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.q = 3
    assert r == r and r != s             # identity, not field equality (s has equal fields)
    assert len({r, s}) == 2              # hashable by identity (an eq-dataclass would hash the array)
    assert r.n == 16 and lt.LatticeRun(2, 6, 1.0, 0.5, np.zeros((1, 1)), dimension=1).n == 6
