"""harden10e: the exact grids the phase section computes now are those of the committed
benchmark record they stand for (toolkit.app.report.phase; automut --fresh-lines survivor)."""

from __future__ import annotations

import json
import os

from toolkit.app.report import phase as sec

# the report's computed-now cases and the case names of benchmarks/phase_calibration.py, whose
# committed records the section skips as "computed above"
SAME_CASE = {"curie-weiss": "curie-weiss", "1-D Ising (cycle)": "ising-1d-cycle", "independent sites": "independent"}


def test_full_exact_grids_are_the_benchmark_records_grids_cut():
    # benchmarks/results/phase-calibration.json (benchmarks/phase_calibration.py, exact cases):
    # the report recomputes the same models on the record's sizes, the largest ones left out
    with open(os.path.join(sec.RESULTS_DIR, "phase-calibration.json")) as f:
        record = {c["case"]: c for c in json.load(f)["cases"]}
    for name, case in SAME_CASE.items():
        if case not in record:
            continue
        full_n = tuple(int(v) for v in sec.EXACT_CASES[name][4][False][0])
        rec_n = tuple(int(v) for v in record[case]["n_values"])
        assert rec_n[:len(full_n)] == full_n, (name, full_n, rec_n)
    assert "ising-1d-cycle" in record   # the case the 1-D Ising grid stands for is recorded
