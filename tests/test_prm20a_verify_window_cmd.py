"""prm20a third promise sweep (issue 30): ``glauber verify`` and ``glauber window``
(toolkit.app.commands.verify, toolkit.app.commands.window).

Contracts: ``check_out_dir(path, create=False)`` checks "as far as an existing path or its
nearest existing parent tells": an ``--out`` several missing directories deep under a
writable directory can be made, and is accepted (not made yet). ``glauber verify``'s
closing line counts the theorem checks that failed (``report.failures``; every earlier test
had none). ``glauber window`` passes the model's name to :func:`toolkit.app.window.real_window`
(its report names it) and lists ``glauber exact``'s accuracy warning of the exact side
(``pi`` known to worse than ``PI_RTOL_WARN``) with the sampled side's warnings.
"""

import json
import os
from types import SimpleNamespace

import pytest

import toolkit.app.commands.verify as verify_cmd
import toolkit.app.commands.window as window_cmd
from exact.analysis import PI_RTOL_WARN
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


def test_out_several_missing_levels_deep_is_accepted_unmade(tmp_path):
    path = str(tmp_path / "a" / "b" / "c")
    assert verify_cmd.check_out_dir(path, create=False) == path
    assert not os.path.exists(tmp_path / "a")


def test_verify_counts_every_failed_theorem(monkeypatch, capsys, tmp_path):
    def verify(out, **kw):
        with open(f"{out}/results.json", "w") as fh:
            json.dump({"seconds": 1.0}, fh)
        return SimpleNamespace(ok=False, claims=[1, 2, 3, 4, 5], failures=[2, 4], seconds=1.0,
                               claims_table=lambda: "table")

    monkeypatch.setattr(verify_cmd, "verify", verify)
    assert main(["verify", "--quiet", "--out", str(tmp_path / "r")]) == 1
    assert "5 claims, 2 theorem check(s) failed" in capsys.readouterr().out


def test_window_passes_the_model_name(monkeypatch):
    seen = {}

    def stop(model, **kw):
        seen.update(kw)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(window_cmd, "build_model", lambda args, **kw: "MODEL")
    monkeypatch.setattr(window_cmd, "real_window", stop)
    assert main(["window", "--model", "sapiens-vh", "--quiet"]) == 2
    assert seen["name"] == "sapiens-vh"


@pytest.mark.parametrize("rel", [10 * PI_RTOL_WARN, float("inf")])
def test_window_lists_the_exact_sides_accuracy_warning(rel):
    exact = SimpleNamespace(pi_relative_error=rel, temperature=0.5, log_pi_min=-3.0)
    report = SimpleNamespace(exact=exact, temperature=0.5,
                             calibration=SimpleNamespace(summary=SimpleNamespace(quantities=[]), rows=[]))
    (w,) = window_cmd.window_warnings(report)
    assert w["kind"] == "pi-accuracy" and w["threshold"] == PI_RTOL_WARN and "T = 0.5" in w["message"]
