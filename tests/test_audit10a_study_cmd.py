"""Tenth blind audit, part a: ``glauber study --json``'s summary (``toolkit.app.commands.study``).

docs/json.md, "glauber study --json": ``sections`` says what became of each section run,
"``done`` or why it was skipped"; ``mixing{}`` has ``t_lower``, ``t_upper``, ``ratio``,
``coupling`` and ``n_censored`` (the coupled pairs that did not meet). A toy family has no
template, so its phase section is skipped (the reason is in the report's results.json); the
mixing numbers must be the report's own (results.json, ``sections.mixing.data``).
"""

import json

from toolkit.app.cli import main
from toolkit.app.commands import study  # noqa: F401  (names the module: its targeted tests)


def test_study_json_summary_keys_and_skip_reasons(tmp_path, capsys):
    out = tmp_path / "study"
    rc = main(["study", "--model", "potts", "--q", "2", "--n", "3", "--budget", "1", "--sections", "mixing,phase",
               "-T", "1", "--chain-coupling", "maximal", "--out", str(out), "--quiet", "--json"])
    assert rc == 0
    payload = json.loads(capsys.readouterr().out)
    report = json.loads((out / "results.json").read_text())["sections"]
    why = report["phase"]["skipped"]
    assert why and "masked LM" in why
    assert payload["sections"] == {"budget": "done", "mixing": "done", "phase": why}
    assert set(payload["mixing"]) == {"1"}
    mix, data = payload["mixing"]["1"], report["mixing"]["data"]["per_temperature"]["1"]
    assert set(mix) == {"t_lower", "t_upper", "ratio", "coupling", "n_censored"}
    assert mix["coupling"] == "maximal"
    for k in ("t_lower", "t_upper", "ratio", "n_censored"):
        assert mix[k] == data[k]
