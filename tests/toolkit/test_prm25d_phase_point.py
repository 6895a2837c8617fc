"""prm25d (issue 30): toolkit.app.phase_point._starts without a template.

START_KINDS' comment: the chains' starts cycle over x* (models with a template), a uniform
random state and the quench of another uniform random state; ``_starts``: "no x* for a
model without a template". So a toy Potts model (no template) gets random, quench, random,
quench, ... and no ground state.
"""

import numpy as np

from toolkit.app.phase_point import _starts
from toolkit.metastable import quench
from toolkit.models.toy import potts


def test_starts_without_template_alternate_random_and_quench():
    m = potts(3, 5, 1.0)
    assert not hasattr(m, "initial_state")
    X, kinds, ground = _starts(m, 5, np.random.default_rng(0))
    assert kinds == ["random", "quench", "random", "quench", "random"]
    assert ground is None
    assert X.shape == (5, 5)
    # a quench start is a zero-temperature fixed point: quenching it again leaves it in place
    again = quench(m, X[[1, 3]], max_sweeps=50)[0]
    assert np.array_equal(again, X[[1, 3]])
