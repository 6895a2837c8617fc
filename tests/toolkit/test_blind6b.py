"""Sixth blind audit, part b (issue 30): tests for the survivors in toolkit/ (compare, output,
the metastability report section), each from a hand computation or a documented contract."""

from __future__ import annotations

import argparse

import numpy as np
import pytest

from toolkit.app.compare import exact_values
from toolkit.app.output import envelope
from toolkit.calibration import SampledQuantity, SampledSummary
from toolkit.models import IndependentSites
from toolkit.results import Estimate


@pytest.mark.parametrize("scan", ["systematic", "random"])
def test_exact_exit_time_is_the_random_scan_ones_whatever_the_summary_scan(scan):
    # Two independent sites with p(x_0 = 0) = 0.5 and p(x_1 = 0) = 0.9 (logits log p, T = 1). The
    # exit row is the random-scan exit time from the set {(0, 0)}: a step picks a site uniformly and
    # redraws it, so the chain stays with probability s = (0.5 + 0.9) / 2 = 0.7 and the exit time is
    # geometric, E[tau] = 1 / (1 - s) = 10/3 (by hand). A systematic sweep would stay with
    # 0.5 * 0.9 = 0.45 (E[tau] = 1/0.55): the exact side must not take the summary's own scan.
    model = IndependentSites(np.log([[0.5, 0.5], [0.9, 0.1]]))
    q = SampledQuantity("mean exit time", "estimate", Estimate(3.0, stderr=0.1),
                        {"quantity": "exit", "start": (0, 0)})
    summary = SampledSummary("two sites", 1.0, 8, 100, 50, f"glauber ({scan} scan)", (q,), {},
                             lambda X: np.all(np.asarray(X) == 0, axis=1), (0, 0))
    out = exact_values(model, summary)
    assert out["mean exit time"].value == pytest.approx(10.0 / 3.0, rel=1e-12)


def test_envelope_keeps_the_payloads_own_model_entry():
    # envelope's contract: the payload's keys are kept as they are; model/q/n come from the model
    # info only "where missing"
    args = argparse.Namespace(command="x", _model_info={"name": "potts", "params": {"q": 3, "n": 4}})
    doc = envelope(args, {"model": "my-model", "n": [2, 3]})
    assert doc["model"] == "my-model" and doc["n"] == [2, 3]
    assert doc["q"] == 3 and doc["model_params"] == {"q": 3, "n": 4}
    doc = envelope(args, {})
    assert (doc["model"], doc["q"], doc["n"]) == ("potts", 3, 4)


def test_metastability_section_data_names_the_basin_columns(tmp_path):
    # the section's data: one dict per basin with the keys of its table's columns (model, basin
    # size, gamma, k, k gamma, V, fitted slope), as the report's JSON readers expect them
    from toolkit.app.report.metastability import section_metastability

    s = section_metastability(str(tmp_path), quick=True)
    assert len(s.data["basins"]) == 1
    assert list(s.data["basins"][0]) == ["model", "basin_size", "gamma", "k", "k_gamma", "V", "slope"]
    assert s.data["basins"][0]["model"] == "Potts complete q=2 n=5"
    assert s.data["basins"][0]["basin_size"] >= 1
