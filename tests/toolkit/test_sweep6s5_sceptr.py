"""Contract sweep (issue 30, branch sweep6s5): toolkit.models.sceptr's documented defaults and
formulas: the default window (after CASS in a CDR3, at the start of CDR1/2, clipped at the
loop's end), the logit error per dtype and row, batch_size 64, the first q residues, the
token-string forms, the residue order of the head's columns."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("libtcrlm")

from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models import sceptr as sc  # noqa: E402

pytestmark = pytest.mark.mlm


@pytest.fixture(scope="module")
def model():
    return sc.load_sceptr()   # 20 residues, n = 4 in CDR3B CASSEFQGDNEQFF


def test_default_windows(model):
    # CDR3: after the germline CASS (position 4); CDR1/2: at the loop's start; clipped at the end
    assert model.loop == "CDR3B" and model.loop_positions.tolist() == [4, 5, 6, 7] and model.batch_size == 64
    assert model.decode(model.initial_state()) == "EFQG"
    cdr1 = model.with_template(loop="CDR1A", n=3)   # CDR1A of TRAV38-1*01: TSENNYY
    assert cdr1.loop_positions.tolist() == [0, 1, 2] and cdr1.decode(cdr1.initial_state()) == "TSE"
    end = model.with_template(n=12)                 # 14 residues: 4 + 12 > 14, start 14 - 12 = 2
    assert end.loop_positions.tolist() == list(range(2, 14))
    full = model.with_template(n=14)
    assert full.loop_positions.tolist() == list(range(14))
    with pytest.raises(InvalidInputError, match=r"`n`=15 exceeds the 14 residues of CDR3B"):
        model.with_template(n=15)


def test_logit_error_per_dtype_and_row():
    lg = np.array([[0.5, -0.25], [3.0, -6.0]])
    for dtype, rtol in ((torch.float32, 3e-5), (torch.float64, 1e-12), (torch.float16, 1e-2),
                        (torch.bfloat16, 5e-2)):
        err = sc.SceptrMLM.logit_error(SimpleNamespace(dtype=dtype), None, None, lg)
        np.testing.assert_allclose(err, [rtol * 1.0, rtol * 6.0], rtol=1e-12, atol=0)
    assert sc.FLOAT32_RTOL == 3e-5 and sc.FLOAT64_RTOL == 1e-12
    empty = sc.SceptrMLM.logit_error(SimpleNamespace(dtype=torch.float32), None, None, np.zeros((0, 2)))
    assert empty.shape == (0,)


def test_first_q_residues_and_token_forms(model):
    m = model.with_template(tokens=sc.AMINO_ACIDS[:3])
    assert m.tokens == ["A", "C", "D"]
    assert sc._parse_tokens("acd") == ["A", "C", "D"]          # a string without separators: its letters
    assert sc._parse_tokens("A, W") == ["A", "W"] and sc._parse_tokens("all") == list(sc.AMINO_ACIDS)
    with pytest.raises(InvalidInputError, match=r"`tokens` must hold at least 2 residues"):
        sc._parse_tokens("A")


def test_logits_columns_follow_the_token_order(model):
    # V = (W, A): the head's columns W and A of the 20 (A..Y), in V's order
    x20 = model.initial_state()[None, :]
    full = model.logits(x20, [1])[0]
    sub = model.with_template(tokens=["W", "E", "F", "Q", "G"])
    lg = sub.logits(sub.encode("EFQG")[None, :], [1])[0]
    idx = [sc.AMINO_ACIDS.index(a) for a in ("W", "E", "F", "Q", "G")]
    np.testing.assert_allclose(lg, full[idx], atol=1e-5, rtol=0)
    assert sub.token_ids.tolist() != sorted(sub.token_ids.tolist())
