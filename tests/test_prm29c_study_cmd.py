"""prm29c: `glauber study --sections` names the UNKNOWN section(s) in its error, not every
section given (issue 30, class B: one inner item offending)."""

from toolkit.app.cli import main


def test_unknown_section_named_alone(capsys, tmp_path):
    rc = main(["study", "--sections", "incompatibility,nosuch", "--out", str(tmp_path / "s")])
    err = capsys.readouterr().err
    assert rc == 2
    assert err.rstrip().endswith("; got nosuch")
