"""prm24a: ``diagram_verdicts(z_fast=, jump=)`` were never passed off their default by any test
(``benchmarks/results/default-only-args-2026-12-06.md``). Its docstring: both are "passed to
:func:`toolkit.growth.growth_verdict`", whose verdict records the thresholds it used
(``thresholds``: ``z_fast``, ``jump``), as ``test_ops13b_mixing_diagram.py`` checks for ``z_poly``.
Cells with exact brackets ``t = n^2`` at ``n = 4, 8, 16, 32`` (the stub of that file)."""

from tests.toolkit.test_ops13b_mixing_diagram import (
    _verdict,  # t = n^2 cells at n = 4..32, its stub
)
from toolkit.growth import Z_FAST


def test_z_fast_is_passed_on():
    assert _verdict().thresholds["z_fast"] == Z_FAST != 3.0
    assert _verdict(z_fast=3.0).thresholds["z_fast"] == 3.0


def test_jump_false_is_passed_on():
    assert _verdict().thresholds["jump"] is True
    assert _verdict(jump=False).thresholds["jump"] is False
