"""prm29d: the scan's progress count of sizes and the sweep's --n/--free mismatch message."""

from toolkit.app.cli import main


def test_scan_nlogn_counts_every_size(capsys):
    assert main(["scan", "nlogn", "--n-min", "2", "--n-max", "4", "-T", "2", "--progress"]) == 0
    err = capsys.readouterr().err
    for k, n in enumerate((2, 3, 4), 1):
        assert f"scan nlogn: n = {n} ({k}/3 sizes)" in err


def test_sweep_names_the_size_that_differs(tmp_path, capsys):
    # --free names 3 sites: of the sizes 3 and 2, the offending one is the second (2), not the first
    store = tmp_path / "s.sqlite"
    assert main(["sweep", "--store", str(store), "--n", "3,2", "--free", "0,1,2"]) == 2
    err = capsys.readouterr().err
    assert "`--n` 2 does not match the 3 sites" in err
    assert not store.exists()
