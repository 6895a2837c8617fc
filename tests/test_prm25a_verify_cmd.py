"""prm25a: `glauber verify` without --sections computes every section (verify(sections=None)),
the help's "comma-separated subset" being optional."""

from toolkit.app.cli import main
from toolkit.app.commands import verify


def test_no_sections_option_means_every_section(monkeypatch, tmp_path):
    seen = {}

    def fake_verify(out_dir, **kw):
        seen.update(kw)
        raise SystemExit(0)

    monkeypatch.setattr(verify, "verify", fake_verify)
    try:
        main(["verify", "--out", str(tmp_path / "r")])
    except SystemExit:
        pass
    assert "sections" in seen and seen["sections"] is None
