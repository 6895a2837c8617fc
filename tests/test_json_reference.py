"""docs/json.md is the contract of `glauber ... --json` and of the verification report's
results.json (issue 30): each documented command, run in process at the invocation on its
`Run:` line, prints exactly the documented keys at every documented level (a missing key and
an extra key both fail), and so does each report section's object in results.json, built with
``--quick --no-real`` and written by the report's writer; renaming a key in a ``to_dict``, a
section's data or the envelope fails here and the reference cannot drift from the output."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import numpy as np
import pytest

from toolkit.app import report as rep
from toolkit.cli import main

DOC = Path(__file__).resolve().parents[1] / "docs" / "json.md"
# commands that load a real MLM (the shipped tiny-en): need torch and transformers
REAL_MLM = {"rectangle", "window"}


def parse_reference(text: str) -> dict:
    """``{name: (argv, {parent path: set of child keys})}`` from the page: a section
    ``## glauber CMD --json`` (name ``CMD``) with its ``Run: `glauber ...` `` line, or
    ``## glauber verify results.json: section KEY`` (name ``report KEY``, argv None: the test
    builds the section), and a ``| key | meaning |`` table of dotted keys (``a[]`` stands for
    every object of the list ``a``, ``a{}`` for every value of the object ``a``; the root is
    ``""``). Any other ``##`` heading ends a section."""
    out, cmd = {}, None
    for line in text.splitlines():
        if line.startswith("## "):
            cmd = None
            m = re.fullmatch(r"## glauber (.+) --json", line.strip())
            r = re.fullmatch(r"## glauber verify results\.json: section (\w+)", line.strip())
            if m or r:
                cmd = m.group(1) if m else f"report {r.group(1)}"
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
                bare = name[:-2] if name.endswith(("[]", "{}")) else name
                levels[parent].add(bare)
                if name.endswith(("[]", "{}")) and k < len(parts) - 1:
                    levels.setdefault(".".join(parts[: k + 1]), set())
    for cmd, (argv, _) in out.items():
        assert (argv is None) == cmd.startswith("report "), f"section `glauber {cmd} --json`: a Run: line is needed " \
                                                             "for a command and none for a report section"
    return {cmd: (argv, levels) for cmd, (argv, levels) in out.items()}


def objects_at(doc, path: str) -> list:
    """The objects at a dotted ``path`` of the output (``a[]``: every element of list ``a``;
    ``a{}``: every value of object ``a``)."""
    objs = [doc]
    for part in [p for p in path.split(".") if p] if path else []:
        nxt = []
        for o in objs:
            if part.endswith("[]"):
                value = o[part[:-2]]
                assert isinstance(value, list) and value, f"{path}: {part[:-2]!r} is not a non-empty list"
                nxt.extend(value)
            elif part.endswith("{}"):
                value = o[part[:-2]]
                assert isinstance(value, dict) and value, f"{path}: {part[:-2]!r} is not a non-empty object"
                nxt.extend(value.values())
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
            "window", "study", "sweep", "verify"} <= set(REFERENCE)
    # every section of the verification report has its part
    assert {f"report {k}" for k in rep.SECTION_ORDER} <= set(REFERENCE)


def test_reference_checker_sees_missing_and_extra_keys():
    page = "## glauber x --json\nRun: `glauber x`\n| `a` | . |\n| `b[].c` | . |\n| `d.e` | . |\n"
    levels = parse_reference(page)["x"][1]
    assert key_mismatches({"a": 1, "b": [{"c": 1}], "d": {"e": 1}}, levels) == []
    assert key_mismatches({"a": 1, "b": [{"c": 1}, {"k": 1}], "d": {"e": 1}}, levels) == [("b[]", ["c"], ["k"])]
    assert key_mismatches({"a": 1, "b": [{"c": 1}], "d": {"e": 1}, "z": 0}, levels) == [("(root)", [], ["z"])]
    assert key_mismatches({"b": [{"c": 1}], "d": {"e": 1, "f": 2}}, levels) == [
        ("(root)", ["a"], []), ("d", [], ["f"])]


