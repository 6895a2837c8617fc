"""prm30a: ``check_logit_scale`` refuses a grid of temperatures when any one of them (here the
middle one) is below ``min_temperature(M) = 4 M / DBL_MAX`` (``M`` the largest |logit|), not
only when the first one is: the documented contract names "a ``temperature``" of the grid."""

import numpy as np
import pytest

from exact.analysis import check_logit_scale, min_temperature
from exact.logits import site_logits
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_one_inner_temperature_too_small_is_refused():
    model = site_logits(potts(2, 3, 1.0))   # |logit| <= 2 (two neighbours, coupling 1): 4 M / DBL_MAX < 1e-307
    assert min_temperature(2.0) < 1e-307
    tiny = float(np.finfo(np.float64).max) ** -1 * 1e-3   # ~5.6e-312: below min_temperature(M) for any M >= 1e-3
    check_logit_scale(model, [1.0, 2.0, 3.0])            # every temperature fine: no error
    with pytest.raises(InvalidInputError, match="too small"):
        check_logit_scale(model, [1.0, tiny, 2.0])
    with pytest.raises(InvalidInputError, match="too small"):
        check_logit_scale(model, [2.0, 1.0, tiny, 3.0])
