"""harden9c: toolkit.models.toy on degenerate dtypes and sizes (a float32 table, a one-site
joint), from the documented contracts (issue 30)."""

import numpy as np

from toolkit.models.toy import JointModel, LogitTable


def test_float32_table_error_is_float32_roundoff():
    # LogitTable.logit_error: "u |l| per entry (u the unit roundoff of the dtype table came in)":
    # float32 has u = 2**-24
    t = np.full((2, 2, 2), 3.0, dtype=np.float32)
    m = LogitTable(t)
    x = np.zeros((1, 2), dtype=int)
    lg = m.logits(x, np.array([0]))
    assert np.array_equal(m.logit_error(x, np.array([0]), lg), 2.0**-24 * np.abs(lg))
    m64 = LogitTable(t.astype(np.float64))
    assert np.array_equal(m64.logit_error(x, np.array([0]), lg), 2.0**-53 * np.abs(lg))


def test_one_site_joint():
    # a joint of shape (q,) is a one-site model (n = 1): l_0(a) = log_joint[a]
    m = JointModel(np.array([0.0, 1.0, -2.0]))
    assert (m.length, m.vocab_size) == (1, 3)
    assert m.logits(np.zeros((1, 1), dtype=int), np.array([0])).tolist() == [[0.0, 1.0, -2.0]]
