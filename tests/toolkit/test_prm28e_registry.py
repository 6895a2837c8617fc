"""prm28e (eleventh sweep, issue 30): model_family checks the name at once (docstring: "The name
is checked here, not at the first size"), and a real MLM's name is a known one (REAL_MODELS),
like a toy family's, a ``pairwise:`` file or an ``hf:`` path: every one of the four accepts."""
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.registry import REAL_MODELS, model_family


@pytest.mark.parametrize("name", REAL_MODELS + ("potts", "pairwise:some.npz", "hf:some/path"))
def test_known_names_accepted_without_building(name):
    build = model_family(name, q=2)          # nothing is built or loaded here
    assert build.__name__ == f"{name} q=2"


def test_unknown_name_refused_at_once():
    with pytest.raises(InvalidInputError, match="unknown model name 'nope'"):
        model_family("nope")
