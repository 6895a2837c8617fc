"""prm22e: toolkit.models.families' planted-margin refuses gamma = 0 (margins must be > 0) rather than
taking it for 'not given'."""
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models import families


def test_zero_gamma_refused_not_defaulted():
    with pytest.raises(InvalidInputError, match="gamma"):
        families.TOY_MODELS["planted-margin"](q=2, n=3, gamma=0.0)
    # the other side: gamma not given -> the default margin 2 (a valid model)
    assert families.TOY_MODELS["planted-margin"](q=2, n=3).length == 3
