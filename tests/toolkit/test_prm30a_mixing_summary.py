"""prm30a: ``plain_words`` counts the vacuous bounds of every cell of a row (a row of the
diagram is a list of cells): one vacuous bound in the first cell of a two-cell row counts."""

from toolkit.app.mixing_summary import plain_words


def test_vacuous_bound_in_a_first_cell_is_counted():
    d = {"label": "m", "verdicts": [], "changes": [],
         "cells": [[{"timescales": [{"vacuous": True}, {"vacuous": False}]}, {"timescales": [{"vacuous": False}]}],
                   [{"timescales": [{"vacuous": False}]}, {"timescales": [{"vacuous": False}]}]]}
    out = plain_words(d)
    assert "1 bound(s) are vacuous (a lower bound of one step: it says nothing)." in out
