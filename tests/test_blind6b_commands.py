"""Sixth blind audit, part b (issue 30): the survivor in ``glauber sweep`` (a documented refusal)."""

from __future__ import annotations

import pytest

from toolkit.cli import main


@pytest.mark.parametrize("free", ["1:-1", "0:-2", "2,1:-1"])
def test_sweep_refuses_a_free_slice_with_a_negative_stop(free, tmp_path, capsys):
    # a sweep's --free takes all, i,j,k or start:stop with both ends given and >= 0 (a negative
    # stop counts from the text's end, which differs at each n of the grid); refused, naming the
    # flag and the value, before the store exists
    store = tmp_path / "r.sqlite"
    assert main(["sweep", "--model", "masked-chain", "--q", "3", "--free", free, "--store", str(store)]) == 2
    err = capsys.readouterr().err
    assert "`--free` in a sweep takes all, i,j,k or start:stop with both ends given and >= 0" in err
    assert repr(free) in err and not store.exists()
