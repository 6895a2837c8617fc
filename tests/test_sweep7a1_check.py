"""Automatic mutation sweep 7, group a1 (issue 30): ``glauber check``'s soft defaults q = 3, n = 6
(toolkit.app.commands.check; they apply where the family takes the parameter and the user gave
none: curie-weiss's own default n is 8, independent's q, n are 2, 4) and its state-space guard
(an exact command: ``q**n`` is held against ``--max-states`` from q and n, before any array of
the family is built, so a huge toy model is refused by its state count, not by memory)."""

from __future__ import annotations

import pytest

import toolkit.app.commands.check as check
from toolkit.app.cli import main


@pytest.fixture
def seen(monkeypatch):
    got = {}
    real = check.check_claims

    def spy(L, **kw):
        got.update(q=L.q, n=L.n)
        return real(L, **kw)

    monkeypatch.setattr(check, "check_claims", spy)
    return got


@pytest.mark.parametrize(("argv", "q", "n"), [
    (["--model", "curie-weiss"], 2, 6),             # family default n = 8; the command's 6 wins
    (["--model", "curie-weiss", "--n", "4"], 2, 4),  # the user's n wins over both
    (["--model", "independent"], 3, 6),             # family defaults q = 2, n = 4
    (["--model", "independent", "--q", "2"], 2, 6),
])
def test_check_soft_defaults(seen, capsys, argv, q, n):
    main(["check", *argv, "--quiet"])
    capsys.readouterr()
    assert (seen["q"], seen["n"]) == (q, n)


@pytest.mark.parametrize(("argv", "states"), [
    (["--q", "50", "--n", "1000"], "50**1000"),                      # potts: J would need ~18.6 GiB
    (["--model", "random-table", "--q", "2", "--n", "30"], "2**30"),  # a table of 2**29 rows
    (["--q", "3", "--n", "9", "--max-states", "1000"], "3**9 = 19683"),
])
def test_state_space_refused_by_its_count_before_building(capsys, argv, states):
    assert main(["check", *argv, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"state space has {states}" in err and "max_states" in err
    assert "memory limit" not in err


def test_json_seconds_is_the_wall_time(capsys):
    import json
    import time

    t0 = time.perf_counter()
    assert main(["check", "--q", "2", "--n", "3", "--json", "--quiet"]) == 0
    wall = time.perf_counter() - t0
    d = json.loads(capsys.readouterr().out)
    assert 0.0 <= d["timings"]["seconds"] <= wall
