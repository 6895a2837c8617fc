"""The ``rng`` argument of the random draws of toolkit.incompat, toolkit.coupling and toolkit.models.toy
is the one drawn from (ign17d): the same seed gives the same draw, and a Generator passed in is
advanced (the draw came from it, not from a fresh unseeded one)."""

import numpy as np

from toolkit.coupling import start_pairs
from toolkit.incompat import site_pairs
from toolkit.models import potts
from toolkit.models.toy import random_joint


def _consumed(g: np.random.Generator) -> bool:
    # a Generator that drew anything is in another state than a fresh one of the same seed
    return g.bit_generator.state != np.random.default_rng(0).bit_generator.state


def test_site_pairs_random_draws_from_rng():
    a = site_pairs(30, "random", n_pairs=5, rng=0)
    assert np.array_equal(a, site_pairs(30, "random", n_pairs=5, rng=0))
    g = np.random.default_rng(0)
    b = site_pairs(30, "random", n_pairs=5, rng=g)
    assert _consumed(g) and np.array_equal(a, b)


def test_start_pairs_random_draws_from_rng():
    m = potts(3, 12, 1.0)
    xs, ys = start_pairs(m, "random", n_pairs=6, rng=0)
    xs2, ys2 = start_pairs(m, "random", n_pairs=6, rng=0)
    assert np.array_equal(xs, xs2) and np.array_equal(ys, ys2)
    g = np.random.default_rng(0)
    xs3, _ = start_pairs(m, "random", n_pairs=6, rng=g)
    assert _consumed(g) and np.array_equal(xs, xs3)


def test_random_joint_draws_from_rng():
    # "i.i.d. Gaussian log-joint entries": N(0, scale) drawn from rng, here 8 entries of (2,)*3
    a = random_joint(2, 3, rng=0)
    b = random_joint(2, 3, rng=0)
    assert np.array_equal(a.log_joint, b.log_joint)
    g = np.random.default_rng(0)
    random_joint(2, 3, rng=g)
    assert _consumed(g)
