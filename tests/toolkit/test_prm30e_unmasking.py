"""prm30e: tv_interval's out-of-range error gives the range of the codes (issue 30,
thirteenth sweep: a message that names the first given instead of the offending one)."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.unmasking import tv_interval


def test_out_of_range_codes_message_gives_min_and_max():
    # k = 3: codes in 0..2; the offending 7 sits inside the array, 0 too
    with pytest.raises(InvalidInputError, match=r"got 0\.\.7"):
        tv_interval(np.array([1, 7, 0, 2, 1]), [0.5, 0.25, 0.25])
