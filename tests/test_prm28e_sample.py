"""prm28e (eleventh sweep, issue 30): sampling_warnings raises an ``iat-window`` warning for an
AUTOCORRELATION TIME whose window was not reached (docstring), not for another quantity whose
estimate carries the same note (both conditions: the quantity and the note)."""
from types import SimpleNamespace

from toolkit.app.commands.sample import sampling_warnings
from toolkit.calibration import estimate_note
from toolkit.results import Estimate


def _q(name, quantity, method):
    return SimpleNamespace(name=name, spec={"quantity": quantity}, estimate=Estimate(12.0, method=method))


def test_iat_window_only_for_autocorrelation_times():
    method = "Sokal IAT (window not reached: chains too short)"
    assert estimate_note(Estimate(12.0, method=method))  # the note both quantities carry
    summary = SimpleNamespace(quantities=[_q("tau_int(m)", "iat", method), _q("mean(m)", "mean", method)])
    kinds = [(w["kind"], w["quantity"]) for w in sampling_warnings(summary)]
    assert kinds == [("iat-window", "tau_int(m)")]
