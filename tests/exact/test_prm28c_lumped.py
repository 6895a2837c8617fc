"""prm28c (issue 30): lumped_mixing_time's worst start (``worst_counts``) is the start farthest
from nu at t_mix - 1 (the last step above eps), recomputed here by numpy matrix powers of the
count chain; the model is picked so that it is NOT the start farthest from nu at t = 0
(1 - nu(start)): the candidates differ."""
import numpy as np

from exact.lumped import count_chain, count_stationary_law, lumped_mixing_time
from toolkit.models import make_model


def _mono_tv(model, T, t):
    ch = count_chain(model, temperature=T)
    P, nu = ch.P.toarray(), count_stationary_law(model, temperature=T).pi
    C, n, q = np.asarray(ch.counts), model.length, ch.q
    rows = [int(np.flatnonzero((C == n * np.eye(q, dtype=int)[a]).all(axis=1))[0]) for a in range(q)]
    Pt = np.linalg.matrix_power(P, t)
    return [0.5 * float(np.abs(Pt[k] - nu).sum()) for k in rows], [1.0 - nu[k] for k in rows]


def test_monochromatic_worst_start_is_the_farthest_at_t_mix_minus_one():
    m, T = make_model("exchangeable-table", q=3, n=4, seed=0), 1.0
    r = lumped_mixing_time(m, temperature=T, starts="monochromatic")
    tv, tv0 = _mono_tv(m, T, r.t_mix - 1)
    assert max(tv) > 0.25 and max(_mono_tv(m, T, r.t_mix)[0]) <= 0.25  # t_mix(1/4) by hand
    a = int(np.argmax(tv))
    assert a != int(np.argmax(tv0))  # the candidates differ
    assert tuple(r.worst_counts) == tuple(4 * np.eye(3, dtype=int)[a])


def _full_kernel(model, T):
    # the random-scan Glauber kernel on all q^n states, by hand from the model's logits
    q, n = model.vocab_size, model.length
    X = np.array(np.meshgrid(*[np.arange(q)] * n, indexing="ij")).reshape(n, -1).T
    index = {tuple(x): k for k, x in enumerate(X)}
    P = np.zeros((len(X), len(X)))
    for k, x in enumerate(X):
        for i in range(n):
            lg = np.asarray(model.logits(x[None, :], np.array([i])), dtype=float).ravel() / T
            p = np.exp(lg - lg.max())
            p /= p.sum()
            for a in range(q):
                y = x.copy()
                y[i] = a
                P[k, index[tuple(y)]] += p[a] / n
    return X, P


def test_certified_worst_start_is_the_farther_extreme():
    # identical sites (q = 2, n = 4): the start farthest from pi at t_mix - 1 is all ones
    # (count vector (0, 4)), the second extreme class: a rule that keeps the first extreme
    # class would report (4, 0)
    m, T = make_model("identical-sites", q=2, n=4, seed=0), 1.0
    r = lumped_mixing_time(m, temperature=T, starts="certified")
    X, P = _full_kernel(m, T)
    w, V = np.linalg.eig(P.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi /= pi.sum()
    tv = lambda t: 0.5 * np.abs(np.linalg.matrix_power(P, t) - pi[None, :]).sum(axis=1)  # noqa: E731
    t_mix = next(t for t in range(100) if tv(t).max() <= 0.25)
    assert r.exact and r.t_mix == t_mix
    d = tv(t_mix - 1)
    worst = X[int(np.argmax(d))]
    assert d.max() - np.sort(d)[-2] > 1e-6  # one worst start
    assert tuple(r.worst_counts) == (int((worst == 0).sum()), int((worst == 1).sum())) == (0, 4)
