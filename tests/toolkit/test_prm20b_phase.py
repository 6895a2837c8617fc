"""prm20b promise sweep: toolkit.app.phase (the presets at a coupling != 1 and with disorder)."""

from __future__ import annotations

import math

import pytest

from toolkit.app.phase import preset_for


def test_torus_preset_follows_the_coupling():
    # T_c = coupling / ln(1 + sqrt q) (Baxter); the preset spans 0.88..1.12 T_c
    ns, ts = preset_for("potts", {"q": 3, "graph": "torus", "coupling": 2.0})
    tc = 2.0 / math.log(1.0 + math.sqrt(3.0))
    assert ts[0] == pytest.approx(0.88 * tc, rel=1e-12)
    assert ts[-1] == pytest.approx(1.12 * tc, rel=1e-12)


def test_nn_chain_scale_is_the_largest_coupling_random_or_not():
    # a disordered chain (couplings of spread 1.5 around 0.5): the energy scale is 1.5, not 0.5
    ns, ts = preset_for("nn-chain", {"q": 2, "coupling": 0.5, "disorder": 1.5, "symmetric": False})
    assert ts[0] == pytest.approx(0.08 * 1.5, rel=1e-12)
    assert ts[-1] == pytest.approx(4.0 * 1.5, rel=1e-12)
