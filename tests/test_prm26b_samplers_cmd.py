"""prm26b (issue 30): glauber samplers hands --max-states, --max-partial and each remasking
sampler's order on at every call site.

``benchmarks/default_only_args.py --sites`` found these keywords of the calls in
``toolkit.app.commands.samplers`` reached by tests only at the callee's default:
``compare_samplers(max_states=)``, and, on the ``--sampled`` path, ``partial_conditionals
(max_partial=)``, ``sample_remasking(order=)``, ``remasking_kernel(order=)`` and
``unmasking_law(order=)``. The guards are documented options (``--max-states``,
``--max-partial``); the order is the sampler's own (``remask:r:ORDER``, ``parse_sampler``): the
draws, the exact kernel and the unmasking start of a ``remask:2:l2r`` sampler are those of
left-to-right unmasking, not of the default random order. A spy at each call site (monkeypatched
where the command looks the callee up) records what it received and calls the callee.
"""

import json

from tests.spies import keyword_spy
from toolkit.app.cli import main
from toolkit.app.commands import samplers as cmd


def _spy(monkeypatch, name):
    return keyword_spy(monkeypatch, cmd, name)


def test_guards_and_remasking_order_reach_their_callees(monkeypatch, capsys):
    spies = {name: _spy(monkeypatch, name) for name in
             ("compare_samplers", "partial_conditionals", "sample_remasking", "remasking_kernel", "unmasking_law")}
    # q = 2, n = 3: 8 states, 27 partial states; both guards off their defaults (2e7, 5e5) and above the sizes
    assert main(["samplers", "--model", "random-joint", "--n", "3", "--samplers", "remask:2:l2r",
                 "--max-states", "1000", "--max-partial", "2000", "--sampled", "20", "--rounds", "1",
                 "--json", "--quiet"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["sampler"] for r in out["sampled"]] == ["remask:2:left-to-right:2"]
    assert [c["max_states"] for c in spies["compare_samplers"]] == [1000.0]
    assert [c["max_partial"] for c in spies["partial_conditionals"]] == [2000.0]
    assert [c["order"] for c in spies["sample_remasking"]] == ["left-to-right"]
    assert [c["order"] for c in spies["remasking_kernel"]] == ["left-to-right"]
    assert [c["order"] for c in spies["unmasking_law"]] == ["left-to-right"]
