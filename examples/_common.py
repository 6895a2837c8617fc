"""Plumbing shared by the example scripts (not part of the stories).

- :func:`output_dir`: the ``--out DIR`` argument (default ``examples_output/`` at the
  repository root, which git ignores); the directory is created.
- :func:`pyplot`: matplotlib with the non-interactive Agg backend, so the scripts run
  on machines without a display.
- BLAS is limited to one thread on import: the examples' matrices are small, and on a
  busy machine OpenBLAS's spinning worker threads made them several times slower
  (example 05: 8 s -> 2 s on 2 shared cores).
- :class:`Checks`: each check prints one line ``check: <statement> holds`` (or
  ``... FAILS``); :meth:`Checks.finish` exits with status 1 if any failed, so the test
  suite (``tests/test_examples.py``) notices.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def _one_blas_thread() -> None:
    import numpy  # noqa: F401  (load numpy's and scipy's BLAS first, so the limit covers both)
    import scipy.linalg  # noqa: F401
    from threadpoolctl import threadpool_limits

    threadpool_limits(limits=1, user_api="blas")


_one_blas_thread()

DEFAULT_OUT = Path(__file__).resolve().parent.parent / "examples_output"


def output_dir(description: str, argv=None) -> Path:
    """Parse ``--out DIR`` and return it, created."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help=f"directory for the figures (default: {DEFAULT_OUT})")
    out = parser.parse_args(argv).out
    out.mkdir(parents=True, exist_ok=True)
    return out


def pyplot():
    """``matplotlib.pyplot`` on the Agg backend (files only, no window)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save(fig, path: Path) -> None:
    """Save a figure, close it and say where it went."""
    fig.savefig(path, dpi=110)
    fig.clf()
    import matplotlib.pyplot as plt

    plt.close(fig)
    print(f"figure: {path}")


class Checks:
    """Printed checks: ``checks("t_mix <= bound", ok)`` prints ``check: t_mix <= bound holds``."""

    def __init__(self):
        self.failed: list[str] = []

    def __call__(self, statement: str, ok) -> bool:
        ok = bool(ok)
        print(f"check: {statement} {'holds' if ok else 'FAILS'}")
        if not ok:
            self.failed.append(statement)
        return ok

    def finish(self) -> None:
        if self.failed:
            print(f"{len(self.failed)} check(s) failed", file=sys.stderr)
            sys.exit(1)
