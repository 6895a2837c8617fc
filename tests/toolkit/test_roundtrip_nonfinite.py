"""Round trips of results that hold NaN, +-inf and dict keys with ``/`` and ``~``: the saved
result (``save``/``load``), the CLI's ``--json`` envelope and the sweep store.

Standard JSON has no NaN or infinity; :mod:`toolkit.results` and the CLI write them as
``null`` and list their JSON Pointers under ``nonfinite``. A pointer escapes ``~`` as ``~0``
and ``/`` as ``~1``, in that order, and is read back by replacing ``~1`` then ``~0`` (RFC 6901,
sections 3 and 4): the key ``"gamma/nu (peak height)"`` is the pointer token
``gamma~1nu (peak height)``, the key ``"~1"`` the token ``~01`` (not ``~1``, which would read
back as ``/``). The pointers are resolved below by a reader written from the RFC, not by the
toolkit's own.
"""

from __future__ import annotations

import argparse
import json
import math

import numpy as np
import pytest

from toolkit.finite_size import FSSVerdict
from toolkit.results import Estimate, load_result, results_equal, save_result

#: keys that an escape in the wrong order, or no escape, gets wrong
AWKWARD = ["gamma/nu (peak height)", "a~b", "~1", "~0/", "x/~1/y", "/", "~"]


