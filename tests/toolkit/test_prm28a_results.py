"""prm28a: toolkit.results picks out of several: StationaryLaw.pi_min is the smallest
probability (not the first state's), and format_table's columns are as wide as the wider of
the header and the widest cell (a header longer than every cell included)."""
import numpy as np

from toolkit.results import StationaryLaw, format_table


def test_pi_min_is_the_smallest_probability_not_the_first():
    pi = np.array([0.5, 0.125, 0.375])
    law = StationaryLaw(pi=pi, log_pi=np.log(pi), method="hand", residual=0.0, max_relative_residual=0.0,
                        relative_error=0.0, n_states=3)
    assert law.pi_min == 0.125


def test_a_header_longer_than_its_cells_sets_the_column_width():
    text = format_table([["a", "x"], ["bb", "y"]], ["a_long_header", "h"])
    lines = text.splitlines()
    head = lines[0]
    # the second column starts after the first header and two spaces, in every line
    col = head.index("h", len("a_long_header"))
    assert col == len("a_long_header") + 2
    rows = [ln for ln in lines if ln.strip() and set(ln.strip()) != {"-"} and ln is not head]
    assert any(ln[col] == "x" for ln in rows) and any(ln[col] == "y" for ln in rows)
