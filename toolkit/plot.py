"""Figures from result objects: the one place that sets up matplotlib.

:func:`pyplot` returns ``matplotlib.pyplot`` with a non-interactive backend (no screen is
needed: figures are written to files or shown in notebooks); :func:`save` writes a figure
beside a report and closes it. matplotlib is the ``plot`` extra; importing this module
does not import it.
"""

from __future__ import annotations

import os

__all__ = ["pyplot", "save"]


def pyplot():
    """``matplotlib.pyplot`` on the Agg backend (imported on first use)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save(fig, out_dir: str, name: str, *, dpi: int = 110) -> str:
    """Write ``fig`` to ``out_dir/name`` (tight layout), close it, return ``name``."""
    path = os.path.join(out_dir, name)
    fig.tight_layout()
    fig.savefig(path, dpi=dpi)
    pyplot().close(fig)
    return name
