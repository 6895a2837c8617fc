"""prm30b (thirteenth sweep, one inner item offending): SCEPTR's token list is checked token by
token against the 20 amino acids it predicts.

``_parse_tokens``'s refusal: "`tokens` must be residues among the model's 20 amino acids ...
these are not: [...]" names every token outside ACDEFGHIKLMNPQRSTVWY (B, J, O, U, X, Z are
not amino acids of the 20). Each case has exactly one offender, first, inner or last."""

from __future__ import annotations

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.sceptr import _parse_tokens


@pytest.mark.parametrize("tokens, bad", [("B, A, C", "B"), ("A, X, C", "X"), ("A C D Z", "Z"),
                                         (["A", "C", "J", "D", "E"], "J"), ("ACODE", "O")])
def test_one_token_outside_the_20_amino_acids_is_named(tokens, bad):
    with pytest.raises(InvalidInputError, match=rf"these are not: \['{bad}'\]"):
        _parse_tokens(tokens)


def test_twenty_residues_pass():
    assert _parse_tokens("ACDEFGHIKLMNPQRSTVWY") == list("ACDEFGHIKLMNPQRSTVWY")
