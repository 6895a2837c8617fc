"""toolkit/plot.py: the survivor of the eleventh blind audit, part c (benchmarks/blind_audit_11c.py)."""

import types

import pytest

pytest.importorskip("matplotlib")


def test_spectrum_of_a_chain_marks_the_summary_given():
    # plot_spectrum's docstring: ``summary``, a SpectralSummary whose lambda_star and gap are marked
    # (default: the chain's own). A summary given for a chain must win over the chain's own spectrum.
    from exact import ExactChain
    from toolkit.models import potts
    from toolkit.plot import plot_spectrum, pyplot

    chain = ExactChain(potts(2, 3, 1.0), temperature=1.0)
    own = float(chain.spectrum.lambda_star)
    given = types.SimpleNamespace(lambda_star=0.5, spectral_gap=0.5)
    assert abs(own - 0.5) > 1e-3
    ax = plot_spectrum(chain, summary=given)
    labels = ax.get_legend_handles_labels()[1]
    assert any(r"\lambda_* = 0.5$ (gap $0.5$)" in s for s in labels), labels
    pyplot().close(ax.figure)
    ax = plot_spectrum(chain)   # without one: the chain's own lambda_*
    assert any(rf"\lambda_* = {own:.4g}$" in s for s in ax.get_legend_handles_labels()[1])
    pyplot().close(ax.figure)
