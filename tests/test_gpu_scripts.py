"""The prepared GPU scripts: valid bash, and the one-call session script runs end to end on the
CPU (its dry run) and leaves at most 8 files, the number a device call brings back."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((ROOT / "benchmarks").glob("gpu_*.sh"))


@pytest.mark.skipif(shutil.which("bash") is None, reason="no bash")
@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_gpu_script_is_valid_bash(script):
    r = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@pytest.mark.mlm
@pytest.mark.skipif(shutil.which("bash") is None or shutil.which("tar") is None, reason="no bash or tar")
def test_gpu_session_dry_run(tmp_path):
    pytest.importorskip("torch")
    if importlib.util.find_spec("sapiens") is None:  # its folder only: importing it needs fairseq
        pytest.skip("the sapiens wheel (Sapiens VH's weights) is not installed")
    env = dict(os.environ, GPU_SESSION_DEVICE="cpu", GPU_SESSION_SECONDS="240", PYTHON=sys.executable)
    r = subprocess.run(["bash", str(ROOT / "benchmarks" / "gpu_session.sh"), str(tmp_path)], capture_output=True,
                       text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    files = sorted(p.name for p in tmp_path.iterdir())
    assert len(files) <= 8 and all(p.is_file() for p in tmp_path.iterdir())
    assert {"summary.txt", "gpu_session.tar.gz", "exact_gpu.json", "tmix_sapiens_vh_T1.json"} <= set(files)
    summary = (tmp_path / "summary.txt").read_text()
    for step in ("device_sampler: exit 0", "exact_gpu: exit 0", "tmix_sapiens_vh_T1: exit 0"):
        assert step in summary
    assert '"agrees": true' in summary  # the smoke gap against Glauber's closed form
