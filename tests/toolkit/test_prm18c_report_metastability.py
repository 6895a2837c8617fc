"""prm18c promise sweep: toolkit.app.report.metastability (the fixed-point table's columns)."""

from __future__ import annotations

from toolkit.app.report.metastability import section_metastability


def test_fixed_point_table_has_t_then_inverse_t(tmp_path):
    s = section_metastability(str(tmp_path), quick=True)
    table = next(t for t in s.text if t.startswith("| `T` | `1/T` |"))
    rows = [line.split("|")[1:3] for line in table.split("\n")[2:]]
    # the section's temperatures: gamma * (2, 1.5, 1, 0.7, ...), gamma = 1; 1/T beside each
    first_T, first_inv = (float(v) for v in rows[0])
    assert (first_T, first_inv) == (2.0, 0.5)
    for T, inv in rows:
        assert abs(float(T) * float(inv) - 1.0) < 1e-3
    assert float(rows[-1][0]) == 0.12
