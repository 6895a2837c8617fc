"""prm19a second promise sweep (issue 30): ``glauber sample``'s helpers
(:mod:`toolkit.app.commands.sample`).

Contracts (docstrings): :func:`text_outside_v_warnings` names the tokens outside V, the
first 6 of them, and adds "... (N in all)" only when some are not shown (N > 6);
:func:`sampling_cost`: "a step of the chains is one call of --chains rows ...; each recorded
step of the log pseudo-likelihood one call of --chains x n rows", at the pilot's cost per
call and per row. With 1 s per call and 0 s per row, the chains' seconds are the number of
calls: steps (100) + recorded steps (steps - burn_in + 1 = 100 - 50 + 1 = 51) = 151; the
coupling's at most max(4 * steps, 1000) = 1000 calls.
"""

import argparse
from types import SimpleNamespace

from toolkit.app.commands import sample  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands.sample import sampling_cost, text_outside_v_warnings
from toolkit.models import potts


def _model(k):
    out = [(i, f"w{i}") for i in range(k)]
    return SimpleNamespace(vocab_size=8, text_outside_v=lambda: out)


def test_six_outside_tokens_are_all_shown_without_an_ellipsis():
    (w,) = text_outside_v_warnings(_model(6), "from --tokens")
    assert "'w5' at free site 5" in w["message"] and "in all" not in w["message"] and "..." not in w["message"]
    (w,) = text_outside_v_warnings(_model(7), "from --tokens")
    assert "'w6'" not in w["message"] and ", ... (7 in all)" in w["message"]


def test_sampling_cost_counts_one_call_per_recorded_step(monkeypatch):
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (1.0, 0.0))
    args = argparse.Namespace(steps=100, burn_in=None, chains=4, seed=0, rejection_free=False,
                              coupling_steps=None, pairs=8, replicates=64)
    chains_s, coupled_s, _ = sampling_cost(potts(2, 3, 1.0), args, lpl=True)
    assert chains_s == 151 and coupled_s == 1000
    chains_s, _, _ = sampling_cost(potts(2, 3, 1.0), args, lpl=False)
    assert chains_s == 100
