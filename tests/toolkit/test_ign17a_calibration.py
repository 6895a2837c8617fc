"""ign17a: ignored-keyword survivors of `toolkit.calibration` and `toolkit.app.report.calibration`."""

import math

import numpy as np
import pytest

from toolkit.app.report import calibration as report_calibration
from toolkit.calibration import default_observables
from toolkit.models import potts


def test_default_observables_pseudo_likelihood_uses_the_temperature():
    # potts(2, 2, J=1): at (0, 0) each site has logits (J, 0) = (1, 0) (one agreeing neighbour), so
    # log p_i^T(0 | x_-i) = 1/T - log(1 + e^(1/T)); the sum over the two sites at T = 2 is
    # 2 (1/2 - log(1 + e^(1/2))) = -0.948154 (at T = 1 it would be -0.626523)
    f = default_observables(potts(2, 2, 1.0), temperature=2.0)["log_pseudo_likelihood"]
    want = 2 * (0.5 - math.log1p(math.exp(0.5)))
    assert float(f(np.array([[0, 0]]))[0]) == pytest.approx(want, rel=1e-12)


class _Stop(Exception):
    pass


def test_section_calibration_reports_each_family_to_progress(monkeypatch, tmp_path):
    # docstring: "progress: one line per family"; the first family of the quick run is the symmetric Potts one
    def stop(*a, **k):
        raise _Stop

    monkeypatch.setattr(report_calibration, "calibration_table", stop)
    lines = []
    with pytest.raises(_Stop):
        report_calibration.section_calibration(str(tmp_path), quick=True, rng=0, progress=lines.append)
    assert lines == ["[calibration] family 1/2: symmetric Potts"]
