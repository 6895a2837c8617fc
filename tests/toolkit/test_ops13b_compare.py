"""ops13b: ``exact_values(..., scan=...)`` computes the exact side on the scan it is given.

By hand: two sites of two tokens, no fields, ``J[0, 1] = [[2, 0], [0, 0]]``, ``J[1, 0] = 0``
(incompatible: the random and systematic scans have different stationary laws). The
systematic sweep updates site 0 from ``p_0(. | x_1)`` and then site 1 from its conditional,
uniform whatever ``x_0``: so under ``pi_sys`` ``x_1`` is uniform and independent of ``x_0``, and
``P(x_0 = 1) = (p_0(1 | 0) + p_0(1 | 1)) / 2`` with ``p_0(1 | 0) = 1 / (1 + e^2)``,
``p_0(1 | 1) = 1/2``. Hence ``E_sys[x_0 x_1] = (1 / (1 + e^2) + 1/2) / 4``. The summary below says
random scan; ``scan="systematic"`` overrides it (the random-scan value is different).
"""

import math

import numpy as np
import pytest

from toolkit.app.compare import exact_values
from toolkit.calibration import SampledQuantity, SampledSummary
from toolkit.models.toy import Pairwise
from toolkit.results import Estimate


def _case():
    J = np.zeros((2, 2, 2, 2))
    J[0, 1] = [[2.0, 0.0], [0.0, 0.0]]
    model = Pairwise(np.zeros((2, 2)), J)
    q = SampledQuantity("mean x0x1", "estimate", Estimate(0.2, stderr=0.1), {"quantity": "mean", "observable": "x0x1"})
    obs = {"x0x1": lambda X: (np.asarray(X)[:, 0] * np.asarray(X)[:, 1]).astype(float)}
    return model, SampledSummary("m", 1.0, 2, 10, 0, "random-scan glauber", (q,), obs)


def test_exact_values_on_the_scan_given():
    model, summary = _case()
    hand = (1 / (1 + math.e**2) + 0.5) / 4
    sys_v = exact_values(model, summary, scan="systematic")["mean x0x1"].value
    assert sys_v == pytest.approx(hand, rel=1e-10)
    rand_v = exact_values(model, summary)["mean x0x1"].value  # the summary's own scan: random
    assert abs(rand_v - hand) > 0.01
