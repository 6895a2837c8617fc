"""prm21c loose-assertion sweep (issue 30): the report sections that hold the engine against
closed forms (toolkit.app.report.reference, .soundness, .known_results), run on a FAKE
engine that is wrong in one known way. On the real engine every claim holds whether or not
the closed form is independent of the engine, or the allowance tight, so the tests there
could not see a closed form read off the engine itself (a circular check), a coverage
allowance 1000 times the stated one, an absolute error held against a relative error
estimate, or a table column showing the closed form where the engine's value belongs."""

from __future__ import annotations

import dataclasses
import math
from types import SimpleNamespace

import numpy as np

import exact
from toolkit.app.report import known_results as kr
from toolkit.app.report import reference as ref
from toolkit.app.report import soundness
from toolkit.app.report._model import Section


class _Engine:
    """The real ``exact`` package, with some functions replaced."""

    def __init__(self, **over):
        self._over = over

    def __getattr__(self, name):
        return self._over[name] if name in self._over else getattr(exact, name)


def _two_state_claims(engine):
    s = Section("reference", "test")
    ref._ref_two_state(engine, ref._Agreement(s))
    return {c.name: c for c in s.claims}


UPPER = "reversible upper bound t_rel ln(1/(eps pi_min))"
LOWER = "reversible lower bound (t_rel - 1) ln(1/(2 eps))"


def test_reference_bounds_use_the_closed_form_pi_min_not_the_engines():
    # an engine whose stationary law is off by 1e-8 (moved from the largest to the smallest
    # entry; small enough for the engine's own residual guard) gives t_mix's upper bound
    # t_rel ln(1/(eps pi_min)) with pi_min off by 1e-8 / (1/4) relative: about 4e-8 t_rel, far
    # above the claim's 1e-10, so the closed form with the TRUE pi_min = min(p, r)/(p + r)
    # must disagree (a pi_min read off the engine agrees)
    def stationary(P):
        pi = np.array(exact.stationary(P), dtype=float)
        pi[int(np.argmin(pi))] += 1e-8
        pi[int(np.argmax(pi))] -= 1e-8
        return pi

    assert _two_state_claims(exact)[UPPER].holds is True
    assert _two_state_claims(_Engine(stationary=stationary))[UPPER].holds is False


def test_reference_bounds_use_the_closed_form_t_rel_not_the_engines():
    # an engine whose relaxation time is 10 % too long: (t_rel - 1) ln(1/(2 eps)) with the
    # closed form t_rel = 1/(1 - |1 - p - r|) must disagree with the engine's lower bound
    def summary(P, pi):
        s = exact.spectral_summary(P, pi)
        return SimpleNamespace(spectral_gap=s.spectral_gap, relaxation_time=1.1 * s.relaxation_time)

    assert _two_state_claims(exact)[LOWER].holds is True
    assert _two_state_claims(_Engine(spectral_summary=summary))[LOWER].holds is False


def _soundness(group, engine):
    s = Section(soundness.KEY, soundness.TITLE)
    group(engine, soundness._Agreement(s), soundness._Inequalities(s))
    return {c.name: c for c in s.claims}


def test_gap_error_coverage_allows_1e12_beyond_the_reported_error():
    # the claim's own words: |gap - reference gap| <= reported gap_error + 1e-12. An engine off
    # by 1e-10 that reports gap_error 5e-11 is NOT covered (5e-11 + 1e-12 < 1e-10); one that
    # reports 1e-10 is
    name = "reversible: |gap - reference gap| <= reported gap_error + 1e-12"

    def analyze(err):
        def run(m, **kw):
            r = exact.analyze(m, **kw)
            return dataclasses.replace(r, spectral_gap=r.spectral_gap + 1e-10, gap_error=err)
        return run

    assert _soundness(soundness._spectral, _Engine(analyze=analyze(1.5e-10)))[name].holds is True
    assert _soundness(soundness._spectral, _Engine(analyze=analyze(5e-11)))[name].holds is False


def test_stationary_error_claim_is_relative():
    # an engine whose smallest pi entry is off by a factor 1 + 1e-6 (a relative error of 1e-6;
    # an absolute one of 1e-6 pi_min <= 1e-6/8 on these 8 to 32 states) while it reports
    # relative_error 5e-7: max |pi/pi_ref - 1| = 1e-6 > 5e-7, the claim fails
    name = "stationary law: max |pi/pi_ref - 1| <= reported relative_error"

    def law(K, **kw):
        r = exact.stationary_law(K, **kw)
        pi = np.array(r.pi, dtype=float)
        pi[int(np.argmin(pi))] *= 1 + 1e-6
        return dataclasses.replace(r, pi=pi, relative_error=5e-7)

    assert _soundness(soundness._certificates, exact)[name].holds is True
    assert _soundness(soundness._certificates, _Engine(stationary_law=law))[name].holds is False


def test_known_results_table_shows_the_engines_values():
    # a fake engine (every answer a fixed number, none right): the table's engine column must
    # show the engine's numbers, the closed-form column the formulas'
    fake = SimpleNamespace(
        lumped_mixing_time=lambda *a, **k: SimpleNamespace(t_mix=1234),
        lumped_spectral_gap=lambda model, temperature: SimpleNamespace(spectral_gap=1e-3 / model.length),
        scans=SimpleNamespace(potts_spinodal=lambda q: 2.5))
    s = Section("reference", "test")
    table = kr.known_results(fake, ref._Agreement(s), cases=ref._Cases, ehrenfest_profile=ref._ehrenfest_profile,
                             first_within=ref._first_within, eps_values=ref.REFERENCE_EPS,
                             tie_atol=ref.REFERENCE_TIE)["table"]
    hyper = [r for r in table if r[0] == "hypercube T=inf"]
    assert len(hyper) == 3 and all(r[4] == 1234 and r[5] != 1234 for r in hyper)
    spin = [r for r in table if r[0] == "mean-field Potts"]
    assert [r[4] for r in spin] == [2.5, 2.5, 2.5]
    # beta_s(3) = 2.74564358 (the module's doctest, the root of beta'(x) = 0)
    assert math.isclose(spin[0][5], 2.74564358, abs_tol=1e-8)
