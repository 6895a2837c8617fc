"""gap15a: exact.transfer.transfer_scan's argument checks, which its targeted tests never
ran (targeted-coverage-2026-12-05): each refusal names the argument."""

from __future__ import annotations

import pytest

from exact.transfer import transfer_scan
from toolkit.exceptions import InvalidInputError
from toolkit.models import make_model


def _family(n):
    return make_model("potts", graph="cycle", q=2, n=n)


def test_empty_n_values_are_refused_by_name():
    with pytest.raises(InvalidInputError, match=r"^`n_values` is empty$"):
        transfer_scan(_family, temperatures=[1.0], n_values=[])


def test_a_family_that_is_not_callable_is_refused_by_name():
    with pytest.raises(InvalidInputError, match=r"`family` must be a callable n -> chain or model; got Pairwise"):
        transfer_scan(_family(4), temperatures=[1.0], n_values=[4])
