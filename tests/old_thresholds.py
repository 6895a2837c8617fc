"""The growth rule at the thresholds before 2026-12-07 (Z_POLY 2.5, Z_FAST 4.0), for hand cases
written at them: they test the rule's arithmetic, not the constants (tests/test_thresholds_choice.py
pins those, the pair chosen over the calibration records)."""

from toolkit.growth import growth_verdict

OLD_Z_POLY, OLD_Z_FAST = 2.5, 4.0


def at_old(*args, **kw):
    """:func:`toolkit.growth.growth_verdict` with ``z_poly = 2.5, z_fast = 4.0`` unless given."""
    return growth_verdict(*args, **{"z_poly": OLD_Z_POLY, "z_fast": OLD_Z_FAST, **kw})
