"""cmp14e: ``toolkit.sampling`` contracts by hand.

- ``model_logits`` names the first row with a non-finite logit (:class:`NonFiniteLogitsError`:
  its ``site`` and ``state``), a row with one NaN among finite logits included.
- ``run_memory``'s ``observables`` part is ``n_chains * (b + 8 n)`` with ``b`` the largest
  ``bytes_per_state`` an observable declares (0 for one that declares none): observables
  declaring 800 and 80 bytes, 3 chains of ``n = 10`` sites: ``3 * (800 + 80) = 2640``.
"""

import numpy as np
import pytest

from toolkit.exceptions import NonFiniteLogitsError
from toolkit.models import IndependentSites
from toolkit.sampling import model_logits, run_memory


class _OneNaN:
    vocab_size, length = 3, 2

    def logits(self, x, sites):
        out = np.zeros((x.shape[0], 3))
        out[1, 2] = np.nan  # row 1: one NaN among finite logits
        return out


def test_a_row_with_one_nan_is_named():
    x = np.array([[0, 1], [2, 0], [1, 1]])
    with pytest.raises(NonFiniteLogitsError) as e:
        model_logits(_OneNaN(), x, np.array([0, 1, 0]), 3)
    assert e.value.site == 1 and e.value.state == (2, 0)


def test_observables_part_uses_the_largest_declared_bytes():
    def big(x):
        return x.sum(axis=1)

    def small(x):
        return x[:, 0]

    def plain(x):
        return x[:, 1]

    big.bytes_per_state, small.bytes_per_state = 800, 80
    m = IndependentSites(np.zeros((10, 2)))
    parts = run_memory(m, n_chains=3, n_records=5, observables=[small, big, plain])
    assert parts["observables"] == 3 * (800 + 8 * 10)
