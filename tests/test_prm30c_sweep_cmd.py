"""prm30c: ``glauber sweep --json`` keeps each row's own estimator's columns (issue 30,
thirteenth sweep: one inner row of another estimator)."""

import math

import pandas as pd

from toolkit.app.commands.sweep import _records


def test_each_row_keeps_its_own_estimators_columns():
    nan = math.nan
    df = pd.DataFrame({"key": ["a", "b", "c"], "estimator": ["exact", "sampled-order", "exact"],
                       "t_mix": [3.0, nan, 5.0], "n_steps": [nan, 100.0, nan]})
    rows = _records(df)
    assert rows[0] == {"key": "a", "estimator": "exact", "t_mix": 3.0}
    assert rows[1] == {"key": "b", "estimator": "sampled-order", "n_steps": 100.0}
    assert rows[2] == {"key": "c", "estimator": "exact", "t_mix": 5.0}
