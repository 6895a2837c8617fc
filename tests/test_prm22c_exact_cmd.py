"""prm22c fifth sweep (issue 30): ``glauber exact --start`` reads a lone number as a state index
whenever the chain has more than one site.

Contract (:func:`toolkit.app.commands.exact.start_state`): ``spec`` is "an index, the ``n`` tokens
... or ``text``". A single number can be the ``n`` tokens only when ``n = 1`` (then a token index
and a state index coincide); from ``n = 2`` on it is a state index. The tested texts were at
``n = 1`` and ``n >= 3``; here ``n = 2`` (mixed radix, site 0 most significant: index 1 is
``(0, 1)``, index 2 is ``(1, 0)``)."""

from toolkit.app.commands.exact import start_state
from toolkit.models import potts


def test_a_number_that_is_also_a_token_is_an_index_at_two_sites():
    m = potts(2, 2, 1.0)  # tokens "0", "1"
    assert start_state(m, "1") == (1, "0 1")
    assert start_state(m, "0") == (0, "0 0")
    assert start_state(m, "2") == (2, "1 0")  # not a token: an index at any n
    assert start_state(m, "1 0") == (2, "1 0")  # two tokens


def test_one_site_reads_the_token():
    m = potts(3, 1, 1.0)
    assert start_state(m, "2") == (2, "2")
