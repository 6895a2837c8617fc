"""abs11b: the logit-scale guard of an exchangeable model measures max |logit|, not max logit.

``check_logit_scale`` refuses a temperature below ``min_temperature(M) = 4 M / DBL_MAX``
with ``M`` the largest *magnitude* of the model's logits (its docstring and that of
``_max_abs_logit``: "the largest ``|logit|``"). A table whose logits are all <= 0 has
``max logit = 0`` but ``max |logit| = 1e300``: ``-1e300 / T`` overflows float64 for
``T < 1e300 / DBL_MAX ~ 5.6e-9`` just as ``+1e300 / T`` does.
"""

import numpy as np
import pytest

from exact.analysis import check_logit_scale, min_temperature
from toolkit.exceptions import InvalidInputError
from toolkit.models.exchangeable import ExchangeableTable


def _table(sign: float) -> ExchangeableTable:
    # q = 2, n = 2: one row per count vector of the other site, (1, 0) and (0, 1)
    return ExchangeableTable(np.array([[0.0, sign * 1e300], [sign * 1e300, 0.0]]))


@pytest.mark.parametrize("sign", [1.0, -1.0])
def test_exchangeable_negative_logits_count_by_magnitude(sign):
    model = _table(sign)
    lo = min_temperature(1e300)  # 4e300 / DBL_MAX by hand: about 2.2e-8
    assert lo == pytest.approx(4e300 / np.finfo(float).max)
    with pytest.raises(InvalidInputError, match=r"--temperature.*1e-09.*largest \|logit\| 1e\+300"):
        check_logit_scale(model, 1e-9)
    check_logit_scale(model, 1.0)  # far above the floor: accepted
