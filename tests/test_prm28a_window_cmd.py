"""prm28a: toolkit.app.commands.window.window_warnings warns of an undefined R-hat only for the
R-hat quantities (spec quantity "rhat") whose estimate is NaN: both conditions. A stand-in
report holds a NaN estimate of another quantity beside a NaN R-hat, so the two differ."""
import math
from types import SimpleNamespace as NS

from toolkit.app.commands import window as window_cmd


def test_only_nan_rhat_quantities_warn(monkeypatch):
    monkeypatch.setattr(window_cmd, "report_warnings", lambda exact: [])
    monkeypatch.setattr(window_cmd, "sampling_warnings", lambda summary, calibration: [])
    quantities = [NS(name="mean energy", spec={"quantity": "energy"}, estimate=NS(value=math.nan)),
                  NS(name="R-hat energy", spec={"quantity": "rhat"}, estimate=NS(value=math.nan)),
                  NS(name="R-hat m", spec={"quantity": "rhat"}, estimate=NS(value=1.01))]
    report = NS(exact=None, temperature=1.0,
                calibration=NS(summary=NS(quantities=quantities), rows=[]))
    out = window_cmd.window_warnings(report)
    assert [w["quantity"] for w in out] == ["R-hat energy"]
    assert out[0]["kind"] == "rhat"
