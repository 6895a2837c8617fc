"""One Glauber chain, exactly: :class:`ExactChain`, built once, every quantity cached.

In the style of deeptime's ``MarkovStateModel`` and QuantEcon's ``MarkovChain``: a model,
a temperature, a scan and a laziness define the chain; its enumerated logits, kernel,
stationary law (with its error) and spectrum are computed at most once, on first use, and
every derived quantity (mixing time, compatibility, influence and the contraction check,
margins and escape checks, bottlenecks, the claim table) is a method that reuses them. The
functional API at the end of this module (:func:`exact.analyze`, :func:`exact.check_claims`,
:func:`compatibility_report`, :func:`contraction_check`, :func:`scan_order_tv`)
builds an ``ExactChain`` and delegates, so nothing threads a kernel or a ``pi`` through
keyword arguments, and nothing has to check that a kernel was built at the right
temperature.

>>> from toolkit.models import potts
>>> c = ExactChain(potts(2, 3, 1.0), temperature=2.0)
>>> c.n_states, c.spectrum.reversible, c.mixing().t_mix >= 1
(8, True, True)
>>> c.law is c.law    # computed once
True
"""

from __future__ import annotations

from functools import cached_property

import numpy as np

from toolkit._states import tv
from toolkit._validation import (
    check_eps,
    check_model,
    check_probability,
    check_scan,
    check_temperature,
)
from toolkit.exceptions import InvalidInputError

from ._linalg import is_glauber
from .analysis import ExactReport, _report, exact_method
from .basins import basins, fixed_points
from .checks import CheckReport, _check
from .compat import CompatibilityReport, _compatibility
from .distance import distance_from, mixing_time_from
from .influence import ContractionCheck, influence
from .kernel import GlauberKernel
from .logits import SiteLogits
from .lumped_checks import lumped_exact_report
from .metastable import bottleneck_lower_bound, conductance, escape_checks, expected_exit_times
from .mixing import distance_profile, mixing_time
from .pairwise_logits import PairwiseLogits
from .passage import (
    absorption_probabilities,
    committor,
    first_passage_probabilities,
    hitting_probabilities,
    mean_first_passage_times,
    start_distribution,
)
from .rectangles import as_site_logits
from .reversibility import reversibility
from .space import DEFAULT_MAX_STATES
from .spectral import spectral_summary
from .stationary import stationary_law
from .timescales import implied_timescales

__all__ = ["ExactChain", "analyze", "check_claims", "compatibility_report", "contraction_check", "scan_order_tv"]


