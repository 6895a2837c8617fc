"""Coverage-driven pins of the sweep executors and of ``glauber sweep`` / ``glauber verify``'s
checks (issue 30, branch cov5h3): ``parse_executor``'s documented forms, a ``phase`` method that
does not apply refused before the store exists, open ``--free`` ranges refused in a sweep, the
size of a ``--free all`` text, ``--out`` that cannot be a directory, and ``--json`` moving every
wall-clock number of results.json into the timings."""

import json
import os
from types import SimpleNamespace

import pytest

from toolkit.app.cli import main
from toolkit.app.commands import verify as vcmd
from toolkit.app.sweep import executors as ex
from toolkit.exceptions import InvalidInputError


def test_parse_executor_forms(monkeypatch):
    assert ex.parse_executor("serial") == ("serial", None)
    assert ex.parse_executor("local:1") == ("serial", None)
    assert ex.parse_executor("local:3") == ("local", 3)
    assert ex.parse_executor("dask:tcp://h:8786") == ("dask", "tcp://h:8786")
    # documented: "local" alone uses every CPU
    monkeypatch.setattr(ex.os, "cpu_count", lambda: 6)
    assert ex.parse_executor("local") == ("local", 6)
    monkeypatch.setattr(ex.os, "cpu_count", lambda: None)  # unknown: one, run serially
    assert ex.parse_executor("local") == ("serial", None)
    for bad in ("local:0", "local:x", "local:-2"):
        with pytest.raises(InvalidInputError, match=rf"`executor` local:N needs an integer N >= 1; got {bad!r}"):
            ex.parse_executor(bad)
    with pytest.raises(InvalidInputError, match="dask:ADDRESS needs a scheduler address; got 'dask:'"):
        ex.parse_executor("dask:")
    for bad in (3, None, "threads"):
        with pytest.raises(InvalidInputError, match=rf"`executor` must be 'serial', 'local:N' or 'dask:ADDRESS'; "
                                                    rf"got {bad!r}"):
            ex.parse_executor(bad)


def test_sweep_refuses_a_phase_method_that_does_not_apply(capsys, tmp_path):
    store = tmp_path / "a.sqlite"
    rc = main(["sweep", "--model", "asymmetric-pairwise", "--estimator", "phase", "--option", "method=transfer",
               "--n", "4", "--temperature", "1", "--store", str(store)])
    assert rc == 2
    assert ("`--estimator` phase (method=transfer) at `--n` 4: method 'transfer' needs a nearest-neighbour chain"
            in capsys.readouterr().err)
    assert not store.exists()  # before the store exists


@pytest.mark.parametrize("free", ["2:", ":3", "-3:-1"])
def test_sweep_refuses_open_free_ranges(capsys, tmp_path, free):
    assert main(["sweep", "--model", "tiny-en", "--free", free, "--store", str(tmp_path / "b.sqlite")]) == 2
    assert (f"`--free` in a sweep takes all, i,j,k or start:stop with both ends given and >= 0; got {free!r}"
            in capsys.readouterr().err)


@pytest.mark.mlm
def test_sweep_size_of_a_free_all_text(capsys, tmp_path):
    # without --n, a text whose every token is free has as many sites as tokens: 3
    rc = main(["sweep", "--model", "tiny-en", "--text", "the king said", "--free", "all", "--tokens", "the,king,said",
               "--store", str(tmp_path / "c.sqlite"), "--show"])
    out = capsys.readouterr().out
    assert rc == 0
    row = next(ln for ln in out.splitlines() if ln.strip().startswith("tiny-en"))
    assert row.split()[2] == "3" and " 27 " in row  # n = 3, 3**3 = 27 states


def test_out_dir_checks(tmp_path):
    for bad in ("", "   ", None):
        with pytest.raises(InvalidInputError, match=rf"`--out` must be a directory path; got {bad!r}"):
            vcmd.check_out_dir(bad)
    f = tmp_path / "file.txt"
    f.write_text("x")
    under = str(f / "sub")
    with pytest.raises(InvalidInputError, match=rf"`--out` {under!r} cannot be created: {str(f)!r} is a file"):
        vcmd.check_out_dir(under, create=False)
    with pytest.raises(InvalidInputError, match=rf"`--out` {under!r} cannot be created: Not a directory"):
        vcmd.check_out_dir(under)
    ok = str(tmp_path / "new" / "deeper")
    assert vcmd.check_out_dir(ok, create=False) == ok and not os.path.exists(ok)  # checked, not made
    assert vcmd.check_out_dir(ok) == ok and os.path.isdir(ok)


def test_verify_json_moves_every_time_to_the_timings(capsys, tmp_path, monkeypatch):
    res = {"seconds": 12.5, "claims": [1, 2], "sections": {"a": {"seconds": 3.0, "x": 1}, "b": {"y": 2}}}

    def fake_verify(out, **kw):
        with open(os.path.join(out, "results.json"), "w") as fh:
            json.dump(res, fh)
        return SimpleNamespace(ok=True)

    monkeypatch.setattr(vcmd, "verify", fake_verify)
    rc = main(["verify", "--out", str(tmp_path), "--json", "--quiet"])
    d = json.loads(capsys.readouterr().out)
    assert rc == 0
    assert d["timings"] == {"seconds": 12.5, "sections": {"a": 3.0}}
    assert "seconds" not in d and d["sections"] == {"a": {"x": 1}, "b": {"y": 2}} and d["claims"] == [1, 2]
