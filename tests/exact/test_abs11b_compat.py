"""abs11b: ``CompatibilityReport.kolmogorov_max_error`` is a *magnitude*.

Its definition (the report's table: "Kolmogorov - log R, max over rectangles"; module
docstring: the ``j``-first 4-cycle ratio equals ``+log R / T``) is
``max_rectangles |kolmogorov_log_ratio - log_r|``, a non-negative number that bounds every
rectangle's discrepancy, whichever its sign. The discrepancy here is round-off (a few ulps
of ``log R / T``), positive on some rectangles and negative on others; recomputed below from
the full rectangle table (:func:`exact.rectangles.all_rectangles`), independently of the
report's streamed chunks.
"""

import numpy as np
import pytest

from exact import compatibility_report, glauber_kernel
from exact.compat import kolmogorov_log_ratios
from exact.rectangles import all_rectangles
from toolkit.models import random_table


@pytest.mark.parametrize("seed", range(8))
def test_kolmogorov_max_error_bounds_every_rectangle_by_magnitude(seed):
    model, T = random_table(2, 3, rng=seed), 0.7
    rep = compatibility_report(model, temperature=T)
    tab = all_rectangles(model, temperature=T)
    d = kolmogorov_log_ratios(glauber_kernel(model, temperature=T), tab) - tab.log_r
    assert np.isfinite(d).all() and d.size == 6  # C(3, 2) site pairs x 1 x 1 token pairs x 2 contexts
    assert rep.kolmogorov_max_error >= 0.0
    # the largest |difference|, not the largest signed one
    assert rep.kolmogorov_max_error == pytest.approx(float(np.abs(d).max()), rel=0, abs=0)
    # and round-off size: the cycle and log R agree to a few ulps of log R / T
    assert rep.kolmogorov_max_error < 1e-13
