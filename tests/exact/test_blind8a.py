"""Eighth blind audit, part a (benchmarks/blind_audit_8a.py): a test for exact/logits.py that
kills the first run's survivor ``audit8a.logits.min_log_conditional_unchecked_T``."""

import pytest

from exact.logits import site_logits
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


def test_min_log_conditional_refuses_a_string_temperature():
    # toolkit._validation.check_temperature refuses a string ("1" is not a number here); the
    # error names the argument
    L = site_logits(potts(2, 3, 0.5))
    with pytest.raises(InvalidInputError, match="temperature"):
        L.min_log_conditional("1")
