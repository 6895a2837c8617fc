"""Coverage-driven pins of :mod:`toolkit.app.phase` (issue 30, branch cov5h3): the q = 2 case of
the mean-field Potts temperatures (closed form beta/2), the q = 2 preset grids, the effective
sample size rule of ``point_convergence`` (worked by hand), and the input checks of the window
and real-model helpers (each error names the argument and the value)."""

import math

import numpy as np
import pytest

from toolkit.app import phase as ph
from toolkit.exceptions import InvalidInputError


def test_mean_field_potts_q2_is_curie_weiss_in_potts_units():
    # documented: q = 2 gives both temperatures beta/2
    assert ph.mean_field_potts_temperatures(2, 1.3) == (0.65, 0.65)
    # q = 3: beta_c = 2 (q-1) ln(q-1) / (q-2) = 4 ln 2
    tc, ts = ph.mean_field_potts_temperatures(3, 1.0)
    assert tc == pytest.approx(1.0 / (4.0 * math.log(2.0)), rel=1e-12)
    assert ts > tc  # the spinodal lies above T_c (beta_s < beta_c)


def test_q2_preset_grids():
    ns, ts = ph.PRESETS["mean-field-potts"]({"q": 2, "beta": 1.0})
    assert ns == (16, 32, 64, 128, 256, 512, 1024)
    np.testing.assert_allclose(ts, np.linspace(0.7, 1.4, 36) * 0.5, rtol=1e-15)  # around T_c = beta/2
    ns, ts = ph.PRESETS["nn-chain"]({"q": 2, "coupling": 2.0})
    assert ns == (10, 20, 50, 100, 200, 500, 1000, 2000)
    np.testing.assert_allclose(ts, np.geomspace(0.08, 2.0, 40) * 2.0, rtol=1e-15)
    ns3, _ = ph.PRESETS["nn-chain"]({"q": 3})
    assert ns3 == (10, 20, 40, 80, 160)


def _row(rhat, tau, groups=2, chains=4, sweeps=10):
    return {"computed_by": "sampled (mlm)", "rhat": rhat, "relaxation": tau, "n_groups": groups,
            "chains_per_group": chains, "n_sweeps": sweeps}


def test_point_convergence_effective_sample_size():
    # 2 groups x 4 chains x 10 sweeps = 80 draws; ESS = 80 / tau, needed >= 100
    assert ph.point_convergence(_row(1.0, 1.0)) == (False, "effective sample size 80 < 100")
    assert ph.point_convergence(_row(1.0, 0.8)) == (True, "")  # 100 exactly
    assert ph.point_convergence(_row(1.0, 0.5)) == (True, "")  # 160
    assert ph.point_convergence(_row(1.0, math.nan))[0] is False  # no autocorrelation time: no ESS
    assert ph.point_convergence(_row(1.2, 0.5)) == (False, "R-hat 1.2 > 1.1")
    assert ph.point_convergence(_row(1.1, 0.5)) == (True, "")  # R-hat <= 1.1 passes
    assert ph.point_convergence({"computed_by": "exact (lumped)"}) == (True, "")


def test_window_positions_checks_n():
    for n in (0, 11):
        with pytest.raises(InvalidInputError, match=rf"`n` must be in 1\.\.10 \(the template's sites\); got {n}"):
            ph.window_positions(10, n, 5)
    assert ph.window_positions(10, 1, 9.6) == [9]  # clamped to the end


class _Stop(Exception):
    pass


@pytest.fixture
def no_sweep(monkeypatch):
    """real_phase_data's tasks, caught before any of them runs."""
    seen = []

    def stop(tasks, store, **kw):
        seen.append(tasks)
        raise _Stop

    monkeypatch.setattr(ph, "run_sweep", stop)
    return seen


def test_real_phase_data_puts_the_device_on_real_windows_only(tmp_path, no_sweep):
    with pytest.raises(_Stop):
        ph.real_phase_data(str(tmp_path / "a.sqlite"), "tiny-en", n_values=[2, 3], temperatures=[1.0], device="cuda")
    assert [dict(t.params)["device"] for t in no_sweep[-1]] == ["cuda", "cuda"]
    assert [t.n for t in no_sweep[-1]] == [2, 3]
    with pytest.raises(_Stop):
        ph.real_phase_data(str(tmp_path / "b.sqlite"), "masked-independent", n_values=[2], temperatures=[1.0],
                           device="cuda", params={"q": 3})
    assert "device" not in dict(no_sweep[-1][0].params)
    with pytest.raises(_Stop):
        ph.real_phase_data(str(tmp_path / "c.sqlite"), "tiny-en", n_values=[2], temperatures=[1.0])
    assert "device" not in dict(no_sweep[-1][0].params)  # the CPU default is not written


def test_real_phase_helpers_check_their_names(tmp_path, no_sweep):
    with pytest.raises(InvalidInputError, match=r"`model` must be one of .* for a real phase study; got 'potts'"):
        ph.real_phase_params("potts", 4)
    store = str(tmp_path / "s.sqlite")
    with pytest.raises(InvalidInputError, match=r"`grid` must be one of .*; got 'huge'"):
        ph.real_phase_data(store, "tiny-en", grid="huge")
    with pytest.raises(InvalidInputError, match=r"`model` must be one of .* or a masked toy .*; got 'potts'"):
        ph.real_phase_data(store, "potts")
    with pytest.raises(InvalidInputError, match=r"`params` are for the masked toys .*; the real model 'tiny-en'"):
        ph.real_phase_data(store, "tiny-en", params={"q": 3})


def test_exact_phase_grid_with_given_params_matches_the_enumerated_chains(tmp_path):
    # Curie-Weiss with beta = 2 (params given, not the default beta = 1): each cell's t_mix(0.25) is the
    # enumerated chain's, and the label names the parameters
    from exact import ExactChain
    from toolkit.models import make_model

    g = ph.exact_phase_grid(str(tmp_path / "g.sqlite"), model="curie-weiss", n_values=[4, 3], temperatures=[3.0, 1.5],
                            params={"beta": 2.0})
    assert g.label == "curie-weiss beta=2.0"
    assert g.n_values.tolist() == [3, 4] and g.temperatures.tolist() == [1.5, 3.0]
    for i, n in enumerate((3, 4)):
        for j, T in enumerate((1.5, 3.0)):
            t = ExactChain(make_model("curie-weiss", n=n, beta=2.0), temperature=T).mixing(0.25).t_mix
            assert g.mixing[i, j] == t, (n, T)
