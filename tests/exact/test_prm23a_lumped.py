"""prm23a: ``exact.lumped`` where the tested inputs could not see a wrong choice.

- ``_q2_log_conditionals`` builds the count vector ``(n - 1 - m, m)`` (zeros, ones) of the
  other sites: swapped, a zero-field model gives the same numbers; a Curie-Weiss model with a
  field does not. Reference: the spectral gap of the enumerated 32-state kernel (numpy).
- ``lumped_mixing_time(starts="auto")`` for ``q = 2``: "``all`` for ``q = 2`` and ``n <= 40``"
  (the docstring), so ``n = 40`` itself is evolved class by class (``n = 41`` is not).
"""

import numpy as np

from exact.kernel import glauber_kernel
from exact.lumped import lumped_mixing_time, lumped_spectral_gap
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites


def test_q2_gap_with_a_field_matches_the_enumerated_kernel():
    model = CurieWeiss(5, 1.0, field=0.7)
    g = lumped_spectral_gap(model, temperature=1.0)
    K = glauber_kernel(model, temperature=1.0).dense()   # 32 states, by enumeration
    moduli = np.sort(np.abs(np.linalg.eigvals(K)))[::-1]
    assert abs(g.spectral_gap - (1.0 - moduli[1])) <= 1e-9


def test_auto_starts_at_the_documented_size_40_evolve_every_class():
    m40 = lumped_mixing_time(IdenticalSites(40, [0.0, 0.3]), temperature=1.0)
    assert m40.method == "lumped (starts=all)"
    assert m40.exact
    m41 = lumped_mixing_time(IdenticalSites(41, [0.0, 0.3]), temperature=1.0)
    assert m41.method == "lumped (starts=certified)"
