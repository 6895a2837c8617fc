"""prm21a fourth sweep (loose assertions, issue 30): ``glauber sample``'s up-front cost
(:func:`toolkit.app.commands.sample.sampling_cost`) by hand, at an ODD ``--steps`` above 250.

Contracts: the default ``--burn-in`` is half the steps rounded down (``n_steps // 2``, as the
sampler's own default), so ``steps - steps // 2 + 1`` steps are recorded (each one call of
``--chains`` x n rows of the log pseudo-likelihood); the coupled pairs run at most
``--coupling-steps`` steps, default ``max(4 steps, 1000)`` (the option's help). Earlier tests
used even steps, or steps below 250 (where 1000 is the cap either way). The pilot's cost per
call and per row is stubbed (1 s per call, 1 ms per row) so that the seconds are hand values.
"""

from types import SimpleNamespace

import pytest

from toolkit.app.commands import sample
from toolkit.models import potts


def _cost(monkeypatch, steps, burn_in=None):
    monkeypatch.setattr(sample, "logits_cost", lambda model, batch, rng: (1.0, 1e-3))
    args = SimpleNamespace(steps=steps, burn_in=burn_in, chains=4, rejection_free=False, coupling_steps=None,
                           pairs=1, replicates=1, seed=0)
    return sample.sampling_cost(potts(2, 3, 1.0), args, lpl=True)


def test_odd_steps_cost_by_hand(monkeypatch):
    chains_s, coupled_s, detail = _cost(monkeypatch, 601)
    # n = 3, chains 4: chain rows 601 * 4 = 2404; burn-in 601 // 2 = 300, records 601 - 300 + 1 = 302,
    # lpl rows 302 * 4 * 3 = 3624; calls 601 + 302 = 903 at 1 s, rows 6028 at 1 ms
    assert chains_s == pytest.approx(903 + 6.028, rel=1e-12)
    assert detail.startswith("6.03e+03 forward rows of the chains (the log pseudo-likelihood included)"), detail
    # coupled: 2 * 2 * 1 * 1 = 4 chains, cap max(4 * 601, 1000) = 2404 steps: 2404 * (1 + 4e-3) s, 9616 rows
    assert coupled_s == pytest.approx(2404 * 1.004, rel=1e-12)
    assert "at most 9.62e+03 of the coupled pairs" in detail, detail


def test_given_burn_in_is_used(monkeypatch):
    chains_s, _, _ = _cost(monkeypatch, 601, burn_in=101)
    # records 601 - 101 + 1 = 501: calls 601 + 501, rows 2404 + 501 * 12 = 8416
    assert chains_s == pytest.approx(1102 + 8.416, rel=1e-12)
