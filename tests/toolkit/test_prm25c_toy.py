"""prm25c (issue 30, eighth sweep): ``JointModel``'s declared logit error is ``u |l|`` with
``u`` the unit roundoff of ``log_joint``'s dtype (not ``eps = 2u``).

Contract (``JointModel.logit_error``): "``u |l|`` per entry (``u`` the unit roundoff of the
dtype ``log_joint`` came in)": float32 ``u = 2^-24``, float64 ``u = 2^-53`` (IEEE 754)."""

import numpy as np

from toolkit.models.toy import JointModel


def test_joint_error_is_the_unit_roundoff_of_its_dtype():
    lj = np.array([[[0.5, -1.25], [2.0, 0.75]], [[-3.5, 1.0], [0.125, -0.5]]])
    x = np.array([[0, 1, 1], [1, 0, 1]])
    sites = np.array([0, 2])
    for dtype, u in ((np.float32, 2.0**-24), (np.float64, 2.0**-53)):
        m = JointModel(lj.astype(dtype))
        lg = np.asarray(m.logits(x, sites), dtype=float)
        err = np.asarray(m.logit_error(x, sites, lg), dtype=float)
        np.testing.assert_allclose(err, u * np.abs(lg), rtol=1e-12, atol=0)
