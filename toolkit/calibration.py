"""The sampled side of the calibration table: every sampled estimate of one chain, in one call.

:func:`sampled_summary` runs the sampled estimators on any model (a toy or a real MLM)
and returns a list of :class:`SampledQuantity`, each an :class:`~toolkit.results.Estimate`
with what it estimates (``spec``) and how it should relate to the truth (``kind``):

=============  ===============================================  =========================
kind           meaning                                          check against the truth
=============  ===============================================  =========================
estimate       an interval for the exact value                  interval covers it
upper bound    the exact value is at most this (in expectation) value + its error >= exact
lower bound    the exact value is at least this                 value <= exact
diagnostic     no exact counterpart / a convergence check       reported only
=============  ===============================================  =========================

Quantities: for each observable (default: the fraction of sites holding token 0 and the
log pseudo-likelihood), its stationary mean (``estimate``), integrated autocorrelation
time (``estimate``, exact value from the fundamental matrix) and R-hat (``diagnostic``,
exact 1); the coupling bound on ``d(t)`` at a few ``t`` (``upper bound``); the mean
coalescence time (``diagnostic``); with ``exit_set``, the mean exit time (``estimate``).

The exact side lives in :mod:`toolkit.app.compare` (``toolkit``'s base never imports ``exact``):
``toolkit.app.compare.calibration_table(model, ...)`` runs this and puts the exact value
beside each row; the ``glauber sample --compare-exact`` command prints it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from ._validation import as_rng, check_int, check_model, check_temperature
from .coupling import coalescence_times
from .diagnostics import SHORT_CHAIN_NOTE, summarize
from .exceptions import GlauberError, InvalidInputError, UnknownNameError
from .metastable import exit_times
from .results import Estimate, Result, format_table
from .sampling import (
    DEFAULT_MAX_MEMORY,
    hamming_to,
    log_pseudo_likelihood,
    model_size,
    run_chains,
    run_rejection_free,
    token_fraction,
)

__all__ = [
    "KINDS",
    "SampledQuantity",
    "SampledSummary",
    "sampled_summary",
    "default_observables",
    "censoring",
    "estimate_note",
    "sampled_cell",
    "noted_table",
    "records_pseudo_likelihood",
]

KINDS = ("estimate", "upper bound", "lower bound", "diagnostic")


@dataclass(frozen=True, eq=False)
class SampledQuantity(Result):
    """One sampled number: ``name``, ``kind`` (see module doc), the :class:`Estimate` and
    ``spec``, a dict telling the exact side what to compute (``{"quantity": "mean",
    "observable": "frac(0)"}``, ``{"quantity": "d", "t": 10}``, ...)."""

    name: str
    kind: str
    estimate: Estimate
    spec: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"name": self.name, "kind": self.kind, "estimate": self.estimate.to_dict(), "spec": dict(self.spec)}


@dataclass(frozen=True, eq=False)
class SampledSummary(Result):
    """The sampled estimates of one chain, with the settings that produced them.

    ``observables`` (name -> callable) is kept so the exact side can evaluate the same
    functions on every state (callables: not compared, not saved; a loaded summary has
    ``observables=None``, ``exit_set=None``).
    """

    model: str
    temperature: float
    n_chains: int
    n_steps: int
    burn_in: int
    method: str
    quantities: tuple
    observables: dict = field(repr=False, compare=False)
    exit_set: object = field(default=None, repr=False, compare=False)
    exit_start: tuple | None = None

    def __getitem__(self, name: str) -> SampledQuantity:
        for q in self.quantities:
            if q.name == name:
                return q
        raise UnknownNameError(f"no quantity {name!r}; have {[q.name for q in self.quantities]}")

    def to_dict(self) -> dict:
        return {"model": self.model, "temperature": self.temperature, "n_chains": self.n_chains,
                "n_steps": self.n_steps, "burn_in": self.burn_in, "method": self.method,
                "quantities": [q.to_dict() for q in self.quantities]}

    def to_frame(self):
        """One row per quantity: ``name, kind, value, stderr, ci_low, ci_high, n_samples, method``."""
        import pandas as pd

        return pd.DataFrame([{"name": q.name, "kind": q.kind, "value": q.estimate.value, "stderr": q.estimate.stderr,
                              "ci_low": q.estimate.ci[0], "ci_high": q.estimate.ci[1],
                              "n_samples": q.estimate.n_samples, "method": q.estimate.method}
                             for q in self.quantities])

    def table(self) -> str:
        """One row per quantity; a censored mean shown as ``>= value`` and, when any row has
        one, a ``note`` column with each estimate's caveat (:func:`estimate_note`)."""
        rows = [(q.name, q.kind, sampled_cell(q.estimate), q.estimate.stderr,
                 f"[{q.estimate.ci[0]:.4g}, {q.estimate.ci[1]:.4g}]", q.estimate.n_samples or "")
                for q in self.quantities]
        return self.head() + "\n" + noted_table(rows, ("quantity", "kind", "sampled", "stderr", "95% interval", "n"),
                                                [q.estimate for q in self.quantities])

    def head(self) -> str:
        return (f"{self.model}: T={self.temperature:g}, {self.n_chains} chains x {self.n_steps} steps "
                f"(burn-in {self.burn_in}, {self.method})")

    __str__ = table


