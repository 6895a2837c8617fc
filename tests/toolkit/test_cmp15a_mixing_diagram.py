"""cmp15a: two boundaries of ``toolkit.app.mixing_diagram.exact_timescales``.

1. The lumped gap of 0 (below float64's range) gives the lower bound ``t_rel >= 1 / gap_error``
   only for ``0 < gap_error < inf`` (the branch's comment: "it is at most its error ... so
   t_rel >= 1 / error"). An error of 0 says nothing to divide by and an error of ``inf``
   bounds nothing (``1 / inf = 0``: a vacuous ``t_rel >= 0``); both ends are open, and each is
   reported as the note "the gap is 0 with error ...", not as a division error nor as a bound.
   The lumped solver is replaced by one returning such a result (the contract of the branch,
   whatever solver reaches it).
2. A model is enumerated when it has "at most ``MAX_ENUMERATE`` states (and
   ``MAX_KERNEL_ENTRIES`` kernel entries)" (module docstring): the kernel of ``q`` tokens on
   ``n`` sites has ``q^n (n (q - 1) + 1)`` entries (each state, itself and its ``n (q - 1)``
   single-site moves), ``2^3 (3 + 1) = 32`` for ``q = 2, n = 3``; with the limit set to 32 the
   model is enumerated, with 31 it is not (no exact method).
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

import exact.lumped
from toolkit.app import mixing_diagram as md
from toolkit.models import random_table
from toolkit.models.exchangeable import CurieWeiss


@pytest.mark.parametrize("err", [0.0, math.inf])
def test_gap_zero_with_an_error_of_zero_or_inf_is_a_note(monkeypatch, err):
    fake = SimpleNamespace(spectral_gap=0.0, gap_error=err, relaxation_time=math.inf, sector_kind="full",
                           method="fake")
    monkeypatch.setattr(exact.lumped, "lumped_spectral_gap", lambda *a, **k: fake)
    ts, method, notes = md.exact_timescales(CurieWeiss(6, 1.0), 1.0, t_mix=False)
    assert method == "exact (lumped)"
    assert [t for t in ts if t.quantity == "t_rel" and t.method.startswith("lumped")] == []
    assert notes == (f"lumped gap not computed: the gap is 0 with error {err!r}",)


def test_kernel_entries_exactly_at_the_limit_are_enumerated(monkeypatch):
    model = random_table(2, 3, 0.3, rng=1)
    assert 2**3 * (3 * (2 - 1) + 1) == 32
    monkeypatch.setattr(md, "MAX_KERNEL_ENTRIES", 32)
    ts, how, _ = md.exact_timescales(model, 1.0, t_mix=False)
    assert how == "exact (enumeration)" and [t.quantity for t in ts] == ["t_rel"]
    monkeypatch.setattr(md, "MAX_KERNEL_ENTRIES", 31)
    assert md.exact_timescales(model, 1.0, t_mix=False)[:2] == ((), "")
