"""prm27c (issue 30): make_grid's refusal of unknown estimator options names the first of
them in sorted order (toolkit.app.sweep.tasks: ``unknown = sorted(...)``, ``unknown[0]``)."""
import pytest

from toolkit.app.sweep.tasks import make_grid
from toolkit.exceptions import InvalidInputError


def test_unknown_options_name_the_first_in_sorted_order():
    with pytest.raises(InvalidInputError, match="unknown estimator option `aaa_bad` for exact"):
        make_grid("curie-weiss", n=2, temperature=1.0, options={"zzz_bad": 1, "aaa_bad": 2, "mmm_bad": 3})
