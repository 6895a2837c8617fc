"""prm25b (eighth sweep, issue 30): values handed on at one call site of a command but not at
another.

- ``glauber check``: ``--max-states`` reaches the enumeration (``site_logits``) as well as
  ``check_claims``;
- ``glauber samplers --sampled``: each row's exact TV is its own sampler's (``tv_pi[a]``);
- ``glauber window``: ``--eps`` is refused before the model is built (as ``--temperature``).
"""

from __future__ import annotations

import json

import toolkit.app.commands.check as check_cmd
import toolkit.app.commands.samplers  # noqa: F401  (targets the module: automut's import rule)
import toolkit.app.commands.window as window_cmd
from toolkit.app.cli import main


def test_check_hands_max_states_to_the_enumeration(monkeypatch, capsys):
    seen = []
    real = check_cmd.site_logits

    def spy(model, **kw):
        seen.append(kw.get("max_states"))
        return real(model, **kw)

    monkeypatch.setattr(check_cmd, "site_logits", spy)
    main(["check", "--model", "potts", "--q", "2", "--n", "3", "--max-states", "5000", "--json"])
    capsys.readouterr()
    assert seen == [5000.0]


def test_samplers_rows_read_their_own_exact_tv(capsys):
    assert main(["samplers", "--q", "2", "--n", "3", "--sampled", "20", "--json", "--quiet"]) == 0
    d = json.loads(capsys.readouterr().out)
    rows = d["sampled"]
    assert len(rows) == len(d["tv_pi"]) >= 3
    assert len({round(t, 12) for t in d["tv_pi"]}) >= 3      # the samplers' exact TVs differ
    for a, row in enumerate(rows):
        assert row["exact_tv"] == d["tv_pi"][a], row["sampler"]


def test_window_refuses_eps_before_building_the_model(monkeypatch, capsys):
    def no_build(*a, **k):
        raise AssertionError("the model was built before --eps was checked")

    monkeypatch.setattr(window_cmd, "build_model", no_build)
    rc = main(["window", "--eps", "1.5", "--steps", "8", "--chains", "2"])
    err = capsys.readouterr().err
    assert rc == 2 and "eps" in err
