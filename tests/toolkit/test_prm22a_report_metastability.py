"""prm22a (fifth sweep, issue 30): toolkit.app.report.metastability's full (not quick) section:
the second basin row is the model its label names, complete-graph Potts q = 3, n = 4, coupling
1. The tests ran the quick section, which stops after the first basin, so the second row's
model was never built. Hand value: the monochromatic fixed points of complete-graph Potts have
margin gamma = J (n - 1) (each site sees n - 1 agreeing neighbours, any other token none): 3 at
n = 4 (2 at n = 3)."""

from __future__ import annotations

import pytest

from toolkit.app.report.metastability import section_metastability


@pytest.fixture(scope="module")
def section(tmp_path_factory):
    return section_metastability(str(tmp_path_factory.mktemp("meta_full")), quick=False)


def test_second_basin_row_is_the_named_model(section):
    rows = section.data["basins"]
    assert [r["model"] for r in rows] == ["Potts complete q=2 n=5", "Potts complete q=3 n=4"]
    assert rows[0]["gamma"] == 4.0  # J (n - 1) = 1 * 4
    assert rows[1]["gamma"] == 3.0  # J (n - 1) = 1 * 3
