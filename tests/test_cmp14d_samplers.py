"""cmp14d: ``glauber samplers --sampled`` explains the remasking columns whenever a remasking row is shown.

The text table has a ``rounds`` and a ``TV to stationary`` column that only remasking rows fill
(``-`` for an unmasking sampler); the note under it says what they mean ("remasking: the exact
TV is the chain's stationary law's ..."). It belongs to every table with at least one remasking
row, a table mixing unmasking and remasking samplers included, and to no table without one.
"""

from toolkit.app.cli import main

NOTE = "remasking: the exact TV is the chain's stationary law's"
BASE = ["samplers", "--model", "asymmetric-pairwise", "--n", "3", "--steps", "1", "--sampled", "50", "--rounds", "1"]


def test_mixed_table_has_the_remasking_note(capsys):
    assert main([*BASE, "--samplers", "random,remask:1"]) == 0
    out = capsys.readouterr().out
    assert "TV to stationary" in out and NOTE in out


def test_unmasking_only_table_has_no_note(capsys):
    assert main([*BASE, "--samplers", "random"]) == 0
    out = capsys.readouterr().out
    assert "TV to stationary" in out and NOTE not in out
