"""ops13b: the ``random-table`` family builds the vocabulary size it is asked for.

:func:`toolkit.models.toy.random_table`: a ``LogitTable`` of shape ``(n, q**(n-1), q)`` with
i.i.d. Gaussian logits. Through the registry, ``make_model("random-table", q=3, n=2)`` is
therefore a model of ``q = 3`` tokens and 2 sites, and with the same seed its table is the
direct ``random_table(3, 2, rng=seed)``.
"""

import numpy as np

from toolkit.models import make_model
from toolkit.models.toy import random_table


def test_random_table_family_reads_q():
    m = make_model("random-table", q=3, n=2, seed=4)
    assert (m.vocab_size, m.length) == (3, 2)
    x = np.array([[0, 2], [1, 1]])
    np.testing.assert_array_equal(m.logits(x, np.array([0, 1])), random_table(3, 2, rng=4).logits(x, np.array([0, 1])))
