"""prm19d (issue 30, second promise sweep): ``error_source`` reports an override whenever
``logit_rtol`` is given, ``0.0`` included (only None means the model's declaration)."""

from exact.logits import site_logits
from exact.rectangles import error_source
from toolkit.models import potts


def test_zero_logit_rtol_is_an_override():
    L = site_logits(potts(2, 2, 1.0))
    assert error_source(L, 0.0) == "logit_rtol override"
    assert error_source(L, 1e-6) == "logit_rtol override"
    assert error_source(L, None) == L.error_source
