"""prm20b promise sweep: toolkit.app.report.contraction (the T_0 its text quotes)."""

from __future__ import annotations

from toolkit.app.report.contraction import section_contraction


def test_text_quotes_the_cycles_T0(tmp_path):
    s = section_contraction(str(tmp_path), quick=True)
    # T_0 = max_j sum_i L_ij / 4 (the report's glossary), L_ij the largest change of site i's logits
    # when site j changes: Potts q = 2, coupling 1: the logits (1, 0) become (0, 1), L = 2; on a
    # cycle of n >= 3 sites every site has two neighbours: T_0 = 2 * 2 / 4 = 1 (n = 2: one, 0.5)
    assert "coupling 1, T = 1.5 (above T_0 = 1)." in s.text[0]
