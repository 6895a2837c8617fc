"""Sixteenth blind audit, part b: exact.transfer's grid scan shares a recursion only between chains
whose fields and *every* bulk edge are a prefix of the longest chain's (``_prefix_groups``).

A family whose last bulk edge differs from the longer chains' edge at the same place must not
share their recursion; the reference is the law enumerated by hand over the ``2^n`` states."""

import itertools

import numpy as np
import pytest

from exact.transfer import NearestNeighbourChain, transfer_scan


def _last_edge_differs(n: int, c: float = 1.0, c_last: float = -1.5) -> NearestNeighbourChain:
    """A q = 2 path of n sites: Potts coupling ``c`` on every edge but the last, ``c_last`` there."""
    Phi = np.stack([c * np.eye(2)] * (n - 1))
    Phi[-1] = c_last * np.eye(2)
    return NearestNeighbourChain(np.zeros((n, 2)), Phi, "path")


def _enumerated(chain: NearestNeighbourChain, T: float) -> dict:
    """<rho_1> and <|m|^2> = <(2 rho_1 - 1)^2> from pi(x) ~ exp(E(x)/T), summed over every state."""
    X = np.array(list(itertools.product(range(2), repeat=chain.n)))
    w = np.exp(chain.energy(X) / T)
    p = w / w.sum()
    rho1 = X.mean(axis=1)
    return {"fraction_mean": float(p @ rho1), "magnetization_sq": float(p @ (2 * rho1 - 1) ** 2)}


@pytest.mark.parametrize("T", [0.7, 1.5])
def test_scan_of_a_family_whose_last_edge_differs_matches_enumeration(T):
    tab = transfer_scan(_last_edge_differs, temperatures=[T], n_values=[3, 4, 5], token=1)
    for row, n in enumerate([3, 4, 5]):
        ref = _enumerated(_last_edge_differs(n), T)
        for key, value in ref.items():
            assert tab[key][row, 0] == pytest.approx(value, rel=1e-10, abs=1e-13), (n, key)
