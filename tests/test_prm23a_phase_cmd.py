"""prm23a: ``glauber phase --field`` (the Curie-Weiss field, help: "default 0") is handed on
to the model of every point: the JSON's ``model_params`` and the store's rows say
``field = 0.5``, and every point's ``<m^2>`` differs from the zero-field one (tested before only at the
default field)."""

import json

from toolkit.app.cli import main
from toolkit.app.commands import phase as phase_cmd  # noqa: F401  (the module under test, for automut)
from toolkit.app.sweep.store import load_results

ARGV = ["phase", "--model", "curie-weiss", "--n", "4,6", "-T", "0.8,1,1.2", "--json", "--quiet"]


def _run(tmp_path, capsys, *extra, name="s.sqlite"):
    store = str(tmp_path / name)
    assert main([*ARGV, "--store", store, *extra]) == 0
    return json.loads(capsys.readouterr().out), load_results(store)


def test_field_reaches_the_model_of_every_point(tmp_path, capsys):
    out, rows = _run(tmp_path, capsys, "--field", "0.5")
    assert out["model_params"]["field"] == 0.5
    assert (rows["field"] == 0.5).all()
    out0, rows0 = _run(tmp_path, capsys, name="zero.sqlite")
    assert out0["model_params"].get("field", 0.0) == 0.0
    m2 = rows.sort_values(["n", "temperature"])["m2"].to_numpy()
    m2_0 = rows0.sort_values(["n", "temperature"])["m2"].to_numpy()
    assert (abs(m2 - m2_0) > 1e-6).all()   # a field moves <m^2> of every point
