"""cmp13b: ``mixing_time(method="stepping", block=...)`` evolves at most ``block`` starts together.

The docstring of :func:`exact.mixing.mixing_time`: ``block`` is the number of starts evolved
together (memory ``N * block``), capped so a block stays within ``exact.mixing.STEP_MEMORY``
bytes. Observed through ``exact.mixing.tv``, which the stepping loop calls once per step on the
block's distributions (one column per live start). The chain: four states, every entry of ``P``
1/4, ``pi`` uniform: ``d(0) = 3/4``, ``d(1) = 0``, so ``t_mix(1/4) = 1`` by hand.
"""

import numpy as np

import exact.mixing as mixing


def _spy(monkeypatch):
    widths = []
    real = mixing.tv

    def tv(D, pi, *args, **kwargs):
        widths.append(np.shape(D)[1] if np.ndim(D) == 2 else 1)
        return real(D, pi, *args, **kwargs)

    monkeypatch.setattr(mixing, "tv", tv)
    return widths


P = np.full((4, 4), 0.25)   # one step to pi = uniform from any start: t_mix(1/4) = 1


def test_block_one_evolves_one_start_at_a_time(monkeypatch):
    widths = _spy(monkeypatch)
    r = mixing.mixing_time(P, eps=0.25, method="stepping", block=1)
    assert r.t_mix == 1
    assert widths and max(widths) == 1


def test_step_memory_caps_the_block(monkeypatch):
    # STEP_MEMORY = 3 * 8 bytes * N * 2: at most 2 float64 columns of N = 4 entries
    monkeypatch.setattr(mixing, "STEP_MEMORY", 3 * 8 * 4 * 2)
    widths = _spy(monkeypatch)
    r = mixing.mixing_time(P, eps=0.25, method="stepping", block=512)
    assert r.t_mix == 1
    assert widths and max(widths) == 2