class ExactChain:
    """The exact Glauber chain of ``model`` at ``temperature``.

    Parameters
    ----------
    model : ConditionalModel or SiteLogits
        Enumerated once (a :class:`~exact.logits.SiteLogits` is used as it is).
    temperature : float
        ``T > 0`` (``inf`` allowed).
    scan : {"random", "systematic"}
    lazy : float in [0, 1)
    max_states : float
        Size guard of the enumeration.
    name : str, optional
        A label for reports (default: the model's ``repr``).

    Attributes (computed on first use, then cached)
    -----------------------------------------------
    logits, kernel, law (:class:`~toolkit.results.StationaryLaw`), pi, spectrum
    (:class:`~toolkit.results.SpectralSummary`), reversibility.

    Sets of states (``source``, ``target``, ``origin``) are masks, indices or 2-D arrays of
    token states; a start is an index, a state's tokens (ints or display strings, or one
    whitespace-separated text) or a distribution.
    """

    def __init__(self, model, *, temperature: float = 1.0, scan: str = "random", lazy: float = 0.0,
                 max_states: float = DEFAULT_MAX_STATES, name: str | None = None):
        if not (isinstance(model, (SiteLogits, PairwiseLogits)) or is_glauber(model)):
            check_model(model)  # a wrong argument is named now, not at the first use of the chain
        self.model = model
        self.temperature = check_temperature(temperature)
        self.scan = check_scan(scan)
        self.lazy = check_probability(lazy, "lazy")
        self.max_states = max_states
        self.name = name or repr(model)
        self._cache: dict = {}

    def __repr__(self) -> str:
        return (f"ExactChain({self.name}, T={self.temperature:g}, scan={self.scan!r}, lazy={self.lazy:g})")

    # ------------------------------------------------------------------ cached pieces
    @cached_property
    def logits(self) -> SiteLogits:
        return as_site_logits(self.model, max_states=self.max_states)

    @cached_property
    def kernel(self) -> GlauberKernel:
        return GlauberKernel(self.logits, temperature=self.temperature, scan=self.scan, lazy=self.lazy)

    @property
    def q(self) -> int:
        return self.logits.q

    @property
    def n(self) -> int:
        return self.logits.n

    @property
    def n_states(self) -> int:
        return self.logits.space.size

    @cached_property
    def law(self):
        return stationary_law(self.kernel)

    @property
    def pi(self):
        return self.law.pi

    @cached_property
    def reversibility(self):
        return reversibility(self.kernel, self.law)

    @cached_property
    def spectrum(self):
        return spectral_summary(self.kernel, self.law)

    def with_scan(self, scan: str, *, lazy: float = 0.0) -> ExactChain:
        """The chain of the same (already enumerated) logits and temperature with another scan
        (and laziness, default none): itself when both match, else built once and cached.

        >>> from toolkit.models import potts
        >>> c = ExactChain(potts(2, 2, 1.0))
        >>> c.with_scan("random") is c, c.with_scan("systematic") is c.with_scan("systematic")
        (True, True)
        """
        scan, lazy = check_scan(scan), check_probability(lazy, "lazy")
        if scan == self.scan and lazy == self.lazy:
            return self
        key = ("scan", scan, lazy)
        if key not in self._cache:
            self._cache[key] = ExactChain(self.logits, temperature=self.temperature, scan=scan, lazy=lazy,
                                          max_states=self.max_states, name=self.name)
        return self._cache[key]

    def _random_scan(self) -> ExactChain:
        """The plain random-scan chain of the same logits and temperature (itself if it is one)."""
        return self.with_scan("random")

    def with_temperature(self, temperature: float) -> ExactChain:
        """The chain of the same (already enumerated) logits at another temperature."""
        return ExactChain(self.logits, temperature=temperature, scan=self.scan, lazy=self.lazy,
                          max_states=self.max_states, name=self.name)

    # ------------------------------------------------------------------ mixing
    def mixing(self, eps: float = 0.25, *, method: str = "auto", t_max: int | None = None):
        """Exact worst-start ``t_mix(eps)`` (:func:`exact.mixing.mixing_time`), cached per arguments."""
        eps = check_eps(eps)
        key = ("mixing", eps, method, t_max)
        if key not in self._cache:
            self._cache[key] = mixing_time(self.kernel, eps=eps, pi=self.pi, method=method, t_max=t_max)
        return self._cache[key]

    def distance_profile(self, t_max: int, *, starts=None):
        """``d(t)`` for ``t = 0..t_max`` (:func:`exact.mixing.distance_profile`)."""
        return distance_profile(self.kernel, t_max, pi=self.pi, starts=starts)

    # ------------------------------------------------------------------ compatibility
    def compatibility(self, *, logit_rtol: float | None = None, n_witnesses: int = 5):
        """Rectangles beside detailed balance, Kolmogorov ratios, drift and scan order
        (:class:`~exact.compat.CompatibilityReport`), on the random-scan chain."""
        c = self._random_scan()
        key = ("compatibility", logit_rtol, n_witnesses)
        if key not in c._cache:
            c._cache[key] = _compatibility(c.logits, c.kernel, c.law, logit_rtol=logit_rtol, n_witnesses=n_witnesses,
                                           scan_order_tv=c.scan_order_tv())
        return c._cache[key]

    def scan_order_tv(self) -> float:
        """``TV(pi_random, pi_systematic)`` (0 for compatible conditionals)."""
        c = self._random_scan()
        if "scan_order_tv" not in c._cache:
            sys_pi = stationary_law(GlauberKernel(c.logits, temperature=c.temperature, scan="systematic")).pi
            c._cache["scan_order_tv"] = tv(c.pi, sys_pi)
        return c._cache["scan_order_tv"]

    # ------------------------------------------------------------------ influence
    def influence(self, eps: float = 0.25):
        """Exact influences, both alphas, ``T_0``, the softmax lemma and the one-step path
        coupling (:class:`~exact.influence.InfluenceReport`)."""
        key = ("influence", check_eps(eps))
        if key not in self._cache:
            self._cache[key] = influence(self.logits, temperature=self.temperature, eps=eps)
        return self._cache[key]

    def contraction(self, eps: float = 0.25):
        """The contraction bound beside the exact ``t_mix`` of the random-scan chain."""
        c = self._random_scan()
        return ContractionCheck(c.influence(eps), c.mixing(eps).t_mix)

    # ------------------------------------------------------------------ margins and escape
    def fixed_points(self):
        if "fixed_points" not in self._cache:
            self._cache["fixed_points"] = fixed_points(self.logits)
        return self._cache["fixed_points"]

    def basins(self):
        if "basins" not in self._cache:
            self._cache["basins"] = basins(self.logits)
        return self._cache["basins"]

    def escape_checks(self, points=None):
        """The escape bound at every strict argmax fixed point (random scan)."""
        c = self._random_scan()
        return escape_checks(c.kernel, c.fixed_points() if points is None else points)

    def exit_times(self, in_set_mask, **kwargs):
        return expected_exit_times(self.kernel, in_set_mask, **kwargs)

    def conductance(self, in_set_mask) -> float:
        return conductance(self.kernel, in_set_mask, pi=self.law)

    def bottleneck_lower_bound(self, in_set_mask, *, eps: float = 0.25) -> float:
        return bottleneck_lower_bound(self.kernel, in_set_mask, eps=eps, pi=self.law)

    # ------------------------------------------------------------------ passage, timescales, start
    def state_index(self, state) -> int:
        """The index of one state: an index, the tokens of the ``n`` sites (ints), or their
        display strings (``self.logits.tokens``) as a sequence or one whitespace-separated text."""
        if isinstance(state, str):
            state = state.split()
        arr = np.asarray(state)
        if arr.ndim == 0:
            return int(start_distribution(state, self.n_states)[1])
        if arr.dtype.kind in "US":
            tokens = list(self.logits.tokens or [str(a) for a in range(self.q)])
            bad = [t for t in arr.tolist() if t not in tokens]
            if bad:
                raise InvalidInputError(f"`state` holds {bad[0]!r}, not one of the tokens {tokens}")
            arr = np.array([tokens.index(t) for t in arr.tolist()])
        if arr.shape != (self.n,):
            raise InvalidInputError(f"`state` must be an index or the {self.n} tokens of a state; got shape {arr.shape}")
        return int(self.logits.space.index(arr)[0])

    def _set(self, states):
        """A set given as a mask, indices, or a 2-D array of token states (one per row)."""
        arr = np.asarray(states)
        if arr.ndim == 2:
            return self.logits.space.index(arr)
        return states

    def _start(self, start):
        arr = np.asarray(start)
        if arr.ndim == 0 or isinstance(start, str) or (arr.ndim == 1 and arr.size == self.n):
            return self.state_index(start)
        return start

    def committor(self, source, target, *, direction: str = "forward"):
        """Forward or backward committor between two sets (:func:`exact.passage.committor`)."""
        return committor(self.kernel, self._set(source), self._set(target), direction=direction, pi=self.law)

    def hitting_probabilities(self, target, *, after_start: bool = False):
        """:func:`exact.passage.hitting_probabilities` (1 everywhere for an irreducible chain)."""
        return hitting_probabilities(self.kernel, self._set(target), after_start=after_start)

    def absorption_probabilities(self):
        """:func:`exact.passage.absorption_probabilities` (one closed class when irreducible)."""
        return absorption_probabilities(self.kernel)

    def mean_first_passage_times(self, target, *, origin=None):
        """``E_x[tau_target]`` and, with ``origin``, from ``pi`` on it
        (:func:`exact.passage.mean_first_passage_times`)."""
        return mean_first_passage_times(self.kernel, self._set(target),
                                        origin=None if origin is None else self._set(origin), pi=self.law)

    def first_passage_probabilities(self, target, t_max: int, *, start=None):
        """:func:`exact.passage.first_passage_probabilities` (``start``: a state or distribution)."""
        return first_passage_probabilities(self.kernel, self._set(target), t_max,
                                           start=None if start is None else self._start(start))

    def implied_timescales(self, k: int | None = None, *, lag: int = 1):
        """:func:`exact.timescales.implied_timescales`, cached per arguments."""
        key = ("timescales", k, lag)
        if key not in self._cache:
            self._cache[key] = implied_timescales(self.kernel, k=k, lag=lag, pi=self.law)
        return self._cache[key]

    def distance_from(self, start, t_max: int):
        """``d_mu(t)`` for ``t = 0..t_max`` from a state or distribution (:func:`exact.distance.distance_from`)."""
        return distance_from(self.kernel, self._start(start), t_max, pi=self.law)

    def mixing_from(self, start, eps: float = 0.25, *, method: str = "auto", t_max: int | None = None,
                    label: str = ""):
        """``t_mix`` from a state (index, tokens or text) or a distribution
        (:func:`exact.distance.mixing_time_from`): "from my sentence, when is the chain mixed?"."""
        return mixing_time_from(self.kernel, self._start(start), eps=check_eps(eps), pi=self.law, method=method,
                                t_max=t_max, label=label)

    # ------------------------------------------------------------------ reports
    def report(self, eps: float = 0.25, *, mixing_method: str = "auto", t_max: int | None = None):
        """Everything ``glauber exact`` reports (:class:`~exact.analysis.ExactReport`)."""
        return _report(self, check_eps(eps), mixing_method=mixing_method, t_max=t_max)

    def check(self, eps: float = 0.25, *, logit_rtol: float | None = None):
        """Every claim of the theory held against this chain (:class:`~exact.checks.CheckReport`;
        random scan)."""
        return _check(self._random_scan(), check_eps(eps), logit_rtol=logit_rtol)