#: ``"179 censored at 20: lower estimate"`` (coalescence times) or ``"3 censored: lower
#: estimate"`` (exit times) in an estimate's ``method``.
_CENSORED = re.compile(r"(\d+) censored(?: at (\d+))?: lower estimate")


def censoring(estimate) -> tuple[int, int | None] | None:
    """``(number censored, the cap or None)`` when ``estimate`` is a censored mean (its
    ``method`` says so: a lower estimate of the true mean), else None.

    >>> censoring(Estimate(13.0, method="coalescence (maximal), 179 censored at 20: lower estimate"))
    (179, 20)
    >>> censoring(Estimate(13.0, method="coalescence (maximal)")) is None
    True
    """
    m = _CENSORED.search(estimate.method or "")
    if m is None:
        return None
    return int(m.group(1)), None if m.group(2) is None else int(m.group(2))


def estimate_note(estimate) -> str:
    """The caveat an estimate's ``method`` carries, as a short note for a text table: a
    censored mean (a lower estimate) or an autocorrelation time whose window was not
    reached (the chains too short; also too low) or from one chain shorter than ``50 tau``
    (likely too low); ``""`` for none."""
    cens = censoring(estimate)
    if cens is not None:
        k, cap = cens
        at = f" at {cap}" if cap is not None else ""
        of = f" of {estimate.n_samples}" if estimate.n_samples else ""
        return f"{k}{of} censored{at}: a lower estimate"
    method = estimate.method or ""
    if "window not reached" in method:
        return method[method.index("window not reached"):].rstrip(")")
    if SHORT_CHAIN_NOTE in method:
        return SHORT_CHAIN_NOTE
    return ""


def sampled_cell(estimate):
    """A sampled value for a text table: ``>= value`` when it is a censored (lower) estimate."""
    return f">= {estimate.value:.6g}" if censoring(estimate) is not None else estimate.value


def noted_table(rows, headers, estimates) -> str:
    """:func:`format_table` of ``rows`` with a ``note`` column (:func:`estimate_note` of
    each row's estimate) when any row has a caveat."""
    notes = [estimate_note(e) for e in estimates]
    if any(notes):
        rows = [(*row, note) for row, note in zip(rows, notes, strict=True)]
        headers = (*headers, "note")
    return format_table(rows, headers)


#: A real MLM's default observables keep the log pseudo-likelihood up to this many sites
#: (it costs ``n`` times the chain itself; a window of a few sites pays little).
LPL_MAX_SITES = 16
#: Why a real MLM's default observables leave out the log pseudo-likelihood.
LPL_LEFT_OUT = (f"the log pseudo-likelihood is not recorded on a real MLM with more than {LPL_MAX_SITES} sites: it "
                "costs n forward passes per chain and recorded step, n times the chain's own cost")


def records_pseudo_likelihood(model) -> bool:
    """Whether :func:`default_observables` records the log pseudo-likelihood on ``model``:
    always on a toy model, on a real MLM (``forward_pass_per_site``) up to
    :data:`LPL_MAX_SITES` sites."""
    check_model(model)
    return not getattr(model, "forward_pass_per_site", False) or int(model.length) <= LPL_MAX_SITES


def default_observables(model, *, temperature: float = 1.0) -> dict:
    """``frac(0)`` (fraction of sites holding token 0) and the log pseudo-likelihood.

    For a model whose every site's conditional is a forward pass of a network (a real MLM:
    ``forward_pass_per_site``), the log pseudo-likelihood costs ``n`` forward passes per
    chain and recorded step, ``n`` times the chain's own cost (Sapiens VH at full length:
    120 times; ``glauber sample``'s default run went from minutes to hours), so above
    :data:`LPL_MAX_SITES` sites it is left out (:data:`LPL_LEFT_OUT`), and on any real MLM
    ``hamming(text)``, the number of sites that differ from the template text (when its
    tokens are all in ``V``), is recorded too.

    >>> from toolkit.models import potts
    >>> sorted(default_observables(potts(2, 4, 1.0)))
    ['frac(0)', 'log_pseudo_likelihood']
    """
    obs = {"frac(0)": token_fraction(0)}
    if records_pseudo_likelihood(model):
        obs["log_pseudo_likelihood"] = log_pseudo_likelihood(model, temperature=temperature)
    if not getattr(model, "forward_pass_per_site", False):
        return obs
    try:
        obs["hamming(text)"] = hamming_to(model.initial_state())
    except (GlauberError, AttributeError):   # no template text, or its tokens are not all in V
        pass
    return obs


