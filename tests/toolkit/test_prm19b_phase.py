"""prm19b promise sweep: toolkit.app.phase (the exact grid's eps, the Curie-Weiss preset's beta)."""

from __future__ import annotations

import numpy as np
import pytest

from exact.markov import ExactChain
from toolkit.app.phase import exact_phase_grid, preset_for
from toolkit.models import make_model


def test_exact_grid_uses_its_eps(tmp_path):
    g = exact_phase_grid(str(tmp_path / "e.sqlite"), n_values=[3, 4], temperatures=[0.8], eps=0.05)
    assert g.mixing_label == "exact t_mix(0.05) (steps)"
    for i, n in enumerate([3, 4]):
        want = ExactChain(make_model("curie-weiss", n=n, beta=1.0), temperature=0.8).mixing(eps=0.05).t_mix
        quarter = ExactChain(make_model("curie-weiss", n=n, beta=1.0), temperature=0.8).mixing(eps=0.25).t_mix
        assert want > quarter   # t_mix(0.05) > t_mix(1/4): the check below tells them apart
        assert g.mixing[i, 0] == want


@pytest.mark.parametrize("beta", [1.0, 2.0])
def test_curie_weiss_preset_follows_beta(beta):
    # PRESETS: "the temperatures follow the known critical point": Curie-Weiss's T_c = beta, grid 0.7..1.4 T_c
    ns, ts = preset_for("curie-weiss", {"beta": beta})
    assert ns == (16, 32, 64, 128, 256, 512, 1024)
    assert len(ts) == 36
    assert ts[0] == pytest.approx(0.7 * beta) and ts[-1] == pytest.approx(1.4 * beta)
    np.testing.assert_allclose(np.diff(ts), 0.7 * beta / 35)
