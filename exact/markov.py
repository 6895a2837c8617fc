"""One Glauber chain, exactly: :class:`ExactChain`, built once, every quantity cached.

In the style of deeptime's ``MarkovStateModel`` and QuantEcon's ``MarkovChain``: a model,
a temperature, a scan and a laziness define the chain; its enumerated logits, kernel,
stationary law (with its error) and spectrum are computed at most once, on first use, and
every derived quantity (mixing time, compatibility, influence and the contraction check,
margins and escape checks, bottlenecks, the claim table) is a method that reuses them. The
functional API (:func:`exact.analyze`, :func:`exact.check_claims`,
:func:`exact.compat.compatibility_report`, :func:`exact.influence.contraction_check`)
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

from toolkit._states import tv
from toolkit._validation import check_eps, check_probability, check_scan, check_temperature

from .kernel import GlauberKernel
from .logits import SiteLogits
from .rectangles import as_site_logits
from .space import DEFAULT_MAX_STATES

__all__ = ["ExactChain"]


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
        from .stationary import stationary_law

        return stationary_law(self.kernel)

    @property
    def pi(self):
        return self.law.pi

    @cached_property
    def reversibility(self):
        from .reversibility import reversibility

        return reversibility(self.kernel, self.law)

    @cached_property
    def spectrum(self):
        from .spectral import spectral_summary

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
        from .mixing import mixing_time

        eps = check_eps(eps)
        key = ("mixing", eps, method, t_max)
        if key not in self._cache:
            self._cache[key] = mixing_time(self.kernel, eps=eps, pi=self.pi, method=method, t_max=t_max)
        return self._cache[key]

    def distance_profile(self, t_max: int, *, starts=None):
        """``d(t)`` for ``t = 0..t_max`` (:func:`exact.mixing.distance_profile`)."""
        from .mixing import distance_profile

        return distance_profile(self.kernel, t_max, pi=self.pi, starts=starts)

    # ------------------------------------------------------------------ compatibility
    def compatibility(self, *, logit_rtol: float | None = None, n_witnesses: int = 5):
        """Rectangles beside detailed balance, Kolmogorov ratios, drift and scan order
        (:class:`~exact.compat.CompatibilityReport`), on the random-scan chain."""
        from .compat import _compatibility

        c = self._random_scan()
        key = ("compatibility", logit_rtol, n_witnesses)
        if key not in c._cache:
            c._cache[key] = _compatibility(c.logits, c.kernel, c.law, logit_rtol=logit_rtol, n_witnesses=n_witnesses,
                                           scan_order_tv=c.scan_order_tv())
        return c._cache[key]

    def scan_order_tv(self) -> float:
        """``TV(pi_random, pi_systematic)`` (0 for compatible conditionals)."""

        from .stationary import stationary_law

        c = self._random_scan()
        if "scan_order_tv" not in c._cache:
            sys_pi = stationary_law(GlauberKernel(c.logits, temperature=c.temperature, scan="systematic")).pi
            c._cache["scan_order_tv"] = tv(c.pi, sys_pi)
        return c._cache["scan_order_tv"]

    # ------------------------------------------------------------------ influence
    def influence(self, eps: float = 0.25):
        """Exact influences, both alphas, ``T_0``, the softmax lemma and the one-step path
        coupling (:class:`~exact.influence.InfluenceReport`)."""
        from .influence import influence

        key = ("influence", check_eps(eps))
        if key not in self._cache:
            self._cache[key] = influence(self.logits, temperature=self.temperature, eps=eps)
        return self._cache[key]

    def contraction(self, eps: float = 0.25):
        """The contraction bound beside the exact ``t_mix`` of the random-scan chain."""
        from .influence import ContractionCheck

        c = self._random_scan()
        return ContractionCheck(c.influence(eps), c.mixing(eps).t_mix)

    # ------------------------------------------------------------------ margins and escape
    def fixed_points(self):
        from .basins import fixed_points

        if "fixed_points" not in self._cache:
            self._cache["fixed_points"] = fixed_points(self.logits)
        return self._cache["fixed_points"]

    def basins(self):
        from .basins import basins

        if "basins" not in self._cache:
            self._cache["basins"] = basins(self.logits)
        return self._cache["basins"]

    def escape_checks(self, points=None):
        """The escape bound at every strict argmax fixed point (random scan)."""
        from .metastable import escape_checks

        c = self._random_scan()
        return escape_checks(c.kernel, c.fixed_points() if points is None else points)

    def exit_times(self, in_set_mask, **kwargs):
        from .metastable import expected_exit_times

        return expected_exit_times(self.kernel, in_set_mask, **kwargs)

    def conductance(self, in_set_mask) -> float:
        from .metastable import conductance

        return conductance(self.kernel, in_set_mask, pi=self.law)

    def bottleneck_lower_bound(self, in_set_mask, *, eps: float = 0.25) -> float:
        from .metastable import bottleneck_lower_bound

        return bottleneck_lower_bound(self.kernel, in_set_mask, eps=eps, pi=self.law)

    # ------------------------------------------------------------------ passage, timescales, start
    def state_index(self, state) -> int:
        """The index of one state: an index, the tokens of the ``n`` sites (ints), or their
        display strings (``self.logits.tokens``) as a sequence or one whitespace-separated text."""
        import numpy as np

        from toolkit.exceptions import InvalidInputError

        if isinstance(state, str):
            state = state.split()
        arr = np.asarray(state)
        if arr.ndim == 0:
            from .passage import start_distribution

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
        import numpy as np

        arr = np.asarray(states)
        if arr.ndim == 2:
            return self.logits.space.index(arr)
        return states

    def _start(self, start):
        import numpy as np

        arr = np.asarray(start)
        if arr.ndim == 0 or isinstance(start, str) or (arr.ndim == 1 and arr.size == self.n):
            return self.state_index(start)
        return start

    def committor(self, source, target, *, direction: str = "forward"):
        """Forward or backward committor between two sets (:func:`exact.passage.committor`)."""
        from .passage import committor

        return committor(self.kernel, self._set(source), self._set(target), direction=direction, pi=self.law)

    def hitting_probabilities(self, target, *, after_start: bool = False):
        """:func:`exact.passage.hitting_probabilities` (1 everywhere for an irreducible chain)."""
        from .passage import hitting_probabilities

        return hitting_probabilities(self.kernel, self._set(target), after_start=after_start)

    def absorption_probabilities(self):
        """:func:`exact.passage.absorption_probabilities` (one closed class when irreducible)."""
        from .passage import absorption_probabilities

        return absorption_probabilities(self.kernel)

    def mean_first_passage_times(self, target, *, origin=None):
        """``E_x[tau_target]`` and, with ``origin``, from ``pi`` on it
        (:func:`exact.passage.mean_first_passage_times`)."""
        from .passage import mean_first_passage_times

        return mean_first_passage_times(self.kernel, self._set(target),
                                        origin=None if origin is None else self._set(origin), pi=self.law)

    def first_passage_probabilities(self, target, t_max: int, *, start=None):
        """:func:`exact.passage.first_passage_probabilities` (``start``: a state or distribution)."""
        from .passage import first_passage_probabilities

        return first_passage_probabilities(self.kernel, self._set(target), t_max,
                                           start=None if start is None else self._start(start))

    def implied_timescales(self, k: int | None = None, *, lag: int = 1):
        """:func:`exact.timescales.implied_timescales`, cached per arguments."""
        from .timescales import implied_timescales

        key = ("timescales", k, lag)
        if key not in self._cache:
            self._cache[key] = implied_timescales(self.kernel, k=k, lag=lag, pi=self.law)
        return self._cache[key]

    def distance_from(self, start, t_max: int):
        """``d_mu(t)`` for ``t = 0..t_max`` from a state or distribution (:func:`exact.distance.distance_from`)."""
        from .distance import distance_from

        return distance_from(self.kernel, self._start(start), t_max, pi=self.law)

    def mixing_from(self, start, eps: float = 0.25, *, method: str = "auto", t_max: int | None = None,
                    label: str = ""):
        """``t_mix`` from a state (index, tokens or text) or a distribution
        (:func:`exact.distance.mixing_time_from`): "from my sentence, when is the chain mixed?"."""
        from .distance import mixing_time_from

        return mixing_time_from(self.kernel, self._start(start), eps=check_eps(eps), pi=self.law, method=method,
                                t_max=t_max, label=label)

    # ------------------------------------------------------------------ reports
    def report(self, eps: float = 0.25, *, mixing_method: str = "auto", t_max: int | None = None):
        """Everything ``glauber exact`` reports (:class:`~exact.analysis.ExactReport`)."""
        from .analysis import _report

        return _report(self, check_eps(eps), mixing_method=mixing_method, t_max=t_max)

    def check(self, eps: float = 0.25, *, logit_rtol: float | None = None):
        """Every claim of the theory held against this chain (:class:`~exact.checks.CheckReport`;
        random scan)."""
        from .checks import _check

        return _check(self._random_scan(), check_eps(eps), logit_rtol=logit_rtol)
