"""ign17a: `toolkit.app.mixing_diagram.sampled_cell(rng=...)` seeds the sampled run."""

from toolkit.app.mixing_diagram import sampled_cell
from toolkit.models import potts

SMALL = dict(n_random=2, n_sweeps=10, coupling_sweeps=5)


def test_sampled_cell_same_seed_same_cell():
    # the same seed gives the same draws, so the same estimates (a continuous IAT estimate among them:
    # two unseeded runs agree with probability ~0); `seconds` is wall time and is left out
    model = potts(2, 4, 1.0)
    a = sampled_cell(model, 1.0, rng=3, **SMALL)
    b = sampled_cell(model, 1.0, rng=3, **SMALL)
    assert a.timescales == b.timescales
    assert a.disagreement == b.disagreement and a.escapes == b.escapes
