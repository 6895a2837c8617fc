"""prm28a: MeanPassageTimes' summary line names the LARGEST finite mean first passage time
("max ..."); tested chains had it at the last state. Here the target is the last state of a
path, whose own time is 0, and the largest is the first state's.

By hand, the path 0-1-2-3 (0 -> 1 surely, 1 and 2 move to each neighbour w.p. 1/2), target {3}:
m2 = 1 + m1/2, m1 = 1 + m0/2 + m2/2, m0 = 1 + m1 give m2 = 5, m1 = 8, m0 = 9."""
import numpy as np

from exact.passage import mean_first_passage_times


def test_summary_max_is_the_largest_time_not_the_last_states():
    P = np.array([[0.0, 1.0, 0.0, 0.0],
                  [0.5, 0.0, 0.5, 0.0],
                  [0.0, 0.5, 0.0, 0.5],
                  [0.0, 0.0, 1.0, 0.0]])
    res = mean_first_passage_times(P, [3])
    np.testing.assert_allclose(res.times, [9.0, 8.0, 5.0, 0.0], rtol=1e-12, atol=1e-12)
    text = str(res)
    assert "max 9" in text, text
