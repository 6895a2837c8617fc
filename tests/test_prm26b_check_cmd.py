"""prm26b (issue 30): glauber check hands --max-states and --logit-rtol on.

``benchmarks/default_only_args.py --sites`` found ``site_logits(max_states=)`` and
``check_claims(logit_rtol=)`` in ``toolkit.app.commands.check`` reached by tests only at the
callees' defaults (2e7, None). Both are documented options: ``--max-states`` the enumeration
guard, ``--logit-rtol`` the relative accuracy of each logit for the rectangle certificate. A spy
at each call site (monkeypatched where the command looks the callee up) records what it
received and calls the callee.
"""

from tests.spies import keyword_spy
from toolkit.app.cli import main
from toolkit.app.commands import check as cmd


def _spy(monkeypatch, name):
    return keyword_spy(monkeypatch, cmd, name)


def test_max_states_and_logit_rtol_reach_their_callees(monkeypatch, capsys):
    logits, claims = _spy(monkeypatch, "site_logits"), _spy(monkeypatch, "check_claims")
    assert main(["check", "--model", "potts", "--q", "2", "--n", "3", "--max-states", "1000",
                 "--logit-rtol", "0.001", "--json", "--quiet"]) == 0
    capsys.readouterr()
    assert [c["max_states"] for c in logits] == [1000.0]
    assert [c["logit_rtol"] for c in claims] == [0.001]
