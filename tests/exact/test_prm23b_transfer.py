"""prm23b sixth sweep (issue 30): exact.transfer.transfer_scan hands ``max_joint_work`` on (the
tests ran it at the default only): a q = 3 chain gets the joint count law when its work is below
the limit given, and not when the limit is below that work."""

from __future__ import annotations

from exact.transfer import potts_chain, transfer_scan


def test_scan_hands_max_joint_work_on():
    fam = lambda n: potts_chain(3, n, 1.0, graph="path")   # noqa: E731 - q = 3: the joint law is optional
    assert transfer_scan(fam, temperatures=[1.0], n_values=[6], max_joint_work=1e12).joint.tolist() == [True]
    assert transfer_scan(fam, temperatures=[1.0], n_values=[6], max_joint_work=1.0).joint.tolist() == [False]
