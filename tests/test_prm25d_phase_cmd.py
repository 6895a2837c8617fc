"""prm25d (issue 30): glauber phase hands --executor on at the masked-toy call site too.

The toy path and the masked-toy path each call their point builder; --executor ("serial,
local:N or dask:ADDRESS") must reach the masked toy's real_phase_data as given. A spy at that
call site (it stops the run before any point is computed).
"""

import pytest

from toolkit.app.cli import main
from toolkit.app.commands import phase as cmd


class _Stop(Exception):
    pass


def test_masked_toy_hands_the_executor_on(monkeypatch, tmp_path):
    seen = {}

    def spy(store, model, **kw):
        seen.update(kw, model=model)
        raise _Stop

    monkeypatch.setattr(cmd, "real_phase_data", spy)
    with pytest.raises(_Stop):
        main(["phase", "--model", "masked-independent", "--n", "2,3", "--temperature", "0.5,1,2",
              "--executor", "local:2", "--store", str(tmp_path / "m.sqlite")])
    assert seen["model"] == "masked-independent"
    assert seen["executor"] == "local:2"
