"""Known results at scale for the "reference" section of ``glauber verify``: the lumped
exact engine (:mod:`exact.lumped`, exchangeable models at ``n`` in the hundreds) held to
published values and theorems.

Like the rest of the section (:mod:`toolkit.app.report.reference`), every claim is an
equality between the engine's number and a value computed here from a formula alone (or
copied from its source), at a stated tolerance. Asymptotic theorems are checked at the
sizes the section can afford in about a second of CPU time, so their tolerances are the
finite-size remainders, measured and written beside them. The catalogue:

* lazy hypercube (identical sites, ``q = 2``, ``T = inf``): ``t_mix`` equals the Ehrenfest
  weight chain's at ``n = 100, 200``, and ``(t_mix - (1/2) n ln n)/n`` tends to
  ``-ln(2 Phi^-1((1 + eps)/2))``, the limit profile of the cutoff at ``(1/2) n ln n`` with
  its ``O(n)`` window (Diaconis, Graham, Morrison 1990; Levin-Peres-Wilmer Thm 18.3);
* Curie-Weiss (``beta = 1``): ``t_mix/(n ln n)`` and gaps against the independent values of
  issue 12; the cutoff constant ``1/(2 (1 - beta/T))`` above ``T_c = beta`` (Levin, Luczak,
  Peres 2010); the ``n^{3/2}`` law at ``T_c`` (Ding, Lubetzky, Peres 2009; LLP 2010); the
  exponential growth of ``1/gap`` below ``T_c`` at the rate of the free-energy barrier;
* mean-field Potts: the spinodal ``beta_s(q)``, where Cuff, Ding, Louidor, Lubetzky, Peres,
  Sly (2012) place the change of mixing (below the thermodynamic ``beta_c(q)``).

>>> round(_spinodal(3), 8)
2.74564358
"""

from __future__ import annotations

import math

import numpy as np
from scipy.special import ndtri

from exact.scans import fit_nlogn
from toolkit.models.exchangeable import CurieWeiss, IdenticalSites

# Curie-Weiss, beta = 1, eps = 1/4, computed outside the project (issue 12):
# t_mix/(n ln n) at T = 2 (the digits given there) and spectral gaps.
CW_T2_RATIO = {10: (1.04, 2), 50: (1.028, 3), 100: (1.023, 3)}
CW_GAP = {(500, 2.0): 1.0029836068e-3, (500, 1.0): 6.905253140e-5, (14, 0.3): 3.90788512496627e-8}
CW_BARRIER_T = 0.7
CW_BARRIER_N = (200, 300, 400)


def _limit_window(eps: float) -> float:
    """``lim (t_mix - (1/2) n ln n)/n`` of the lazy hypercube: from all zeros the Hamming
    weight is ``N(n/2 - (n/2) e^{-t/n}, n/4)`` to leading order, so
    ``d((1/2) n ln n + c n) -> 2 Phi(e^{-c}/2) - 1`` (Diaconis-Graham-Morrison 1990), which
    equals ``eps`` at ``c = -ln(2 Phi^-1((1 + eps)/2))`` (0.4505 at ``eps = 1/4``)."""
    return -math.log(2.0 * ndtri((1.0 + eps) / 2.0))


def _barrier_rate(beta: float, T: float) -> float:
    """``(f(0) - f(m*))/T`` with ``f(m) = -beta m^2/2 - T H((1+m)/2)`` (``H`` in nats) and
    ``m* = tanh(beta m*/T)``: the free-energy barrier per site between the two phases of
    Curie-Weiss below ``T_c = beta``, in units of ``T``."""
    from scipy.optimize import brentq  # lazily: 0.4 s of import, only when the section runs

    def H(p):
        return -(p * math.log(p) + (1 - p) * math.log(1 - p))

    def f(m):
        return -beta * m * m / 2 - T * H((1 + m) / 2)

    ms = brentq(lambda m: m - math.tanh(beta * m / T), 1e-9, 1 - 1e-15, xtol=1e-15)
    return (f(0.0) - f(ms)) / T


