"""prm30c: the diagnostics refuse a non-finite draw in any chain, not only the first (issue 30,
thirteenth sweep: one inner item offending)."""

import numpy as np
import pytest

from toolkit.diagnostics import integrated_autocorrelation_time, rhat
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("fn", [integrated_autocorrelation_time, rhat])
def test_nan_in_an_inner_chain_is_refused(fn):
    x = np.random.default_rng(0).normal(size=(3, 40))
    x[1, 7] = np.nan
    with pytest.raises(InvalidInputError, match="finite"):
        fn(x)
