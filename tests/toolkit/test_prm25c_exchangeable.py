"""prm25c (issue 30, eighth sweep): ``ExchangeableTable``'s declared logit error is the unit
roundoff ``u`` of its table's dtype times ``|l|`` (not ``eps = 2u``).

Contract (``LOGIT_ERROR_RULE``): "stored entries, trusted to the unit roundoff of their
dtype": float32 ``u = 2^-24``, float64 ``u = 2^-53`` (IEEE 754)."""

import numpy as np

from toolkit.models.exchangeable import ExchangeableTable


def test_table_error_is_the_unit_roundoff_of_its_dtype():
    table = np.array([[1.5, -3.0], [0.25, 2.0], [-7.0, 0.5]])   # q = 2, n - 1 = 2 other sites: n = 3
    x = np.array([[0, 1, 1], [1, 0, 0]])
    sites = np.array([0, 2])
    for dtype, u in ((np.float32, 2.0**-24), (np.float64, 2.0**-53)):
        m = ExchangeableTable(table.astype(dtype))
        lg = np.asarray(m.logits(x, sites), dtype=float)
        err = np.broadcast_to(np.asarray(m.logit_error(x, sites, lg), dtype=float), lg.shape)
        np.testing.assert_allclose(err, u * np.abs(lg), rtol=1e-12, atol=0)
