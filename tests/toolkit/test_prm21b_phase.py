"""prm21b (fourth sweep, loose assertions): :mod:`toolkit.app.phase` where a plausible wrong
rounding gives the same answer on the usual inputs: a window's start rounds half to EVEN
(101.5 -> 102, where flooring gives 101; the doctest's halves 100.5 and 14.5 round down either
way), and the incompatible chain grid's top size is the largest with at most 8000 states."""

from toolkit.app import phase


def test_window_start_rounds_half_to_even_upwards_too():
    # round(103 - 3/2) = round(101.5) = 102 (even): positions 102..104
    assert phase.window_positions(120, 3, 103) == [102, 103, 104]
    # a masked toy of 11 sites (centre 5.5), n = 4: round(3.5) = 4
    assert phase.window_positions(11, 4, 5.5) == [4, 5, 6, 7]
    # not a half: 103 - 2.5 = 100.5 -> 100 (even); 103 - 2 = 101
    assert phase.window_positions(120, 5, 103) == list(range(100, 105))
    assert phase.window_positions(120, 4, 103) == list(range(101, 105))


def test_incompatible_chain_grid_tops_at_8000_states():
    # the comment: sizes up to the largest with at most 8000 states, never fewer than n = ..4
    for q in range(2, 21):
        ns, _ = phase._nn_grid({"q": q, "symmetric": False, "disorder": 0.5})
        top = max(n for n in range(1, 20) if q**n <= 8000)  # brute force
        assert ns[-1] == max(top, 4), q
        assert ns[0] == (3 if q == 2 else 2)
        assert list(ns) == list(range(ns[0], ns[-1] + 1))
