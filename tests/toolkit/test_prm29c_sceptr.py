"""prm29c: SceptrMLM accepts n equal to its loop's length, every residue free (issue 30,
class A: a boundary at equality); one more is refused ("`n`=... exceeds the ... residues")."""

import pytest

pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models.sceptr import REFERENCE_TCR, load_sceptr  # noqa: E402


def test_every_residue_of_the_loop_free():
    seq = REFERENCE_TCR["CDR3B"]  # CASSEFQGDNEQFF: 14 residues; the window starts at min(4, 14 - n) = 0
    m = load_sceptr(loop="CDR3B", n=len(seq))
    assert m.loop_positions.tolist() == list(range(len(seq)))
    assert "".join(m._original) == seq
    with pytest.raises(InvalidInputError, match="exceeds"):
        load_sceptr(loop="CDR3B", n=len(seq) + 1)
