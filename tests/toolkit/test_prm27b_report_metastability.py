"""prm27b tenth sweep (issue 30): the metastability section asserts the escape bound
``E[tau_exit] >= e^(gamma/T)/(q-1)`` at EVERY temperature of its grid (ten rows), each claim
with its own temperature, not only at the first."""

import numpy as np

from toolkit.app.report import metastability


def test_one_escape_claim_per_temperature(tmp_path):
    s = metastability.section_metastability(str(tmp_path), quick=True)
    names = [c.name for c in s.claims if c.name.startswith("E[tau_exit] >= e^(gamma/T)/(q-1), T=")]
    temps = [float(n.split("T=")[1]) for n in names]
    # the section's grid: gamma * (2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12), gamma = 1
    assert np.allclose(temps, [2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12])
