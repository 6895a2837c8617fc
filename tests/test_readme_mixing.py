"""The README's real-MLM dynamic diagrams are quotations of the committed record (issue 24,
item 7): the block between the markers is exactly what ``benchmarks/mixing_real.py`` renders
from ``benchmarks/results/mixing-real-cpu.json`` (a figure changed by hand fails here), the
record holds the four real MLMs with their command and load, and the README names the record
files. Reads files only."""

from __future__ import annotations

import importlib.util
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _script():
    spec = importlib.util.spec_from_file_location("mixing_real", os.path.join(ROOT, "benchmarks", "mixing_real.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


MR = _script()
with open(os.path.join(ROOT, "README.md")) as _fh:
    README = _fh.read()
with open(MR.README_RECORD) as _fh:
    RECORD = json.load(_fh)


def test_the_readme_block_is_the_record():
    want = MR.readme_block(RECORD, MR.README_RECORD)
    start, end = README.index(MR.README_START), README.index(MR.README_END) + len(MR.README_END)
    assert README[start:end] == want, ("the README's real-MLM block differs from benchmarks/results/mixing-real-cpu.json:"
                                       " run python benchmarks/mixing_real.py --update-readme (never edit it by hand)")


def test_the_record_holds_the_four_real_mlms_with_command_and_load():
    models = {m["model"]: m for m in RECORD["models"]}
    assert set(models) == set(MR.MODELS), sorted(models)
    for name, m in models.items():
        assert m.get("command", RECORD["command"]).startswith("python benchmarks/mixing_real.py"), name
        assert len(str(m.get("load_start", RECORD["load_start"])).split()) == 3, name
        assert len(m["verdicts"]) == len(m["temperatures"]) and m["n_values"] == sorted(m["n_values"]), name
        # every cell of the (n, T) grid is in the record, and each verdict covers only sizes of the grid
        assert len(m["cells"]) == len(m["n_values"]) * len(m["temperatures"]), name
        assert all(set(v["n_values"]) <= set(m["n_values"]) for v in m["verdicts"]), name


def test_the_readme_points_to_the_record_files():
    for rel in ("benchmarks/results/mixing-real-cpu.json", "benchmarks/results/mixing-real-cpu.md"):
        assert rel in README and os.path.isfile(os.path.join(ROOT, rel)), rel
