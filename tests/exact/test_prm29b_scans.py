"""prm29b: the note of an enumerated size whose ``t_mix`` was not reached quotes ``d(t)`` at the
last evaluated time ``t`` (where stepping stopped), the distance still above ``eps`` there: here
``max_x TV(P^3(x, .), pi)`` from dense matrix powers (numpy's eigenvector for pi), not ``d(0)``."""

import numpy as np

from exact.kernel import glauber_kernel
from exact.mixing import mixing_time
from exact.scans import _not_reached_note
from toolkit.models import potts


def test_not_reached_note_quotes_the_last_distance():
    K = glauber_kernel(potts(2, 3, 1.0), temperature=1.0)
    mix = mixing_time(K, eps=0.01, method="stepping", t_max=3)
    assert mix.t_mix is None and int(mix.times[-1]) == 3
    P = np.asarray(K.dense(), dtype=float)
    w, V = np.linalg.eig(P.T)                       # pi: the left eigenvector of eigenvalue 1
    pi = np.real(V[:, np.argmin(np.abs(w - 1.0))])
    pi = pi / pi.sum()
    d3 = 0.5 * np.abs(np.linalg.matrix_power(P, 3) - pi[None, :]).sum(axis=1).max()
    d0 = 0.5 * np.abs(np.eye(P.shape[0]) - pi[None, :]).sum(axis=1).max()
    assert f"{d3:.3g}" != f"{d0:.3g}"   # the two ends differ at the note's precision
    note = _not_reached_note(mix)
    assert note.startswith(f"not reached: d(t) = {d3:.3g} > eps = 0.01 still at t = 3")
