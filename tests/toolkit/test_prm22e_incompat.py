"""prm22e: toolkit.incompat.site_pairs('random') with more pairs asked than exist gives all of them."""
from toolkit import incompat


def test_random_pairs_capped_at_all_pairs():
    # n = 3: C(3, 2) = 3 pairs; asking 10 gives the 3 distinct pairs (sorted, as drawn)
    got = incompat.site_pairs(3, "random", n_pairs=10, rng=0).tolist()
    assert got == [[0, 1], [0, 2], [1, 2]]
    # below the cap: exactly n_pairs distinct pairs
    two = incompat.site_pairs(4, "random", n_pairs=2, rng=0).tolist()
    assert len(two) == 2 and len({tuple(p) for p in two}) == 2
