"""prm22e: toolkit.device_chains.inverse_cdf_torch keeps its draw in the vocabulary when
u * sum(p) reaches sum(p) (u = 1, or round-off): the last category, as toolkit.sampling.inverse_cdf."""
import pytest

torch = pytest.importorskip("torch")

from toolkit import device_chains  # noqa: E402
from toolkit.sampling import inverse_cdf  # noqa: E402


def test_u_at_one_draws_the_last_category():
    p = torch.tensor([[0.2, 0.3, 0.5], [0.25, 0.25, 0.5]], dtype=torch.float64)
    u = torch.tensor([1.0, 0.5], dtype=torch.float64)
    a = device_chains.inverse_cdf_torch(p, u)
    # by hand: u = 1 -> no a with cumsum > sum, the last index 2; u = 0.5 -> cumsum (0.25, 0.5, 1):
    # the smallest a with cumsum(p)[a] > 0.5 is 2
    assert a.tolist() == [2, 2]
    assert a.tolist() == inverse_cdf(p.numpy(), u.numpy()).tolist()
    assert device_chains.inverse_cdf_torch(p, torch.tensor([0.0, 0.2], dtype=torch.float64)).tolist() == [0, 0]
