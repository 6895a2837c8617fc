"""``glauber phase --dynamic --json`` (issue 30, branch gap15b; the text form is pinned in
tests/test_cov5h3_cli_phase.py): the JSON holds the dynamic diagram (:mod:`toolkit.app.commands.phase`
documents ``--dynamic`` as the diagram beside the static verdict) with its plain-words statement,
and the dynamic verdict's calibration beside the static one."""

import json

from toolkit.app.cli import main
from toolkit.app.commands import phase as cmd  # noqa: F401  (the module under test)


def test_dynamic_diagram_in_the_json(capsys, tmp_path):
    rc = main(["phase", "--model", "curie-weiss", "--beta", "1.0", "--n", "4,6", "--temperature", "0.8,1.0,1.2",
               "--dynamic", "--json", "--store", str(tmp_path / "b.sqlite")])
    assert rc == 0
    out = json.loads(capsys.readouterr().out)
    dyn = out["dynamic"]
    # two sizes, while a growth verdict needs three (toolkit.app.mixing_summary): undetermined everywhere
    assert [float(v["temperature"]) for v in dyn["verdicts"]] == [0.8, 1.0, 1.2]
    assert {v["verdict"] for v in dyn["verdicts"]} == {"undetermined"}
    assert isinstance(dyn["statement"], list)
    assert any(s.startswith("Not established (undetermined) at T = 0.8: t_rel: 2 size(s) with a bracket: the "
                            "verdict needs 3") for s in dyn["statement"])
    assert set(out["calibration"]) == {"static", "dynamic"}
