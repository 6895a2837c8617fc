"""prm28c (issue 30): MixingDiagram.statement names the n range from the smallest to the
LARGEST size, shown with three sizes (with two, the second size is the largest)."""
from toolkit.app.mixing_diagram import MixingDiagram


def test_statement_range_ends_at_the_largest_of_three_sizes():
    d = MixingDiagram("toy", (4, 6, 8), (1.0,), ((),) * 3, (), ())
    assert d.statement().startswith("toy, n = 4..8:")
