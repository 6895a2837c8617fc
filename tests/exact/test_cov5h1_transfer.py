"""Coverage-driven guards of ``exact.transfer`` (issue 30, helper cov5h1): the input checks,
the one-site chain's uniformity, zero-coupling correlation lengths, ``CountLaw.expect``, and
the small-``n`` cases of the linear-sector gap, each against a closed form."""

from __future__ import annotations

import math

import numpy as np
import pytest

from exact.transfer import (
    NearestNeighbourChain,
    correlation_length,
    count_law,
    glauber_linear_sector_gap,
    nearest_neighbour_chain,
    potts_chain,
    transfer_scan,
)
from toolkit.exceptions import InvalidInputError
from toolkit.models import potts


@pytest.mark.parametrize("shape", [(3,), (3, 1), (0, 2)])
def test_chain_field_shape_is_checked(shape):
    with pytest.raises(InvalidInputError, match=r"`h` must have shape \(n, q\) with n >= 1, q >= 2"):
        NearestNeighbourChain(np.zeros(shape), np.zeros((2, 2, 2)), "path")


def test_one_site_path_is_uniform_by_its_field_only():
    # no edge: uniform iff every site has the same field (one site: trivially)
    assert potts_chain(2, 1, 1.0, graph="path").is_uniform is True
    two = NearestNeighbourChain(np.array([[0.0, 1.0], [0.0, 2.0]]), np.zeros((1, 2, 2)), "path")
    assert two.is_uniform is False


def test_to_model_refuses_a_huge_dense_array():
    # n^2 q^2 = 4000^2 * 4 = 6.4e7 > 5e7 floats
    with pytest.raises(InvalidInputError, match=r"n = 4000, q = 2 needs an \(n, n, q, q\) array of 6\.4e\+07 floats"):
        potts_chain(2, 4000, 1.0, graph="path").to_model()


def test_model_couplings_shape_is_checked():
    class Fake:
        h = np.zeros((3, 2))
        J = np.zeros((3, 3, 2, 3))
    with pytest.raises(InvalidInputError, match=r"`model.J` must have shape \(3, 3, 2, 2\); got \(3, 3, 2, 3\)"):
        nearest_neighbour_chain(Fake())


@pytest.mark.parametrize("q", [2, 3])
def test_zero_coupling_has_zero_correlation_length(q):
    # no coupling: the transfer matrix is rank one (lambda_2 = 0), xi = 0 (docstring, as corrected
    # on this branch: it said inf for "no coupling difference", which the code and the physics give as 0)
    assert correlation_length(potts_chain(q, 10, 0.0), temperature=1.0) == 0.0
    assert correlation_length(potts_chain(q, 10, 0.0, field=[0.5] + [0.0] * (q - 1)), temperature=0.7) == 0.0


def test_count_law_expect_binomial_moments():
    # zero coupling, zero field: the count of token 0 on n = 6 sites is Binomial(6, 1/2):
    # E N = 3, E N^2 = Var + mean^2 = 1.5 + 9 = 10.5
    cl = count_law(potts_chain(2, 6, 0.0, graph="path"), temperature=1.0)
    assert cl.expect(lambda c: c[:, 0]) == pytest.approx(3.0, rel=1e-13)
    assert cl.expect(lambda c: c[:, 0] ** 2) == pytest.approx(10.5, rel=1e-13)


def test_transfer_scan_input_checks():
    with pytest.raises(InvalidInputError, match="`temperatures` is empty"):
        transfer_scan(lambda n: potts_chain(2, n, 1.0), temperatures=[], n_values=[4])
    with pytest.raises(InvalidInputError, match=r"`family` must keep q fixed; got q = \[2, 3\]"):
        transfer_scan(lambda n: potts_chain(2 if n < 5 else 3, n, 1.0), temperatures=[1.0], n_values=[4, 6])


def test_linear_sector_gap_small_n_and_graph_check():
    with pytest.raises(InvalidInputError, match=r"`graph` must be 'path' or 'cycle'; got 'grid'"):
        glauber_linear_sector_gap(4, 1.0, temperature=1.0, graph="grid")
    # n = 1: heat bath on one site resamples it exactly, P = 1 p^T, gap 1
    assert glauber_linear_sector_gap(1, 1.0, temperature=1.0) == 1.0
    # n = 2, K = c/(2T) = 1/2: site k maps s_k to tanh(K) s_other, B = [[0, t], [t, 0]],
    # eigenvalues +-t, slowest rate (1 - tanh(1/2)) / 2; a 'cycle' of 2 is the path
    want = (1.0 - math.tanh(0.5)) / 2.0
    assert glauber_linear_sector_gap(2, 1.0, temperature=1.0) == pytest.approx(want, rel=1e-13)
    assert glauber_linear_sector_gap(2, 1.0, temperature=1.0, graph="cycle") == pytest.approx(want, rel=1e-13)


def test_potts_model_chain_is_uniform():
    # the Pairwise potts path model converts to a uniform chain
    assert nearest_neighbour_chain(potts(2, 5, 1.0, graph="path")).is_uniform


def test_summaries_quote_the_number_of_count_values_and_the_joint_flag():
    # harden11d (issue 30): the count law of one token on n = 4 sites has the n + 1 = 5 values
    # 0..4 (mean 2 by the token symmetry at zero field); ChainObservables says whether the
    # joint counts were used ("no" for q = 3 with joint=False, whose binder is then NaN).
    from exact.transfer import chain_observables, count_law, potts_chain

    law = count_law(potts_chain(2, 4, 1.0), temperature=1.0, token=1)
    assert law.counts.shape[0] == 5 and ": 5 values, mean (2)" in str(law)
    c3 = potts_chain(3, 4, 1.0)
    off = chain_observables(c3, temperature=1.0, joint=False)
    assert "joint counts: no)" in str(off).splitlines()[0] and math.isnan(off.binder)
    assert "joint counts: yes)" in str(chain_observables(c3, temperature=1.0, joint=True)).splitlines()[0]
