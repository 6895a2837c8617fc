"""harden9e: SceptrMLM.with_template carries n and takes a new TCR's loop over an old text
(issue 30, the model layer's audit)."""

import pytest

pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.models.sceptr import load_sceptr  # noqa: E402


def test_with_template_keeps_n():
    # built with n=3 (no free_positions): a change of batch_size alone keeps the 3 free sites
    m = load_sceptr(n=3)
    w = m.with_template(batch_size=8)
    assert w.length == 3
    assert w.loop_positions.tolist() == m.loop_positions.tolist()


def test_a_new_tcr_replaces_an_old_text():
    # the text was the old CDR3B; a new TCR given brings its own CDR3B
    m = load_sceptr(text="CASSIRSSYEQYF", n=3)
    assert m.loops["CDR3B"] == "CASSIRSSYEQYF"
    w = m.with_template(tcr={"CDR3B": "CASSLGQAYEQYF"})
    assert w.loops["CDR3B"] == "CASSLGQAYEQYF"
    # a text given with the new TCR wins for its loop
    assert m.with_template(tcr={"CDR3B": "CASSLGQAYEQYF"}, text="CASRRGYEQYF").loops["CDR3B"] == "CASRRGYEQYF"
