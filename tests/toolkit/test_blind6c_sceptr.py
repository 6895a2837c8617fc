"""Sixth blind audit, part c (issue 30): SCEPTR's pooled hidden state, from its documented
definition (``SceptrMLM.hidden_states``: the last hidden state averaged over the residue
tokens, not ``<cls>``), against the stack's own output captured by a forward hook."""

from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.models import sceptr as sc  # noqa: E402

pytestmark = pytest.mark.mlm


def _pooled_by_hand(model, call, inp):
    """``call()``'s forward passes, with the self-attention stack's output captured by a hook,
    averaged by hand over the tokens whose residue column is not ``<cls>`` (libtcrlm's
    DefaultTokenIndex.CLS) of the model input ``inp``: ``(call's result, pooled)``."""
    from libtcrlm.tokeniser.token_indices import DefaultTokenIndex

    seen = []
    handle = model.bert._self_attention_stack.register_forward_hook(lambda mod, args, out: seen.append(out))
    try:
        result = call()
    finally:
        handle.remove()
    last = torch.cat(seen).double().numpy()                                   # (B, L, 64)
    residue = (inp[:, :, 0] != int(DefaultTokenIndex.CLS)).cpu().numpy()      # (B, L)
    assert (residue.sum(axis=1) == residue.shape[1] - 1).all()                 # one <cls> per row
    return result, (last * residue[:, :, None]).sum(axis=1) / residue.sum(axis=1)[:, None]


def test_pooled_hidden_state_is_the_mean_over_residue_tokens():
    model = sc.load_sceptr(n=4, tokens="ACDE")
    x = np.array([[0, 1, 2, 3], [3, 3, 0, 1], [2, 0, 1, 1]])
    got, want = _pooled_by_hand(model, lambda: model.hidden_states(x), model.input_ids(x))
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)
    # logits_and_hidden: the same pooling, of each row's masked input
    sites = [0, 2, 3]
    masked, _ = model._masked_inputs(x, sites)
    (_, h), want = _pooled_by_hand(model, lambda: model.logits_and_hidden(x, sites), masked)
    np.testing.assert_allclose(h, want, rtol=1e-12, atol=1e-12)
