"""``scripts/automut.py --timing`` carries a speed reference: the shared host's speed changed by up
to 1.8x between runs (benchmarks/results/targeted-timing-2026-12-06.md), so a module's CPU seconds
mean little without the time of a fixed loop measured beside them."""

import json
import resource
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import automut  # noqa: E402
import mutation  # noqa: E402


def test_at_reference_scales_by_the_usual_over_the_measured_loop():
    # by hand: 90 CPU s measured while the loop took 1.8 s is 90 / 1.8 = 50 s at the usual 1.0 s
    assert automut.REFERENCE_LOOP_S == 1.0
    assert automut.at_reference(90.0, 1.8) == pytest.approx(50.0)
    assert automut.at_reference(42.0, 0.5) == pytest.approx(84.0)   # a fast host: counted up
    with pytest.raises(ValueError, match="reference_s must be > 0, got 0.0"):
        automut.at_reference(1.0, 0.0)


def test_speed_reference_is_cpu_time_that_grows_with_the_loop():
    short, long = automut.speed_reference(10**4), automut.speed_reference(2 * 10**6)
    assert 0 <= short < long


def test_timing_records_both_references_and_the_usual_speed_figure(tmp_path, monkeypatch, capsys):
    refs = iter([2.0, 1.0])                       # before the first module, after the last: mean 1.5
    monkeypatch.setattr(automut, "speed_reference", lambda: next(refs))
    monkeypatch.setattr(mutation, "run_pytest", lambda python, root, paths, timeout, markers: (0, 3.0, ""))
    clock = iter([0.0, 45.0, 45.0, 120.0])        # children's CPU: 45 s, then 75 s
    fake = type("R", (), {})

    def usage(_who):
        r = fake()
        r.ru_utime, r.ru_stime = next(clock), 0.0
        return r

    monkeypatch.setattr(resource, "getrusage", usage)
    out = tmp_path / "t.json"
    rc = automut.time_modules(["exact/a.py", "exact/b.py"], ["tests/t.py"], 60.0, 10.0, out)
    data = json.loads(out.read_text())
    assert data["reference_loop_s"] == [2.0, 1.0] and data["usual_reference_loop_s"] == 1.0
    a, b = data["modules"]["exact/a.py"], data["modules"]["exact/b.py"]
    assert (a["cpu_s"], b["cpu_s"]) == (45.0, 75.0)
    assert (a["cpu_s_at_usual_speed"], b["cpu_s_at_usual_speed"]) == (30.0, 50.0)   # 45/1.5, 75/1.5
    # the limit is held against the CPU seconds as measured: b (75 s) is over 60 s though 50 s at the usual speed
    assert (a["over_limit"], b["over_limit"]) == (False, True) and rc == 1
    assert "2.00 s before, 1.00 s after" in capsys.readouterr().out
