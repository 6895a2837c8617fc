"""harden10a: the report sections' seed streams are distinct and the toy-model metastability
section runs without the real MLMs (issue 30)."""

from toolkit.app import report
from toolkit.app.report import contraction, metastability


def test_every_sampled_section_has_its_own_stream():
    # SECTION_STREAM's comment: "Each sampled section draws from its own numbered stream of the
    # seed": two sections on one number would draw the same random numbers
    streams = report.SECTION_STREAM
    assert streams["contraction"] == contraction.STREAM and streams["metastability"] == metastability.STREAM
    assert len(set(streams.values())) == len(streams), streams


def test_metastability_section_runs_without_real_models(tmp_path):
    # verify's docstring: real=False leaves out the real MLMs; the metastability section's models
    # are toy Potts chains (make_model("potts", ...), planted_margin), so it runs and makes claims
    rep = report.verify(str(tmp_path), quick=True, real=False, sections=["metastability"], progress=None)
    (sec,) = rep.sections
    assert sec.key == "metastability"
    assert not sec.skipped
    assert sec.claims
