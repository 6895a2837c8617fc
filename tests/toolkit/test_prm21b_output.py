"""prm21b (fourth sweep, loose assertions): :mod:`toolkit.app.output` at its boundaries: a
shortened string is exactly ``width`` characters (``width - 3`` kept, then ``...``), and
:func:`~toolkit.app.output.arguments` leaves out every private (``_``) entry."""

import argparse

from toolkit.app import output


def test_short_keeps_width_minus_three_then_dots():
    s = "".join(chr(ord("a") + k % 26) for k in range(150))
    assert output._short(s[:100]) == s[:100]  # at the width: unchanged
    assert output._short(s[:101]) == s[:97] + "..."  # one over: exactly `width` characters
    assert output._short(s, 60) == s[:57] + "..."
    assert len(output._short(s, 60)) == 60


def test_arguments_leave_out_single_underscore_entries():
    args = argparse.Namespace(command="sample", _model_info={"name": "potts", "params": {}},
                              _command_path="glauber sample", seed=3, model="potts")
    assert output.arguments(args) == {"model": "potts", "seed": 3}
