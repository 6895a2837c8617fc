"""exact.stationary.has_edges (nineteenth blind audit, part a: ``audit19a.stationary.has_edges_systematic``
survived): a random-scan Glauber kernel lists its off-diagonal moves cheaply at any size (each row
has n (q - 1) of them, the CSR of :meth:`GlauberKernel.sparse`), a systematic-scan one only up to
4096 states (its rows are products over the sweep). Every tested kernel had at most 4096 states,
where the two rules agree; here 2^13 = 8192 states tell them apart."""

from exact.kernel import glauber_kernel
from exact.stationary import has_edges
from toolkit.models import potts


def test_random_scan_kernels_have_edges_above_4096_states_systematic_ones_do_not():
    big = potts(2, 13, 0.5)   # 2^13 = 8192 states
    assert has_edges(glauber_kernel(big, temperature=1.0))
    assert not has_edges(glauber_kernel(big, temperature=1.0, scan="systematic"))
    small = potts(2, 12, 0.5)   # 4096 states: the systematic scan's limit, inclusive
    assert has_edges(glauber_kernel(small, temperature=1.0, scan="systematic"))
