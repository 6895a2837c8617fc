"""Guards before work on the paths a large input takes (an audit found each one running out
of memory or failing only after the work): the lumped chain's size, the exact worst start's
dense count chain, q = 2 sectors beyond their memory, and worst-start stepping of every start
of an enumerated chain."""

from __future__ import annotations

import re
import time

import pytest

from exact import analyze, glauber_kernel, mixing_time, spectral_summary, stationary
from exact.lumped import lumped_mixing_time, lumped_spectral_gap
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts
from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts


def test_lumped_chain_size_refused_before_anything_is_built():
    """q = 50, n = 100: C(149, 49) ~ 6.7e39 count vectors. Said in a readable size, at once."""
    t0 = time.perf_counter()
    with pytest.raises(InvalidInputError, match=r"C\(n \+ q - 1, q - 1\) = 6\.71e\+39") as e:
        analyze(MeanFieldPotts(50, 100, 1.0))
    assert time.perf_counter() - t0 < 2.0
    assert not re.search(r"\d{12}", str(e.value))   # no 40-digit integer


def test_lumped_chain_respects_max_states():
    with pytest.raises(InvalidInputError, match="max_states"):
        analyze(CurieWeiss(2000, 1.0), temperature=2.0, max_states=1e3)


def test_certified_worst_start_refused_before_the_count_chain():
    t0 = time.perf_counter()
    with pytest.raises(InvalidInputError, match="n \\+ 1 <= 4096"):
        lumped_mixing_time(CurieWeiss(5000, 1.0), temperature=2.0, starts="certified")
    assert time.perf_counter() - t0 < 1.0


def test_q2_gap_beyond_the_sectors_memory_is_the_count_chains(monkeypatch):
    """Beyond Q2_SECTORS_MAX_N the n/2 sectors (~n^2/4 entries) are not built: sector 0 alone,
    labelled an upper bound, equal to the count chain's gap from the generic engine."""
    import exact.lumped as lumped

    m = CurieWeiss(80, 1.0)
    monkeypatch.setattr(lumped, "Q2_SECTORS_MAX_N", 50)
    g = lumped_spectral_gap(m, temperature=2.0)
    assert g.sector_kind == "symmetric"
    chain = lumped.count_chain(m, temperature=2.0)
    s = spectral_summary(chain.P, lumped.count_stationary_law(m, chain=chain), reversible=True)
    assert abs(g.spectral_gap - s.spectral_gap) <= g.gap_error + s.gap_error + 1e-14
    with pytest.raises(InvalidInputError, match="sectors"):
        lumped_spectral_gap(m, temperature=2.0, sectors="all")


def test_report_leaves_out_a_worst_start_stepping_of_hours(monkeypatch):
    """Above DOUBLING_MAX the report would step every start (N^2 n (q-1) t_mix multiply-adds:
    a 4-million-state cycle needed 34 GB and years); it says so instead, the gap stands."""
    import exact.analysis as analysis

    monkeypatch.setattr(analysis, "STEPPING_WORK_MAX", 1.0)
    r = analyze(potts(2, 12, 1.0, graph="cycle"), temperature=1.0)
    assert r.t_mix is None and r.t_mix_method.startswith("not computed")
    assert r.spectral_gap > 0 and r.t_mix_lower_bound is not None


# slow: about 2-4 CPU s in the targeted sets near the minute (issue 30); every catalogue entry it
# kills is still killed by the default tier without it (scripts/slow_candidates.py, 2026-12-06)
@pytest.mark.slow
def test_stepping_block_shrinks_to_its_memory_and_gives_the_same_t_mix(monkeypatch):
    import exact.mixing as mixing

    K = glauber_kernel(potts(3, 7, 1.0, graph="cycle"), temperature=1.0)   # 2187 states: stepping
    pi = stationary(K)
    ref = mixing_time(K, pi=pi, method="stepping")
    monkeypatch.setattr(mixing, "STEP_MEMORY", 3 * 8 * K.n_states * 5)   # five columns at a time
    small = mixing_time(K, pi=pi, method="stepping")
    assert small.t_mix == ref.t_mix and small.worst_start == ref.worst_start
