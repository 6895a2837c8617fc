"""Contract pins of toolkit.app.cli and toolkit.app.report.calibration (issue 30, sweep6s4).

cli: an unknown option is reported by the command's own parser (pointing at its --help), a
domain error's lines are joined into one, a run's status is returned (None: 0), the errnos of
standard output, the command list. calibration: the families (quick: the middle two), the run's
settings (T = 1, 32 chains, 1000/2000 steps, the section's rng), one progress line per family, the
>= 80 % rule at its boundary, the rows of the table."""

import errno
from types import SimpleNamespace

import pytest

from toolkit.app import cli
from toolkit.app.commands import verify as vcmd
from toolkit.app.report import calibration as cal
from toolkit.exceptions import InvalidInputError
from toolkit.results import Estimate


def test_unknown_option_named_by_the_commands_parser(capsys):
    assert cli.main(["exact", "--jsn"]) == 2
    assert capsys.readouterr().err == ("glauber exact: error: unrecognized arguments: --jsn "
                                       "(see glauber exact --help)\n")


def test_domain_error_on_one_line_and_statuses(capsys, monkeypatch, tmp_path):
    def run(args):
        raise InvalidInputError("first line\nsecond line")
    monkeypatch.setattr(vcmd, "run", run)
    assert cli.main(["verify", "--out", str(tmp_path)]) == 2
    assert capsys.readouterr().err == "glauber verify: error: first line second line\n"
    monkeypatch.setattr(vcmd, "run", lambda args: None)
    assert cli.main(["verify", "--out", str(tmp_path)]) == 0
    monkeypatch.setattr(vcmd, "run", lambda args: 1)
    assert cli.main(["verify", "--out", str(tmp_path)]) == 1


def test_stdout_errnos_and_commands():
    for e in (errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG, errno.EPIPE, errno.EBADF):
        assert cli._is_stdout_error(OSError(e, "x"))
    assert not cli._is_stdout_error(OSError(errno.EACCES, "x"))
    assert not cli._is_stdout_error(OSError(errno.ENOSPC, "x", "file.json"))
    assert cli.COMMANDS == ("exact", "check", "scan", "sample", "rectangle", "window", "phase", "sweep", "verify",
                            "study", "samplers")
    assert cli.NEGATIVE_NUMBER.match("-1e3") and cli.NEGATIVE_NUMBER.match("-.5")
    assert not cli.NEGATIVE_NUMBER.match("-x") and not cli.NEGATIVE_NUMBER.match("--1")


def _row(name, kind, ok, ci=(0.1, 0.5), exact=0.2):
    return SimpleNamespace(name=name, kind=kind, sampled=Estimate(0.3, ci=ci, stderr=0.1, method="m"),
                           exact=None if exact is None else Estimate.exact(exact), ok=ok)


@pytest.mark.parametrize("quick", [True, False])
def test_calibration_families_settings_and_boundary(tmp_path, monkeypatch, quick):
    calls, lines = [], []
    rows = [_row("a", "estimate", True), _row("b", "estimate", True), _row("c", "estimate", True),
            _row("d", "estimate", True), _row("e", "estimate", False), _row("f", "diagnostic", None, exact=None)]

    def fake(model, **kw):
        calls.append((model, kw))
        return SimpleNamespace(rows=rows, to_dict=lambda: {"name": kw["name"]})
    monkeypatch.setattr(cal, "calibration_table", fake)
    monkeypatch.setattr(cal, "make_model", lambda name, **params: (name, params))
    s = cal.section_calibration(str(tmp_path), quick=quick, rng=5, progress=lines.append)
    names = [c[1]["name"] for c in calls]
    want = (["symmetric Potts", "asymmetric pairwise"] if quick else
            ["independent sites", "symmetric Potts", "asymmetric pairwise", "random table"])
    assert names == want
    assert lines == [f"[calibration] family {k}/{len(want)}: {w}" for k, w in enumerate(want, 1)]
    assert [c[0][0] for c in calls] == [{"independent sites": "independent", "symmetric Potts": "potts",
                                         "asymmetric pairwise": "asymmetric-pairwise",
                                         "random table": "random-table"}[w] for w in want]
    for _, kw in calls:
        assert (kw["temperature"], kw["n_chains"], kw["n_steps"], kw["progress"]) == (
            1.0, 32, 1000 if quick else 2000, False)
    assert calls[0][1]["rng"] is calls[-1][1]["rng"]   # one generator for the section
    # 4 of 5 decided rows agree per family: 0.8, at the limit (the diagnostic row is not counted)
    rate = s.claims[-1]
    assert (rate.value, rate.holds, rate.bound) == (f"{4 * len(want)}/{5 * len(want)}", True, ">= 80% of rows")
    assert set(s.data) == set(want)
    assert f"| {want[0]} | a | estimate | 0.3 | [0.1, 0.5] | 0.2 | yes |" in s.text[-1]
    assert f"| {want[0]} | f | diagnostic | 0.3 | [0.1, 0.5] | - | - |" in s.text[-1]
