"""benchmarks/dyn24_long_pilot.py: the pilot computes the cells of chosen temperatures with the
whole grid's cell seeds and stores them where mixing_calibration's _run reads them back."""

import numpy as np
import pytest

from benchmarks import dyn24_long_pilot as pilot
from benchmarks import mixing_calibration as mc
from toolkit.app import mixing_diagram as md

OPTS = {"n_sweeps": 4, "chains_per_start": 2, "low_chains": 4, "n_times": 2, "n_replicates": 2,
        "coupling_sweeps": 4, "max_pairs": 1, "max_basins": 2, "n_random": 2, "extend": 1}


def _fam():
    return {"name": "tiny chain (pilot test)", "ns": (2, 4), "temps": (0.5, 1.0, 2.0), "method": "sampled",
            "options": OPTS, "build": lambda s: md.window_family("masked-chain", {"q": 3, "length": 6, "seed": s})}


def _key(cell):
    return [(t.quantity, t.kind, t.value, t.low, t.high, t.censored) for t in cell.timescales]


def test_pilot_cells_are_the_whole_grids_cells(tmp_path):
    fam = _fam()
    got = pilot.pilot_cells(fam, 3, [2.0], str(tmp_path), log=lambda s: None)
    assert sorted(got) == [(2, 2.0), (4, 2.0)]
    full = md.mixing_diagram(fam["build"](3), fam["ns"], fam["temps"], method="sampled", sampled=OPTS, rng=3)
    for n in fam["ns"]:
        assert _key(got[(n, 2.0)]) == _key(full.cell(n, 2.0))
    # a draw restarted for the chosen temperature would give (2, 2.0) the grid's first seed
    first = int(np.random.default_rng(3).integers(2**63))
    restarted = md._cell(fam["build"](3)(2), 2, 2.0, "sampled", OPTS, first)
    assert _key(restarted) != _key(got[(2, 2.0)])


def test_the_calibration_reads_the_pilots_cells_back(monkeypatch, tmp_path):
    fam = _fam()
    pilot.pilot_cells(fam, 3, [2.0], str(tmp_path), log=lambda s: None)
    real = md._cell
    computed = []

    def spy(model, n, T, *a):
        computed.append((n, T))
        return real(model, n, T, *a)

    monkeypatch.setattr(md, "_cell", spy)
    mc._run(fam, 3, str(tmp_path))
    assert sorted(computed) == [(2, 0.5), (2, 1.0), (4, 0.5), (4, 1.0)]


def test_temps_outside_the_grid_are_refused(tmp_path):
    with pytest.raises(SystemExit):
        pilot.main(["--cache", str(tmp_path), "--temps", "0.2"])
