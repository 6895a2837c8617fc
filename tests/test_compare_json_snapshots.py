"""scripts/compare_json_snapshots.py accepts exactly the documented differences: on two tiny
synthetic snapshot directories a documented rename, retype, changed string, inserted list
item, added key, redefined number and number become an exact estimate pass (exit 0), and any difference the list does not
name - or names differently - fails (exit 1). The committed list beside the issue-11
snapshots is well formed and every entry names its commit and issue."""

from __future__ import annotations

import copy
import importlib.util
import json
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
SNAPSHOTS = ROOT / "benchmarks" / "results" / "cli-json-before-issue-11"
SNAPSHOTS_27 = ROOT / "benchmarks" / "results" / "cli-json-before-issue-27"


def _load_script():
    spec = importlib.util.spec_from_file_location("compare_json_snapshots", ROOT / "scripts" / "compare_json_snapshots.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


cmp = _load_script()

BEFORE = {
    "q": 3,
    "seconds": 1.5,
    "quantiles": {"0.5": 1.25, "0.9": 2.5},
    "witnesses": [{"a": "0", "context": "2 _ 1"}, {"a": "1", "context": "_ 0 0"}],
    "claims": [{"name": "x", "value": "3 certified; not reversible", "slack": 1e-15},
               {"name": "y", "value": "ok", "slack": 0.0}],
    "n_claims": 2,
    "alpha_row": 0.5,
}
AFTER = {
    "q": 3,
    "quantiles": {"q50": 1.25, "q90": 2.5, "max": 3.0},
    "witnesses": [{"a": 0, "context": [2, 0, 1], "context_text": "2 _ 1"},
                  {"a": 1, "context": [0, 0, 0], "context_text": "_ 0 0"}],
    "claims": [{"name": "x", "value": "3 certified; detailed balance fails", "slack": 0.1},
               {"name": "new", "value": "n", "slack": 1.0},
               {"name": "y", "value": "ok", "slack": 1.0}],
    "n_claims": 3,
    "alpha_row": {"value": 0.5, "stderr": 0.0, "ci": [0.5, 0.5], "n_samples": None, "method": "exact", "level": 0.95},
    "timings": {"seconds": 2.0},
}


def _doc(op, path, **kw):
    return {"files": ["cmd*.json"], "op": op, "path": path, "commit": "0000000", "issue": 11, "why": "test", **kw}


DOCUMENTED = [
    _doc("rename", "/quantiles/0.5", to="q50"),
    _doc("rename", "/quantiles/0.9", to="q90"),
    _doc("added", "/quantiles/max"),
    _doc("retype", "/witnesses[*]/a", type="int"),
    _doc("rename", "/witnesses[*]/context", to="context_text"),
    _doc("added", "/witnesses[*]/context"),
    _doc("changed", "/claims[*]/value", before="3 certified; not reversible", after="3 certified; detailed balance fails"),
    _doc("inserted", "/claims", key="name", values=["new"]),
    _doc("changed", "/n_claims", before=2, after=3),
    _doc("redefined", "/claims[*]/slack"),
    _doc("estimate", "/alpha_row"),
]


def _run(tmp_path, before, after, documented, *extra):
    b, a = tmp_path / "before", tmp_path / "after"
    b.mkdir(exist_ok=True)
    a.mkdir(exist_ok=True)
    (b / "cmd.json").write_text(json.dumps(before))
    (a / "cmd.json").write_text(json.dumps(after))
    if documented is not None:
        (b / cmp.DOCUMENTED_NAME).write_text(json.dumps({"differences": documented}))
    return cmp.main(["compare", str(b), str(a), *extra])


def test_documented_differences_pass(tmp_path, capsys):
    assert _run(tmp_path, BEFORE, AFTER, DOCUMENTED) == 0
    out = capsys.readouterr().out
    assert "cmd.json: 0 undocumented difference(s)" in out
    assert "not seen" not in out


def test_identical_passes_and_strict_ignores_the_list(tmp_path, capsys):
    assert _run(tmp_path, BEFORE, copy.deepcopy(BEFORE), None) == 0
    assert "cmd.json: identical" in capsys.readouterr().out
    assert _run(tmp_path, BEFORE, AFTER, DOCUMENTED, "--strict") == 1


def _mutated(f):
    after = copy.deepcopy(AFTER)
    f(after)
    return after


@pytest.mark.parametrize("mutate, line", [
    # a number changed beyond 1e-9 relative
    (lambda a: a["quantiles"].update(q50=1.2500001), "changed /quantiles/q50: 1.25 -> 1.2500001"),
    # a renamed key whose value changed
    (lambda a: a["quantiles"].update(q90=2.6), "changed /quantiles/q90"),
    # a retyped value that is no longer equal after conversion
    (lambda a: a["witnesses"][1].update(a=2), "changed /witnesses[1]/a: 1 -> 2"),
    # a type change nobody documented (string -> number is not ignored because str(x) == str(y))
    (lambda a: a.update(q="3"), 'changed /q: 3 -> "3"'),
    # a changed string other than the documented one
    (lambda a: a["claims"][2].update(value="ko"), 'changed /claims[1]/value: "ok" -> "ko"'),
    # an added key nobody documented
    (lambda a: a.update(extra=1), "added /extra"),
    # a removed key
    (lambda a: a.pop("q"), "removed /q"),
    # an inserted list item nobody documented: the list is still compared item by item
    (lambda a: a["claims"].insert(0, {"name": "z", "value": "", "slack": 0.0}), "added item /claims[0]"),
    # a documented `redefined` number accepts numbers only
    (lambda a: a["claims"][0].update(slack="n/a"), 'changed /claims[0]/slack: 1e-15 -> "n/a"'),
    # a number that became an exact estimate must keep its value, zero error and method "exact"
    (lambda a: a["alpha_row"].update(value=0.6), "changed /alpha_row/value: 0.5 -> 0.6"),
    (lambda a: a["alpha_row"].update(method="sampled"), 'changed /alpha_row/method: "exact" -> "sampled"'),
])
def test_undocumented_differences_fail(tmp_path, capsys, mutate, line):
    assert _run(tmp_path, BEFORE, _mutated(mutate), DOCUMENTED) == 1
    assert line in capsys.readouterr().out


def test_a_change_hidden_behind_a_length_change_is_found(tmp_path, capsys):
    after = copy.deepcopy(AFTER)
    after["claims"][2]["value"] = "ko"  # item y changed, behind the documented insertion of "new"
    documented = [d for d in DOCUMENTED if d["op"] != "inserted"]
    assert _run(tmp_path, BEFORE, after, documented) == 1
    out = capsys.readouterr().out
    assert "length of /claims: 2 -> 3" in out
    assert 'changed /claims[1]/value: "ok" -> "ko"' in out


def test_entries_apply_only_to_their_files(tmp_path):
    documented = [dict(d, files=["other.json"]) for d in DOCUMENTED]
    assert _run(tmp_path, BEFORE, AFTER, documented) == 1


def test_malformed_entry_is_refused(tmp_path):
    with pytest.raises(ValueError, match="commit"):
        _run(tmp_path, BEFORE, AFTER, [{k: v for k, v in DOCUMENTED[0].items() if k != "commit"}])


@pytest.mark.parametrize("snapshots", [SNAPSHOTS, SNAPSHOTS_27], ids=["issue-11", "issue-27"])
def test_committed_list_is_well_formed(snapshots):
    entries = cmp.load_documented(snapshots / cmp.DOCUMENTED_NAME)
    names = {p.name for p in snapshots.glob("*.json")}
    for e in entries:
        assert len(e["commit"]) >= 7 and e["why"], e
        assert all(any(cmp.fnmatch.fnmatch(n, f) for n in names) for f in e["files"]), e
