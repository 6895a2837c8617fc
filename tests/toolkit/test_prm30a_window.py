"""prm30a: the window's logit tolerance is 8 times the LARGEST site error (module comment: the
same logit computed twice agrees to twice its error bound; 8 bounds cover a rectangle), every
site read: here a field of 40 on the middle site only gives that site an error bound about 40
times the others', and the tolerance follows it, not the first site's."""

import numpy as np
import pytest

from exact.logits import site_logits
from toolkit.app.window import real_window
from toolkit.models import potts


def test_tolerance_reads_the_largest_site_error():
    m = potts(2, 3, 0.5, field=np.array([[0.0, 0.0], [0.0, 40.0], [0.0, 0.0]]))
    L = site_logits(m)
    errs = [L.site_error(i) for i in range(3)]
    assert errs[1] > 10 * errs[0] and errs[1] > 10 * errs[2]   # only the middle site offends
    w = real_window(m, temperature=1.0, n_chains=4, n_steps=20, n_pairs=1, n_replicates=4, n_contexts=2,
                    exit_time=False, rng=0)
    assert w.logit_tolerance == pytest.approx(8.0 * errs[1], rel=1e-12, abs=0.0)
