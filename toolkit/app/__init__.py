"""The application layer: what is built on the base library and the exact engine.

``toolkit.app`` may import anything (``toolkit``'s base, ``exact``, optional extras) at
module level; nothing in the base (``toolkit`` outside ``app``) or in ``exact`` imports it.

cli, commands/
    the ``glauber`` command: one module per subcommand (``add_parser(sub)``, ``run(args)``)
report/
    ``glauber verify``: one module per section, registered in ``report.SECTIONS``
sweep/
    resumable sweeps: tasks and estimators, the SQLite store, executors, runners
compare
    exact values beside sampled estimates (calibration tables, coverage counts)
window
    a real MLM's window: exact kernel beside the sampled estimators (``glauber window``)
phase
    exact and sampled (T, n) grids run through the sweep store
mixing_diagram, mixing_truth, mixing_summary
    the dynamic (T, n) diagram: does t_rel / t_mix grow polynomially or faster with n at each
    T (``glauber phase --dynamic``), the known answers it is calibrated on, and what it
    establishes in plain words
records
    the committed calibration records of ``benchmarks/results`` (split over several files),
    read in one place: what each found, per family
"""
