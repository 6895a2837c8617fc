"""Audit 17a (issue 30): load_sceptr's ``q`` at its upper end, from the documented contract.

``load_sceptr``'s docstring: ``tokens`` default to the 20 amino acids SCEPTR predicts, "or
their first ``q`` when only ``q`` is given"; so ``q = 20`` is every residue (the same set as the
default) and only ``q > 20`` exceeds what the model predicts.
"""

import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.sceptr import AMINO_ACIDS

pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.models.sceptr import load_sceptr  # noqa: E402


def test_q_twenty_is_every_residue_and_twenty_one_is_refused():
    m = load_sceptr(q=len(AMINO_ACIDS), n=2)
    assert m.vocab_size == 20 and tuple(m.tokens) == AMINO_ACIDS
    with pytest.raises(InvalidInputError, match="`q`=21 exceeds the 20 residues"):
        load_sceptr(q=21, n=2)
