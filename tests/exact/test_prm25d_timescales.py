"""prm25d (issue 30): exact.timescales._rel at the ends mu = 0 and mu = 1.

Documented: a timescale ``inf`` or ``0``, at ``mu`` = 0 or 1 *with no error*, is exact
(relative error 0); ``|lambda|`` within its error of 0 (or of 1) is not bounded relatively
(inf). So the end values with a positive error get inf, and so does the rank-one chain whose
computed eigenvalues are 0 with the dense solver's error.
"""

import numpy as np

from exact.timescales import _rel, implied_timescales


def test_end_values_are_exact_only_without_error():
    r = _rel(np.array([0.0, 1e-15, 0.0, 1e-15]), np.array([1.0, 1.0, 0.0, 0.0]))
    assert r[0] == 0.0 and r[2] == 0.0
    assert np.isinf(r[1]) and np.isinf(r[3])


def test_rank_one_chain_timescales_not_certified():
    it = implied_timescales(np.full((3, 3), 1 / 3))
    assert np.all(it.timescales == 0.0)
    assert np.all(np.isinf(it.relative_errors))
