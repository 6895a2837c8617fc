"""prm23d (issue 30): exact.kernel.GlauberKernel.with_scan hands on the dtype (documented: the
kernel of the same logits and temperature with another scan; only the laziness is dropped)."""
import numpy as np

from exact import site_logits
from exact.kernel import GlauberKernel
from toolkit.models import potts


def test_with_scan_keeps_a_float32_kernel_float32():
    K = GlauberKernel(site_logits(potts(2, 3, 0.5)), temperature=1.3, lazy=0.25, dtype=np.float32)
    S = K.with_scan("systematic")
    assert S.scan == "systematic" and S.lazy == 0.0 and S.temperature == 1.3
    assert np.dtype(S.dtype) == np.float32
    assert S.site_conditionals(0).dtype == np.float32
