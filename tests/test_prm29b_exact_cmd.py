"""prm29b twelfth sweep (issue 30): ``glauber exact --start`` on a ONE-site model reads a lone
number that names a token as that token (``start_state``: a number is a state index from
``n = 2`` on, or when it names no token; tests/test_prm22c_exact_cmd.py pins ``n = 2``). With
toy tokens ``"0".."q-1"`` the two readings coincide at ``n = 1``; here the display strings are
digits in another order (tokens ``"1", "0"``: token "1" is index 0), so they differ."""

from toolkit.app.commands.exact import start_state
from toolkit.models import potts


def test_one_site_digit_token_name_is_the_token_not_the_index():
    m = potts(2, 1, 1.0)
    m.tokens = ["1", "0"]          # display strings: token 0 shows as "1", token 1 as "0"
    assert start_state(m, "1") == (0, "1")
    assert start_state(m, "0") == (1, "0")
    # at two sites the same number is a state index (index 1 = (0, 1), shown "1 0")
    m2 = potts(2, 2, 1.0)
    m2.tokens = ["1", "0"]
    assert start_state(m2, "1") == (1, "1 0")
