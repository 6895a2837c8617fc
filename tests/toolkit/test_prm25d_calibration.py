"""prm25d (issue 30): toolkit.calibration.sampled_summary hands its generator to the sampler
on the rejection-free branch as on the plain one (one ``rng``, every draw from it).
"""

import numpy as np
import pytest

import toolkit.calibration as calibration
from toolkit.models.toy import potts


class _Stop(Exception):
    pass


@pytest.mark.parametrize("rf, name", [(True, "run_rejection_free"), (False, "run_chains")])
def test_sampler_gets_the_generator(monkeypatch, rf, name):
    seen = {}

    def spy(model, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(calibration, name, spy)
    g = np.random.default_rng(3)
    with pytest.raises(_Stop):
        calibration.sampled_summary(potts(2, 3, 1.0), n_chains=2, n_steps=8, rejection_free=rf, rng=g)
    assert seen.get("rng") is g
