"""prm28a: toolkit.metastable.quench moves x_i to the FIRST argmax when x_i is not tied with the
maximum (its docstring: "ties: keep x_i; else the first argmax"). Tested models had one argmax;
here two tokens tie at the maximum above the current one."""
import numpy as np

from toolkit.metastable import quench
from toolkit.models.toy import LogitTable


def test_quench_moves_to_the_first_of_two_tied_maxima():
    q, n = 3, 2
    table = np.zeros((n, q, q))
    table[0, :, :] = [0.0, 5.0, 5.0]    # site 0: tokens 1 and 2 tie at the maximum, whatever x1
    table[1, :, :] = [5.0, 0.0, 0.0]    # site 1: token 0, whatever x0
    y, converged = quench(LogitTable(table), np.array([[0, 0]]))
    assert converged.all()
    assert y.tolist() == [[1, 0]]
