"""Sweep 7, group a4 (issue 30): toolkit.app.report.incompatibility's toy part under a planted
error. The Kolmogorov claim compares the 4-cycle ratio with log R at EVERY rectangle: the
largest deviation is reported (``kolmogorov_error``) and judged against 1e-9, so one wrong
rectangle among hundreds fails the claim. The histogram carries the round-off band
(1e-17..1e-9) on its first family only."""

import numpy as np
import pytest

from toolkit.app.report import incompatibility as inc

PLANTED = 1e-6


@pytest.fixture(scope="module")
def planted(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    real = inc.kolmogorov_log_ratios
    bands = []

    def one_wrong(K, table):
        out = np.array(real(K, table), dtype=float)
        out[len(out) // 2] += PLANTED          # one rectangle off by 1e-6, the rest exact
        return out

    def record(v, *, ax, label, bins, roundoff):
        bands.append((label, roundoff))
        ax.plot([], [], label=label)           # something for the section's legend

    mp.setattr(inc, "kolmogorov_log_ratios", one_wrong)
    mp.setattr(inc, "plot_rectangles", record)
    try:
        s = inc.section(str(tmp_path_factory.mktemp("inc")), real=False)
    finally:
        mp.undo()
    return s, bands


def test_one_wrong_rectangle_fails_every_kolmogorov_claim(planted):
    s, _ = planted
    kol = [c for c in s.claims if c.name.startswith("Kolmogorov 4-cycle ratio = log R")]
    assert len(kol) == len(inc.TOY_FAMILIES)
    assert all(c.holds is False and c.failed for c in kol)
    for row in s.data["toy"]:
        assert row["rectangles"] > 1
        assert row["kolmogorov_error"] == pytest.approx(PLANTED, rel=1e-3)   # the max, not the min


def test_round_off_band_on_the_first_histogram_only(planted):
    _, bands = planted
    assert [lab for lab, _ in bands] == [lab for lab, *_ in inc.TOY_FAMILIES]
    assert bands[0][1] == (1e-17, 1e-9)
    assert all(r is False for _, r in bands[1:])
