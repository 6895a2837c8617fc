"""Twelfth blind audit, part b (issue 30): toolkit.unmasking's margin order on a model where
the site picked first decides the outcome (the twin of exact/unmasking.py's margin rule)."""

import numpy as np

from toolkit.unmasking import sample_unmasking

OFF = -60.0   # a logit e^-60 below the others: never drawn in these runs


class _FirstDecides:
    """Two sites, three tokens. Both masked: site 0 ~ (0.55, 0.45, 0), site 1 ~ (0.6, 0.3, 0.1);
    one masked: it takes token 2 whatever the other holds. So the site unmasked second holds 2:
    the final state tells which site an order picked first."""

    vocab_size, length = 3, 2

    def logits(self, x, sites):
        return np.tile([OFF, OFF, 0.0], (len(sites), 1))

    def masked_logits(self, x, mask):
        out = np.tile([OFF, OFF, 0.0], (mask.shape[0], 2, 1))
        both = mask.all(axis=1)
        out[both, 0] = np.log([0.55, 0.45, np.exp(OFF)])
        out[both, 1] = np.log([0.6, 0.3, 0.1])
        return out


def test_margin_order_uses_the_top_two_gap():
    # margins (top minus second largest probability): site 0 0.55 - 0.45 = 0.10, site 1 0.6 - 0.3 =
    # 0.30, so site 1 is unmasked first and site 0, second, takes token 2 in every chain (top minus
    # the smallest would give 0.55 against 0.50 and pick site 0 first: site 0 never 2)
    x = sample_unmasking(_FirstDecides(), 50, order="margin", rng=0)
    assert (x[:, 0] == 2).all()
    # confidence (largest top probability, 0.6 against 0.55) picks site 1 first too; left-to-right site 0
    assert (sample_unmasking(_FirstDecides(), 50, order="confidence", rng=1)[:, 0] == 2).all()
    assert (sample_unmasking(_FirstDecides(), 50, order="left-to-right", rng=2)[:, 1] == 2).all()
