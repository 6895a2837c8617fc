"""prm27b tenth sweep (issue 30): ``md_escape`` keeps EVERY well-formed emphasis pair of a
stretch of prose, not only the first (the doctest has one pair per stretch)."""

from toolkit.app.claims import md_escape


def test_every_emphasis_pair_kept():
    # docstring rule: well-formed *word* / **word** pairs stay; a lone star is escaped
    assert md_escape("*a* then **b** and k * c and *d*") == "*a* then **b** and k \\* c and *d*"
