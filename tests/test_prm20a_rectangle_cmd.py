"""prm20a third promise sweep (issue 30): ``glauber rectangle`` (toolkit.app.commands.rectangle).

Contracts: ``--seed`` is the seed of the sampler (the shared option), here of ``--pairs
random``'s choice of site pairs: it reaches :func:`toolkit.incompat.rectangle_test` as its
``rng`` (every earlier test ran at the default seed 0, or twice at one seed). A witness's
excerpt shows ``width`` tokens on each side of each of its two sites, in two pieces joined by
a space when the sites are more than ``2 width + 1`` apart.
"""

from types import SimpleNamespace

import numpy as np
import pytest

import toolkit.app.commands.rectangle as rect
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


class _Model:
    length, vocab_size = 6, 10
    tokens = [f"t{a}" for a in range(10)]

    def initial_state(self):
        return np.arange(self.length) % self.vocab_size


@pytest.mark.parametrize("seed", [0, 3, 12345])
def test_seed_reaches_the_pair_draw(monkeypatch, seed):
    seen = {}

    def stop(model, x, **kw):
        seen.update(kw)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(rect, "build_model", lambda args, **kw: _Model())
    monkeypatch.setattr(rect, "check_rectangle_memory", lambda model, **kw: None)
    monkeypatch.setattr(rect, "rectangle_test", stop)
    assert main(["rectangle", "--quiet", "--pairs", "random", "--n-pairs", "3", "--seed", str(seed)]) == 2
    assert (seen["pairs"], seen["n_pairs"], seen["rng"]) == ("random", 3, seed)


def test_far_witness_excerpt_has_width_tokens_after_each_site():
    model = SimpleNamespace(tokens=[f"t{k}" for k in range(30)] + ["A", "a", "B", "b"])
    w = SimpleNamespace(a=30, a2=31, b=32, b2=33)
    x = np.arange(30)
    # sites 2 and 20, width 4: 20 - 2 > 9, so two pieces: sites 0..6 and 16..24
    got = rect._excerpt(model, x, 2, 20, w, width=4)
    assert got == ("t0 t1 {A|a} t3 t4 t5 t6... "
                   "...t16 t17 t18 t19 {B|b} t21 t22 t23 t24...")
