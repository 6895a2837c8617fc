"""abs12b: the reference section's worst case is the largest ``|engine - closed form|``.

``_Cases.add_worst``'s docstring: the largest disagreement between two arrays. For
engine values ``(1, 0, 2)`` against closed forms ``(1, 5, 1.5)`` the disagreements are
``0, 5, 0.5`` by hand: the worst is index 1, an engine value *below* its closed form (the
signed differences ``0, -5, 0.5`` would pick index 2 and hide the failure).
"""

from toolkit.app.report.reference import _Cases


def test_add_worst_picks_the_largest_absolute_disagreement():
    c = _Cases()
    c.add_worst([1.0, 0.0, 2.0], [1.0, 5.0, 1.5], "d(t)")
    assert c.computed == [0.0]
    assert c.closed == [5.0]
    assert c.labels == ["d(t), 1"]


def test_two_site_potts_tie_guard_is_a_distance_to_an_integer():
    # the contraction bound ceil(x), x = n ln(n/eps) / (1 - tanh(c/(2T))), n = 2, eps = 0.25, c = 1, is
    # asserted only when x is more than REFERENCE_TIE from an integer: the guard is min_T |x - round(x)|,
    # by hand 7.732 (T = 1: 0.268 below 8), 17.45 (T = 0.5), 4.981 (T = 3: 0.0186 below 5) -> 0.0186
    import math

    import exact
    from toolkit.app.report.reference import _ref_two_site_potts

    calls = {}

    class Rec:
        def check(self, name, cases, **kw):
            calls[name] = kw

    _ref_two_site_potts(exact, Rec())
    kw = next(v for k, v in calls.items() if k.startswith("contraction bound"))
    xs = [2 * math.log(8) / (1 - math.tanh(1 / (2 * T))) for T in (0.5, 1.0, 3.0)]
    frac = min(abs(x - round(x)) for x in xs)
    assert 0.018 < frac < 0.019
    assert kw["hypothesis_holds"] is True
    assert kw["guard"] == f"argument {frac:.2g} from an integer"
