"""prm24c seventh sweep (issue 30): ``toolkit.bounds.coupling_pilot``'s ``n_pairs``,
``temperature`` and ``order``, which the tests only passed at their defaults
(benchmarks/results/default-only-args-2026-12-06.md). The pilot's coupled steps are replaced by a
spy that records what they receive (the documented effect: every coupling runs at ``temperature``,
the ``"ot"`` coupling in the token ``order``, from ``n_pairs`` start pairs x ``n_replicates``)."""

from __future__ import annotations

import pytest

from toolkit import bounds
from toolkit.bounds import coupling_pilot
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


@pytest.fixture
def seen(monkeypatch):
    calls = []

    def spy(model, x, y, *, temperature, coupling, order, rng):
        calls.append({"temperature": temperature, "coupling": coupling, "order": order, "chains": len(x)})

    monkeypatch.setattr(bounds, "coupled_step", spy)
    return calls


def test_temperature_reaches_every_coupled_step(seen):
    coupling_pilot(potts(3, 3, 0.5), temperature=2.5, n_steps=2, rng=0)
    assert seen and all(c["temperature"] == 2.5 for c in seen)


def test_order_reaches_the_ot_coupling(seen):
    coupling_pilot(potts(3, 3, 0.5), couplings=("ot",), order=[2, 0, 1], n_steps=1, rng=0)
    assert [c["order"].tolist() for c in seen] == [[2, 0, 1]]


def test_order_not_a_permutation_is_refused():
    with pytest.raises(InvalidInputError, match="permutation"):
        coupling_pilot(potts(3, 3, 0.5), couplings=("ot",), order=[0, 0, 1], n_steps=1, rng=0)


def test_n_pairs_sets_the_number_of_coupled_chains(seen):
    # 'random' starts: n_pairs pairs with xs[k] != ys[k] (start_pairs), each run n_replicates = 2
    # times: all 18 chains apart at the first step (the default n_pairs = 4 gives 8)
    coupling_pilot(potts(3, 3, 0.5), couplings=("crn",), starts="random", n_pairs=9, n_replicates=2, n_steps=1,
                   rng=0)
    assert seen[0]["chains"] == 9 * 2
