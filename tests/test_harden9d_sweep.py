"""harden9d (issue 30): ``glauber sweep``'s guard before the store exists (sweep._guards'
docstring): for the exact estimators every size's state space ``q**n`` against the enumeration
guard (exact.space.DEFAULT_MAX_STATES = 2e7), the largest n first; q = 2 included."""

from __future__ import annotations

from toolkit.app.cli import main


def test_exact_guard_q2_refused_before_the_store_largest_n_named(tmp_path, capsys):
    store = tmp_path / "s.sqlite"
    # 2**30 ~ 10^9.0 and 2**25 ~ 10^7.5 states, both above 2e7: the largest is named
    rc = main(["sweep", "--model", "potts", "--q", "2", "--n", "25,30", "--estimator", "exact",
               "--store", str(store)])
    err = capsys.readouterr().err
    assert rc == 2
    assert "`--n` 30 with --estimator exact" in err and "2**30" in err and "10^9.0" in err
    assert not store.exists()
