"""prm28e (eleventh sweep, issue 30): the Potts order parameter (q > 2) is read off the LARGEST
token density, m = (q max_a rho_a - 1)/(q - 1), whichever token that is."""
import numpy as np

from toolkit.lattice import _order


def test_order_parameter_reads_the_largest_density_not_token_zero():
    # q = 3. Chain 0: all sites token 1 -> rho = (0, 1, 0), m = (3*1 - 1)/2 = 1.
    # Chain 1: tokens 2, 2, 2, 0 -> rho = (1/4, 0, 3/4), m = (3*3/4 - 1)/2 = 5/8.
    x = np.array([[1, 1, 1, 1], [2, 2, 2, 0]])
    assert np.allclose(_order(x, 3), [1.0, 5 / 8])
