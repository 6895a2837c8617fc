"""Enumeration-based truth for Glauber dynamics of any conditional model.

State space
    StateSpace (mixed-radix indexing, size guard ``max_states``)
Kernels
    site_logits, SiteLogits, glauber_kernel, GlauberKernel (sparse, operator, dense;
    random or systematic scan, laziness)
Stationary law
    stationary, stationary_residual
Spectrum
    spectral_summary, eigenvalues, detailed_balance_residual, is_reversible,
    multiplicative_gaps, reversible_mixing_bounds, nonreversible_mixing_upper_bound
Mixing
    mixing_time, distance_profile, tv_rows
Analysis of one chain
    analyze (everything ``glauber exact`` reports)
"""

from .analysis import ExactReport, analyze
from .kernel import GlauberKernel, SiteLogits, glauber_kernel, site_logits
from .mixing import distance_profile, mixing_time, tv_rows
from .space import DEFAULT_MAX_STATES, StateSpace
from .spectral import (
    detailed_balance_residual,
    eigenvalues,
    is_reversible,
    multiplicative_gaps,
    nonreversible_mixing_upper_bound,
    reversible_mixing_bounds,
    spectral_summary,
)
from .stationary import stationary, stationary_residual

__all__ = [
    "DEFAULT_MAX_STATES",
    "ExactReport",
    "GlauberKernel",
    "SiteLogits",
    "StateSpace",
    "analyze",
    "detailed_balance_residual",
    "distance_profile",
    "eigenvalues",
    "glauber_kernel",
    "is_reversible",
    "mixing_time",
    "multiplicative_gaps",
    "nonreversible_mixing_upper_bound",
    "reversible_mixing_bounds",
    "site_logits",
    "spectral_summary",
    "stationary",
    "stationary_residual",
    "tv_rows",
]
