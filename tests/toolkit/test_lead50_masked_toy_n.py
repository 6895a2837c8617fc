"""A masked toy family's ``n`` (issue 30 follow-up, lead50): given ``free_positions`` decide the
number of free sites (``n`` may be left out, as for a real MLM's template); ``n`` given must match
them; with neither, the family's window is :data:`toolkit.models.masked_toy.DEFAULT_N` sites.
Before, ``n`` defaulted to 8 and ``glauber sweep --model masked-independent --text ACDEF --free all``
failed with "`--n`=8 does not match the 5 `--free`" though no ``--n`` was given."""

import pytest

from toolkit.app.commands import sweep as sweep_cmd
from toolkit.exceptions import InvalidInputError
from toolkit.models import masked_toy


@pytest.mark.parametrize("family", [masked_toy.masked_independent, masked_toy.masked_chain,
                                    masked_toy.masked_mean_field_potts])
def test_free_positions_decide_n_when_n_is_left_out(family):
    assert family(q=20, text="ACDEF", free_positions="all").length == 5  # every one of 5 tokens
    assert family(q=20, text="ACDEF", free_positions=[0, 3]).length == 2
    with pytest.raises(InvalidInputError, match="`n`=3 does not match the 5 `free_positions`"):
        family(q=20, n=3, text="ACDEF", free_positions="all")


def test_without_free_positions_the_window_is_default_n_centred():
    m = masked_toy.masked_curie_weiss(length=12)
    assert masked_toy.DEFAULT_N == 8 and m.length == 8
    assert m.free_positions.tolist() == list(range(2, 10))  # round((12 - 8) / 2) = 2


def test_sweep_counts_the_text_of_a_masked_toy_without_n():
    class Args:
        n = None
        model = "masked-independent"

    assert sweep_cmd._sizes(Args(), {"text": "ACDEF", "free_positions": "all"}) == [5]
