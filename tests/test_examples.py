"""The teaching scripts in ``examples/`` run, their printed checks hold, their figures exist.

Each script runs as a subprocess, as a reader would run it, with ``-W error`` (the scripts
must be warning-free, as the test suite is), ``--out`` pointing at a temporary directory,
the Agg backend and passive OpenMP waiting (the setting ``make test`` uses). A script
prints ``check: <statement> holds`` for each check and exits 1 if any fails.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

CASES = [
    pytest.param("01_incompatible_rectangle.py", (), id="01"),
    pytest.param("02_reversibility_kolmogorov.py", ("02_kolmogorov_cycles.png",), id="02"),
    pytest.param("03_nlogn_high_temperature.py", ("03_nlogn.png",), id="03"),
    pytest.param("04_exponential_escape.py", ("04_escape.png",), id="04"),
    pytest.param("05_phase_diagram.py", ("05_phase_diagram.png", "05_phase_diagram.sqlite"), id="05"),
    pytest.param("06_exact_vs_sampled.py", ("06_exact_vs_sampled.png",), id="06"),
    pytest.param("07_real_mlm_window.py", ("07_real_mlm_window.png",), id="07", marks=pytest.mark.mlm),
    pytest.param("08_notebook.py", ("08_notebook.png", "08_mixing.json", "08_spectrum.json"), id="08"),
    pytest.param("09_test_your_sampler.py", ("09_test_your_sampler.png",), id="09"),
    pytest.param("10_which_sampler.py", (), id="10"),
]
NEEDS_TORCH = {"07_real_mlm_window.py"}


def run_example(script: str, out: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "MPLBACKEND": "Agg", "OMP_WAIT_POLICY": "PASSIVE", "PYTHONIOENCODING": "utf-8",
           "HF_HUB_OFFLINE": "1"}
    return subprocess.run([sys.executable, "-W", "error", str(EXAMPLES / script), "--out", str(out)],
                          capture_output=True, text=True, env=env, timeout=300, cwd=EXAMPLES.parent)


@pytest.mark.parametrize("script, files", CASES)
def test_example_runs_and_its_checks_hold(script, files, tmp_path):
    if script in NEEDS_TORCH:
        pytest.importorskip("torch")
        pytest.importorskip("transformers")
    proc = run_example(script, tmp_path)
    assert proc.returncode == 0, f"{script} exited {proc.returncode}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    assert "Warning" not in proc.stderr, proc.stderr
    checks = [line for line in proc.stdout.splitlines() if line.startswith("check: ")]
    assert checks, f"{script} printed no check line"
    failing = [line for line in checks if not line.endswith(" holds")]
    assert not failing, failing
    for name in files:
        path = tmp_path / name
        assert path.is_file(), f"{script} did not write {name}"
        if name.endswith(".png"):
            data = path.read_bytes()
            assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20_000, f"{name} is not a real figure"
            assert f"figure: {path}" in proc.stdout


def test_every_example_is_tested_and_listed():
    scripts = sorted(p.name for p in EXAMPLES.glob("[0-9][0-9]_*.py"))
    assert len(scripts) >= 7
    assert scripts == sorted(p.values[0] for p in CASES)
    readme = (EXAMPLES / "README.md").read_text()
    listed = re.findall(r"`(\d\d_\w+\.py)`", readme)
    assert sorted(set(listed)) == scripts


def test_a_failing_check_fails_the_script(tmp_path):
    """The plumbing the scripts share: a failed check prints FAILS and exits 1."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); from _common import Checks\n"
            "c = Checks(); c('one plus one is two', 1 + 1 == 2); c('one is two', 1 == 2); c.finish()")
    proc = subprocess.run([sys.executable, "-c", code, str(EXAMPLES)], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 1
    assert proc.stdout.splitlines() == ["check: one plus one is two holds", "check: one is two FAILS"]
