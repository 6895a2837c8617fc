"""prm28e (eleventh sweep, issue 30): mean_field_barrier's Curie-Weiss barrier is the saddle
between the OUTER two wells when the sampled profile has a third local minimum (round-off on
the hump between them), not between the first two minima found."""
import numpy as np

import toolkit.app.mixing_truth as mt


def test_barrier_spans_the_outer_wells(monkeypatch):
    # hand profile: wells at index 1 (phi = 0) and 5 (phi = 0.5); a round-off dip at index 3
    # (1.9 < 2 on its left, <= 2 on its right) is a third local minimum on the hump.
    # B = (highest point between the wells) - (the shallower well) = 2 - 0.5 = 1.5.
    phi = np.array([3.0, 0.0, 2.0, 1.9, 2.0, 0.5, 5.0])
    monkeypatch.setattr(mt, "_profile", lambda *a, **k: (np.linspace(-1, 1, phi.size), phi))
    assert mt.mean_field_barrier("curie-weiss", 0.5, 1.0) == 1.5
