"""prm30c: power_law_rest with one size done uses the mean time per task over every done
task (issue 30, thirteenth sweep: an aggregate whose tests had equal items)."""

from toolkit._progress import power_law_rest


def test_one_size_mean_time():
    # one size, three tasks of 1, 5 and 3 s: mean 3 s per task, two pending -> 6 s
    assert power_law_rest([(10, 1.0), (10, 5.0), (10, 3.0)], [10, 10]) == 6.0


def test_one_size_mean_time_two_workers():
    assert power_law_rest([(7, 2.0), (7, 4.0)], [7, 7, 7, 7], workers=2) == 6.0
