"""The loop shared by the samplers whose chains finish at different times.

Rejection-free runs, coalescence and L-lag couplings, exit and dwell times and
zero-temperature quenches all keep the indices of the chains still running and repeat
one round: advance those chains, record the ones that finished, drop them. Only the
round itself differs; :func:`advance_active` is the loop around it.

>>> import numpy as np
>>> left = np.array([3, 1, 2])          # rounds each chain still needs
>>> def step(active, r):
...     left[active] -= 1
...     return active[left[active] > 0]
>>> advance_active(step, np.arange(3), max_rounds=2), left.tolist()
(2, [1, 0, 0])
>>> advance_active(step, np.flatnonzero(left)), left.tolist()
(1, [0, 0, 0])
"""

from __future__ import annotations

import numpy as np


def advance_active(step, active: np.ndarray, *, max_rounds: int | None = None, bar=None,
                   clock: np.ndarray | None = None) -> int:
    """Call ``active = step(active, r)`` for ``r = 1, 2, ...`` while ``active`` is not empty.

    ``step(active, r)`` makes round ``r``: it advances the chains whose indices are in
    ``active``, records those that finished and returns the indices of those still
    running. At most ``max_rounds`` rounds are made. ``bar`` (a tqdm bar or None; closed
    at the end) moves by one per round or, when ``clock`` is given (the per-chain times
    that ``step`` updates), to the smallest clock among the chains still running.
    Returns the number of rounds made. Nothing here draws random numbers, so a sampler
    written with it consumes its generator exactly as its rounds do.
    """
    rounds = shown = 0
    try:
        while active.size and (max_rounds is None or rounds < max_rounds):
            rounds += 1
            active = step(active, rounds)
            if bar is None:
                continue
            if clock is None:
                bar.update(1)
            elif active.size:
                now = int(clock[active].min())
                if now > shown:
                    bar.update(now - shown)
                    shown = now
    finally:
        if bar is not None:
            bar.close()
    return rounds
