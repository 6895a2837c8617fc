"""prm28d (issue 30, eleventh sweep): :func:`toolkit.app.sweep.tasks.make_grid` names an
unknown model parameter; with two unknown names the message names the first in sorted
order (the code sorts them, so the message does not depend on dict order). The other tests
pass one unknown name, where the first and the last are the same."""

import pytest

from toolkit.app.sweep.tasks import make_grid
from toolkit.exceptions import InvalidInputError


def test_of_two_unknown_parameters_the_first_in_sorted_order_is_named():
    with pytest.raises(InvalidInputError) as info:
        make_grid("curie-weiss", n=[4], temperature=[1.0], params={"zeta": 1, "alpha": 2})
    msg = str(info.value)
    assert msg.startswith("`alpha` is not a parameter of model 'curie-weiss'"), msg
    assert "zeta" not in msg
