"""prm26e (issue 30, ninth sweep): the options of ``glauber scan`` reach the library call at
their call site in ``toolkit.app.commands.scan`` (benchmarks/default_only_args.py --sites:
no test handed anything but the callee's default there).

Contracts: ``--max-states`` is the enumeration guard, and ``exact.analysis.exact_method``'s
rule takes the chain of token counts of an exchangeable family when ``q**n`` is above it;
``--state`` is the index of the fixed point (state ``i`` in base ``q``, site 0 most
significant); ``--fit-points`` the lowest temperatures in the slope fit (a least-squares
line of ``ln E[tau_exit]`` on ``1/T``: through two points, their chord)."""

import json
import math

import pytest

from toolkit.app.commands import scan as scan_cmd
from toolkit.cli import main


def _json(capsys, argv):
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_nlogn_max_states_below_q_pow_n_lumps_every_size(capsys):
    # 2**3 = 8 and 2**4 = 16 states are above 6; the count chains (4 and 5 states) are not
    out = _json(capsys, ["scan", "nlogn", "--model", "curie-weiss", "--sizes", "3,4", "--max-states", "6", "--json"])
    assert [r["method"] for r in out["rows"]] == ["lumped", "lumped"]


def test_metastable_max_states_below_q_pow_n_lumps(capsys):
    # 2**5 = 32 states above 16: lumped (6 count vectors), never an enumeration of 32 states
    out = _json(capsys, ["scan", "metastable", "--model", "curie-weiss", "--n", "5", "--max-states", "16",
                         "--temperatures", "1,0.5", "--json"])
    assert out["method"] == "lumped"


@pytest.mark.parametrize("state, label", [(0, "0 0 0"), (7, "1 1 1")])
def test_metastable_state_is_the_fixed_point_scanned(capsys, state, label):
    # Curie-Weiss n = 3, q = 2: the strict argmax fixed points are 000 (index 0) and 111 (index 7)
    out = _json(capsys, ["scan", "metastable", "--model", "curie-weiss", "--n", "3", "--method", "enumerate",
                         "--temperatures", "1,0.5", "--state", str(state), "--json"])
    assert out["state"] == label


def test_metastable_fit_points_two_is_the_chord_of_the_two_lowest_temperatures(capsys):
    # six temperatures: the default fit takes the lowest half (3); --fit-points 2 the lowest two
    out = _json(capsys, ["scan", "metastable", "--model", "curie-weiss", "--n", "4", "--method", "enumerate",
                         "--temperatures", "1,0.8,0.6,0.5,0.4,0.3", "--fit-points", "2", "--json"])
    assert out["fit_points"] == 2
    rows = {r["temperature"]: r for r in out["rows"]}
    lo, hi = rows[0.3], rows[0.4]
    chord = (lo["log_exit_time"] - hi["log_exit_time"]) / (1 / 0.3 - 1 / 0.4)
    assert out["slope"] == pytest.approx(chord, rel=1e-9)
    # the three lowest points are not on one line: their least-squares slope is not the chord
    x = [1 / t for t in (0.5, 0.4, 0.3)]
    y = [rows[t]["log_exit_time"] for t in (0.5, 0.4, 0.3)]
    mx, my = sum(x) / 3, sum(y) / 3
    three = sum((a - mx) * (b - my) for a, b in zip(x, y, strict=True)) / sum((a - mx) ** 2 for a in x)
    assert not math.isclose(chord, three, rel_tol=1e-6)


def test_metastable_max_states_reaches_site_logits(capsys, monkeypatch):
    # the enumeration guard at 1000 states (above 2**3): a spy where scan looks site_logits up
    # (above exact.space.DEFAULT_MAX_STATES = 2e7 states the default would refuse what the
    # flag allows: too large to enumerate in a test)
    seen = []
    real = scan_cmd.site_logits

    def spy(model, **kw):
        seen.append(kw.get("max_states"))
        return real(model, **kw)

    monkeypatch.setattr(scan_cmd, "site_logits", spy)
    _json(capsys, ["scan", "metastable", "--model", "curie-weiss", "--n", "3", "--method", "enumerate",
                   "--max-states", "1000", "--temperatures", "1,0.5", "--json"])
    assert seen == [1000.0]
