"""Coverage-driven pins of :mod:`toolkit.app.commands.phase` (issue 30, branch cov5h3), run in
process: the text output's "mixing change: not located" line and its ``--dynamic`` diagram, the
dynamic cells' store next to the phase store, and a masked toy through the real-MLM path (its
``--sweeps`` / ``--groups`` kept, CPU only)."""

import json
import os
import re
from types import SimpleNamespace

import pytest

from toolkit.app.cli import main
from toolkit.app.commands import phase as cmd


def test_mixing_change_not_located_with_two_sizes(capsys, tmp_path):
    # documented (mixing_change_of): 3 sizes with relaxation times are needed; 2 exact sizes give "not located"
    rc = main(["phase", "--model", "curie-weiss", "--beta", "1.0", "--n", "8,16", "--temperature", "0.8,1.0,1.2",
               "--store", str(tmp_path / "a.sqlite")])
    out = capsys.readouterr().out
    assert rc == 0
    assert ("mixing change: not located (relaxation times at every temperature for 2 size(s): 3 are needed; "
            "n = 8, 16)") in out.splitlines()
    assert "Calibration of the dynamic verdict" not in out  # no --dynamic: only the static calibration
    assert "Calibration of the static verdict" in out


def test_dynamic_text_and_its_store_next_to_the_phase_store(capsys, tmp_path):
    store = tmp_path / "b.sqlite"
    rc = main(["phase", "--model", "curie-weiss", "--beta", "1.0", "--n", "4,6", "--temperature", "0.8,1.0,1.2",
               "--dynamic", "--store", str(store)])
    out = capsys.readouterr().out
    assert rc == 0
    # the plain-words statement of the dynamic diagram: model, size range, the temperatures
    assert "curie-weiss, n = 4..6: undetermined at T = 0.8, 1, 1.2" in out
    # and its plain words (mixing_summary.plain_words): 2 sizes, while a growth verdict needs 3
    assert "Not established (undetermined) at T = 0.8: t_rel: 2 size(s) with a bracket: the verdict needs 3" in out
    assert "Calibration of the dynamic verdict" in out and "Calibration of the static verdict" in out
    assert os.path.exists(str(tmp_path / "b-mixing"))  # "cells kept next to the store"


def test_dynamic_arguments(monkeypatch):
    seen = {}

    def fake(build, ns, temps, **kw):
        seen.update(kw, build=build, ns=ns, temps=temps)
        return "diagram"

    monkeypatch.setattr(cmd, "mixing_diagram", fake)
    args = SimpleNamespace(dynamic=False)
    assert cmd._dynamic(args, [4], [1.0], None) is None and not seen
    args = SimpleNamespace(dynamic=True, store_path=os.path.join("d", "s.sqlite"), progress=False, model="m", seed=7)
    assert cmd._dynamic(args, [4, 6], [1.0], "B") == "diagram"
    assert seen["store"] == os.path.join(os.path.abspath("d"), "s-mixing")
    assert seen["progress"] is None and seen["rng"] == 7 and seen["label"] == "m"
    assert (seen["build"], seen["ns"], seen["temps"]) == ("B", [4, 6], [1.0])
    args.progress = None
    cmd._dynamic(args, [4], [1.0], "B")
    assert callable(seen["progress"])


def test_masked_toy_keeps_its_sampling_options(capsys, tmp_path):
    rc = main(["phase", "--model", "masked-independent", "--n", "2,3", "--temperature", "0.5,1,2", "--sweeps", "2",
               "--groups", "2", "--store", str(tmp_path / "m.sqlite"), "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert out["n"] == [2, 3] and out["temperatures"] == [0.5, 1.0, 2.0]
    # documented: a masked toy runs the budget grid of tiny-en ("cpu" by default) with --sweeps and --groups kept
    assert out["params"]["grid"] == "cpu" and out["params"]["device"] == "cpu"
    assert (out["params"]["n_sweeps"], out["params"]["n_groups"]) == (2, 2)
    # 2 recorded sweeps: below the 4 R-hat needs, said in a warning
    assert [w["kind"] for w in out["warnings"]][:1] == ["sweeps"]


@pytest.mark.parametrize("device", ["cuda", "mps"])
def test_masked_toy_refuses_a_device(capsys, tmp_path, device):
    rc = main(["phase", "--model", "masked-independent", "--device", device, "--store", str(tmp_path / "x.sqlite")])
    assert rc == 2
    assert f"`--device` {device!r}: a masked toy runs on the CPU" in capsys.readouterr().err


def test_missing_quantities_are_a_warning_not_computed_ones_are_not(tmp_path):
    from toolkit.app.sweep import estimators as est_mod
    from toolkit.app.sweep import make_grid, run_sweep

    name = "_cov5h3_missing"

    def fn(task):
        why = {3: {"relaxation": "ArpackNoConvergence: no luck"}, 4: {"relaxation": "not computed (too many)"}}
        return {"computed_by": "exact (lumped)", "missing": why.get(task.n, {})}

    est_mod.register_estimator(name, hidden=True, seeded=False)(fn)
    try:
        tasks = make_grid("potts", n=[2, 3, 4], temperature=[0.5], estimator=[name])
        store = str(tmp_path / "w.sqlite")
        run_sweep(tasks, store, progress=False)
        (w,) = cmd.sampling_warnings(store, [t.key for t in tasks])
    finally:
        est_mod.ESTIMATORS.pop(name, None)
    assert w["kind"] == "missing" and w["quantity"] == ["relaxation"] and w["value"] == 1
    assert w["points"] == [[3, 0.5]]
    assert w["message"] == ("1 quantity(ies) could not be computed and are reported missing (e.g. the relaxation at "
                            "n=3, T=0.5: ArpackNoConvergence: no luck)")


@pytest.mark.parametrize("ns,err", [("8,16,32", None), ("8,16,32,64", "+-")])
def test_mixing_change_located_near_the_critical_point(capsys, tmp_path, ns, err):
    # Curie-Weiss with beta = 1: mixing changes from polynomial to exponential in n at T_c = beta = 1
    # (Levin-Luczak-Peres 2010); 3 sizes give 2 consecutive pairs (no error), 4 sizes an error bar
    rc = main(["phase", "--model", "curie-weiss", "--beta", "1.0", "--n", ns, "--temperature", "0.6,0.8,1.0,1.2,1.4",
               "--store", str(tmp_path / "c.sqlite"), "--quiet"])
    assert rc == 0
    (line,) = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("mixing change")]
    m = re.match(r"mixing change \(polynomial -> exponential in n\): T = (\S+)( \(no error: 2 pairs\)| \+- (\S+)) "
                 rf"\(.*; n = {', '.join(ns.split(','))}\)$", line)
    assert m, line
    assert abs(float(m[1]) - 1.0) <= 0.05
    assert (m[3] is not None) == (err is not None)
