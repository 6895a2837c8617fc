"""prm26d (issue 30, ninth sweep): ``glauber sample --compare-exact`` hands ``--max-states`` on to
:func:`toolkit.app.compare.exact_values` (:mod:`toolkit.app.commands.sample`).

The option's contract: ``--max-states`` bounds every enumeration the command makes. The command
first checks the space against it (a space above it skips the comparison), so a value that lets the
comparison run never makes ``exact_values`` refuse; what the call site hands on is observable only
at the callee: a stand-in that wraps the real ``exact_values`` where the command looks it up
records the bound it was given (8 here, far below the library default 2e7).
"""

import json

import toolkit.app.commands.sample as sample_cmd  # the module under test (automut's targeted set)
from toolkit.cli import main

SMALL = ["--chains", "2", "--steps", "8", "--pairs", "1", "--replicates", "2", "--compare-exact", "--json"]


def test_compare_exact_enumerates_under_the_given_max_states(monkeypatch, capsys):
    seen = []
    real = sample_cmd.exact_values

    def spy(model, summary, **kw):
        seen.append(kw.get("max_states"))
        return real(model, summary, **kw)

    monkeypatch.setattr(sample_cmd, "exact_values", spy)
    # Potts q = 2 on n = 3 sites: 2**3 = 8 states, exactly the bound
    assert main(["sample", "--model", "potts", "--q", "2", "--n", "3", "--max-states", "8", *SMALL]) == 0
    rows = json.loads(capsys.readouterr().out)["rows"]
    assert seen == [8]
    assert any(r["exact"] is not None for r in rows)
