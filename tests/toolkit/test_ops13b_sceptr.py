"""ops13b: ``SceptrModel(batch_size=k)`` runs its forward passes ``k`` rows at a time.

:class:`toolkit.models.sceptr.SceptrModel`: ``batch_size`` is the rows per forward pass (its
docstring times 64 and 256 rows). Six rows at ``batch_size=4`` are two passes, of 4 and 2
rows; at the default 64, one pass of 6. A wrapper on the BERT's embedding step (the first
call of each pass) records the chunk sizes; the logits do not depend on the chunking.
"""

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

from toolkit.models import sceptr as sc  # noqa: E402

pytestmark = pytest.mark.mlm


def _counted(m, sizes):
    embed = m.bert._embed

    def wrapper(chunk):
        sizes.append(int(chunk.shape[0]))
        return embed(chunk)

    m.bert._embed = wrapper
    return m


def test_batch_size_sets_the_rows_per_forward_pass():
    base = sc.load_sceptr()
    rng = np.random.default_rng(1)
    x, sites = rng.integers(base.vocab_size, size=(6, base.length)), rng.integers(base.length, size=6)
    m4 = base.with_template(batch_size=4)
    assert m4.batch_size == 4 and base.batch_size == 64
    sizes = []
    try:
        chunked = _counted(m4, sizes).logits(x, sites)
    finally:
        del m4.bert._embed  # the instance attribute: the class's method again (the BERT is shared)
    assert sizes == [4, 2]
    np.testing.assert_allclose(chunked, base.logits(x, sites), atol=1e-5, rtol=0)