# ---------------------------------------------------------------------- the functional API
# Each builds an ExactChain and delegates: the one way in, on the top floor (the modules below
# compute from a kernel, a law or a chain and never build one).


def analyze(model, *, temperature: float = 1.0, scan: str = "random", eps: float = 0.25, lazy: float = 0.0,
            max_states: float = DEFAULT_MAX_STATES, mixing_method: str = "auto", t_max: int | None = None,
            name: str | None = None, method: str = "auto", sectors: str = "auto") -> ExactReport:
    """Stationary law, spectrum, reversibility, exact ``t_mix`` and the spectral bounds
    (:meth:`exact.markov.ExactChain.report`, or :func:`exact.lumped_checks.lumped_exact_report`
    when :func:`exact_method` says ``"lumped"``; there ``mixing_method`` is the ``starts``
    option of :func:`exact.lumped.lumped_mixing_time` and ``sectors`` that of
    :func:`exact.lumped.lumped_spectral_gap`)."""
    if exact_method(model, scan=scan, method=method, max_states=max_states) == "lumped":
        return lumped_exact_report(model, temperature=temperature, eps=eps, lazy=lazy,
                                   starts="auto" if mixing_method == "auto" else mixing_method, t_max=t_max,
                                   name=name, sectors=sectors)
    chain = ExactChain(model, temperature=temperature, scan=scan, lazy=lazy, max_states=max_states, name=name)
    return chain.report(eps, mixing_method=mixing_method, t_max=t_max)


