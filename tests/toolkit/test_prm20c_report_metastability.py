"""prm20c promise sweep (issue 30): toolkit.app.report.metastability's printed promises: the
planted-margin model is the one its text names (q = 2, n = 4), and each escape claim is labelled
with its temperature T (the section's grid 2, 1.5, ..., 0.12), not 1/T."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.app.report.metastability import section_metastability

TS = (2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12)  # gamma = 1 times the section's grid


@pytest.fixture(scope="module")
def section(tmp_path_factory):
    return section_metastability(str(tmp_path_factory.mktemp("meta")), quick=True)


def test_the_planted_model_is_the_one_the_text_names(section):
    assert any("(`q = 2`, `n = 4`, `gamma = 1`)" in t for t in section.text)
    fp = section.data["fixed_point"]
    assert fp["q"] == 2 and len(fp["state"].split()) == 4


def test_escape_claims_are_labelled_with_T(section):
    names = [c.name for c in section.claims if c.name.startswith("E[tau_exit]")]
    assert names == [f"E[tau_exit] >= e^(gamma/T)/(q-1), T={T:.3g}" for T in TS]
    temps = [r["temperature"] for r in section.data["fixed_point"]["rows"]]
    assert np.allclose(temps, TS)
