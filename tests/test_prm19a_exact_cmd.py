"""prm19a second promise sweep (issue 30): ``glauber exact --start`` (:mod:`toolkit.app.commands.exact`).

Contracts: ``--start`` "also report[s] d_mu(t) and t_mix from this start" (its help), in the
text output too, not only in the JSON; :func:`start_state` returns ``(index, label)`` where the
label is the state's tokens as display strings (``model_tokens``), the same words the user may
type. A Potts model with named tokens ("up", "down") separates the display strings from the
indices, which coincide for a plain toy ("0", "1"). Index of ``(1, 0, 1)`` for q = 2: 1*4 + 0*2
+ 1 = 5 (the doctest's state, in base q with site 0 first).
"""

from toolkit.app.cli import main
from toolkit.app.commands import exact  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands.exact import start_state
from toolkit.models import potts


def test_the_text_output_reports_the_start(capsys):
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "2", "--start", "1 0"]) == 0
    out = capsys.readouterr().out
    assert "from 1 0: t_mix(0.25) = " in out, out[-300:]


def test_the_label_uses_the_display_strings():
    m = potts(2, 3, 1.0)
    m.tokens = ("up", "down")
    assert start_state(m, "down up down") == (5, "down up down")
    assert start_state(m, "5") == (5, "down up down")
    assert start_state(m, "1,0,1") == (5, "down up down")  # indices typed: the label still gives the words
