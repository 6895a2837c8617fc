"""prm27b tenth sweep (issue 30), exact.lumped:

- ``starts='all'`` gives up (``t_mix`` None, a lower bound ``t_max + 1``) when ANY class has not
  reached ``eps`` by ``t_max``, also when the last class evolved did (the antiferromagnetic
  Curie-Weiss chain's extreme classes mix in 5 steps, the interior ones in 9-11).
"""

from exact import glauber_kernel, mixing_time
from exact.lumped import lumped_mixing_time
from toolkit.models.exchangeable import CurieWeiss


def test_all_classes_give_up_when_an_interior_class_is_unmixed():
    m = CurieWeiss(6, -2.0)
    # the enumerated chain (64 states): the worst start needs 11 steps, above t_max = 8
    assert mixing_time(glauber_kernel(m, temperature=1.0), eps=0.25).t_mix == 11
    r = lumped_mixing_time(m, temperature=1.0, starts="all", t_max=8)
    assert r.t_mix is None and not r.exact
    assert r.t_mix_lower == 9          # d(t_max) > eps for some class: t_mix >= t_max + 1
    full = lumped_mixing_time(m, temperature=1.0, starts="all")
    assert full.t_mix == 11 and full.exact


def test_certified_step_budget_is_spent_cumulatively(monkeypatch):
    """``starts='certified'`` evaluates the undecided classes within ONE budget of
    ``STEP_BUDGET`` class-state steps spent over all of them (a class whose ``states * t_L``
    exceeds what is left is skipped and ``t_mix`` is then not exact).

    Antiferromagnetic Curie-Weiss n = 8, T = 1: no interior class is certified; they are
    evaluated in the order k = 1, 7, 2, 6, 3, 5, 4 with (states, steps + 1) = (16, 14) x 2,
    (21, 15) x 2, (24, 17) x 2, (25, 18): 2 * (224 + 315 + 408) = 1894 class-state steps
    before the last. A budget of 1918 leaves 24 < 25 * t_L for it (t_L >= 1), while every
    earlier class fits (432 left before the sixth: 24 * t_L <= 432 for t_L <= 18; t_L <= t_mix = 17).
    """
    import exact.lumped as L

    m = CurieWeiss(8, -3.0)
    full = lumped_mixing_time(m, temperature=1.0, starts="certified")
    assert full.t_mix == 17 and full.exact and full.classes_evaluated == 9
    monkeypatch.setattr(L, "STEP_BUDGET", 1918)
    r = lumped_mixing_time(m, temperature=1.0, starts="certified")
    assert not r.exact and r.t_mix is None
    assert r.classes_evaluated == 8      # the two extremes + six interior classes; k = 4 skipped
