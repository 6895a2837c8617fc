"""prm23a: the edge-wise rule of ``exact.reversibility`` at its exact boundary. The module
docstring: "reversible when at most EDGE_RTOL"; a residual equal to EDGE_RTOL is reversible,
one ulp above is not (the residual is set by a stub: no matrix has it exactly)."""

import importlib
import math

import numpy as np

from exact.stationary import stationary_law

# the submodule (``exact.reversibility`` the attribute is the function of that name)
rv = importlib.import_module("exact.reversibility")


def _rule(monkeypatch, residual):
    P = np.array([[0.5, 0.5], [0.5, 0.5]])
    law = stationary_law(P)
    monkeypatch.setattr(rv, "edge_relative_residual", lambda P, log_pi: residual)
    return rv.reversibility(P, law)


def test_residual_equal_to_edge_rtol_is_reversible(monkeypatch):
    r = _rule(monkeypatch, rv.EDGE_RTOL)
    assert r.rule == "edge-wise relative residual"
    assert r.reversible is True


def test_residual_one_ulp_above_edge_rtol_is_not(monkeypatch):
    r = _rule(monkeypatch, math.nextafter(rv.EDGE_RTOL, 1.0))
    assert r.reversible is False
