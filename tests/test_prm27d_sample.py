"""prm27d: a censored mean whose cap is unknown (exit times: "3 censored: lower estimate").

toolkit.app.commands.sample.sampling_warnings (docstring): ``censored``: a mean over runs some
of which hit their cap (a lower estimate; ``threshold`` the cap). toolkit.calibration.censoring
gives ``(k, None)`` when the method names no cap: the warning then has threshold None and its
message names no cap (no "at None steps").
"""

from types import SimpleNamespace

from toolkit.app.commands.sample import sampling_warnings
from toolkit.results import Estimate


def _q(name, quantity, estimate):
    return SimpleNamespace(name=name, spec={"quantity": quantity}, estimate=estimate)


def test_censored_without_cap_names_no_cap():
    est = Estimate(41.0, n_samples=10, method="exit time, 3 censored: lower estimate")
    summary = SimpleNamespace(quantities=[_q("exit time", "exit", est)])
    (w,) = sampling_warnings(summary)
    assert w["kind"] == "censored" and w["threshold"] is None
    assert w["message"] == ("exit time >= 41 is a lower estimate: 3 of 10 runs were censored (not finished); "
                            "run longer chains")
    assert "None" not in w["message"]


def test_censored_with_cap_names_it():
    est = Estimate(13.0, n_samples=200, method="coalescence (maximal), 179 censored at 20: lower estimate")
    summary = SimpleNamespace(quantities=[_q("coalescence time", "coalescence", est)])
    (w,) = sampling_warnings(summary)
    assert w["threshold"] == 20
    assert "179 of 200 runs were censored at 20 steps (not finished); raise --coupling-steps" in w["message"]
