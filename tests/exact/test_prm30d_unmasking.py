"""prm30d (issue 30): ``compare_samplers``' TV after t Glauber steps is every sampler's own.

:class:`exact.unmasking.SamplerComparison`: ``tv_after[s, c] = TV(law_s P^t_c, pi_T)`` for each
sampler ``s`` (the Glauber kernel ``P`` run on from the sampler's output). The earlier test had
``t`` starting at 0; here ``t = (1, 3)``, and each sampler's row is recomputed by dense matrix
powers of the Glauber kernel (``exact.kernel.glauber_kernel``), for the first sampler and the
inner and last ones alike."""

from __future__ import annotations

import numpy as np

from exact.kernel import glauber_kernel
from exact.markov import ExactChain
from exact.unmasking import compare_samplers
from toolkit.models import make_model


def _tv(a, b):
    return 0.5 * float(np.abs(np.asarray(a) - np.asarray(b)).sum())


def test_every_sampler_is_stepped_from_its_own_law():
    m = make_model("asymmetric-pairwise", q=2, n=3, seed=1)
    r = compare_samplers(m, samplers=["random", "l2r", "remask:2"], t=(1, 3))
    pi = ExactChain(m).pi
    P = glauber_kernel(m).dense()
    for s in range(3):
        for c, t in enumerate((1, 3)):
            want = _tv(r.laws[s] @ np.linalg.matrix_power(P, t), pi)
            assert abs(r.tv_after[s, c] - want) < 1e-13, (s, t)
    # the one-step row differs from the unstepped distance (the check above has something to see)
    assert all(abs(r.tv_after[s, 0] - r.tv_pi[s]) > 1e-6 for s in range(3))
