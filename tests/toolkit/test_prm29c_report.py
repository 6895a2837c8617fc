"""prm29c: verify(sections=...) checks EVERY section named, not only the last one (issue 30,
class B: one inner item offending): an unknown first section with a known last one is an
InvalidInputError naming it, raised before any section runs."""

import pytest

from toolkit.app.report import SECTION_ORDER, verify
from toolkit.exceptions import InvalidInputError


def test_unknown_first_section_refused(tmp_path):
    with pytest.raises(InvalidInputError, match=r"got \['nosuch'\]"):
        verify(str(tmp_path / "r"), sections=("nosuch", SECTION_ORDER[0]), real=False, progress=None)
