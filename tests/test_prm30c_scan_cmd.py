"""prm30c: the scan's fit-excluded warning names and lists every left-out temperature
(issue 30, thirteenth sweep: a list that named one item)."""

from types import SimpleNamespace

from toolkit.app.commands.scan import scan_warnings


def test_every_excluded_temperature_named():
    (w,) = scan_warnings(SimpleNamespace(fit_excluded=(0.12, 0.18, 0.25), slope=1.5))
    assert w["value"] == [0.12, 0.18, 0.25]
    assert "temperature(s) 0.12, 0.18, 0.25 left out" in w["message"]