def check_claims(model, *, temperature: float = 1.0, eps: float = 0.25, max_states: float = DEFAULT_MAX_STATES,
                 name: str | None = None, logit_rtol: float | None = None) -> CheckReport:
    """Compute every claim of the table for ``model`` at ``temperature`` (random scan;
    :meth:`exact.markov.ExactChain.check`)."""
    chain = ExactChain(model, temperature=temperature, max_states=max_states, name=name)
    return chain.check(eps, logit_rtol=logit_rtol)


def compatibility_report(model_or_sitelogits, *, temperature: float = 1.0, logit_rtol: float | None = None,
                         n_witnesses: int = 5, max_states: float = DEFAULT_MAX_STATES) -> CompatibilityReport:
    """Rectangle summary, detailed balance, Kolmogorov ratios, conditional drift and scan order
    (:meth:`exact.markov.ExactChain.compatibility`)."""
    chain = ExactChain(model_or_sitelogits, temperature=temperature, max_states=max_states)
    return chain.compatibility(logit_rtol=logit_rtol, n_witnesses=n_witnesses)


def scan_order_tv(model_or_sitelogits, *, temperature: float = 1.0, max_states: float = DEFAULT_MAX_STATES) -> float:
    """``TV(pi_random, pi_systematic)``: 0 for compatible conditionals (both leave ``mu_T`` invariant)."""
    return ExactChain(model_or_sitelogits, temperature=temperature, max_states=max_states).scan_order_tv()


def contraction_check(model_or_sitelogits, *, temperature: float = 1.0, eps: float = 0.25,
                      max_states: float = DEFAULT_MAX_STATES) -> ContractionCheck:
    """The contraction bound beside the exact ``t_mix`` (random scan;
    :meth:`exact.markov.ExactChain.contraction`)."""
    return ExactChain(model_or_sitelogits, temperature=temperature, max_states=max_states).contraction(eps)
