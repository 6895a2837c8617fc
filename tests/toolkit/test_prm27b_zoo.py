"""prm27b tenth sweep (issue 30): ``load_model``'s template: the reference window is the
default only when NONE of ``text``, ``prefix``, ``suffix``, ``free_positions`` is given; a
``free_positions`` given alone is handed on (not replaced by the CDR-H3 window)."""

from toolkit.models import zoo


def test_free_positions_alone_are_kept():
    t = zoo._template_for("antiberty", None, None, None, None, [0, 2])
    assert t["free_positions"] == [0, 2]
    assert "text" not in t


def test_default_window_when_nothing_is_given():
    t = zoo._template_for("antiberty", 3, None, None, None, None)
    start = zoo._CDR_H3
    assert t == {"text": zoo.REFERENCE_VH, "free_positions": [start, start + 1, start + 2]}
