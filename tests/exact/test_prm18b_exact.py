"""prm18b promise sweep (issue 30): documented promises of ``exact.timescales``,
``exact.unmasking``, ``exact.transfer`` and ``exact.spectral`` that no
test checked. Every expected value is a hand value or a closed form (in the comments)."""

import math

import numpy as np

import exact.spectral as spectral
import exact.timescales as timescales
import exact.transfer as transfer
import exact.unmasking as unmasking
from toolkit.models.toy import Pairwise


def test_implied_timescales_frame_numbers_the_slowest_process_two():
    # documented: column i, "2 = slowest". Two states, p = 0.1, r = 0.3: lambda_2 = 0.6,
    # t_2 = 1 / ln(1 / 0.6) (the module docstring)
    r = timescales.implied_timescales(np.array([[0.9, 0.1], [0.3, 0.7]]))
    f = r.to_frame()
    assert f["i"].tolist() == [2]
    assert abs(f["timescale"][0] - 1 / math.log(1 / 0.6)) < 1e-12


def test_default_samplers_remask_two_and_ceil_half():
    # documented: remasking of 2 and ceil(n/2) sites; n = 5: 2 and 3, each re-predicted in one step
    names = [s.name for s in unmasking.default_samplers(5) if s.kind == "remask"]
    assert names == ["remask:2:random:2", "remask:3:random:3"]


def test_weak_edge_tolerance_is_atol_times_one_below_one():
    # documented: the double-centred parts must agree within atol times the edge's largest |J|,
    # "times 1 where that is below 1". |J| = 1e-3 and a double-centred difference of 5e-11:
    # within 1e-10 * 1 (accepted), though above 1e-10 * 1e-3
    A = 1e-3 * np.eye(2)
    D = 5e-11 * np.array([[1.0, -1.0], [-1.0, 1.0]])  # its own double-centred part
    J = np.zeros((2, 2, 2, 2))
    J[0, 1], J[1, 0] = A, (A + D).T
    chain = transfer.nearest_neighbour_chain(Pairwise(np.zeros((2, 2)), J))
    assert chain.n == 2 and chain.boundary == "path"


def test_transfer_table_frame_keeps_each_sizes_joint_flag():
    # documented: joint[i] says whether row i (size n_values[i]) had the joint counts; the frame
    # has one row per (n, T), so n = 4 carries True at both temperatures and n = 8 False
    t = transfer.TransferTable("x", np.array([1.0, 2.0]), np.array([4, 8]),
                               {"susceptibility": np.zeros((2, 2))}, np.array([True, False]))
    f = t.to_frame()
    assert list(zip(f["n"], f["temperature"], f["joint"], strict=True)) == [
        (4, 1.0, True), (4, 2.0, True), (8, 1.0, False), (8, 2.0, False)]


def test_reversible_mixing_bounds_use_log_pi_min_when_given():
    # documented: log_pi_min instead of pi_min. t_rel = 10, eps = 1/4, pi_min = 1e-3 given in
    # logarithms: upper = 10 ln(1 / (eps pi_min)) = 10 ln 4000 (pi_min = 0.5 passed beside it)
    lo, hi = spectral.reversible_mixing_bounds(10.0, 0.5, 0.25, log_pi_min=math.log(1e-3))
    assert abs(hi - 10 * math.log(4000)) < 1e-9
    assert abs(lo - 9 * math.log(2)) < 1e-12


def test_paulin_upper_bound_is_the_integer_itself():
    # Paulin: k ceil(ln(1/(4 eps^2 pi_min)) / -ln(1 - gamma_k)), an integer. eps = 1/4,
    # pi_min = 1/4: ln 16 / -ln(1 - gamma) = 28.5 for the gamma below, so the bound is 29
    # (exp(ln 29) is 29.000000000000004 in float64)
    g = 1 - math.exp(-math.log(16) / 28.5)
    b = spectral.spectral_mixing_bounds(math.log(g), math.log(g), math.log(0.25), 0.25, reversible=False,
                                        gammas=[g])
    assert b.upper == 29
