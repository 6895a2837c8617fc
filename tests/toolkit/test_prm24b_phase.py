"""prm24b: arguments of :mod:`toolkit.phase` that no test passed off their defaults (seventh
sweep, ``benchmarks/default_only_args.py``).

- ``PhaseGrid.finite_size(rng)``: documented as :func:`toolkit.finite_size.fss_verdict` of
  :meth:`scaling_data`, so ``rng`` is the verdict's (its bootstrap); a spy records it.
- ``_sizes(minimum)``: sizes below ``minimum`` are refused.
"""

import pytest

from toolkit import phase as ph
from toolkit.exceptions import InvalidInputError


def test_finite_size_hands_rng_to_the_verdict(monkeypatch):
    seen = []
    monkeypatch.setattr(ph, "fss_verdict", lambda data, rng=None: seen.append((data, rng)) or "verdict")

    class _Grid:
        def scaling_data(self):
            return "data"

    assert ph.PhaseGrid.finite_size(_Grid(), rng=11) == "verdict"
    assert seen == [("data", 11)]


def test_sizes_minimum():
    assert ph._sizes([3, 1, 3]) == [1, 3]
    assert ph._sizes([3, 2], minimum=2) == [2, 3]
    with pytest.raises(InvalidInputError, match="n_values"):
        ph._sizes([1, 2], minimum=2)
