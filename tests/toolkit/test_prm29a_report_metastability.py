"""prm29a: the metastability section checks the escape bound at every temperature of its grid,
the lowest ones (where the slope is fitted) included (issue 30, twelfth sweep)."""

from toolkit.app.report.metastability import section_metastability


def test_escape_claims_cover_the_whole_grid(tmp_path):
    s = section_metastability(str(tmp_path), quick=True)
    Ts = [float(c.name.rsplit("T=", 1)[1]) for c in s.claims if c.name.startswith("E[tau_exit] >=")]
    # gamma = 1: T = 2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12 (ten values, printed to 3 digits)
    assert sorted(Ts, reverse=True) == [2, 1.5, 1, 0.7, 0.5, 0.35, 0.25, 0.18, 0.14, 0.12]
    assert len(s.data["fixed_point"]["rows"]) == 10
