"""cmp13c sweep (issue 30): toolkit.diagnostics.summarize_run on a run with a single record.

The record spacing is the smallest gap between record times, which a single record does not
have (1 by the code's rule). A one-record run then gets :func:`summarize`'s documented refusal
(an InvalidInputError naming the observable: at least 4 draws per chain), not a bare numpy
error from the minimum of no gaps; a one-record run with no observables summarises to nothing."""

from types import SimpleNamespace

import numpy as np
import pytest

from toolkit.diagnostics import summarize_run
from toolkit.exceptions import InvalidInputError


def test_a_single_record_gets_the_draws_refusal():
    run = SimpleNamespace(times=np.array([10]), observables={"m": np.zeros((3, 1))})
    with pytest.raises(InvalidInputError, match=r"`m` needs at least 4 draws per chain; got shape \(3, 1\)"):
        summarize_run(run)


def test_a_single_record_without_observables_summarises_to_nothing():
    assert summarize_run(SimpleNamespace(times=np.array([10]), observables={})) == {}


def test_the_spacing_is_the_smallest_gap():
    # records at 0, 5, 15, 20: gaps 5, 10, 5 -> record_every 5 (hand value)
    x = np.tile(np.array([0.0, 1.0, 0.0, 1.0]), (2, 1))
    out = summarize_run(SimpleNamespace(times=np.array([0, 5, 15, 20]), observables={"m": x}))
    assert out["m"].record_every == 5 and out["m"].n_draws == 4
