"""prm28e (eleventh sweep, issue 30): SamplerComparison.table's "max pair dep." column is the
LARGEST pair dependence over all pairs (i, j) of each law, not one pair's (the candidates are
equal at n = 2, the only size with a single pair)."""
import numpy as np

from exact.unmasking import SamplerComparison


def test_max_pair_dependence_is_over_all_pairs():
    # n = 3, one sampler, hand-built arrays: the largest dependence sits at the pair (0, 1) for
    # the sampler (0.7) and (1, 2) for pi_T (0.25); the pair (0, n-1) holds 0.1 and 0.05.
    dep = np.zeros((2, 3, 3))
    dep[0, 0, 1] = dep[0, 1, 0] = 0.7
    dep[0, 0, 2] = dep[0, 2, 0] = 0.1
    dep[1, 1, 2] = dep[1, 2, 1] = 0.25
    dep[1, 0, 2] = dep[1, 2, 0] = 0.05
    cmp = SamplerComparison(model="hand", temperature=1.0, q=2, n=3, rule="hand", reversible=True,
                            samplers=("unmask:random",), tv_pi=np.array([0.3]), tv_between=np.zeros((1, 1)),
                            steps=np.array([[0.0, 0.0, 0.0, 1.0]]), t=(), tv_after=np.zeros((1, 0)),
                            marginal_tv=np.array([0.2]), pair_dependence=dep)
    rows = [line.split() for line in cmp.table().splitlines()]
    sampler = next(r for r in rows if r and r[0] == "unmask:random")
    glauber = next(r for r in rows if r[:2] == ["Glauber", "pi_T"])
    assert sampler[-1] == "0.7"
    assert glauber[-1] == "0.25"
