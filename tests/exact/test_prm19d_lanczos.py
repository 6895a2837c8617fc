"""prm19d (issue 30, second promise sweep): ``axpy`` promises ``y += a x`` in place, in chunks;
every chunk of ``y`` must get the matching chunk of ``x``, not the first one."""

import numpy as np

from exact._lanczos import axpy


def test_axpy_every_chunk_gets_its_own_slice_of_x():
    # y += a x by hand: 1 + 2 * k for k = 0..9, whatever the chunk (3 leaves a partial chunk)
    for chunk in (3, 5, 10, 1 << 20):
        y = np.ones(10)
        out = axpy(y, 2.0, np.arange(10.0), chunk=chunk)
        assert out is y
        assert y.tolist() == [1.0 + 2.0 * k for k in range(10)]
