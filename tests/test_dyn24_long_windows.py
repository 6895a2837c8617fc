"""benchmarks/mixing_calibration.py --kind long (issue 24): the 1-D chain families of the
real-MLM path on a 128-site template with windows to n = 128, the per-cell store that lets such
a run resume, and the record's count of the same models on the windows to 32 only."""

import json
import math
from types import SimpleNamespace

import pytest

from benchmarks import mixing_calibration as mc
from toolkit.app import mixing_diagram as md
from toolkit.app.mixing_diagram import REAL_OPTIONS, REAL_OPTIONS_LIGHT
from toolkit.dynamics import Timescale


def test_long_families_are_the_chain_families_on_a_128_site_template():
    fams = mc.long_chain_families(False, 20)
    assert [f["options"] for f in fams] == [REAL_OPTIONS, REAL_OPTIONS, REAL_OPTIONS_LIGHT]
    assert all(f["ns"] == (4, 8, 16, 32, 64, 128) and f["temps"] == mc.REAL_T and f["truth"] == "chain"
               and f["real_path"] and f["short_top"] == 32 and f["seeds"] == list(range(20)) for f in fams)
    assert len({f["name"] for f in fams}) == 3 and all(f["name"].endswith("windows to 128)") for f in fams)
    build = fams[0]["build"](0)
    assert build(128).length == 128 and len(build(128).free_positions) == 128
    # nested windows in the middle of the template: n = 32 frees sites 48..79
    assert build(32).free_positions.tolist() == list(range(48, 80))


def test_quick_long_families_stop_at_64_with_every_other_temperature():
    fams = mc.long_chain_families(True, 2)
    assert all(f["ns"] == (4, 8, 16, 32, 64) and f["temps"] == mc.REAL_T[::2] for f in fams)
    assert fams[0]["build"](1)(64).length == 64


def _diagram(values):
    """A synthetic diagram with exact ``t_rel = values[n]`` at every temperature."""
    ns = tuple(sorted(values))
    cells = tuple(tuple(md.Cell(n, T, (Timescale("t_rel", "exact", values[n], values[n], values[n], "hand", n, T),),
                                "exact (hand)") for T in mc.REAL_T) for n in ns)
    return SimpleNamespace(n_values=ns, temperatures=mc.REAL_T, cells=cells, seconds=1.0)


def test_kind_long_scores_the_top_window_and_the_windows_to_32(monkeypatch, tmp_path):
    # a jump of 25x over 16..32 (n^4.6: undetermined on the window 8..32), then t = n (polynomial
    # on 32..128): the long verdict is polynomial, the short one undetermined at every temperature
    values = {4: 1.0, 8: 2.0, 16: 4.0, 32: 100.0, 64: 200.0, 128: 400.0}
    seen = []

    def fake(fam, seed, cache):
        seen.append(fam["name"])
        return _diagram(values)

    monkeypatch.setattr(mc, "_run", fake)
    assert mc.main(["--kind", "long", "--seed-list", "0,1", "--cache", str(tmp_path / "c"), "--out",
                    str(tmp_path)]) == 0
    assert sorted(set(seen)) == sorted(f["name"] for f in mc.long_chain_families(False, 20))
    rec = json.loads((tmp_path / "mixing-calibration-long.json").read_text())
    assert rec["escape"] is None
    for f in rec["families"]:
        assert (f["right"], f["wrong"], f["undetermined"]) == (12, 0, 0)
        assert f["short"] == {"top": 32, "polynomial": 0, "faster than polynomial": 0, "undetermined": 12}
    assert rec["acceptance"][0] == "every acceptance check below passed"
    text = (tmp_path / "mixing-calibration-long.md").read_text()
    assert "| 1-D chain with fields, Potts coupling 1 (real-MLM path, windows to 128) | 32 | 0 | 0 | 12 |" in text


def test_kind_long_fails_acceptance_when_a_temperature_is_undetermined(monkeypatch, tmp_path):
    values = {4: 1.0, 8: 2.0, 16: 4.0, 32: 8.0, 64: 16.0, 128: 4000.0}  # n^8 over the top pair

    monkeypatch.setattr(mc, "_run", lambda fam, seed, cache: _diagram(values))
    mc.main(["--kind", "long", "--seed-list", "0", "--cache", str(tmp_path / "c"), "--out", str(tmp_path)])
    rec = json.loads((tmp_path / "mixing-calibration-long.json").read_text())
    assert all(f["short"]["polynomial"] == 6 and f["right"] < 6 for f in rec["families"])
    assert any(a.startswith("FAIL") and "polynomial in 0 of 6" in a for a in rec["acceptance"])


def test_run_stores_each_cell_and_resumes_from_them(monkeypatch, tmp_path):
    fam = {"name": "tiny independent", "ns": (2, 3), "temps": (1.0, 2.0), "options": None,
           "build": lambda s: md.window_family("masked-independent", {"q": 3, "length": 4, "seed": s})}
    first = mc._run(fam, 5, str(tmp_path))
    cells = sorted(p.name for p in tmp_path.glob("*-cells/cell-*.json"))
    assert cells == ["cell-n2-T1.json", "cell-n2-T2.json", "cell-n3-T1.json", "cell-n3-T2.json"]
    for p in tmp_path.glob("*_seed5.json"):
        p.unlink()  # the diagram is gone, its cells stay: nothing is recomputed

    def boom(*a, **k):
        raise AssertionError("a stored cell was recomputed")

    monkeypatch.setattr(md, "_cell", boom)
    again = mc._run(fam, 5, str(tmp_path))
    for row_a, row_b in zip(first.cells, again.cells, strict=True):
        for a, b in zip(row_a, row_b, strict=True):
            assert a.bracket("t_rel")[:2] == b.bracket("t_rel")[:2]
            assert math.isfinite(a.bracket("t_rel")[0])


@pytest.mark.parametrize("kind", ["exact", "sampled"])
def test_other_kinds_do_not_run_the_long_families(monkeypatch, tmp_path, kind):
    seen = []

    class _Stop(Exception):
        pass

    def fake(fam, seed, cache):
        seen.append(fam["name"])
        raise _Stop

    monkeypatch.setattr(mc, "_run", fake)
    with pytest.raises(_Stop):
        mc.main(["--kind", kind, "--only", "1-D chain", "--seed-list", "0", "--cache", str(tmp_path), "--out",
                 str(tmp_path)])
    assert "windows to" not in seen[0]
