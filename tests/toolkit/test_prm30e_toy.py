"""prm30e: LogitTable.masked_logits averages a masked site's table over every other masked
site, the first masked one too (issue 30, thirteenth sweep: a comprehension over items[1:])."""

import itertools

import numpy as np

from toolkit.models import LogitTable


def _by_hand(table, q, n, x, masked, i):
    # l_i(a | unmasked) = mean over the tokens of the other masked sites of table[i, c(x_-i), a]
    others = [j for j in masked if j != i]
    acc = np.zeros(q)
    for toks in itertools.product(range(q), repeat=len(others)):
        y = list(x)
        for j, t in zip(others, toks, strict=True):
            y[j] = t
        rest = [y[j] for j in range(n) if j != i]
        c = int(np.ravel_multi_index(rest, (q,) * (n - 1))) if rest else 0
        acc += table[i, c]
    return acc / q ** len(others)


def test_masked_logits_average_over_every_other_masked_site():
    q, n = 2, 4
    table = np.random.default_rng(7).normal(size=(n, q ** (n - 1), q))
    m = LogitTable(table)
    x = np.array([[0, 1, 1, 0], [1, 0, 1, 1]])
    mask = np.array([[True, False, True, True], [True, True, False, True]])
    out = m.masked_logits(x, mask)
    for b in range(2):
        masked = [int(j) for j in np.flatnonzero(mask[b])]
        for i in masked:
            np.testing.assert_allclose(out[b, i], _by_hand(table, q, n, x[b], masked, i), rtol=1e-12, atol=1e-12)
