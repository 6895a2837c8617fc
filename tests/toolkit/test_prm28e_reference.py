"""prm28e (eleventh sweep, issue 30): _Cases.add_worst labels the FIRST index of the largest
disagreement (np.argmax's rule) when several tie, e.g. when every value agrees exactly."""
from toolkit.app.report.reference import _Cases


def test_worst_of_ties_is_the_first():
    c = _Cases()
    c.add_worst([1.0, 2.0, 3.0], [1.0, 2.0, 3.0], "profile", where=lambda j: f"t={j}")
    assert c.labels == ["profile, t=0"]
    c = _Cases()
    c.add_worst([0.0, 1.5, 2.0, 3.5], [0.0, 1.0, 2.0, 3.0], "d")   # |diff| = 0, .5, 0, .5
    assert c.labels == ["d, 1"] and c.computed == [1.5] and c.closed == [1.0]
