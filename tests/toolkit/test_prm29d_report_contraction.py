"""prm29d: the contraction claims' hypothesis reads alpha_col (the column sums), not alpha_row."""

from exact.scans import nlogn_scan
from toolkit.app.report import contraction as sec
from toolkit.models import make_model


def test_hypothesis_is_the_column_sum(monkeypatch, tmp_path):
    # an asymmetric family at T = 1.5: alpha_col < 1 at every n, alpha_row >= 1 at n = 3 and 4
    def family(n):
        return make_model("asymmetric-pairwise", q=2, n=n, scale=1.2, seed=3)

    monkeypatch.setattr(sec, "nlogn_scan", lambda fam, ns, temperature: nlogn_scan(family, range(2, 5),
                                                                                   temperature=temperature))
    s = sec.section_contraction(str(tmp_path), quick=True)
    rows = {r["n"]: r for r in s.data["scan"]["rows"]}
    assert rows[3]["alpha_col"] < 1 <= rows[3]["alpha_row"] and rows[4]["alpha_col"] < 1 <= rows[4]["alpha_row"]
    claims = {c.name: c for c in s.claims}
    for n in (2, 3, 4):
        assert claims[f"t_mix <= contraction bound, n={n}"].hypothesis_holds == (rows[n]["alpha_col"] < 1)
