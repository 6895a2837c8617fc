"""harden10a: toolkit.models.toy.Pairwise's too-large-logits error names the offending site
(issue 30)."""

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.toy import MAX_LOGIT, Pairwise


def test_too_large_logits_name_the_first_site_beyond_the_limit():
    # n = 3, q = 2, J = 0: site i's logit terms add up to max_a |h[i, a]|. Only site 1 has
    # h = 1e305 > MAX_LOGIT = 1e300 (sites 0 and 2: 0), so the error names site 1 and 1e+305
    h = np.zeros((3, 2))
    h[1, 0] = 1e305
    assert 1e305 > MAX_LOGIT
    with pytest.raises(InvalidInputError, match=r"site 1's logits add up to 1e\+305 in magnitude"):
        Pairwise(h, np.zeros((3, 3, 2, 2)))
