"""prm27b tenth sweep (issue 30): a rectangle result saved in the old layout is upgraded with
``max_bound`` the LARGEST bound of its table (here not the first row's)."""

from toolkit.incompat import RectangleResult


def test_old_layout_max_bound_is_the_largest():
    data = {"table": {"log_r": {"__array__": [0.1, -0.3, 0.2]}, "certified": {"__array__": [True, False, True]},
                      "bound": {"__array__": [0.05, 0.9, 0.4]}},
            "quantiles": {"max": 0.3}, "contexts": {"shape": [3, 4]}}
    out = RectangleResult._upgrade(data)
    assert out["max_bound"] == 0.9
    assert out["count"] == 3 and out["n_certified"] == 2 and out["n"] == 4
