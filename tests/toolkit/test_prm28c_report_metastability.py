"""prm28c (issue 30): the basin claims' hypothesis names the BASIN's number of uphill moves k
(not the fixed-point scan's k = 1, the one other k in the section).

Hand value: Potts on the complete graph, q = 2, n = 5 (coupling 1): from 00000, a flip is
uphill while the flipped site sees a strict majority of its own token among the 4 others:
1 flip (4 zeros seen) and 2 flips (3 zeros against 1 one) are uphill; the third (2 against 2) is
a tie, no longer uphill, so k = 2."""
from toolkit.app.report import metastability


def test_basin_hypothesis_names_the_basins_k(tmp_path):
    s = metastability.section_metastability(str(tmp_path), quick=True)
    (c,) = [c for c in s.claims if c.name == "basin exit slope vs k*gamma: Potts complete q=2 n=5"]
    assert c.hypothesis == "k=2 uphill moves"
