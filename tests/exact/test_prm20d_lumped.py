"""prm20d (issue 30): the count chain's law from logarithms (banded GTH in logs, low
temperature) carries exact.stationary's error estimate rho_max + 8 max(N, terms) u +
u max |log nu|, with terms = q (q - 1) + 1 moves per row of the count chain (each of the q
tokens to each of the q - 1 others, and the stay). With q = 3 and n = 2 there are N = 6
count vectors and 7 terms, so the count of terms decides (it equals q + 1 only for q = 2).
And a lumped gap's interval is gap +- gap_error clipped to [0, 1] (_gap_summary's docstring)."""
import numpy as np

from exact.lumped import _gap_summary, count_stationary_law
from toolkit.models.exchangeable import ExchangeableTable

U = 2.0**-53


def test_log_law_error_estimate_counts_q_times_q_minus_1_plus_1_terms():
    table = np.array([[0.0, 1.0, -0.5], [0.3, 0.0, 1.2], [-1.0, 0.4, 0.0]])   # q = 3, n = 2: incompatible
    law = count_stationary_law(ExchangeableTable(table), temperature=0.002)
    assert law.method == "banded gth (log)"
    N, terms = 6, 3 * 2 + 1
    expected = law.max_relative_residual + 8 * max(N, terms) * U + U * float(np.max(np.abs(law.log_pi)))
    assert abs(law.relative_error - expected) <= 1e-12 * expected


def test_gap_interval_clipped_at_one():
    s = _gap_summary(0.9, 0.3, 0.1, 0.1, q=2, n=2, sector=None, kind="full", reversible=True,
                     n_sectors=1, method="hand", rule="hand")
    assert s.gap_upper == 1.0 and s.log_gap_upper == 0.0
    assert abs(s.gap_lower - 0.6) < 1e-15
