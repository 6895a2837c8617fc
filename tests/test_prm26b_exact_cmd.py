"""prm26b (issue 30): glauber exact hands --max-states on at each of its four call sites.

``benchmarks/default_only_args.py --sites`` found ``max_states=`` of the calls in
``toolkit.app.commands.exact`` to ``exact_method``, ``site_logits``, ``ExactChain`` (with
``--start``) and ``analyze`` reached by tests only at the callees' default (2e7). ``--max-states``
is the documented enumeration guard of the command ("most states of an exact chain"); each call
must get it as given, not the library default. A spy at each call site (monkeypatched where the
command looks the callee up) records what it received and calls the callee.
"""

from tests.spies import keyword_spy
from toolkit.app.cli import main
from toolkit.app.commands import exact as cmd


def _spy(monkeypatch, name):
    return keyword_spy(monkeypatch, cmd, name)


def test_max_states_reaches_method_logits_and_analyze(monkeypatch, capsys):
    spies = {name: _spy(monkeypatch, name) for name in ("exact_method", "site_logits", "analyze")}
    # potts q = 2, n = 3: 8 states, under the guard 1000 (the default is 2e7)
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "3", "--method", "enumerate",
                 "--max-states", "1000", "--json", "--quiet"]) == 0
    capsys.readouterr()
    for name, calls in spies.items():
        assert [c["max_states"] for c in calls] == [1000.0], name


def test_max_states_reaches_the_chain_from_a_start(monkeypatch, capsys):
    spies = {name: _spy(monkeypatch, name) for name in ("ExactChain",)}
    assert main(["exact", "--model", "potts", "--q", "2", "--n", "3", "--method", "enumerate",
                 "--start", "0,0,0", "--max-states", "1000", "--json", "--quiet"]) == 0
    capsys.readouterr()
    assert [c["max_states"] for c in spies["ExactChain"]] == [1000.0]
