"""A diagram's store records what its cells were made with and refuses a diagram with other
settings (toolkit.app.mixing_diagram.check_store): cells sampled under one budget must not be
passed off as another's. benchmarks/mixing_real.py keeps other caps in their own store and takes
the coupled pairs' cap on its own (--coupling-extend, the calibrated REAL_OPTIONS' 32)."""

from __future__ import annotations

import json
import os

import pytest

from toolkit.app.mixing_diagram import STORE_RECORD, check_store, mixing_diagram, window_family
from toolkit.exceptions import InvalidInputError

FAM = window_family("masked-independent", {"q": 3, "length": 6, "seed": 0})
OPTS = {"n_sweeps": 4, "chains_per_start": 2, "low_chains": 4, "n_times": 2, "n_replicates": 2,
        "coupling_sweeps": 2, "max_pairs": 1, "max_basins": 1, "n_random": 1}


def _diagram(store, **opts):
    return mixing_diagram(FAM, [2, 4], [1.0], method="sampled", sampled={**OPTS, **opts}, store=store, rng=0)


def test_same_settings_read_back_other_settings_refused(tmp_path):
    store = tmp_path / "s"
    a = _diagram(store)
    with open(store / STORE_RECORD) as fh:
        rec = json.load(fh)
    assert rec == {"method": "sampled", "sampled": OPTS}
    b = _diagram(store)  # read back: the same cells
    assert [c.short() for row in a.cells for c in row] == [c.short() for row in b.cells for c in row]
    with pytest.raises(InvalidInputError, match=r"`store` .* other settings \(sampled: .*'n_sweeps': 4.*"
                                                r"'n_sweeps': 8.* asked\); use another store"):
        _diagram(store, n_sweeps=8)
    # the slowest windows reuse the nested ones' cells (the same cells): not a different setting
    s = mixing_diagram(FAM, [2, 4], [1.0], method="sampled", sampled=OPTS, store=store, rng=0, windows="slowest")
    assert s.cell(4, 1.0).short() == a.cell(4, 1.0).short()
    with pytest.raises(InvalidInputError, match="method: 'sampled' in the store, 'auto' asked"):
        mixing_diagram(FAM, [2, 4], [1.0], sampled=OPTS, store=store, rng=0)


def test_a_store_without_the_record_is_stamped_and_its_cells_kept(tmp_path):
    store = tmp_path / "old"
    a = _diagram(store)
    os.remove(store / STORE_RECORD)  # a store written before the record existed
    cells = sorted(p for p in os.listdir(store) if p.startswith("cell-"))
    b = _diagram(store)
    assert sorted(p for p in os.listdir(store) if p.startswith("cell-")) == cells
    assert [c.short() for row in a.cells for c in row] == [c.short() for row in b.cells for c in row]
    assert os.path.exists(store / STORE_RECORD)
    with pytest.raises(InvalidInputError, match="other settings"):
        _diagram(store, coupling_sweeps=4)


def test_numpy_values_in_the_options_compare_as_numbers(tmp_path):
    import numpy as np

    check_store(tmp_path, {"sampled": {"extend": np.int64(8), "x": np.float64(0.5)}})
    check_store(tmp_path, {"sampled": {"extend": 8, "x": 0.5}})
    with pytest.raises(InvalidInputError, match="extend"):
        check_store(tmp_path, {"sampled": {"extend": 4, "x": 0.5}})


def test_mixing_real_coupling_cap_and_its_own_store(monkeypatch, tmp_path):
    from benchmarks import mixing_real

    seen = []

    def fake(fam, ns, temps, *, store, sampled, **kw):
        seen.append((os.path.basename(store), sampled["extend"], sampled["coupling_extend"]))
        raise RuntimeError("stop")

    monkeypatch.setattr(mixing_real, "mixing_diagram", fake)
    monkeypatch.setattr(mixing_real, "family", lambda name, device: None)
    for kw in ({}, {"extend": 8}, {"extend": 8, "coupling_extend": 32}):
        with pytest.raises(RuntimeError, match="stop"):
            mixing_real.run_model("sceptr", "cpu", "cpu", str(tmp_path), 0, n_values=(2, 4), temperatures=(1.0,), **kw)
    assert seen == [("mixing-real-cpu-sceptr", 1, 1), ("mixing-real-cpu-sceptr-extend8-8", 8, 8),
                    ("mixing-real-cpu-sceptr-extend8-32", 8, 32)]


def test_mixing_real_refuses_a_pairs_cap_below_the_sweeps(capsys):
    from benchmarks import mixing_real

    with pytest.raises(SystemExit):
        mixing_real.main(["--models", "sceptr", "--extend", "8", "--coupling-extend", "4", "--out", "unused"])
    assert "--coupling-extend >= --extend; got 8, 4" in capsys.readouterr().err
