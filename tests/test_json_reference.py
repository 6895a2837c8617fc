"""docs/json.md is the contract of `glauber ... --json` (issue 30): each documented command,
run in process at the invocation on its `Run:` line, prints exactly the documented keys at
every documented level (a missing key and an extra key both fail), so renaming a key in a
``to_dict`` or the envelope fails here and the reference cannot drift from the output."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest

from toolkit.cli import main

DOC = Path(__file__).resolve().parents[1] / "docs" / "json.md"
# commands that load a real MLM (the shipped tiny-en): need torch and transformers
REAL_MLM = {"rectangle", "window"}


def parse_reference(text: str) -> dict:
    """``{command: (argv, {parent path: set of child keys})}`` from the page: a section
    ``## glauber CMD --json``, its ``Run: `glauber ...` `` line and a ``| key | meaning |``
    table of dotted keys (``a[]`` stands for every object of the list ``a``; the root is ``""``)."""
    out, cmd = {}, None
    for line in text.splitlines():
        m = re.fullmatch(r"## glauber (.+) --json", line.strip())
        if m:
            cmd = m.group(1)
            out[cmd] = [None, {"": set()}]
            continue
        if cmd is None:
            continue
        m = re.fullmatch(r"Run: `glauber (.+)`", line.strip())
        if m:
            out[cmd][0] = shlex.split(m.group(1))
            continue
        m = re.match(r"\| `([^`]+)` \|", line)
        if m:
            parts = m.group(1).split(".")
            levels = out[cmd][1]
            for k in range(len(parts)):
                parent = ".".join(parts[:k])
                name = parts[k]
                levels.setdefault(parent, set())
                bare = name[:-2] if name.endswith("[]") else name
                levels[parent].add(bare)
                if name.endswith("[]") and k < len(parts) - 1:
                    levels.setdefault(".".join(parts[: k + 1]), set())
    for cmd, (argv, _) in out.items():
        assert argv is not None, f"section `glauber {cmd} --json` has no Run: line"
    return {cmd: (argv, levels) for cmd, (argv, levels) in out.items()}


def objects_at(doc, path: str) -> list:
    """The objects at a dotted ``path`` of the output (``a[]``: every element of list ``a``)."""
    objs = [doc]
    for part in [p for p in path.split(".") if p] if path else []:
        nxt = []
        for o in objs:
            if part.endswith("[]"):
                value = o[part[:-2]]
                assert isinstance(value, list) and value, f"{path}: {part[:-2]!r} is not a non-empty list"
                nxt.extend(value)
            else:
                nxt.append(o[part])
        objs = nxt
    return objs


def key_mismatches(doc, levels: dict) -> list:
    """For every documented level, the keys documented but missing and those present but not
    documented, in every object at that level."""
    bad = []
    for path, documented in sorted(levels.items()):
        if not documented:
            continue
        for obj in objects_at(doc, path):
            assert isinstance(obj, dict), f"{path or '(root)'}: expected an object, got {type(obj).__name__}"
            missing, extra = documented - set(obj), set(obj) - documented
            if missing or extra:
                bad.append((path or "(root)", sorted(missing), sorted(extra)))
    return bad


REFERENCE = parse_reference(DOC.read_text(encoding="utf-8"))


def test_reference_covers_the_commands():
    assert {"exact", "check", "scan nlogn", "scan metastable", "sample", "samplers", "phase", "rectangle",
            "window"} <= set(REFERENCE)


def test_reference_checker_sees_missing_and_extra_keys():
    page = "## glauber x --json\nRun: `glauber x`\n| `a` | . |\n| `b[].c` | . |\n| `d.e` | . |\n"
    levels = parse_reference(page)["x"][1]
    assert key_mismatches({"a": 1, "b": [{"c": 1}], "d": {"e": 1}}, levels) == []
    assert key_mismatches({"a": 1, "b": [{"c": 1}, {"k": 1}], "d": {"e": 1}}, levels) == [("b[]", ["c"], ["k"])]
    assert key_mismatches({"a": 1, "b": [{"c": 1}], "d": {"e": 1}, "z": 0}, levels) == [("(root)", [], ["z"])]
    assert key_mismatches({"b": [{"c": 1}], "d": {"e": 1, "f": 2}}, levels) == [
        ("(root)", ["a"], []), ("d", [], ["f"])]


@pytest.mark.parametrize("command", [pytest.param(c, marks=pytest.mark.mlm) if c in REAL_MLM else c
                                     for c in sorted(REFERENCE)])
def test_json_keys_match_the_reference(command, capsys, tmp_path, monkeypatch):
    argv, levels = REFERENCE[command]
    if command in REAL_MLM:
        pytest.importorskip("torch")
        pytest.importorskip("transformers")
        monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.chdir(tmp_path)  # `phase --store phase.sqlite` writes there
    rc = main(argv)
    assert rc in (0, 1), f"glauber {' '.join(argv)} exited {rc}"  # 1: a failed check, JSON still written
    doc = json.loads(capsys.readouterr().out)
    assert key_mismatches(doc, levels) == [], "(level, documented but missing, present but undocumented)"
    if command == "window":  # its `exact` is the ExactReport that `glauber exact --json` prints
        exact_keys = REFERENCE["exact"][1][""] - ENVELOPE - {"warnings"}
        assert set(doc["exact"]) == exact_keys


# what output.envelope adds around a command's own keys
ENVELOPE = {"model_params", "seeds", "glauber", "nonfinite", "timings"}
