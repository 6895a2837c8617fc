"""prm29a: the 'asymmetric-pairwise' toy family is the incompatible one, 'symmetric-pairwise'
the compatible one (issue 30, twelfth sweep: the two sides of a pair of names)."""

from toolkit.models import make_model


def test_asymmetric_family_is_incompatible_symmetric_compatible():
    # J_ij = J_ji^T is compatibility for a pairwise model; an asymmetric draw is not (a.s.)
    for seed in (0, 1):
        assert not make_model("asymmetric-pairwise", q=2, n=3, seed=seed).is_compatible()
        assert make_model("symmetric-pairwise", q=2, n=3, seed=seed).is_compatible()
