"""prm23b sixth sweep (issue 30): toolkit.exact_torch.TorchKernel.from_pairwise on a pairwise
model whose couplings go ONE way (J[0, 1] != 0, J[1, 0] = 0): site 0's logits still get J[0, 1]'s
term (symmetric couplings, the usual input, are nonzero both ways, so reading the neighbour list
from J[j, i] was invisible). Against the dense kernel of exact.kernel."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("torch")

import torch  # noqa: E402

from exact._linalg import as_dense  # noqa: E402
from exact.kernel import glauber_kernel  # noqa: E402
from toolkit.exact_torch import TorchKernel  # noqa: E402
from toolkit.models import Pairwise  # noqa: E402


def test_one_way_coupling_is_in_the_products():
    rng = np.random.default_rng(3)
    n, q = 3, 2
    h = rng.normal(size=(n, q))
    J = np.zeros((n, n, q, q))
    J[0, 1] = [[1.5, -0.5], [0.0, 2.0]]          # site 1 pulls on site 0; site 0 does not pull on site 1
    model = Pairwise(h, J)
    P = as_dense(glauber_kernel(model, temperature=0.7))
    K = TorchKernel.from_pairwise(model, temperature=0.7)
    f = torch.as_tensor(rng.normal(size=q**n))
    np.testing.assert_allclose(K.matvec(f).numpy(), P @ f.numpy(), rtol=1e-12, atol=1e-14)
