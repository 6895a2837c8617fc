"""harden9e: short_list at exactly ``head`` values (issue 30, the model layer's audit)."""

from toolkit.models._params import short_list


def test_exactly_head_values_hide_nothing():
    # "the first head, then how many in all": with exactly head values nothing is left out,
    # so no "..." count follows
    assert short_list(range(6)) == "0, 1, 2, 3, 4, 5"
    assert short_list(range(7)) == "0, 1, 2, 3, 4, 5, ... (7 in all)"
    assert short_list([1, 2], head=2) == "1, 2"
