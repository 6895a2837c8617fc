"""Contract sweep (issue 30, branch sweep6s5), part 2 of toolkit.models.adapter on the shipped
tiny-en BERT: a prefix/suffix template's free positions (after [CLS] and the prefix), the
text render, with_template keeping or replacing the template, full_logits restricted to V
equal to logits, masked_logits with one masked site equal to logits, special_ids sorted and
'outside' = every id not in V."""

from __future__ import annotations

import os

import numpy as np
import pytest

os.environ["HF_HUB_OFFLINE"] = "1"
torch = pytest.importorskip("torch")
pytest.importorskip("transformers")

from toolkit.models import make_model  # noqa: E402

pytestmark = pytest.mark.mlm


@pytest.fixture(scope="module")
def tiny():
    return make_model("tiny-en")   # V = the, and, of, lord, god, king, said, is; n = 4


def test_prefix_suffix_positions_and_render(tiny):
    m = tiny.with_template(prefix="the lord", suffix="said", n=2)
    # input: [CLS] the lord [MASK] [MASK] said [SEP]: free positions 3, 4
    assert m.free_positions.tolist() == [3, 4] and m.length == 2
    assert m.render(m.encode("god king")) == "the lord god king said"
    # only n changes: the prefix and suffix are kept
    m3 = m.with_template(n=3)
    assert m3.free_positions.tolist() == [3, 4, 5] and m3.render(m3.encode("is of and")) == "the lord is of and said"
    # a new template replaces the old one
    t = m.with_template(text="god said the", free_positions=[2])
    assert t.free_positions.tolist() == [3] and t.render(t.encode("king")) == "god said king"


def test_full_and_masked_logits_agree_with_logits(tiny):
    x = np.array([[0, 3, 4, 6], [5, 5, 1, 2]])
    sites = np.array([2, 0])
    lg = tiny.logits(x, sites)
    full = tiny.full_logits(x, sites)
    assert full.shape == (2, 205)
    np.testing.assert_allclose(full[:, tiny.token_ids], lg, atol=1e-6, rtol=0)
    mask = np.zeros((2, 4), dtype=bool)
    mask[0, 2] = mask[1, 0] = True
    ml = tiny.masked_logits(x, mask)
    np.testing.assert_allclose(ml[[0, 1], [2, 0]], lg, atol=1e-5, rtol=0)


def test_special_and_outside_ids(tiny):
    assert tiny.special_ids("special").tolist() == [0, 1, 2, 3, 4]
    out = tiny.special_ids("outside")
    assert len(out) == 205 - 8 and not set(out.tolist()) & set(tiny.token_ids.tolist())
    assert out.tolist() == sorted(out.tolist()) and 0 in out
    np.testing.assert_allclose(tiny.special_logits(np.array([[0, 1, 2, 3]]), [1]),
                               tiny.full_logits(np.array([[0, 1, 2, 3]]), [1])[:, [0, 1, 2, 3, 4]], atol=1e-6)
