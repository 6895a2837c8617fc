"""ign17c (issue 30): ``toolkit.app.commands.phase._check_sizes(where=...)`` names where the
size limit comes from in its error (the real-model route passes "(windows of the N sites of
MODEL's template)"): the text is put right after the allowed range."""

import re

import pytest

from toolkit.app.commands import phase
from toolkit.exceptions import InvalidInputError


def test_check_sizes_error_carries_where():
    where = " (windows of the 5 sites of tiny-en's template)"
    msg = "`--n` sizes must be integers 1..5" + where + "; got 9"
    with pytest.raises(InvalidInputError, match=re.escape(msg)):
        phase._check_sizes([2, 9], most=5, where=where)
