"""gap15a: lines of toolkit.app.phase_point that its targeted tests never ran
(targeted-coverage-2026-12-05), checked against the docstrings of phase_point,
point_method and zero_temperature_point."""

from __future__ import annotations

import math
import types

import numpy as np
import pytest

from toolkit.app import phase_point as pp
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model


def test_auto_takes_the_lattice_for_a_torus_beyond_enumeration():
    # phase_point: "auto" is the first method that applies; 3^16 states are above the
    # enumeration limit of auto (65536), and potts on a 4 x 4 torus is what "lattice" samples
    m = make_model("potts", graph="torus", q=3, n=16)
    assert 3**16 > pp.AUTO_ENUMERATION_STATES
    assert pp.point_method(m) == "lattice"


def test_lumped_is_refused_for_a_model_that_is_not_exchangeable():
    m = make_model("potts", graph="cycle", q=2, n=4)
    with pytest.raises(InvalidInputError, match=r"method 'lumped' needs an exchangeable model"):
        pp.point_method(m, "lumped")


def test_a_failed_transfer_order_parameter_is_nan_and_named(monkeypatch):
    # phase_point docstring: a quantity whose numerical routine fails is NaN and named in
    # `missing`; the point is still returned
    def fails(*a, **k):
        raise FloatingPointError("overflow in the transfer matrix")

    monkeypatch.setattr(pp, "chain_observables", fails)
    m = make_model("potts", graph="cycle", q=2, n=4)
    out = pp.phase_point(m, 1.0, method="transfer")
    assert math.isnan(out["m2"]) and math.isnan(out["m4"]) and math.isnan(out["abs_m"])
    assert "overflow in the transfer matrix" in out["missing"]["order parameter"]
    assert out["computed_by"] == "exact (transfer matrix)"
    assert math.isfinite(out["relaxation"])  # the closed-form gap still came out


def test_zero_temperature_point_is_cached_per_model(monkeypatch):
    calls = []

    def quench(model, x):
        calls.append(1)
        return (x.copy() + 1, None)

    monkeypatch.setattr(pp, "quench", quench)
    model = types.SimpleNamespace(initial_state=lambda: np.zeros(3, dtype=np.int64))
    a = pp.zero_temperature_point(model)
    b = pp.zero_temperature_point(model)
    assert len(calls) == 1 and b is a
    np.testing.assert_array_equal(a, [1, 1, 1])
