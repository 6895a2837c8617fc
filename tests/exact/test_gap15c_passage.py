"""gap15c: exact.passage lines its targeted tests never ran (targeted-coverage-2026-12-05):
the text of mean passage times from an origin, and the refusal of a passage problem whose
elimination underflows."""

from __future__ import annotations

import numpy as np
import pytest

from exact.passage import (
    absorption_probabilities,
    committor,
    hitting_probabilities,
    mean_first_passage_times,
)
from toolkit.exceptions import InvalidInputError


def test_mean_passage_text_names_the_origin_and_the_mean_from_it():
    # one site, q = 3, every step lands on token a w.p. p_a: from 0 and from 2 the passage to
    # {1} is geometric with mean 1 / p1 = 5, so the mean from pi on A = {0, 2} is 5 too
    p = np.array([0.5, 0.2, 0.3])
    P = np.tile(p, (3, 1))
    r = mean_first_passage_times(P, [1], origin=[0, 2], pi=p)
    assert r.between == pytest.approx(5.0, rel=1e-12)
    assert "; from pi on A = {0, 2}: 5 (" in str(r)
    assert "from pi on A" not in str(mean_first_passage_times(P, [1], pi=p))


def test_underflowing_elimination_is_refused_not_returned_as_nan():
    # states 0 (A) and 1 (B) absorbing; 2 leaves to A and to B w.p. 1e-200 each and goes to 3
    # otherwise; 3 goes to 2 w.p. 1e-200. Every state reaches A and B, but eliminating 2
    # folds 3's way out (1e-200 x 2e-200) to an underflowed 0: the error says so
    e = 1e-200
    P = np.array([[1.0, 0, 0, 0], [0, 1.0, 0, 0], [e, e, 0.0, 1.0], [0, 0, e, 1.0]])
    for call in (lambda: committor(P, [0], [1]), lambda: hitting_probabilities(P, [1]),
                 lambda: absorption_probabilities(P)):
        with pytest.raises(InvalidInputError, match="singular in float64.*underflows to 0"):
            call()
