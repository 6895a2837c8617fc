"""prm30c: contraction_constants takes the LARGEST column and row sums (issue 30, thirteenth
sweep: the inner column is the largest here)."""

from toolkit.theory import contraction_constants


def test_largest_column_sum_inner():
    # column sums of R: 0.1, 0.7, 0.2 (the largest is the middle one); row sums 0.5, 0.3, 0.3
    R = [[0.0, 0.4, 0.1], [0.1, 0.0, 0.2], [0.0, 0.3, 0.0]]
    L = [[0.0, 2.0, 0.4], [0.4, 0.0, 0.8], [0.0, 1.2, 0.0]]
    a_col, a_row, t_col, t_row = contraction_constants(R, L)
    assert abs(a_col - 0.7) < 1e-15
    assert abs(a_row - 0.5) < 1e-15
    assert abs(t_col - 3.2 / 4) < 1e-15
    assert abs(t_row - 2.4 / 4) < 1e-15
