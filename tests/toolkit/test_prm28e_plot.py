"""prm28e (eleventh sweep, issue 30): plot_escape refuses a scan unless EVERY row has
``log_exit_time`` (one row without it is enough to refuse)."""
import types

import pytest

pytest.importorskip("matplotlib")

from toolkit.exceptions import InvalidTypeError  # noqa: E402
from toolkit.plot import plot_escape  # noqa: E402


def test_one_row_without_exit_time_refused():
    good = types.SimpleNamespace(log_exit_time=1.0, log_bound=2.0, T=1.0, k=1, gamma=1.0)
    bad = types.SimpleNamespace(T=0.5)
    scan = types.SimpleNamespace(rows=[good, bad], slope=1.0, intercept=0.0, gamma=1.0)
    with pytest.raises(InvalidTypeError, match="MetastabilityScan"):
        plot_escape(scan)