def sampled_summary(model, *, temperature: float = 1.0, n_chains: int = 32, n_steps: int = 2000,
                    burn_in: int | None = None, observables=None, scan: str = "random",
                    rejection_free: bool = False, coupling: str = "maximal", coupling_times=None,
                    n_pairs: int = 8, n_replicates: int = 64, max_steps: int | None = None, exit_set=None,
                    exit_start=None, exit_chains: int = 200, name: str | None = None,
                    max_memory=DEFAULT_MAX_MEMORY, progress: bool | None = None, rng=None) -> SampledSummary:
    """Run the sampled estimators on ``model`` at ``temperature``.

    Chains start from uniform random states and the first ``burn_in`` steps (default
    half) are dropped. ``coupling_times`` default to where the estimated bound crosses
    1/2, 1/4 and 1/10; the coupling
    uses ``n_pairs`` start pairs (extreme and random states) with ``n_replicates`` each.
    ``exit_set`` (a predicate) with ``exit_start`` (a state inside) adds the mean exit time,
    each chain followed for up to ``max(100 n_steps, 10**6)`` steps (censored beyond): however
    short the run, an exit time of up to a million steps is measured.
    ``max_memory`` limits the arrays of the chains' run before any exists
    (:func:`toolkit.sampling.run_memory`; None: no limit).
    """
    q, n = model_size(model)
    T = check_temperature(temperature)
    n_chains = check_int(n_chains, "n_chains", minimum=2)
    n_steps = check_int(n_steps, "n_steps", minimum=8)
    burn_in = n_steps // 2 if burn_in is None else check_int(burn_in, "burn_in", minimum=0)
    if burn_in > n_steps - 4:
        raise InvalidInputError(f"`burn_in` must leave at least 4 recorded steps of n_steps={n_steps}; got {burn_in}")
    rng = as_rng(rng)
    if observables is None:
        observables = default_observables(model, temperature=T)
    elif callable(observables):
        observables = {getattr(observables, "__name__", "f"): observables}
    if rejection_free:
        if scan != "random":
            raise InvalidInputError("`rejection_free` simulates the random-scan chain; got scan='systematic'")
        run = run_rejection_free(model, temperature=T, n_chains=n_chains, n_steps=n_steps, burn_in=burn_in,
                                 record_every=1, record_states=False, observables=observables,
                                 max_memory=max_memory, progress=progress, rng=rng)
    else:
        run = run_chains(model, temperature=T, n_chains=n_chains, n_steps=n_steps, burn_in=burn_in,
                         scan=scan, record_states=False, observables=observables, max_memory=max_memory,
                         progress=progress, rng=rng)
    out = []
    for obs_name in observables:
        v = run.observable(obs_name)
        if v.ndim != 2:
            raise InvalidInputError(f"observable {obs_name!r} must be scalar (shape (B,)) for the summary")
        s = summarize(v, obs_name)
        out.append(SampledQuantity(f"mean {obs_name}", "estimate", s.mean,
                                   {"quantity": "mean", "observable": obs_name}))
        out.append(SampledQuantity(f"iat {obs_name}", "estimate", s.iat,
                                   {"quantity": "iat", "observable": obs_name, "scan": scan}))
        out.append(SampledQuantity(f"R-hat {obs_name}", "diagnostic",
                                   Estimate(s.rhat, stderr=0.0, ci=(s.rhat, s.rhat), n_samples=s.n_chains,
                                            method="rank-normalized split R-hat"),
                                   {"quantity": "rhat"}))
    if max_steps is None:
        max_steps = max(4 * n_steps, 1000)
    coal = coalescence_times(model, temperature=T, starts="extremes+random", n_pairs=n_pairs,
                             n_replicates=n_replicates, max_steps=max_steps, coupling=coupling, scan=scan,
                             progress=progress, rng=rng)
    if coupling_times is None:
        # where the bound crosses 1/2, 1/4 and 1/10: the informative part of the curve
        qs = [np.quantile(coal.times, 1 - lv, axis=1, method="inverted_cdf").max() for lv in (0.5, 0.25, 0.1)]
        coupling_times = sorted({int(t) for t in qs if np.isfinite(t)}) or [max_steps - 1]
    bound = coal.tv_bound([t for t in coupling_times if t < max_steps or not coal.n_censored])
    for t, b in zip(bound.times, bound.bounds, strict=True):
        out.append(SampledQuantity(f"d({t}) coupling bound", "upper bound", b, {"quantity": "d", "t": int(t)}))
    out.append(SampledQuantity("mean coalescence time", "diagnostic", coal.mean_time(), {"quantity": "coalescence"}))
    start_tuple = None
    if exit_set is not None:
        if exit_start is None:
            raise InvalidInputError("`exit_set` needs `exit_start`, a state inside the set")
        ex = exit_times(model, exit_set, start=exit_start, temperature=T, n_chains=exit_chains,
                        max_steps=max(100 * n_steps, 10**6), progress=progress, rng=rng)
        start_tuple = tuple(int(v) for v in np.asarray(exit_start).reshape(-1))
        out.append(SampledQuantity("mean exit time", "estimate", ex.mean, {"quantity": "exit", "start": start_tuple}))
    method = "rejection-free" if rejection_free else f"glauber ({scan} scan)"
    return SampledSummary(name or repr(model), T, n_chains, n_steps, burn_in, method, tuple(out), dict(observables),
                          exit_set, start_tuple)
