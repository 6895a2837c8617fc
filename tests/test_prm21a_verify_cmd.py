"""prm21a fourth sweep (loose assertions, issue 30): ``glauber verify`` (:mod:`toolkit.app.commands.verify`).

``--no-real`` with sections that need the real MLMs names them all ("`--sections` A, B needs
the real MLMs"). Only one such section exists today (semantic), so a second is injected.
"""

from types import SimpleNamespace

from toolkit.app.cli import main
from toolkit.app.commands import verify


def test_no_real_names_every_real_only_section(capsys, monkeypatch, tmp_path):
    monkeypatch.setitem(verify.SECTIONS, "fake-real", SimpleNamespace(NEEDS_REAL=True))
    rc = main(["verify", "--no-real", "--sections", "semantic,fake-real", "--out", str(tmp_path / "r")])
    err = capsys.readouterr().err
    assert rc == 2, err
    assert "`--sections` semantic, fake-real needs the real MLMs" in err, err