def rfc6901_token(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def rfc6901_get(doc, pointer: str):
    """Resolve a JSON Pointer (RFC 6901 section 4) in ``doc``."""
    assert pointer == "" or pointer.startswith("/")
    node = doc
    for tok in pointer.split("/")[1:]:
        tok = tok.replace("~1", "/").replace("~0", "~")
        node = node[int(tok)] if isinstance(node, list) else node[tok]
    return node


def rfc6901_set(doc, pointer: str, value):
    parts = pointer.split("/")[1:]
    node = doc
    for tok in parts[:-1]:
        tok = tok.replace("~1", "/").replace("~0", "~")
        node = node[int(tok)] if isinstance(node, list) else node[tok]
    last = parts[-1].replace("~1", "/").replace("~0", "~")
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value


def strict_loads(text: str):
    def refuse(token):
        raise AssertionError(f"non-standard JSON constant {token}")

    return json.loads(text, parse_constant=refuse)


def verdict_with_awkward_keys() -> FSSVerdict:
    values = [math.nan, math.inf, -math.inf, 1.5, math.nan, -math.inf, math.inf]
    exps = {k: Estimate(v, stderr=math.inf if k == "~" else 0.1, method="m") for k, v in zip(AWKWARD, values,
                                                                                             strict=True)}
    return FSSVerdict("inconclusive", math.nan, math.inf, exps, (8.0, 16.0), "exact", ("a reason",), (),
                      (1.0, math.nan), (0.5, -math.inf), (False, True), math.nan, math.inf, label="a/b~c")


# ---------------------------------------------------------------------- save / load
def test_saved_result_pointers_escape_slash_and_tilde(tmp_path):
    v = verdict_with_awkward_keys()
    path = tmp_path / "v.json"
    save_result(v, path)
    doc = strict_loads(path.read_text())
    nf = doc["nonfinite"]
    # the pointers, as RFC 6901 writes them, relative to "data"
    assert f"/exponents/{rfc6901_token('gamma/nu (peak height)')}/value" == "/exponents/gamma~1nu (peak height)/value"
    assert "/exponents/gamma~1nu (peak height)/value" in nf["nan"]
    assert "/exponents/~01/value" in nf["-inf"]          # key "~1"
    assert not any(p.startswith("/exponents/~00~1/") for k in nf.values() for p in k)  # key "~0/": 1.5
    assert "/exponents/x~1~01~1y/value" in nf["nan"]     # key "x/~1/y"
    assert "/exponents/~1/value" in nf["-inf"]           # key "/"
    assert "/exponents/~0/value" in nf["inf"] and "/exponents/~0/stderr" in nf["inf"]  # key "~"
    # each pointer names a null in the document, and nothing else is null
    for kind in ("nan", "inf", "-inf"):
        for p in nf[kind]:
            assert rfc6901_get(doc["data"], p) is None, p
    # restoring by the RFC reader gives the original numbers
    data = doc["data"]
    for kind, x in (("nan", math.nan), ("inf", math.inf), ("-inf", -math.inf)):
        for p in nf[kind]:
            rfc6901_set(data, p, x)
    assert math.isnan(data["exponents"]["gamma/nu (peak height)"]["value"])
    assert data["exponents"]["~1"]["value"] == -math.inf and data["exponents"]["/"]["value"] == -math.inf
    assert data["exponents"]["~0/"]["value"] == 1.5 and data["exponents"]["~"]["stderr"] == math.inf
    # and the toolkit's own loader gives an equal object
    back = load_result(path)
    assert results_equal(back, v) and list(back.exponents) == AWKWARD
    assert math.isnan(back.exponents["gamma/nu (peak height)"].value)
    assert back.exponents["a~b"].value == math.inf and back.exponents["~1"].value == -math.inf
    assert back.peak_temperatures[1] == -math.inf and math.isnan(back.peak_heights[1])
    assert math.isnan(back.critical_temperature) and back.critical_temperature_stderr == math.inf


def test_nan_scalar_and_infinite_fields_round_trip(tmp_path):
    e = Estimate(math.nan, stderr=math.inf, ci=(-math.inf, math.nan), n_samples=0, method="/~")
    path = tmp_path / "e.json"
    e.save(path)
    doc = strict_loads(path.read_text())
    assert doc["nonfinite"] == {"nan": ["/value", "/ci/1"], "inf": ["/stderr"], "-inf": ["/ci/0"]}
    back = Estimate.load(path)
    assert results_equal(back, e) and back.method == "/~"


# ---------------------------------------------------------------------- the CLI's --json
def test_cli_json_envelope_pointers_restore_the_payload():
    from toolkit.app.output import dump_json, envelope

    v = verdict_with_awkward_keys()
    payload = {"verdict": v.to_dict(), "table": {"n/T": [math.nan, 1.0], "~": {"/": -math.inf}},
               "seconds": 1.0}
    args = argparse.Namespace(command="phase", seed=0)
    doc = strict_loads(dump_json(envelope(args, payload)))
    nf = doc["nonfinite"]
    assert "/verdict/exponents/gamma~1nu (peak height)/value" in nf["nan"]
    assert "/table/n~1T/0" in nf["nan"] and "/table/~0/~1" in nf["-inf"]
    assert "/verdict/exponents/~01/value" in nf["-inf"]
    for kind, x in (("nan", math.nan), ("inf", math.inf), ("-inf", -math.inf)):
        for p in nf[kind]:
            assert rfc6901_get(doc, p) is None, p
            rfc6901_set(doc, p, x)
    want = v.to_dict()
    got = doc["verdict"]
    assert results_equal(got["exponents"], want["exponents"])
    assert math.isnan(got["critical_temperature"]) and got["peak_tc_stderr"] == math.inf
    assert doc["table"]["~"]["/"] == -math.inf and math.isnan(doc["table"]["n/T"][0])


# ---------------------------------------------------------------------- the sweep store
def test_sweep_store_keeps_nonfinite_values_and_awkward_keys(tmp_path):
    from toolkit.app.sweep.store import ResultStore, load_results
    from toolkit.app.sweep.tasks import Task

    path = tmp_path / "s.sqlite"
    tasks = [Task("potts", 3, math.inf, 0, "gap"), Task("potts", 3, 0.5, 1, "gap")]
    results = [{"gamma/nu (peak height)": math.nan, "t~mix": math.inf, "~1": -math.inf, "gap": np.float64(0.25)},
               {"gamma/nu (peak height)": 2.0, "t~mix": 7.0, "~1": np.nan, "gap": 0.5}]
    with ResultStore(path) as store:
        for t, r in zip(tasks, results, strict=True):
            assert store.add(t, r, 0.1)
        raw = {row["seed"]: json.loads(row["result"]) for row in store.rows()}
    # stored as numbers (NaN, Infinity), not as null: a NaN result is not a missing one
    assert math.isnan(raw[0]["gamma/nu (peak height)"]) and raw[0]["t~mix"] == math.inf
    assert raw[0]["~1"] == -math.inf and math.isnan(raw[1]["~1"])
    df = load_results(path).sort_values("seed").reset_index(drop=True)
    assert {"gamma/nu (peak height)", "t~mix", "~1"} <= set(df.columns)
    assert df["temperature"].tolist()[0] == math.inf
    assert math.isnan(df["gamma/nu (peak height)"][0]) and df["gamma/nu (peak height)"][1] == 2.0
    assert df["t~mix"].tolist() == [math.inf, 7.0]
    assert df["~1"][0] == -math.inf and math.isnan(df["~1"][1])
    assert df["gap"].tolist() == [0.25, 0.5]


@pytest.mark.parametrize("key", AWKWARD)
def test_every_awkward_key_survives_save_and_load(key, tmp_path):
    # stderr +inf (a loaded result refuses a negative standard error, -inf included)
    v = FSSVerdict("crossover", 1.0, 0.1, {key: Estimate(math.nan, stderr=math.inf)}, (4.0,), "exact", (), (),
                   (1.0,), (1.0,), (False,), 1.0, 0.1)
    save_result(v, tmp_path / "k.json")
    back = load_result(tmp_path / "k.json")
    assert list(back.exponents) == [key]
    assert math.isnan(back.exponents[key].value) and back.exponents[key].stderr == math.inf


# ---------------------------------------------------------------------- one encoder (issue 27)
def test_one_encoder_plain_values_and_pointers_by_hand():
    """``to_jsonable`` (``--json``) and the saved form are one walker (toolkit.results._encode):
    the plain values and pointers below are written out by hand from RFC 6901."""
    from toolkit.results import to_json_document, to_jsonable

    e = Estimate(1.0, stderr=math.inf, ci=(-math.inf, math.nan), n_samples=3, method="m")
    payload = {"a/b": np.array([[1.0, np.inf], [np.nan, 2.0]]), "t": (np.int64(2), np.bool_(True), "s"),
               3: np.float64(-np.inf), "est": e, "~": None}
    found = {"nan": [], "inf": [], "-inf": []}
    out = to_jsonable(payload, nonfinite=found)
    assert out == {"a/b": [[1.0, None], [None, 2.0]], "t": [2, True, "s"], "3": None,
                   "est": {**e.to_dict(), "stderr": None, "ci": [None, None]}, "~": None}
    assert type(out["t"][0]) is int and type(out["t"][1]) is bool
    assert found == {"nan": ["/a~1b/1/0", "/est/ci/1"], "inf": ["/a~1b/0/1", "/est/stderr"],
                     "-inf": ["/3", "/est/ci/0"]}
    # the saved form of the same Estimate: the same nulls at the same pointers (relative to data)
    doc = to_json_document(e)
    assert doc["nonfinite"] == {"nan": ["/ci/1"], "inf": ["/stderr"], "-inf": ["/ci/0"]}
    # the sweep store's mode keeps the floats; asking for their pointers there is refused
    kept = to_jsonable({"x": np.float64(np.nan), "y": [np.inf]}, keep_nonfinite=True)
    assert math.isnan(kept["x"]) and kept["y"] == [math.inf] and type(kept["x"]) is float
    from toolkit.exceptions import InvalidInputError

    with pytest.raises(InvalidInputError, match="keep_nonfinite"):
        to_jsonable({}, nonfinite=found, keep_nonfinite=True)


def test_cli_envelope_lists_pointers_inside_result_objects():
    """A result object (not its dict) in a ``--json`` payload: its non-finite fields are nulled
    and listed, as for plain values (the encoder follows ``to_dict``)."""
    from toolkit.app.output import dump_json, envelope

    payload = {"estimate": Estimate(math.nan, stderr=math.inf, ci=(0.0, 1.0), n_samples=0, method="m"),
               "seconds": 1.0}
    doc = strict_loads(dump_json(envelope(argparse.Namespace(command="sample", seed=0), payload)))
    assert doc["nonfinite"] == {"nan": ["/estimate/value"], "inf": ["/estimate/stderr"], "-inf": []}
    assert doc["estimate"]["value"] is None and list(doc)[-2:] == ["nonfinite", "timings"]
    assert doc["timings"] == {"seconds": 1.0}


# ---------------------------------------------------------------------- blind audit 4c (issue 30)
# the --json envelope (toolkit/app/output.py)


def test_envelope_nonfinite_only_when_present_and_seconds_moved():
    from toolkit.app.output import envelope
    doc = envelope(argparse.Namespace(command="x"), {"a": 1.0, "seconds": 3.0})
    assert "nonfinite" not in doc and "seconds" not in doc and doc["timings"]["seconds"] == 3.0
