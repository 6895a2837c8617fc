"""prm30a: the torch stepping ``t_mix`` is the WORST start's (``max_x`` over every start of the
first ``t`` with ``TV(P^t(x, .), pi) <= eps``): a block goes on while any of its starts is above
``eps``, not only its first. With a field toward token 0 the all-0 state (index 0, the first
start of the block) is near the mode and mixes first; the worst start is another one, and the
answer equals numpy's (exact.mixing.mixing_time, stepping) from the same dense matrix."""

import numpy as np
import pytest

torch = pytest.importorskip("torch")

from exact.kernel import glauber_kernel  # noqa: E402
from exact.mixing import mixing_time as np_mixing_time  # noqa: E402
from toolkit.exact_torch import TorchKernel, mixing_time  # noqa: E402
from toolkit.models import potts  # noqa: E402


def test_block_runs_until_its_worst_start_mixes():
    model = potts(2, 4, 0.3, field=np.tile([1.5, 0.0], (4, 1)))
    K = glauber_kernel(model, temperature=1.0)
    P = np.asarray(K.dense(), dtype=float)
    ref = np_mixing_time(P, eps=0.1, method="stepping")
    pi = np.linalg.matrix_power(P, 4096)[0]       # every row of P^4096 is pi (to rounding)
    t0 = next(t for t in range(1000) if 0.5 * np.abs(np.linalg.matrix_power(P, t)[0] - pi).sum() <= 0.1)
    assert t0 < ref.t_mix and ref.worst_start != 0   # start 0 mixes first, another start is the worst
    TK = TorchKernel.from_matrix(P)
    res = mixing_time(TK, torch.as_tensor(pi), eps=0.1)
    assert res.t_mix == ref.t_mix