def test_reference_checker_reads_every_value_of_an_object():
    # `m{}.t`: key t of every value of m (whose own keys, e.g. temperatures, are not listed)
    page = ("## glauber y --json\nRun: `glauber y`\n| `m` | . |\n| `m{}.t` | . |\n| `m{}.u` | . |\n"
            "## glauber verify results.json: section z\n| `data{}.v` | . |\n## Other heading\n| `w` | . |\n")
    ref = parse_reference(page)
    assert ref["report z"] == (None, {"": {"data"}, "data{}": {"v"}})  # `w` is under no section
    levels = ref["y"][1]
    assert key_mismatches({"m": {"0.5": {"t": 1, "u": 2}, "1": {"t": 3, "u": 4}}}, levels) == []
    assert key_mismatches({"m": {"0.5": {"t": 1, "u": 2}, "1": {"t": 3}}}, levels) == [("m{}", ["u"], [])]
    assert key_mismatches({"m": {"1": {"t": 3, "u": 4, "x": 5}}}, levels) == [("m{}", [], ["x"])]
    with pytest.raises(AssertionError, match="not a non-empty object"):
        key_mismatches({"m": {}}, levels)


COMMANDS = sorted(c for c in REFERENCE if not c.startswith("report "))


@pytest.mark.parametrize("command", [pytest.param(c, marks=pytest.mark.mlm) if c in REAL_MLM else c
                                     for c in COMMANDS])
def test_json_keys_match_the_reference(command, capsys, tmp_path, monkeypatch):
    argv, levels = REFERENCE[command]
    if command in REAL_MLM:
        pytest.importorskip("torch")
        pytest.importorskip("transformers")
        monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.chdir(tmp_path)  # `phase --store phase.sqlite`, `sweep --store`, `study/verify --out` write there
    rc = main(argv)
    assert rc in (0, 1), f"glauber {' '.join(argv)} exited {rc}"  # 1: a failed check, JSON still written
    doc = json.loads(capsys.readouterr().out)
    assert key_mismatches(doc, levels) == [], "(level, documented but missing, present but undocumented)"
    if command == "window":  # its `exact` is the ExactReport that `glauber exact --json` prints
        exact_keys = REFERENCE["exact"][1][""] - ENVELOPE - {"warnings"}
        assert set(doc["exact"]) == exact_keys
    if command == "verify":  # each section's data is the one of its part of the page, and
        # results.json is the payload with the seconds in place (`--json` moves them to timings)
        for key, sec in doc["sections"].items():
            assert set(sec["data"]) == REFERENCE[f"report {key}"][1]["data"], key
        written = json.loads((tmp_path / argv[argv.index("--out") + 1] / "results.json").read_text())
        assert set(written) == (set(doc) - ENVELOPE) | {"seconds"}
        assert {k: set(v) for k, v in written["sections"].items()} == {
            k: set(v) | {"seconds"} for k, v in doc["sections"].items()}


# what output.envelope adds around a command's own keys
ENVELOPE = {"model_params", "seeds", "glauber", "nonfinite", "timings"}
# sections that need the real MLMs, built with them (torch and transformers)
REPORT_REAL = {k for k, m in rep.SECTIONS.items() if m.NEEDS_REAL}


@pytest.mark.parametrize("key", [pytest.param(k, marks=pytest.mark.mlm) if k in REPORT_REAL else k
                                 for k in rep.SECTION_ORDER])
def test_report_section_keys_match_the_reference(key, tmp_path, monkeypatch):
    """Each section as `glauber verify --quick --no-real` builds it (the real-MLM sections with
    the real models), alone, through the report's writer: its object in results.json has
    exactly the documented keys."""
    real = key in REPORT_REAL
    if real:
        pytest.importorskip("torch")
        pytest.importorskip("transformers")
        monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    mod = rep.SECTIONS[key]
    stream = None if mod.STREAM is None else np.random.default_rng([0, mod.STREAM])  # verify's seed 0
    kwargs = {"progress": None} if rep._takes_progress(mod.section) else {}
    sec = mod.section(str(tmp_path), quick=True, real=real, rng=stream, **kwargs)
    rep.write_report(rep.VerifyReport([sec], str(tmp_path), 0.0))
    doc = json.loads((tmp_path / "results.json").read_text())["sections"][key]
    assert key_mismatches(doc, REFERENCE[f"report {key}"][1]) == [], \
        "(level, documented but missing, present but undocumented)"
