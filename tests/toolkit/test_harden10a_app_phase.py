"""harden10a: toolkit.app.phase's default grid of the independent-sites family follows its
logit scale (issue 30)."""

import numpy as np

from toolkit.app.phase import preset_for


def test_independent_preset_temperatures_scale_with_the_logits():
    # independent sites with logits scale * z: the conditionals are softmax(scale * z / T), a
    # function of T / scale only, so the grid that follows the physics (PRESETS' comment: the
    # temperatures follow the coupling) is scale times the scale-1 grid geomspace(0.1, 5, 30)
    ns1, t1 = preset_for("independent", {})
    ns2, t2 = preset_for("independent", {"scale": 2.0})
    assert ns1 == ns2
    np.testing.assert_allclose(t1, np.geomspace(0.1, 5.0, 30), rtol=1e-12)
    np.testing.assert_allclose(t2, 2.0 * t1, rtol=1e-12)
    assert (float(t2[0]), float(t2[-1])) == (0.2, 10.0)
