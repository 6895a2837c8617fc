"""Enumeration-based truth for Glauber dynamics of any conditional model.

One chain, exactly (built once, everything cached; the functions below delegate to it)
    ExactChain

State space
    StateSpace (mixed-radix indexing, size guard ``max_states``, by default
    DEFAULT_MAX_STATES)
Kernels
    site_logits, SiteLogits, glauber_kernel, GlauberKernel (sparse, operator, dense;
    random or systematic scan, laziness)
Stationary law (every entry to relative accuracy, with its error)
    stationary, stationary_law, stationary_residual, balance_residual
Reversibility (one scale-free rule, which each result names)
    reversibility, edge_relative_residual, detailed_balance_residual, is_reversible
Spectrum (gaps with error estimates, accurate at metastable scales)
    spectral_summary, eigenvalues, multiplicative_gaps, reversible_mixing_bounds,
    nonreversible_mixing_upper_bound
Mixing
    mixing_time, distance_profile, tv_rows
From a given start ("from my sentence, when is the chain mixed?")
    mixing_time_from, distance_from, StartMixing
Hitting, absorption and first passage (GTH elimination: small entries keep their digits)
    committor, hitting_probabilities, absorption_probabilities, mean_first_passage_times,
    first_passage_probabilities, Committor, HittingProbabilities, AbsorptionProbabilities,
    MeanPassageTimes, FirstPassageProbabilities
Implied timescales
    implied_timescales, ImpliedTimescales
Real-model windows
    not here: ``toolkit.app.window.real_window`` builds the exact kernel of a real MLM
    window from the objects above and sets it beside the sampled estimators
Analysis of one chain
    analyze (everything ``glauber exact`` reports)
Compatibility (rectangles, reversibility)
    all_rectangles, rectangle_summary, RectangleTable, RectangleSummary,
    kolmogorov_log_ratios, conditional_drift,
    scan_order_tv, compatibility_report
Influence and contraction
    influence_matrix, influence, contraction_bound, contraction_check
Margins, basins, exit times
    local_margins, fixed_points, basins, zero_temperature_graph, expected_exit_times,
    conductance, bottleneck_lower_bound, escape_checks, uphill_moves
Scans and the claim table
    nlogn_scan, metastability_scan, check_claims (``glauber check``; a CheckReport)
Exact reduction by symmetry (exchangeable models, n in the hundreds or thousands)
    count_chain, count_stationary_law, sector_matrices, sector_eigenvalues, class_chain,
    lumped_spectral_gap, lumped_mixing_time, lumped_exit_times, lumped_exact_report (an
    ExactReport, as analyze(model, method="lumped") returns)
1-D nearest-neighbour chains at any length (transfer matrices)
    NearestNeighbourChain, nearest_neighbour_chain, potts_chain, count_law, joint_count_law,
    CountLaw, chain_observables, ChainObservables, correlation_length, transfer_scan,
    TransferTable, glauber_cycle_gap, glauber_linear_sector_gap
"""

from .analysis import ExactReport
from .basins import basins, fixed_points, local_margins, uphill_moves, zero_temperature_graph
from .checks import CheckReport
from .compat import conditional_drift, kolmogorov_log_ratios
from .distance import StartMixing, distance_from, mixing_time_from
from .influence import contraction_bound, influence, influence_matrix
from .kernel import GlauberKernel, SiteLogits, glauber_kernel, site_logits
from .lumped import (
    class_chain,
    count_chain,
    count_stationary_law,
    lumped_exit_times,
    lumped_mixing_time,
    lumped_spectral_gap,
    sector_eigenvalues,
    sector_matrices,
)
from .lumped_checks import lumped_exact_report
from .markov import (
    ExactChain,
    analyze,
    check_claims,
    compatibility_report,
    contraction_check,
    scan_order_tv,
)
from .metastable import bottleneck_lower_bound, conductance, escape_checks, expected_exit_times
from .mixing import distance_profile, mixing_time, tv_rows
from .passage import (
    AbsorptionProbabilities,
    Committor,
    FirstPassageProbabilities,
    HittingProbabilities,
    MeanPassageTimes,
    absorption_probabilities,
    committor,
    first_passage_probabilities,
    hitting_probabilities,
    mean_first_passage_times,
)
from .rectangles import RectangleSummary, RectangleTable, all_rectangles, rectangle_summary
from .reversibility import edge_relative_residual, reversibility
from .scans import metastability_scan, nlogn_scan
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
from .stationary import balance_residual, stationary, stationary_law, stationary_residual
from .timescales import ImpliedTimescales, implied_timescales
from .transfer import (
    ChainObservables,
    CountLaw,
    NearestNeighbourChain,
    TransferTable,
    chain_observables,
    correlation_length,
    count_law,
    glauber_cycle_gap,
    glauber_linear_sector_gap,
    joint_count_law,
    nearest_neighbour_chain,
    potts_chain,
    transfer_scan,
)

__all__ = [
    "ExactChain",
    "CheckReport",
    "RectangleSummary",
    "RectangleTable",
    "all_rectangles",
    "basins",
    "bottleneck_lower_bound",
    "check_claims",
    "compatibility_report",
    "conditional_drift",
    "conductance",
    "contraction_bound",
    "contraction_check",
    "escape_checks",
    "expected_exit_times",
    "fixed_points",
    "influence",
    "influence_matrix",
    "kolmogorov_log_ratios",
    "local_margins",
    "metastability_scan",
    "nlogn_scan",
    "rectangle_summary",
    "scan_order_tv",
    "uphill_moves",
    "zero_temperature_graph",
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
    "stationary_law",
    "stationary_residual",
    "balance_residual",
    "reversibility",
    "edge_relative_residual",
    "tv_rows",
    "ChainObservables",
    "CountLaw",
    "NearestNeighbourChain",
    "TransferTable",
    "chain_observables",
    "correlation_length",
    "count_law",
    "glauber_cycle_gap",
    "glauber_linear_sector_gap",
    "joint_count_law",
    "nearest_neighbour_chain",
    "potts_chain",
    "transfer_scan",
    "class_chain",
    "count_chain",
    "count_stationary_law",
    "lumped_exit_times",
    "lumped_mixing_time",
    "lumped_exact_report",
    "lumped_spectral_gap",
    "sector_eigenvalues",
    "sector_matrices",
    "StartMixing",
    "distance_from",
    "mixing_time_from",
    "AbsorptionProbabilities",
    "Committor",
    "FirstPassageProbabilities",
    "HittingProbabilities",
    "MeanPassageTimes",
    "absorption_probabilities",
    "committor",
    "first_passage_probabilities",
    "hitting_probabilities",
    "mean_first_passage_times",
    "ImpliedTimescales",
    "implied_timescales",
]
