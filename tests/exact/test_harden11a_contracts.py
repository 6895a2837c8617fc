"""harden11a (issue 30): documented contracts of the exact engine that no test stated: the
values the results' texts and tables quote (which count, max or min, which alpha), the number
an error or warning carries, and a law accepted where the docstring says so. Expected values
are hand values or an independent computation (comments say which)."""

from __future__ import annotations

import re
import warnings

import numpy as np
import pytest

import exact.pairwise_logits as pl
from exact import glauber_kernel
from exact.colour_lumped import colour_symmetric_gap
from exact.influence import influence, influence_matrix_reference
from exact.lumped_checks import count_rectangles, lumped_exact_report
from exact.metastable import expected_exit_times
from exact.mixing import given_stationary
from exact.pairwise_logits import PairwiseLogits
from exact.passage import absorption_probabilities, committor, first_passage_probabilities
from exact.rectangles import all_rectangles
from exact.stationary import stationary_law
from exact.unmasking import compare_samplers
from toolkit.exceptions import ConvergenceWarning, MemoryLimitError
from toolkit.models import make_model, potts, random_pairwise
from toolkit.models.exchangeable import CurieWeiss, random_exchangeable

# the gambler's ruin of exact.passage's module docstring: absorbing at 0 and 3, up w.p. 2/3
RUIN = np.array([[1, 0, 0, 0], [1 / 3, 0, 2 / 3, 0], [0, 1 / 3, 0, 2 / 3], [0, 0, 0, 1]])


# ---------------------------------------------------------------------- exact.passage
def test_committor_text_ranges_over_the_states_off_both_sets():
    # module docstring: q+(1) = 4/7, q+(2) = 6/7 off A = {0} and B = {3} (q+ = 1 on B is not "off B")
    text = str(committor(RUIN, [0], [3]))
    assert "between 0.571429 and 0.857143 off A and B" in text


def test_absorption_text_quotes_the_longest_mean_time():
    # module docstring: E_1 = 15/7 = 2.142857..., E_2 = 12/7; the longest is 15/7
    text = str(absorption_probabilities(RUIN))
    assert "longest mean absorption time 2.14286" in text


def test_first_passage_text_from_every_state_quotes_the_largest_survival():
    # B = {3}: from 0 (absorbing) the chain never reaches 3, survival 1 at every t_max (by hand);
    # from 3 it stays, tau^+ = 1, survival 0: the largest survival is 1, the smallest 0
    f = first_passage_probabilities(RUIN, [3], 4)
    assert f.survival[0] == 1.0 and f.survival[3] == 0.0
    assert str(f).endswith("largest survival 1")


# ---------------------------------------------------------------------- exact.lumped_checks
def test_lumped_report_names_the_last_time_tried():
    # t_max = 50, far below t_mix at T = 0.3 (n = 12): d(t) is still above eps at t = 50, the
    # last time evaluated, so t_mix >= 51 (t_max + 1)
    r = lumped_exact_report(CurieWeiss(12, 1.0), temperature=0.3, t_max=50)
    assert r.t_mix is None
    assert "d(t) is still above eps at t = 50 (t_mix >= 51)" in r.t_mix_kind


def test_lumped_report_method_counts_evaluated_then_certified_classes():
    # starts='certified': some classes are stepped (evaluated), the others certified without
    # stepping; n = 6, q = 2: n + 1 = 7 count classes in all (by hand)
    r = lumped_exact_report(CurieWeiss(6, 1.0), temperature=1.0, starts="certified")
    ev, ce = r.start_classes_evaluated, r.start_classes_certified
    assert ev != ce and r.start_classes_total == 7
    assert f"{ev} class(es) evaluated, {ce} certified, of 7" in r.t_mix_method


def test_count_rectangles_text_stands_for_the_full_models_rectangles():
    # q = 3, n = 4: C(4, 2) q^(n-2) C(3, 2)^2 = 6 * 9 * 9 = 486 rectangles (by hand); the number
    # certified among them from the full enumeration (exact.rectangles: an independent path)
    m = random_exchangeable(3, 4, 1.0, rng=3)
    full = all_rectangles(m)
    r = count_rectangles(m)
    assert full.count == 486 and full.n_certified != r.n_count_certified
    assert f"(standing for {full.n_certified} of 486 rectangles)" in str(r)


