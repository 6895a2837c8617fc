"""abs13b: the soundness report's certificate claims measure ``|log R|`` and by-hand residuals in absolute value.

``toolkit.app.report.soundness._certificates`` (0.1 s) checks ``all_rectangles`` and the stationary-law
residuals against hand values. Its claims are about ``|log R|`` (the orientation ``a < a2, b < b2`` fixes
only a sign convention) and about ``||w P - w||_1`` and ``max |rho - 1|`` of a tilted wrong law ``w``:

* a table whose ``log R`` are all reported with the opposite sign has the same ``|log R|``: the claim
  "largest |log R| = c/T" and "that rectangle is certified" still hold, at the rectangle of largest
  ``|log R|`` (a signed max or argmax would take the smallest);
* "float32 rounding ... is not certified" compares the largest ``|log R|`` with *its own* bound: with
  every other rectangle's bound shrunk below that value the claim still holds (and fails when the
  largest rectangle's own bound is shrunk);
* on the unmodified library every certificate claim holds; a signed ``sum (w P - w) = 0`` or a signed
  ``max (rho - 1)`` as the hand value would make the "residuals of a wrong law" claim fail.
"""

import dataclasses

import numpy as np

import exact
from toolkit.app.report import soundness

_REAL = soundness.all_rectangles


def _run(monkeypatch=None, patch=None):
    if patch is not None:
        monkeypatch.setattr(soundness, "all_rectangles", lambda *a, **k: patch(_REAL(*a, **k)))
    s = soundness.Section(soundness.KEY, soundness.TITLE)
    eq, ineq = soundness._Agreement(s), soundness._Inequalities(s)
    soundness._certificates(exact, eq, ineq)
    return {c.name: c for c in s.claims}, ineq.rows


def _holds(claim) -> bool:
    return bool(claim.holds)


def test_every_certificate_claim_holds_on_the_library():
    claims, _ = _run()
    assert len(claims) >= 10
    bad = [name for name, c in claims.items() if not _holds(c)]
    assert not bad, bad
    wrong = claims["residuals of a wrong law by hand (ratio): ||pi P - pi||_1, sum |F - F^T|, max edge ratio, rho"]
    assert _holds(wrong)


def test_largest_abs_log_r_claims_hold_with_the_opposite_sign_convention(monkeypatch):
    def flip(rect):
        return dataclasses.replace(rect, log_r=-np.abs(np.asarray(rect.log_r)))

    claims, _ = _run(monkeypatch, flip)
    assert _holds(claims["certificate: largest |log R| = c/T on an incompatible two-site model"])
    assert _holds(claims["certificate: that rectangle is certified (|log R| > bound)"])


def test_not_certified_claim_uses_the_bound_of_the_largest_rectangle(monkeypatch):
    def shrink_others(rect, own=False):
        lr = np.asarray(rect.log_r)
        if lr.size < 20:  # only the float32 table (81 rectangles; the two-site witness has 9)
            return rect
        k = int(np.argmax(np.abs(lr)))
        lr = lr.copy()
        lr[k] = -abs(lr[k])  # its sign is a convention: the largest |log R| is negative here
        b = np.asarray(rect.bound).copy()
        keep = b[k]
        b[:] = 0.1 * abs(lr[k])
        if not own:
            b[k] = keep
        return dataclasses.replace(rect, log_r=lr, bound=b)

    name = "certificate: float32 rounding of a compatible table (rows ~3000 and ~1) is not certified"
    claims, _ = _run(monkeypatch, shrink_others)
    assert _holds(claims[name])
    claims, _ = _run(monkeypatch, lambda r: shrink_others(r, own=True))
    assert not _holds(claims[name])


def test_certified_claim_uses_the_bound_of_the_largest_witness_rectangle(monkeypatch):
    # the two-site witness (9 rectangles, four with |log R| = c/T = 1.6, bound ~1e-15): reported with the
    # opposite sign and every *other* rectangle's bound raised to 10, the largest |log R| is still above its own
    # bound, so "that rectangle is certified" holds (a signed argmax would take a rectangle with log R = 0)
    def flip_raise(rect):
        lr = np.asarray(rect.log_r)
        if lr.size >= 20:  # leave the float32 table alone
            return rect
        a = np.abs(lr)
        b = np.where(a < a.max(), 10.0, np.asarray(rect.bound))
        return dataclasses.replace(rect, log_r=-a, bound=b)

    claims, _ = _run(monkeypatch, flip_raise)
    assert _holds(claims["certificate: that rectangle is certified (|log R| > bound)"])
    assert _holds(claims["certificate: largest |log R| = c/T on an incompatible two-site model"])


def test_class_profiles_start_at_the_tv_of_a_point_mass():
    # _class_profiles: d_k(t) = TV(P^t(x_k, .), pi) from x_k = k ones then zeros (q = 2). At t = 0 the law is the
    # point mass at x_k, whose TV distance to pi is 1 - pi(x_k); and lumping to the number of ones cannot
    # increase a TV distance: L_k(t) <= d_k(t). (A signed sum would give 0.5 (1 - 1) = 0.)
    from toolkit.models import potts

    d, L, pi = soundness._class_profiles(potts(2, 3, 1.0), 1.0, 5)
    x = (1 << np.arange(4)) - 1
    np.testing.assert_allclose(d[:, 0], 1.0 - pi[x], rtol=1e-12)
    assert d.shape[1] == 6
    assert np.all(L <= d + 1e-12)
    assert np.all(d[:, 1:] > 0)
