"""prm29a: glauber verify --no-real refuses a real-only section wherever it is named in
--sections, not only last (issue 30, twelfth sweep: one inner item offending)."""

import argparse

import pytest

from toolkit.app.commands import verify as verify_cmd
from toolkit.exceptions import InvalidInputError


@pytest.mark.parametrize("sections", ["semantic", "semantic,reference", "reference,semantic,soundness"])
def test_real_only_section_refused_in_any_position(sections, tmp_path, monkeypatch):
    def no_report(*a, **k):
        raise AssertionError("the report ran: the real-only section was not refused")

    monkeypatch.setattr(verify_cmd, "verify", no_report)
    args = argparse.Namespace(sections=sections, no_real=True, out=str(tmp_path / "r"), quick=True, seed=0,
                              json=False, progress=False)
    with pytest.raises(InvalidInputError, match="semantic needs the real MLMs"):
        verify_cmd.run(args)
    assert not (tmp_path / "r").exists()   # refused before anything is written