def _spinodal(q: int) -> float:
    """``beta_s(q) = min_x beta(x)``, ``beta(x) = (q-1) ln((q-1) x/(1-x)) / (q x - 1)`` (the
    ordered mean-field solution of a fraction ``x`` in one colour, coupling ``beta/n`` per
    pair), from the root of ``beta'(x) = 0``:
    ``(q x - 1)/(x (1 - x)) = q ln((q-1) x/(1-x))`` on ``(1/q, 1)``."""
    from scipy.optimize import brentq  # lazily: 0.4 s of import, only when the section runs

    def beta(x):
        return (q - 1) * math.log((q - 1) * x / (1 - x)) / (q * x - 1)

    def slope(x):
        return (q * x - 1) / (x * (1 - x)) - q * math.log((q - 1) * x / (1 - x))

    x = brentq(slope, 1.0 / q + 1e-6, 1 - 1e-12, xtol=1e-15)
    return beta(x)


def known_results(exact, chk, *, cases, ehrenfest_profile, first_within, eps_values, tie_atol: float) -> dict:
    """Add the catalogue's claims to ``chk`` (an ``_Agreement`` of the reference section;
    ``cases``: its case-list type; ``ehrenfest_profile``/``first_within``: its closed-form
    hypercube profile and threshold helpers). Returns the rows of the table."""
    table = []
    # -- lazy hypercube at n = 100, 200 (every start is a worst start: the cube is vertex-
    # transitive, so the monochromatic start's exact t_mix is the worst start's)
    tmix, window = cases(), cases()
    tie = math.inf
    for n, eps_n in ((100, eps_values), (200, (0.25,))):
        d_ref = ehrenfest_profile(n, int(n * math.log(n)) + 4 * n)
        for eps in eps_n:
            t_ref, g = first_within(d_ref, eps)
            tie = min(tie, g)
            t = exact.lumped_mixing_time(IdenticalSites(n, [0.0, 0.0]), temperature=math.inf, eps=eps,
                                         starts="monochromatic").t_mix
            tmix.add(t, t_ref, f"n={n}, eps={eps:g}")
            if n == 200 and t is not None:
                window.add((t - 0.5 * n * math.log(n)) / n, _limit_window(eps), f"n={n}, eps={eps:g}")
            table.append(("hypercube T=inf", n, f"eps={eps:g}", "t_mix", t, t_ref))
    # tol 0: integers; asserted only when the Ehrenfest d(t) stays REFERENCE_TIE away from eps
    chk.check("lumped hypercube T=inf, n=100,200: t_mix(eps) = Ehrenfest weight chain", tmix, tol=0, integer=True,
              why="integers", hypothesis_holds=bool(tie > tie_atol), guard=f"no tie: min |d(t) - eps| = {tie:.2g}")
    # tol 0.02: the o(1) remainder of (t_mix - n ln n / 2)/n; measured 0.0047 at n = 200, eps = 1/4
    # (0.010 at eps = 0.05, 0.019 at n = 100, eps = 0.05)
    chk.check("hypercube cutoff (1/2) n ln n, window n: (t_mix - n ln n/2)/n = -ln(2 Phi^-1((1+eps)/2))", window,
              tol=0.02, why="finite-n remainder of the limit profile (Diaconis-Graham-Morrison 1990)")

    # -- Curie-Weiss beta = 1 against the independent values of issue 12
    ratio, ts = cases(), {}
    for n, (ref, digits) in CW_T2_RATIO.items():
        t = exact.lumped_mixing_time(CurieWeiss(n, 1.0), temperature=2.0).t_mix
        ts[n] = t
        ratio.add(None if t is None else round(t / (n * math.log(n)), digits), ref, f"n={n}")
        table.append(("Curie-Weiss T=2", n, "eps=0.25", "t_mix/(n ln n)", t, ref))
    # tol 0: the engine's ratio rounded to the digits published
    chk.check("Curie-Weiss beta=1, T=2: exact worst-start t_mix/(n ln n) = published (n = 10, 50, 100)", ratio, tol=0,
              why="rounded to the published digits")
    gaps, gap_of = cases(), {}
    for (n, T), ref in CW_GAP.items():
        g = gap_of[n, T] = exact.lumped_spectral_gap(CurieWeiss(n, 1.0), temperature=T).spectral_gap
        gaps.add(g / ref, 1.0, f"n={n}, T={T:g}")
        table.append(("Curie-Weiss gap", n, f"T={T:g}", "gap", g, ref))
    # tol 1e-10 relative: the values are published to 10 or more significant digits (half a unit <= 7e-11)
    chk.check("Curie-Weiss beta=1: full spectral gap / published = 1 (n=500 T=2, T=1; n=14 T=0.3)", gaps, tol=1e-10,
              why="published to 10+ digits")
    # Levin, Luczak, Peres (2010, PTRF 146, Thm 1): cutoff at n ln n / (2 (1 - beta/T)), window O(n);
    # c of the fit t_mix = c n ln n + d n (the d n term is the window correction)
    cut = cases()
    if all(v is not None for v in ts.values()):
        cut.add(fit_nlogn(list(ts), list(ts.values())).c, 1.0 / (2.0 * (1.0 - 1.0 / 2.0)), "T=2, n=10,50,100")
    # tol 0.01: the o(n) remainder moves c at n <= 100; measured 0.0044 (0.0054 on n = 10..200)
    chk.check("Curie-Weiss cutoff constant c = 1/(2(1 - beta/T)) (Levin-Luczak-Peres 2010)", cut, tol=0.01,
              why="c n ln n + d n fitted at n <= 100")
    # at T_c = beta: t_rel and t_mix of order n^{3/2} (Ding, Lubetzky, Peres 2009, CMP 289; LLP 2010)
    crit = cases()
    g250 = exact.lumped_spectral_gap(CurieWeiss(250, 1.0), temperature=1.0).spectral_gap
    crit.add(math.log(g250 / gap_of[500, 1.0]) / math.log(2.0), 1.5, "ln(gap(250)/gap(500))/ln 2")
    # tol 0.02: the local exponent approaches 3/2 from below about like n^(-1/2): 1.4874 at n = 250..500,
    # 1.4906 at n = 500..1000 (measured). (t_mix's exponent, 1.509 on n = 50..800, is pinned in
    # tests/exact/test_lumped.py: too slow for this section.)
    chk.check("Curie-Weiss at T_c = beta: local exponent of 1/gap = 3/2 (t_rel ~ n^(3/2))", crit, tol=0.02,
              why="finite-size corrections at n = 250..500")
    # below T_c: nu(m) ∝ exp(-n f(m)/T), so ln(1/gap) = b n + a ln n + c with b = (f(0) - f(m*))/T
    # (Arrhenius; exponential order: LLP 2010 Thm 3); fitted over n = 200..400
    bar = cases()
    ns = np.array(CW_BARRIER_N, dtype=float)
    y = np.array([-math.log(exact.lumped_spectral_gap(CurieWeiss(int(n), 1.0), temperature=CW_BARRIER_T).spectral_gap)
                  for n in ns])
    b = np.linalg.lstsq(np.column_stack([ns, np.log(ns), np.ones_like(ns)]), y, rcond=None)[0][0]
    rate = _barrier_rate(1.0, CW_BARRIER_T)
    bar.add(b / rate, 1.0, f"T={CW_BARRIER_T:g}, n=200,300,400")
    # tol 3e-3 relative: the O(1/n) corrections to the ln n prefactor; measured 6.9e-4 (3e-4 over n = 200..800)
    chk.check("Curie-Weiss below T_c: ln(1/gap) grows like n (f(0) - f(m*))/T (free-energy barrier)", bar, tol=3e-3,
              why="relative; fit b n + a ln n + c over n = 200, 300, 400")
    table.append(("Curie-Weiss barrier", "200..400", f"T={CW_BARRIER_T:g}", "b", float(b), rate))

    # -- mean-field Potts: the spinodal beta_s(q) (Cuff, Ding, Louidor, Lubetzky, Peres, Sly 2012,
    # J. Stat. Phys. 149: cutoff below beta_s, n^{4/3} at beta_s, exponential above)
    spin = cases()
    for q in (3, 4, 5):
        spin.add(exact.scans.potts_spinodal(q), _spinodal(q), f"q={q}")
        table.append(("mean-field Potts", "-", f"q={q}", "beta_s", exact.scans.potts_spinodal(q), _spinodal(q)))
    # tol 1e-9: a bounded minimisation (xatol 1e-12) against a root of beta'(x); beta is flat at its minimum
    chk.check("mean-field Potts spinodal beta_s(q) = min_x beta(x) (q = 3, 4, 5)", spin, tol=1e-9,
              why="minimisation vs root of the derivative")
    return {"table": table}
