"""prm18b promise sweep (issue 30): documented promises of ``exact.stationary`` that no test
checked (kept apart from test_prm18b_exact.py so that this module's targeted set stays small)."""

import numpy as np

from exact.stationary import as_law, descent_labels, stationary_law


def test_matrix_descent_follows_the_most_probable_downhill_move():
    # documented: each state points to its most probable move y with P(x, y) > P(y, x). State 0
    # has two: to 1 (0.3) and to 2 (0.1); 1 and 2 stay; 3 goes to 2. Groups {0, 1} and {2, 3}
    P = np.array([[0.6, 0.3, 0.1, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.5, 0.5]])
    assert descent_labels(P).tolist() == [0, 0, 1, 1]


def test_as_law_returns_a_given_stationary_law_itself():
    # documented: "returned when already one"
    P = np.array([[0.9, 0.1], [0.3, 0.7]])
    law = stationary_law(P)
    assert as_law(P, law) is law
