"""prm28a: ``glauber samplers``' remasking rounds (toolkit.app.commands.samplers._rounds) stop
at the FEWEST rounds with TV(mu K^R, stationary) <= ROUNDS_TOL, or at MAX_ROUNDS, whichever
comes first: both conditions keep the loop going. The tests had the tolerance never met (cap)
or rounds given; here it is met well before the cap. Expected: the same TV sequence by dense
numpy powers of the exact kernel, its stationary law from numpy's eigenvector."""
import numpy as np

from exact.unmasking import partial_conditionals, remasking_kernel, unmasking_law
from toolkit.app.commands import samplers as cmd
from toolkit.app.commands.samplers import default_samplers
from toolkit.models import potts


def test_rounds_stop_at_the_first_round_within_the_tolerance():
    model = potts(2, 3, 1.0)
    cond = partial_conditionals(model, temperature=1.0)
    s = next(x for x in default_samplers(3) if x.kind != "unmask")
    K = remasking_kernel(cond, r=s.r, order=s.order, k=s.k).toarray()
    w, V = np.linalg.eig(K.T)
    pi = np.real(V[:, np.argmin(np.abs(w - 1))])
    pi = pi / pi.sum()
    law = unmasking_law(cond, order=s.order, k=s.k)[0]
    expect = 0
    while 0.5 * np.abs(law - pi).sum() > cmd.ROUNDS_TOL:
        law = law @ K
        expect += 1
    assert 0 < expect < cmd.MAX_ROUNDS
    R, off = cmd._rounds(cond, s, pi, None)
    assert R == expect
    assert off <= cmd.ROUNDS_TOL
