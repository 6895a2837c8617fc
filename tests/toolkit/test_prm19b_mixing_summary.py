"""prm19b promise sweep: toolkit.app.mixing_summary (the real-MLM record's table and commands)."""

from __future__ import annotations

import types

from toolkit.app.mixing_summary import _quote_real, real_table


def _model(**extra):
    return {"model": "m", "n_values": [4, 8, 16], "verdicts": [{"temperature": 1.0, "verdict": "polynomial",
                                                                "n_values": [4, 8, 16]}],
            "counts": {"exact": 1, "estimate": 2, "bounds only": 0, "vacuous bounds": 0},
            "change_lines": ["T* on n = 4..16: first window", "T* on n = 8..32: largest window"], **extra}


def test_real_table_quotes_the_largest_window():
    # real_table: "T*(n), largest window" (the change lines run from the smallest window to the largest)
    rows, heads = real_table({"models": [_model()]})
    assert heads[3] == "T*(n), largest window"
    assert rows[0][3] == "T* on n = 8..32: largest window"
    assert rows[0][4] == "1 / 2 / 0"


def test_quote_real_falls_back_to_the_records_command():
    # a model without its own command was run by the record's command
    sec = types.SimpleNamespace(text=[], claims=[], key="phase")
    _quote_real(sec, "phase", {"command": "python benchmarks/mixing_real.py --cpu", "models": [_model()]},
                "head (", "):", "")
    assert "`python benchmarks/mixing_real.py --cpu`" in sec.text[0]
    sec = types.SimpleNamespace(text=[], claims=[], key="phase")
    _quote_real(sec, "phase", {"command": "rec", "models": [_model(command="own"), _model()]}, "(", ")", "")
    assert "`own`" in sec.text[0] and "`rec`" in sec.text[0]
