"""Contract pins of toolkit.app.phase (issue 30, sweep6s4): the 2-D Potts T_c = coupling/ln(1 +
sqrt q), the mean-field Potts spinodal by a grid minimum, the q = 3 preset (sizes, 37 temperatures
from 0.88 T_c to 1.1 T_s), the incompatible chain's enumerated sizes (at most 8000 states), the
energy scale (largest coupling, 1e-3 floor), preset_for's graph mapping, the convergence message
without R-hat, and the real-model parameters (tiny-en: whole vocabulary and the sentence)."""

import math

import numpy as np
import pytest

from toolkit.app import phase as ph


def test_torus_and_mean_field_temperatures():
    assert ph.potts_torus_temperature(4, 2.0) == pytest.approx(2.0 / math.log(3.0))
    q = 4
    x = np.linspace(1 / q + 1e-6, 1 - 1e-9, 2_000_001)
    bs = ((q - 1) * np.log((q - 1) * x / (1 - x)) / (q * x - 1)).min()
    tc, ts = ph.mean_field_potts_temperatures(q, 2.0)
    assert tc == pytest.approx(2.0 * (q - 2) / (2 * (q - 1) * math.log(q - 1)), rel=1e-12)
    assert ts == pytest.approx(2.0 / bs, rel=1e-9)


def test_presets():
    tc, ts = ph.mean_field_potts_temperatures(3, 1.0)
    ns, temps = ph.PRESETS["mean-field-potts"]({"q": 3})
    assert ns == (16, 32, 64, 96, 128, 256)
    np.testing.assert_allclose(temps, np.linspace(0.88 * tc, 1.1 * ts, 37), rtol=1e-15)
    assert ph.PRESETS["mean-field-potts"]({"q": 7})[0] == (16, 24, 32, 48, 64)
    # incompatible chains: enumerated up to 8000 states: q = 3 -> n = 2..8, q = 2 -> n = 3..12
    ns3, t3 = ph._nn_grid({"q": 3, "symmetric": False, "disorder": 0.5, "coupling": 0.2})
    assert ns3 == tuple(range(2, 9)) and len(t3) == 30
    np.testing.assert_allclose(t3, np.geomspace(0.08, 4.0, 30) * 0.5, rtol=1e-15)
    assert ph._nn_grid({"q": 2, "symmetric": False, "disorder": 0.5})[0] == tuple(range(3, 13))
    assert ph._nn_scale({"coupling": -2.0, "disorder": 0.5}) == 2.0 and ph._nn_scale({"coupling": 0.0}) == 1e-3
    assert ph.preset_for("potts", {"q": 2, "graph": "cycle"})[0] == (10, 20, 50, 100, 200, 500, 1000, 2000)
    assert ph.preset_for("potts", {"q": 2}) is None
    assert ph.preset_for("random-table", {}) is None
    ns, temps = ph.preset_for("curie-weiss", {"beta": 2.0})
    assert ns == (16, 32, 64, 128, 256, 512, 1024) and temps[0] == pytest.approx(1.4) and temps[-1] == pytest.approx(2.8)


def test_convergence_and_real_params():
    assert (ph.PHASE_RHAT_MAX, ph.PHASE_ESS_MIN) == (1.1, 100.0)
    row = {"computed_by": "sampled (lattice)", "rhat": None, "relaxation": 1.0, "n_groups": 8,
           "chains_per_group": 4, "n_sweeps": 100}
    assert ph.point_convergence(row) == (False, "R-hat not estimated (the order parameter never moved, or too few "
                                                "sweeps)")
    p = ph.real_phase_params("tiny-en", 4)
    t = ph.REAL_TEMPLATES["tiny-en"]
    assert p == {"tokens": "all", "text": ph.PHASE_SENTENCE, "free_positions": ph.window_positions(t["length"], 4,
                                                                                                   t["centre"])}
    assert set(ph.real_phase_params("sceptr", 2)) == {"free_positions"}
    assert ph.real_phase_params("masked-chain", 3, {"q": 4})["free_positions"] == "all"
    assert ph.window_positions(120, 4, 103) == [101, 102, 103, 104]
