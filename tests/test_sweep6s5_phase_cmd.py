"""Contract sweep (issue 30, branch sweep6s5): ``glauber phase``'s checks at their exact
boundaries (sizes >= 1 and <= the template, two distinct sizes, three distinct temperatures,
--sweeps at the minimum, --groups 2, torus sides), its documented constants and defaults
(curie-weiss, 1000 sweeps, 8 groups), the sweeps warning at MIN_LATTICE_SWEEPS and the
mixing change's three-size rule; the store and the sampler are stubbed."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pandas as pd
import pytest

import toolkit.app.commands.phase as phase
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


def test_constants():
    assert (phase.DEFAULT_SWEEPS, phase.DEFAULT_GROUPS, phase.MIN_LATTICE_SWEEPS, phase.MIN_SAMPLED_SWEEPS) == \
        (1000, 8, 100, 4)


def test_sizes_boundaries():
    assert phase._check_sizes([5, 1, 5, 3]) == [1, 3, 5]                 # sorted, distinct; 1 allowed
    assert phase._check_sizes([2, 7], most=7) == [2, 7]                  # the template's length allowed
    with pytest.raises(InvalidInputError, match=r"`--n` sizes must be integers 1\.\.7 \(here\); got 8"):
        phase._check_sizes([2, 8], most=7, where=" (here)")
    with pytest.raises(InvalidInputError, match=r"`--n` sizes must be integers >= 1; got 0"):
        phase._check_sizes([0, 2])
    with pytest.raises(InvalidInputError, match=r"needs >= 2 distinct sizes .*got \[3\]"):
        phase._check_sizes([3, 3])


def test_temperature_boundaries():
    assert phase._check_temperatures([2.0, 0.5, 1.0, 1.0]) == [0.5, 1.0, 2.0]
    with pytest.raises(InvalidInputError, match=r"needs >= 3 distinct temperatures .*got \[0\.5, 1\.0\]"):
        phase._check_temperatures([0.5, 1.0, 1.0])
    with pytest.raises(InvalidInputError, match=r"finite and > 0; got 0"):
        phase._check_temperatures([0.0, 1.0, 2.0])


def test_sampling_boundaries():
    phase._check_sampling(SimpleNamespace(sweeps=4, groups=2), min_sweeps=4)
    with pytest.raises(InvalidInputError, match=r"`--sweeps` must be >= 4 .*got 3"):
        phase._check_sampling(SimpleNamespace(sweeps=3, groups=None), min_sweeps=4)
    with pytest.raises(InvalidInputError, match=r"`--groups` must be >= 2 .*got 1"):
        phase._check_sampling(SimpleNamespace(sweeps=None, groups=1), min_sweeps=4)


def test_torus_sides():
    torus = {"graph": "torus"}
    phase._check_torus([16, 36], torus, "lattice")                   # L = 4, 6: even, >= 4
    phase._check_torus([9, 25], torus, "enumeration")                # L >= 3 without checkerboard sweeps
    for n in (9, 25, 15):
        with pytest.raises(InvalidInputError, match=rf"`--n` {n}: --graph torus"):
            phase._check_torus([16, n], torus, "auto")
    with pytest.raises(InvalidInputError, match=r"`--n` 4: --graph torus has n = L\*L sites with L >= 3"):
        phase._check_torus([4], torus, "enumeration")
    phase._check_torus([5], {"graph": "cycle"}, "auto")


def test_toy_params_asymmetric():
    a = SimpleNamespace(q=None, coupling=None, graph=None, beta=None, scale=None, field=None, disorder=0.5,
                        asymmetric=True, model_seed=3)
    assert phase._toy_params(a) == {"disorder": 0.5, "symmetric": False, "seed": 3}
    a.asymmetric = None
    assert "symmetric" not in phase._toy_params(a)


def test_default_model_and_sampling_options(monkeypatch, tmp_path):
    seen = {}

    def stop(store, **kw):
        seen.update(kw)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(phase, "phase_scaling_data", stop)
    assert main(["phase", "--n", "4,6", "-T", "0.5,1,2", "--store", str(tmp_path / "p.sqlite")]) == 2
    assert seen["model"] == "curie-weiss"
    assert seen["options"] == {"method": "auto", "n_sweeps": 1000, "n_groups": 8} and seen["seed"] == 0


def _rows(sweeps, computed_by="sampled (checkerboard)"):
    return pd.DataFrame([{"key": "k", "n": 16, "temperature": 1.0, "n_sweeps": sweeps, "computed_by": computed_by,
                          "missing": None}])


@pytest.mark.parametrize("sweeps, warned", [(99, True), (100, False)])
def test_lattice_sweeps_warning_at_the_minimum(monkeypatch, sweeps, warned):
    monkeypatch.setattr(phase, "load_results", lambda store: _rows(sweeps))
    monkeypatch.setattr(phase, "point_convergence", lambda r: (True, ""))
    kinds = [w["kind"] for w in phase.sampling_warnings("s", ["k"])]
    assert kinds == (["sweeps"] if warned else [])


@pytest.mark.parametrize("sweeps, warned", [(3, True), (4, False)])
def test_sampled_sweeps_warning_at_four(monkeypatch, sweeps, warned):
    monkeypatch.setattr(phase, "load_results", lambda store: _rows(sweeps, "sampled (mlm)"))
    monkeypatch.setattr(phase, "point_convergence", lambda r: (True, ""))
    kinds = [w["kind"] for w in phase.sampling_warnings("s", ["k"])]
    assert kinds == (["sweeps"] if warned else [])


def test_mixing_change_needs_three_complete_sizes():
    T = np.array([0.5, 1.0, 2.0])
    tau = np.array([[1.0, 2.0, 3.0], [2.0, np.nan, 4.0], [3.0, 4.0, 5.0]])
    data = SimpleNamespace(relaxation=tau, n_values=np.array([4, 8, 16]), temperatures=T)
    out = phase.mixing_change_of(data)   # the size with a NaN is left out: 2 sizes
    assert out["T_change"] is None and out["n_values"] == [4, 16]
    assert "for 2 size(s): 3 are needed" in out["note"]


@pytest.mark.parametrize("argv, needle", [
    (["--model", "potts", "--grid", "smoke"], "--grid applies to real masked LMs"),
    (["--model", "potts", "--grid", "smoke", "--device", "cpu"], "--grid, --device apply to real masked LMs"),
    (["--model", "tiny-en", "--method", "lumped"], "`--method` 'lumped': tiny-en is a real masked LM"),
    (["--model", "masked-chain", "--method", "transfer"], "masked-chain is a masked toy"),
    (["--model", "masked-chain", "--device", "cuda"], "`--device` 'cuda': a masked toy runs on the CPU"),
    (["--model", "tiny-en", "--q", "3"], "--q applies to toy families only"),
    (["--model", "tiny-en", "--n", "2,99"], "`--n` sizes must be integers 1.."),
    (["--model", "random-joint", "--n", "2,3"], "has no preset grid: give --n and --temperature"),
])
def test_route_refusals(monkeypatch, tmp_path, capsys, argv, needle):
    called = []
    monkeypatch.setattr(phase, "real_phase_data", lambda *a, **k: called.append(1))
    monkeypatch.setattr(phase, "phase_scaling_data", lambda *a, **k: called.append(1))
    assert main(["phase", *argv, "--store", str(tmp_path / "p.sqlite")]) == 2
    assert needle in capsys.readouterr().err and not called


def test_real_route_defaults(monkeypatch, tmp_path):
    seen = {}

    def stop(store, model, **kw):
        seen.update(kw, store=store, model=model)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(phase, "real_phase_data", stop)
    monkeypatch.chdir(tmp_path)
    assert main(["phase", "--model", "tiny-en"]) == 2
    # --grid cpu and --device cpu by default; the store named after the model and the grid
    assert (seen["grid"], seen["device"], seen["store"], seen["options"]) == \
        ("cpu", "cpu", "glauber-phase-tiny-en-cpu.sqlite", {})
    assert main(["phase", "--model", "masked-chain", "--grid", "smoke", "--sweeps", "2", "--groups", "2"]) == 2
    assert (seen["grid"], seen["store"], seen["options"]) == \
        ("smoke", "glauber-phase-masked-chain-smoke.sqlite", {"n_sweeps": 2, "n_groups": 2})
