"""prm25a: the diagnosis's planted 'temperature-twice' mistake (toolkit.app.testing._mistake_rows)
is the chain at T^2 (the temperature applied twice: l / T / T), as the mistake sampler's own table
has it; rows built here by hand from the random-scan Glauber rule
P(x, x^{i<-a}) = (1/n) softmax(l_i(.; x) / T')(a)."""

import numpy as np

from exact import ExactChain
from toolkit.app import testing
from toolkit.models import potts


def _by_hand(model, start, T2):
    q, n = int(model.vocab_size), int(model.length)
    x = np.array([(start // q ** (n - 1 - i)) % q for i in range(n)])
    row = np.zeros(q**n)
    for i in range(n):
        lg = model.logits(x[None], np.array([i]))[0] / T2
        p = np.exp(lg - lg.max())
        p /= p.sum()
        for a in range(q):
            y = x.copy()
            y[i] = a
            row[int(sum(y[j] * q ** (n - 1 - j) for j in range(n)))] += p[a] / n
    return row


def test_temperature_twice_is_t_squared():
    model, T = potts(2, 2, 1.0), 0.5
    chain = ExactChain(model, temperature=T)
    starts = np.array([0, 1])
    rows = testing._mistake_rows("temperature-twice", chain, model, starts, T, "random", 0.0)
    want = np.array([_by_hand(model, s, T * T) for s in starts])
    np.testing.assert_allclose(rows, want, atol=1e-12)
    # and not the chain at 2T (a different kernel here)
    assert np.abs(want - np.array([_by_hand(model, s, 2 * T) for s in starts])).max() > 1e-3


def test_log_likelihood_of_an_impossible_observed_move():
    # a move observed once whose claimed probability is 0: log-likelihood -inf, answered
    # before any log(0) (no RuntimeWarning: this project's pytest turns warnings into errors)
    assert testing._log_likelihood(np.array([1, 0, 2]), np.array([0.0, 0.5, 0.5])) == -np.inf
    # a zero row entry where nothing was observed costs nothing: 2 ln(1/2)
    assert testing._log_likelihood(np.array([0, 0, 2]), np.array([0.0, 0.5, 0.5])) == 2 * np.log(0.5)