# ---------------------------------------------------------------------- exact.unmasking
def test_comparison_table_says_whether_pi_t_is_the_joint():
    # potts is compatible (pi_T is the joint); asymmetric-pairwise is not (DESIGN: no joint)
    compat = compare_samplers(potts(2, 3, 1.0), t=(1,)).table().splitlines()[0]
    incompat = compare_samplers(make_model("asymmetric-pairwise", n=3), t=(1,)).table().splitlines()[0]
    assert "; compatible: pi_T is the joint;" in compat
    assert "incompatible: no joint; pi_T is Glauber's law" in incompat


# ---------------------------------------------------------------------- exact.metastable
def test_exit_time_warning_carries_the_residual_it_reports():
    # expected_exit_times: the ConvergenceWarning carries the residual ||(I - P_BB) tau - 1||_inf
    # its message quotes; exit times near 1e15 leave a residual far above rtol in sparse LU
    K = glauber_kernel(potts(2, 8, 1.0), temperature=0.2)
    mask = np.zeros(256, dtype=bool)
    mask[:128] = True
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        expected_exit_times(K, mask, method="spsolve", rtol=1e-8)
    w = [c.message for c in caught if isinstance(c.message, ConvergenceWarning)]
    assert len(w) == 1
    quoted = float(re.search(r"\|\|_inf = ([0-9.e+-]+), which", str(w[0])).group(1))
    assert w[0].residual > 1e-8
    assert w[0].residual == pytest.approx(quoted, rel=5e-3)


# ---------------------------------------------------------------------- exact.colour_lumped
def test_colour_gap_names_the_partitions_and_counts_the_states():
    # Curie-Weiss n = 4: partitions (2, 2), (3, 1), (4, 0): 3; the full chain has 2^4 = 16 states
    g = colour_symmetric_gap(CurieWeiss(4, 1.0))
    assert g.method.startswith("colour-lumped chain (3 partitions)")
    assert g.n_states == 16


# ---------------------------------------------------------------------- exact.mixing
def test_given_stationary_reads_a_stationary_law():
    # docstring: pi may be a StationaryLaw (its pi is used); P's law is (1/3, 2/3) by hand
    P = np.array([[0.5, 0.5], [0.25, 0.75]])
    got = given_stationary(P, stationary_law(P), 2)
    assert got == pytest.approx([1 / 3, 2 / 3], rel=1e-12)


# ---------------------------------------------------------------------- exact.influence
def test_influence_table_row_sums_are_not_the_column_sums():
    # an asymmetric model: max_i sum_j R_ij != max_j sum_i R_ij; R, L from the loop reference
    m = make_model("asymmetric-pairwise", n=3)
    R, L = influence_matrix_reference(m, temperature=0.8)
    rows = {line[:30].strip(): line[30:].split()[0] for line in influence(m, temperature=0.8).table().splitlines()}
    alpha_row, alpha_col = R.sum(axis=1).max(), R.sum(axis=0).max()
    t0_row, t0_col = L.sum(axis=1).max() / 4, L.sum(axis=0).max() / 4
    assert abs(alpha_row - alpha_col) > 1e-3 and abs(t0_row - t0_col) > 1e-3
    assert float(rows["alpha (row sums)"]) == pytest.approx(alpha_row, rel=1e-5)
    assert float(rows["alpha (column sums)"]) == pytest.approx(alpha_col, rel=1e-5)
    assert float(rows["T_0 (row)"]) == pytest.approx(t0_row, rel=1e-5)
    assert float(rows["T_0 (column)"]) == pytest.approx(t0_col, rel=1e-5)


# ---------------------------------------------------------------------- exact.pairwise_logits
def test_values_refusal_carries_the_bytes(monkeypatch):
    # n q^n float64 = 3 * 8 * 8 = 192 bytes (by hand), carried in bytes (MemoryLimitError)
    L = PairwiseLogits(random_pairwise(2, 3, rng=5))
    monkeypatch.setattr(pl, "VALUES_MAX_BYTES", 191)
    with pytest.raises(MemoryLimitError) as exc:
        _ = L.values
    assert exc.value.bytes_needed == 192
