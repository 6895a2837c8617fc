"""prm27c (issue 30): contracting_models draws BOTH of its families (module docstring:
pairwise models and logit tables ``h[i, a] + noise``), and each drawn table keeps the
guarantee alpha_col <= alpha_max at T = 1 (exact.influence on the enumerated chain)."""
from hypothesis import find, settings

from exact.influence import influence
from toolkit.models.toy import LogitTable, Pairwise
from toolkit.strategies import contracting_models


def test_contracting_models_draws_tables_and_pairwise():
    quick = settings(max_examples=200, database=None, derandomize=True)
    table = find(contracting_models(alpha_max=0.9), lambda m: isinstance(m, LogitTable), settings=quick)
    find(contracting_models(alpha_max=0.9), lambda m: isinstance(m, Pairwise), settings=quick)
    assert influence(table, temperature=1.0).alpha_col <= 0.9
