"""prm29c: the incompatibility figure shades the round-off band (1e-17 to 1e-9, where a
compatible family's |log R| sits) exactly once, with the FIRST family's histogram, and no
other family draws its own band (issue 30, class C: an index off by one). Two tiny
families stand in for the section's five; a spy records what each histogram is drawn with."""

import toolkit.app.report.incompatibility as incompatibility

FAMILIES = (
    ("potts q=2 n=3", "potts", dict(q=2, n=3, coupling=1.0, graph="cycle"), True),
    ("asymmetric q=2 n=3", "asymmetric-pairwise", dict(q=2, n=3, scale=1.0, seed=0), False),
)


def test_roundoff_band_drawn_once_with_the_first_family(monkeypatch, tmp_path):
    calls = []

    def spy(v, *, ax, label, bins, roundoff):
        calls.append((label, roundoff))
        ax.plot([1e-3], [0.5], label=label)  # the legend needs an artist per family

    monkeypatch.setattr(incompatibility, "TOY_FAMILIES", FAMILIES)
    monkeypatch.setattr(incompatibility, "plot_rectangles", spy)
    incompatibility.section_incompatibility(str(tmp_path), quick=True, real=False, rng=0)
    assert [c[0] for c in calls] == [f[0] for f in FAMILIES]
    assert calls[0][1] == (1e-17, 1e-9)
    assert all(r is False for _, r in calls[1:])
