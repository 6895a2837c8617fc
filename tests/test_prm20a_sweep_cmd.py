"""prm20a third promise sweep (issue 30): ``glauber sweep`` (toolkit.app.commands.sweep).

Contracts: ``--connect-timeout`` is the seconds to wait for a Dask scheduler and reaches
:func:`toolkit.app.sweep.run_sweep` (earlier tests ran the default 5 s, or a refused
scheduler, which fails the same way whatever the wait). ``_records``: each JSON row without
the columns its own estimator never fills (the other estimators' fields: NaN in the table,
not results); earlier tests had one estimator per check, where the whole table's NaN
columns and the estimator's are the same.
"""

import math

import pandas as pd
import pytest

import toolkit.app.commands.sweep as sweep_cmd
from toolkit.app.cli import main
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("timeout", [0.5, 30.0])
def test_connect_timeout_reaches_the_sweep(monkeypatch, tmp_path, timeout):
    seen = {}

    def stop(tasks, store, **kw):
        seen.update(kw)
        raise InvalidInputError("stop here")

    monkeypatch.setattr(sweep_cmd, "run_sweep", stop)
    assert main(["sweep", "--q", "2", "--n", "2", "--store", str(tmp_path / "s.sqlite"), "--quiet",
                 "--connect-timeout", str(timeout)]) == 2
    assert seen["connect_timeout"] == timeout


def test_each_row_keeps_only_its_estimators_columns():
    nan = math.nan
    df = pd.DataFrame({"key": ["k1", "k2", "k3"], "estimator": ["exact", "sampled-order", "exact"],
                       "t_mix": [3.0, nan, 4.0], "rhat": [nan, 1.001, nan], "gap": [nan, nan, nan]})
    assert sweep_cmd._records(df) == [
        {"key": "k1", "estimator": "exact", "t_mix": 3.0},
        {"key": "k2", "estimator": "sampled-order", "rhat": 1.001},
        {"key": "k3", "estimator": "exact", "t_mix": 4.0},
    ]
