"""glauber-mlm: Glauber dynamics on masked language models, exact and sampled.

Models (:mod:`toolkit.models`)
    ConditionalModel protocol; toy families (IndependentSites, Pairwise, potts,
    curie_weiss, random_pairwise, JointModel, LogitTable, random_table, planted-margin
    models; exchangeable families (CurieWeiss, MeanFieldPotts, ...)); the MLM adapter
    ``toolkit.models.adapter.MaskedLM`` and the named real models
    ``toolkit.models.zoo.load_model`` (torch, imported lazily; ``toolkit.models.mlm``
    re-exports both); ``make_model(name, ...)`` for the names the CLI takes (strict:
    an unknown keyword is an error naming the family's parameters).
Chain semantics (:mod:`toolkit.chain`)
    tempered_conditionals, conditionals
Sampling (:mod:`toolkit.sampling`)
    run_chains (batched, random/systematic scan), run_rejection_free (n-fold way),
    glauber_step, observables (token_fraction, hamming_to, log_pseudo_likelihood)
Couplings (:mod:`toolkit.coupling`)
    coupled_step, coalescence_times (upper bounds on d(t)), lag_coupling_tv_bound,
    damage_spreading
Diagnostics (:mod:`toolkit.diagnostics`)
    autocorrelation, integrated_autocorrelation_time, effective_sample_size (Sokal, or
    ArviZ's conventions: method="bulk", ...), mcse, rhat
Theory, sampled (:mod:`toolkit.incompat`, :mod:`toolkit.influence`, :mod:`toolkit.metastable`)
    rectangle_test, influence_estimates, exit_times, dwell_times, jump_trajectory
Calibration, sweeps, hypothesis strategies
    toolkit.calibration.sampled_summary, toolkit.app.sweep.run_sweep / load_results,
    toolkit.strategies
Results and errors
    toolkit.results.Estimate (value ± stderr, exact values with method="exact"),
    toolkit.exceptions

The exact counterparts (enumeration-based truth) live in the sibling package :mod:`exact`.
``import toolkit`` needs only numpy, scipy and networkx.
"""

__version__ = "0.1.0"
