"""benchmarks/mixing_calibration.py --set (dyn24): an option experiment on the real-MLM path
families only; the defaults and the other families' options are untouched."""

import pytest

from benchmarks import mixing_calibration as mc
from toolkit.app.mixing_diagram import REAL_OPTIONS


class _Stop(Exception):
    pass


def _first_options(monkeypatch, tmp_path, only, *extra):
    seen = []

    def fake(fam, seed, cache):
        seen.append(dict(fam.get("options") or {}))
        raise _Stop

    monkeypatch.setattr(mc, "_run", fake)
    with pytest.raises(_Stop):
        mc.main(["--kind", "sampled", "--only", only, "--seed-list", "0", "--cache", str(tmp_path),
                 "--out", str(tmp_path), *extra])
    return seen[0]


def test_set_overrides_a_real_path_family(monkeypatch, tmp_path):
    got = _first_options(monkeypatch, tmp_path, "1-D chain with fields, Potts coupling 1 (real-MLM path)",
                         "--set", "n_replicates=48")
    assert got == {**REAL_OPTIONS, "n_replicates": 48}
    assert REAL_OPTIONS["n_replicates"] == 12  # the default is not changed by the experiment


def test_set_leaves_the_other_families(monkeypatch, tmp_path):
    got = _first_options(monkeypatch, tmp_path, "2-D Potts q=2 torus", "--set", "n_replicates=48")
    assert got == {"coupling_sweeps": 100}


@pytest.mark.parametrize("bad", ["foo=3", "n_replicates=many", "n_replicates"])
def test_set_refuses_unknown_keys_and_non_integers(bad, tmp_path):
    with pytest.raises(SystemExit):
        mc.main(["--kind", "sampled", "--set", bad, "--cache", str(tmp_path), "--out", str(tmp_path)])
