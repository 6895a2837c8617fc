"""harden9c: toolkit.app.records with a directory where a record is expected (issue 30)."""

import json
import os

from toolkit.app.records import calibration_records, load_record


def test_directory_of_the_record_name_is_absent(tmp_path):
    # load_record: "the JSON record ... (None when absent)": a directory is no record file
    os.mkdir(tmp_path / "mixing-calibration-odd.json")
    (tmp_path / "mixing-calibration-exact.json").write_text(json.dumps({"families": []}))
    assert load_record("mixing-calibration-odd.json", str(tmp_path)) is None
    assert [n for n, _ in calibration_records("dynamic", str(tmp_path))] == ["mixing-calibration-exact.json"]
