"""audit21c (issue 30, twenty-first blind audit): load_sceptr's documented defaults and
options that the first run left unpinned.

- The default window of ``n`` free sites starts after the 4th residue of a CDR3 loop, both
  CDR3A and CDR3B (``SceptrMLM``'s docstring: "a window of ``n`` positions of the loop starting
  after its 4th residue (CDR3) or at its start"; the module constant ``_CDR3_START`` is the
  germline-encoded ``CAxx``).
- ``batch_size`` is handed on to the model (``load_sceptr``: "device, dtype, batch_size ... As for
  MaskedLM").
"""

import pytest

pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.models.sceptr import REFERENCE_TCR, load_sceptr  # noqa: E402


def test_cdr3a_window_starts_after_its_fourth_residue():
    # REFERENCE_TCR's CDR3A is CAHRSAGGGTSYGKLTF: residues 4..7 (0-based) are S A G G
    m = load_sceptr(loop="CDR3A", n=4)
    assert m.loop == "CDR3A"
    assert m.loop_positions.tolist() == [4, 5, 6, 7]
    assert "".join(m._original) == REFERENCE_TCR["CDR3A"][4:8] == "SAGG"


def test_cdr1_window_starts_at_the_loop_start():
    # a CDR1/CDR2 loop has no germline CAxx: its window starts at residue 0
    m = load_sceptr(loop="CDR1B", n=2)
    assert m.loop_positions.tolist() == [0, 1]


@pytest.mark.parametrize("batch_size", [1, 7])
def test_load_sceptr_hands_batch_size_on(batch_size):
    m = load_sceptr(n=2, batch_size=batch_size)
    assert m.batch_size == batch_size
    # and the default (batch_size=None) is the class default, 64
    assert load_sceptr(n=2).batch_size == 64
