"""Calibration of the dynamic verdict (issue 24, item 4): does mixing grow polynomially or
faster with ``n``, on models with fields and without symmetry whose answer is known.

Every family is run through :func:`toolkit.app.mixing_diagram.mixing_diagram` (exact
timescales where a method applies, the sampled ones of :func:`toolkit.dynamics.dynamic_point`
otherwise); the truth of each cell is :func:`toolkit.app.mixing_truth.truth_label`.

Exact families (the truth and the data both deterministic; random models over a few seeds):

- independent sites with ``N(0, 1)`` fields, ``q = 3``, ``n = 8..1024`` (closed form
  ``t_rel = n``): polynomial at every ``T``;
- 1-D nearest-neighbour chains with fields (``q = 2``, a path, fields and couplings
  ``N(0, 1)`` plus a Potts coupling 0.5), symmetric (compatible) and asymmetric
  (incompatible), nested windows ``n = 3..14`` / ``3..12`` by enumeration: polynomial at
  every fixed ``T``;
- random pairwise (complete graph, ``q = 2``, couplings ``N(0, 0.3^2)``) and random logit
  tables (``N(0, 0.5^2)``) at temperatures where the influence sum ``alpha < 1`` at every
  size (checked and recorded): polynomial;
- Curie-Weiss with field 0.1 (``beta = 1``), ``n = 16..1024`` (lumped): faster than
  polynomial below the spinodal ``T_s = 0.7287``, polynomial above; and at zero field, the
  change at ``T_c = beta = 1``;
- mean-field Potts ``q = 3, 4, 5`` (``beta = 1``, lumped; ``q >= 4``: the count chain's gap, a
  lower bound, and the contraction bound above): the change at ``T_s = 1/beta_s(q)``.

Sampled families (``--seeds`` seeds each; the chains' seed and, for random models, the model's):

- 2-D Potts ``q = 2, 3, 4`` on ``L x L`` tori (``L = 4, 6, 8``) at ``0.7, 1, 1.4 T_c``;
- toy models through the real-MLM path (:mod:`toolkit.models.masked_toy`: a 32-site template,
  nested windows ``n = 4, 8, 16, 32``, ``q = 20``, the real grid ``T = 0.15..4.5``, the same
  sampling options as ``benchmarks/mixing_real.py``): independent sites with random fields,
  a 1-D chain with fields and a Potts coupling 1 (the wrapper's default), the same chain
  with random asymmetric (incompatible) couplings, and mean-field Potts ``q = 20`` with every
  site free (a strong transition); the first two also with the lighter options of Sapiens VH
  and AntiBERTy (:data:`toolkit.app.mixing_diagram.REAL_OPTIONS_LIGHT`);
- random pairwise at temperatures where ``alpha < 1`` (``n = 8..64``, nested, couplings
  ``N(0, 1/64)``).

Thresholds. ``Z_POLY`` and ``Z_FAST`` of :mod:`toolkit.growth` are chosen over the calibration
records jointly (:func:`choose_thresholds`, run by ``benchmarks/mixing_thresholds.py`` on the
committed records): every pair of the grid :data:`Z_POLY_GRID` x :data:`Z_FAST_GRID` is scored on
every family of a run (:func:`threshold_table`), with its wrong verdicts split by side: a
*polynomial* verdict on a faster truth says ``Z_POLY`` is too large, a *faster* verdict on a
polynomial truth says ``Z_FAST`` is too small. A value of ``Z_POLY`` is safe when no pair with it
has a wrong polynomial verdict; the eligible ones are those whose every grid value up to the
*next larger* one is safe (a margin of one grid step); ``Z_FAST`` alike downwards. Among the
eligible pairs, the one that decides the most verdicts (ties: the smallest ``Z_POLY``, then the
largest ``Z_FAST``, the safest). Each record holds its own table and what it alone would choose.
The escape-time estimator is calibrated on
planted-margin models (``q = 2``, ``n = 8``, margin 2): the sampled mean escape time from
the planted state against the exact one (coverage over seeds), and the slope of the exact
``ln E[tau]`` against ``1/T``.

Writes ``OUT/mixing-calibration.json`` and ``OUT/mixing-calibration.md`` (``--name``: another
stem; :data:`toolkit.app.records.CALIBRATION_RECORDS` reads every ``mixing-calibration*`` record); the diagrams are
cached in ``--cache`` (default ``OUT/mixing-calibration-cache``, removed at the end unless
``--keep-cache``), so an interrupted run resumes.

    python benchmarks/mixing_calibration.py              # ~2 h on 2 busy cores
    python benchmarks/mixing_calibration.py --quick      # 2 seeds, small grids (minutes)
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import shutil
import sys
import time
from types import SimpleNamespace

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from toolkit import growth  # noqa: E402
from toolkit.app.mixing_diagram import (  # noqa: E402
    REAL_OPTIONS,
    REAL_OPTIONS_LIGHT,
    REAL_WINDOWS,
    WINDOWS,
    MixingDiagram,
    diagram_verdicts,
    mixing_diagram,
    window_family,
)
from toolkit.app.mixing_truth import (  # noqa: E402
    spinodal_temperature,
    torus_tc,
    truth_label,
    visible_temperature,
)

#: The threshold grids, wide enough that the calibration finds wrong verdicts at both ends
#: (2026-12-07: a polynomial verdict on a faster truth from Z_POLY = 4.5 on, a faster one on a
#: polynomial truth at Z_FAST = 2.0), so the safe range is bounded by data on the side that matters.
Z_POLY_GRID = (1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 6.0)
Z_FAST_GRID = (2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 6.0, 8.0)
REAL_T = (0.15, 0.3, 0.6, 1.2, 2.4, 4.5)


def _load() -> str:
    try:
        return " ".join(f"{v:.2f}" for v in os.getloadavg())
    except OSError:  # pragma: no cover
        return "unknown"


# ---------------------------------------------------------------------- families
def _nested_pairwise(h, J):
    from toolkit.models.toy import Pairwise

    return lambda n: Pairwise(h[:n].copy(), J[:n, :n].copy())


def _chain(seed: int, L: int, symmetric: bool):
    from toolkit.models.masked_toy import nn_chain

    m = nn_chain(2, L, coupling=0.5, disorder=1.0, symmetric=symmetric, scale=1.0, graph="path", rng=seed)
    return _nested_pairwise(m.h, m.J)


def _alpha_ok(family, ns, T) -> float:
    """The largest influence sum ``alpha = max_j sum_i R_ij`` over the sizes: for a q = 2
    pairwise model its softmax-lemma bound ``max_j sum_i tanh(L_ij / (4T))`` with
    ``L_ij = |J00 - J01 - J10 + J11|`` (an upper bound: alpha < 1 certifies contraction);
    otherwise exact (enumeration)."""
    from exact.influence import influence
    from toolkit.models.toy import Pairwise

    out = 0.0
    for n in ns:
        m = family(n)
        if isinstance(m, Pairwise) and m.vocab_size == 2:
            J = m.J
            L = np.abs(J[:, :, 0, 0] - J[:, :, 0, 1] - J[:, :, 1, 0] + J[:, :, 1, 1])
            out = max(out, float(np.tanh(L / (4 * T)).sum(axis=0).max()))
        else:
            out = max(out, float(influence(m, temperature=T).alpha_col))
    return out


def exact_families(quick: bool) -> list[dict]:
    from toolkit.models import IndependentSites, random_pairwise, random_table
    from toolkit.models.exchangeable import CurieWeiss, MeanFieldPotts

    fam = []
    h = np.random.default_rng(0).normal(size=(1024, 3))
    ns = (8, 16, 32, 64) if quick else (8, 16, 32, 64, 128, 256, 512, 1024)
    fam.append(dict(name="independent sites, N(0,1) fields, q=3", truth="independent", seeds=[0],
                    build=lambda s: lambda n: IndependentSites(h[:n]), ns=ns,
                    temps=tuple(np.round(np.geomspace(0.1, 5.0, 8), 4))))
    chain_T = (0.25, 0.4, 0.6, 1.0, 2.0)
    seeds = [0, 1] if quick else list(range(8))
    fam.append(dict(name="1-D chain with fields, symmetric couplings (enumeration)", truth="chain", seeds=seeds,
                    build=lambda s: _chain(s, 14, True), ns=(3, 4, 6, 8, 11) if quick else (3, 4, 6, 8, 11, 14),
                    temps=chain_T))
    fam.append(dict(name="1-D chain with fields, asymmetric couplings (enumeration)", truth="chain", seeds=seeds,
                    build=lambda s: _chain(s, 12, False), ns=(3, 4, 6, 8) if quick else (3, 4, 6, 8, 10, 12),
                    temps=chain_T))

    def rp(s):
        m = random_pairwise(2, 12, 0.3, rng=s)
        return _nested_pairwise(m.h, m.J)

    fam.append(dict(name="random pairwise q=2, N(0,0.09) couplings, alpha < 1 (enumeration)", truth="contracting",
                    seeds=seeds[:5], build=rp, ns=(3, 4, 6, 8, 10, 12) if not quick else (3, 4, 6, 8),
                    temps=(2.5, 4.0), check_alpha=True))
    fam.append(dict(name="random logit tables q=2, N(0,0.25), alpha < 1 (enumeration)", truth="contracting",
                    seeds=seeds[:5], build=lambda s: lambda n: random_table(2, n, 0.5, rng=1000 * s + n),
                    ns=(3, 4, 6, 8, 10) if not quick else (3, 4, 6, 8), temps=(8.0, 12.0), check_alpha=True))
    Ts = spinodal_temperature("curie-weiss", beta=1.0, field=0.1)
    fam.append(dict(name="Curie-Weiss, field 0.1 (lumped)", truth="curie-weiss", truth_params={"field": 0.1},
                    seeds=[0], build=lambda s: lambda n: CurieWeiss(n, 1.0, field=0.1),
                    ns=(16, 32, 64, 128) if quick else (16, 32, 64, 128, 256, 512, 1024),
                    temps=tuple(np.round(np.linspace(0.45, 1.2, 16), 4)), spinodal=Ts))
    fam.append(dict(name="Curie-Weiss, zero field (lumped)", truth="curie-weiss", truth_params={"field": 0.0},
                    seeds=[0], build=lambda s: lambda n: CurieWeiss(n, 1.0),
                    ns=(16, 32, 64, 128) if quick else (16, 32, 64, 128, 256, 512, 1024),
                    temps=tuple(np.round(np.linspace(0.6, 1.3, 15), 4)), spinodal=1.0))
    for q in (3, 4, 5):
        Tq = spinodal_temperature("mean-field-potts", q=q)
        ratios = (0.7, 0.8, 0.9, 1.0, 1.2, 1.45) if quick else (0.7, 0.8, 0.85, 0.9, 0.95, 1.0, 1.05, 1.1, 1.2,
                                                                1.3, 1.45, 1.6)
        sizes = ((8, 16, 32) if quick else (8, 16, 32, 64)) if q < 5 else ((8, 16, 24) if quick else (8, 16, 24, 32))
        fam.append(dict(name=f"mean-field Potts q={q} (lumped)", truth="mean-field-potts", truth_params={"q": q},
                        seeds=[0], build=lambda s, q=q: lambda n: MeanFieldPotts(q, n, 1.0), ns=sizes,
                        temps=tuple(np.round(Tq * np.array(ratios), 5)), spinodal=Tq))
    return fam


def sampled_families(quick: bool, n_seeds: int) -> list[dict]:
    from toolkit.models import potts, random_pairwise

    seeds = list(range(n_seeds))
    fam = []
    for q in (2, 3, 4):
        tc = torus_tc(q)
        fam.append(dict(name=f"2-D Potts q={q} torus (sampled)", truth="torus", truth_params={"q": q}, seeds=seeds,
                        build=lambda s, q=q: lambda n: potts(q, n, 1.0, graph="torus"),
                        ns=(16, 36) if quick else (16, 36, 64), temps=tuple(np.round(tc * np.array([0.7, 1.0, 1.4]),
                                                                                        4)),
                        method="sampled", options={"coupling_sweeps": 100}))
    wrap_ns = (4, 8, 16) if quick else (4, 8, 16, 32)
    temps = REAL_T[::2] if quick else REAL_T
    for name, params, label, opts, tag in (
            ("masked-independent", {"q": 20, "length": 32}, "independent sites, N(0,1) fields", REAL_OPTIONS, ""),
            ("masked-chain", {"q": 20, "length": 32}, "1-D chain with fields, Potts coupling 1", REAL_OPTIONS, ""),
            ("masked-chain", {"q": 20, "length": 32, "coupling": 0.5, "disorder": 0.5, "symmetric": False},
             "1-D chain with fields, asymmetric random couplings", REAL_OPTIONS, ""),
            ("masked-independent", {"q": 20, "length": 32}, "independent sites, N(0,1) fields", REAL_OPTIONS_LIGHT,
             ", light options"),
            ("masked-chain", {"q": 20, "length": 32}, "1-D chain with fields, Potts coupling 1", REAL_OPTIONS_LIGHT,
             ", light options")):
        fam.append(dict(name=f"{label} (real-MLM path{tag})", truth="chain" if "chain" in name else "independent",
                        seeds=seeds, build=lambda s, name=name, params=params: window_family(name, {**params,
                                                                                                    "seed": s}),
                        ns=wrap_ns, temps=temps, method="auto", options=opts, real_path=True))
    Tq20 = spinodal_temperature("mean-field-potts", q=20)
    fam.append(dict(name="mean-field Potts q=20, every site free (real-MLM path)", truth="mean-field-potts",
                    truth_params={"q": 20}, seeds=seeds,
                    build=lambda s: window_family("masked-mean-field-potts", {"q": 20, "seed": s}),
                    ns=(4, 8, 16) if quick else (4, 8, 16, 32), temps=tuple(np.round(Tq20 * np.array([0.6, 0.8, 1.0,
                                                                                                       1.3, 2.0]), 4)),
                    method="auto", options=REAL_OPTIONS, real_path=True, spinodal=Tq20))

    def rp(s):
        m = random_pairwise(2, 64, 1.0 / 8.0, rng=s)
        return _nested_pairwise(m.h, m.J)

    fam.append(dict(name="random pairwise q=2, N(0,1/64) couplings, alpha < 1 (sampled)", truth="contracting",
                    # T >= 5: the softmax-lemma alpha is at most 0.839 over the 20 seeds and sizes (at T = 4
                    # it reached 1.049, >= 1 in 4 seeds: contraction, hence the truth, not established)
                    seeds=seeds, build=rp, ns=(8, 16, 32) if quick else (8, 16, 32, 64), temps=(5.0, 8.0),
                    method="sampled", options={"coupling_sweeps": 100}, check_alpha=True))
    return fam


#: The long windows (``--kind long``): the three 1-D chain families of :func:`sampled_families`
#: (REAL_OPTIONS, asymmetric couplings, REAL_OPTIONS_LIGHT) on a template as long as the largest
#: window, nested windows LONG_NS. Why: on windows to n = 32 at T = 0.15 the exact relaxation time of a
#: random-field chain often rises faster than n^2.5 over one doubling (a window that grows takes in
#: a slower local spot; benchmarks/results/dyn24-diagnosis-2026-12-06.md), so the verdict on the
#: top window 8..32 is often undetermined there, rightly; the truth is polynomial at every fixed T
#: as n grows, and these families ask whether the verdict finds it on the window 32..128 (the full
#: length of the antibody MLMs' chains). Not in ``--kind all``: its T = 0.15 cells alone took 3.2 CPU hours in the
#: pilot (benchmarks/dyn24_long_pilot.py, record dyn24-long-pilot-2026-12-06.md); the other temperatures are cheaper.
LONG_NS = (4, 8, 16, 32, 64, 128)


def long_chain_families(quick: bool, n_seeds: int) -> list[dict]:
    seeds = list(range(n_seeds))
    ns = LONG_NS[:-1] if quick else LONG_NS
    temps = REAL_T[::2] if quick else REAL_T
    length = ns[-1]
    fam = []
    for params, label, opts, tag in (
            ({}, "1-D chain with fields, Potts coupling 1", REAL_OPTIONS, ""),
            ({"coupling": 0.5, "disorder": 0.5, "symmetric": False}, "1-D chain with fields, asymmetric random "
             "couplings", REAL_OPTIONS, ""),
            ({}, "1-D chain with fields, Potts coupling 1", REAL_OPTIONS_LIGHT, ", light options")):
        p = {"q": 20, "length": length, **params}
        fam.append(dict(name=f"{label} (real-MLM path{tag}, windows to {length})", truth="chain", seeds=seeds,
                        build=lambda s, p=p: window_family("masked-chain", {**p, "seed": s}), ns=ns, temps=temps,
                        method="auto", options=opts, real_path=True, short_top=32))
    return fam


# ---------------------------------------------------------------------- running
READ_BACK = []


def _key(fam: dict, seed: int, cache: str) -> str:
    return os.path.join(cache, "".join(c if c.isalnum() else "_" for c in fam["name"])[:80] + f"_seed{seed}")


def diagram_path(fam: dict, seed: int, cache: str) -> str:
    """Where :func:`_run` caches the diagram of ``fam`` for ``seed`` (``_slowest`` added with the
    slowest windows)."""
    return _key(fam, seed, cache) + ("_slowest" if fam.get("windows") == "slowest" else "") + ".json"


def cell_store(fam: dict, seed: int, cache: str) -> str:
    """The folder beside :func:`diagram_path` where :func:`_run` stores each cell as it is computed
    (one folder for both ``windows``: the nested window's cells are the same)."""
    return _key(fam, seed, cache) + "-cells"


def _run(fam: dict, seed: int, cache: str) -> MixingDiagram:
    path = diagram_path(fam, seed, cache)
    if os.path.exists(path):
        READ_BACK.append(os.path.basename(path))
        return MixingDiagram.load(path)
    # each cell is also stored as it is computed: an interrupted diagram resumes at its cell
    d = mixing_diagram(fam["build"](seed), fam["ns"], fam["temps"], method=fam.get("method", "auto"),
                       label=fam["name"], sampled=fam.get("options"), rng=seed, store=cell_store(fam, seed, cache),
                       windows=fam.get("windows", "nested"))
    d.save(path)
    return d


def nested_view(fam: dict, seed: int, d: MixingDiagram) -> SimpleNamespace:
    """The diagram ``d`` of slowest windows read on its nested windows only (each size's cell
    of the family's own window, ``fam["build"](seed).positions(n)``): the same cells the
    nested run computes, so one run scores both."""
    family = fam["build"](seed)
    rows = []
    for n, row in zip(d.n_values, d.cells, strict=True):
        own = family.positions(n) if getattr(family, "positions", None) else None
        first = own[0] if own else None
        rows.append(tuple(c.window_cells[list(c.window_starts).index(first)] if c.window_cells else c
                          for c in row))
    return SimpleNamespace(n_values=d.n_values, temperatures=d.temperatures, cells=tuple(rows))


def _class_counts(scored: dict) -> dict:
    """How many of :func:`score`'s verdicts fall in each class."""
    words = [x for *_, x, _ in scored["cells"]]
    return {w: words.count(w) for w in (growth.POLYNOMIAL, growth.FASTER, growth.UNDETERMINED)}


def _comparison(rec: dict, key: str, title: str, intro: str, names: tuple) -> list:
    """A record section: each family's counts (polynomial / faster / undetermined, wrong) against
    those of ``f[key]`` (the same run scored another way); no lines when no family has ``key``."""
    fams = [f for f in rec["families"] if f.get(key)]
    if not fams:
        return []
    a, b = names
    out = ["", title, "", intro, "", f"| family | {a}: polynomial / faster / undetermined | {a}: wrong | {b}: "
           f"polynomial / faster / undetermined | {b}: wrong |", "|---|---|---|---|---|"]
    for f in fams:
        n = f["right"] + f["wrong"] + f["undetermined"]
        pol = sum(c["polynomial"] for c in f["by_temperature"].values())
        fas = sum(c["faster than polynomial"] for c in f["by_temperature"].values())
        o = f[key]
        out.append(f"| {f['name']} | {pol} / {fas} / {n - pol - fas} | {f['wrong']} | {o['polynomial']} / "
                   f"{o['faster than polynomial']} / {o['undetermined']} | {o['wrong']} |")
    return out


def score(fam: dict, diagrams: list, z_poly: float, z_fast: float, *, jump: bool = True,
          accelerate: bool = True, envelope: bool = True) -> dict:
    """Right / wrong / undetermined verdicts over seeds and temperatures, and T*(n) windows
    (``jump``: the jump branch of the polynomial rule on or off; ``accelerate``: the faster
    rule's steepening test, or the older "not slowing down" one; ``envelope``: the top pair's
    upper-end slope from the larger upper end below the top size, or from the middle size's;
    toolkit.growth)."""
    out = {"right": 0, "wrong": 0, "undetermined": 0, "cells": [], "wrong_cells": [], "changes": []}
    for seed, d in diagrams:
        verdicts, changes = diagram_verdicts(d.n_values, d.temperatures, d.cells, z_poly=z_poly, z_fast=z_fast,
                                             jump=jump, accelerate=accelerate, envelope=envelope)
        n_max = int(d.n_values[-1])
        for v in verdicts:
            truth = truth_label(fam["truth"], v.temperature, n_max, **fam.get("truth_params", {}))
            word = v.verdict
            if word == growth.UNDETERMINED:
                out["undetermined"] += 1
                ok = None
            elif word == growth.FASTER:
                ok = truth != "polynomial"
            else:
                ok = truth != "faster"
            if ok is True:
                out["right"] += 1
            elif ok is False:
                out["wrong"] += 1
                out["wrong_cells"].append({"seed": seed, "T": v.temperature, "verdict": word, "truth": truth,
                                           "n": list(v.n_values)})
            out["cells"].append((seed, v.temperature, word, truth))
        out["changes"].append((seed, [c.to_dict() for c in changes]))
    return out


def threshold_table(runs: list) -> list[dict]:
    """Every pair ``(z_poly, z_fast > z_poly)`` of the grids scored on ``runs`` (``[(family,
    diagrams)]``): ``wrong`` with its two sides, ``wrong_poly`` (polynomial where a faster truth
    is visible) and ``wrong_fast`` (faster on a polynomial truth), and ``decided``."""
    table = []
    for zp in Z_POLY_GRID:
        for zf in Z_FAST_GRID:
            if zf <= zp:
                continue
            row = {"z_poly": zp, "z_fast": zf, "wrong": 0, "wrong_poly": 0, "wrong_fast": 0, "decided": 0}
            for fam, diagrams in runs:
                s = score(fam, diagrams, zp, zf)
                row["wrong"] += s["wrong"]
                row["decided"] += s["right"] + s["wrong"]
                row["wrong_fast"] += sum(c["verdict"] == growth.FASTER for c in s["wrong_cells"])
                row["wrong_poly"] += sum(c["verdict"] == growth.POLYNOMIAL for c in s["wrong_cells"])
            table.append(row)
    return table


def safe_ranges(table: list) -> tuple[list, list]:
    """The eligible values of ``Z_POLY`` and ``Z_FAST`` (module docstring): ``Z_POLY`` values whose
    every grid value up to the next larger one gives no wrong polynomial verdict with any
    ``Z_FAST``; ``Z_FAST`` values whose every grid value down to the next smaller one gives no
    wrong faster verdict with any ``Z_POLY`` (the grid's last value on the unsafe side has no next
    one: never eligible).

    >>> t = [{"z_poly": zp, "z_fast": 9.0, "wrong_poly": int(zp >= 3), "wrong_fast": 0}
    ...      for zp in (1.0, 2.0, 3.0)]
    >>> safe_ranges(t)
    ([1.0], [])
    """
    zps = sorted({r["z_poly"] for r in table})
    zfs = sorted({r["z_fast"] for r in table})
    bad_p = {r["z_poly"] for r in table if r["wrong_poly"]}
    bad_f = {r["z_fast"] for r in table if r["wrong_fast"]}
    ok_p = [zps[i] for i in range(len(zps) - 1) if not bad_p & set(zps[:i + 2])]
    ok_f = [zfs[i] for i in range(1, len(zfs)) if not bad_f & set(zfs[i - 1:])]
    return ok_p, ok_f


def choose_thresholds(table: list) -> tuple[float, float]:
    """The pair of the table to use (module docstring): eligible on both thresholds
    (:func:`safe_ranges`), no wrong verdict, the most decided; ties: the smallest ``Z_POLY``,
    then the largest ``Z_FAST``. ``(nan, nan)`` when no pair is eligible."""
    ok_p, ok_f = safe_ranges(table)
    cands = [r for r in table if r["z_poly"] in ok_p and r["z_fast"] in ok_f and r["wrong"] == 0]
    if not cands:
        return (math.nan, math.nan)
    best = max(cands, key=lambda r: (r["decided"], -r["z_poly"], r["z_fast"]))
    return (best["z_poly"], best["z_fast"])


def escape_calibration(n_seeds: int, quick: bool) -> dict:
    """Sampled escape times from a planted fixed point against the exact ones."""
    from exact.markov import ExactChain
    from toolkit.dynamics import dynamic_point
    from toolkit.models.basins import planted_margin

    gamma, n, q = 2.0, 8, 2
    temps = (0.6, 0.4) if quick else (0.8, 0.6, 0.45, 0.35)
    radius = math.ceil((1 - 1 / q) * n / 2)
    rows, slopes = [], []
    for seed in range(n_seeds):
        m = planted_margin(q, n, gamma, rng=seed)
        x0 = np.zeros(n, dtype=np.int64)
        X = ExactChain(m, temperature=1.0).logits.space.all_states()
        inside = (X != x0).sum(axis=1) < radius
        idx0 = 0
        logs = []
        for T in temps:
            chain = ExactChain(m, temperature=T)
            tau = float(chain.exit_times(inside)[idx0])
            logs.append(math.log(tau))
            p = dynamic_point(m, T, basins=np.array([x0, np.ones(n, dtype=np.int64)]), chains_per_start=16,
                              low_chains=16, n_sweeps=40, coupling_sweeps=0, escape_sweeps=20000, rng=seed)
            e = p.escapes[0]
            lo, hi = e.mean.ci
            censored = e.n_censored > 0
            covers = bool(lo <= tau <= hi) if not censored else bool(lo <= tau)
            rows.append({"seed": seed, "T": T, "exact": tau, "sampled": float(e.mean.value), "ci": [lo, hi],
                         "censored": e.n_censored, "covers": covers, "method": e.method})
        slopes.append(float(np.polyfit(1.0 / np.array(temps), logs, 1)[0]))
    cover = sum(r["covers"] for r in rows)
    return {"gamma": gamma, "n": n, "q": q, "radius": radius, "temperatures": list(temps), "rows": rows,
            "coverage": cover / len(rows), "n_rows": len(rows),
            "slope_exact": {"median": float(np.median(slopes)), "min": float(min(slopes)), "max": float(max(slopes))}}


# ---------------------------------------------------------------------- report
def _md(rec: dict) -> str:
    out = ["# Dynamic verdict calibration (issue 24)", "",
           f"Command: `{rec['command']}`  ",
           f"Commit: {rec['commit']}; machine: {rec['machine']}; load average {rec['load_start']} at the start, "
           f"{rec['load_end']} at the end; {rec['seconds']:.0f} s in all (timings noisy: shared cores); the diagrams "
           f"took {rec.get('diagram_seconds', math.nan):.0f} s of that or of an earlier invocation into the same "
           f"cache (read back: {rec.get('read_back', 0)} of {rec.get('n_diagrams', 0)} diagrams).", "",
           *([f"Note: {rec['note']}", ""] if rec.get("note") else []),
           "## Thresholds", "",
           *(thresholds_md(rec["threshold_table"], rec["chosen"], rec["constants"], "this run's families")
             if rec["threshold_table"] else [f"No threshold table in this record; scored with toolkit.growth's "
                                             f"Z_POLY = {rec['constants'][0]}, Z_FAST = {rec['constants'][1]}."]),
           ]
    out += ["", "## Verdicts per family (with the constants of toolkit.growth)", "",
            "A verdict is one temperature of one seed over the sizes' top window. Wrong: *faster than polynomial* "
            "where the truth is polynomial, or *polynomial* where a faster-than-polynomial truth is visible on the "
            "sizes (toolkit.app.mixing_truth).", "",
            "| family | kind | seeds | sizes | T | truth | verdicts | right | wrong | undetermined | wrong % | s |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for f in rec["families"]:
        n = f["right"] + f["wrong"] + f["undetermined"]
        out.append(f"| {f['name']} | {f['kind']} | {f['n_seeds']} | {', '.join(map(str, f['ns']))} | "
                   f"{', '.join(f'{t:g}' for t in f['temps'])} | {f['truth_summary']} | {n} | {f['right']} | "
                   f"{f['wrong']} | {f['undetermined']} | {100 * f['wrong'] / max(n, 1):.1f} | {f['seconds']:.0f} |")
    out += ["", "## Verdict by temperature (count over seeds: polynomial / faster / undetermined; truth)", ""]
    for f in rec["families"]:
        out.append(f"- {f['name']}: " + "; ".join(
            f"T={float(t):g}: {c['polynomial']}/{c['faster than polynomial']}/{c['undetermined']} ({c['truth']})"
            for t, c in f["by_temperature"].items()))
    shorts = [f for f in rec["families"] if f.get("short")]
    if shorts:
        out += ["", "## The same models on the smaller windows only (sizes up to n_top; every seed and temperature)",
                "", "| family | n_top | polynomial | faster | undetermined |", "|---|---|---|---|---|"]
        out += [f"| {f['name']} | {f['short']['top']} | {f['short']['polynomial']} | "
                f"{f['short']['faster than polynomial']} | "
                f"{f['short']['undetermined']} |" for f in shorts]
    out += _comparison(rec, "nested", "## Slowest windows against the nested window (same run, same cells)",
                       "Families run with `windows='slowest'` (toolkit.app.mixing_diagram.mixing_diagram: at each n "
                       "the slowest of the windows of n sites inside the largest one) also scored on the nested "
                       "window alone (each size's own centred window, a cell of the same run): counts over every "
                       "seed and temperature.", ("slowest", "nested"))
    out += _comparison(rec, "no_envelope", "## The top pair's envelope against the rule before it (same run, same "
                       "cells)", "toolkit.growth.growth_verdict since 2026-12-07 takes the top pair's upper-end "
                       "slope from the larger of the two upper ends below the top size (an upper end at the middle "
                       "size too); `envelope=False` is the rule before, from the middle size's own upper end. Counts "
                       "over every seed and temperature.", ("envelope", "before"))
    out += ["", "## Change temperature T*(n) against the spinodal (mean-field families; first seed)", "",
            "T_s is where the change lies as n grows without bound. On sizes up to n_max the truth is "
            "finite-size: below T_vis(n_max) (where the barrier B(T) n_max = VISIBLE, "
            "toolkit.app.mixing_truth.visible_temperature) the growth is visibly faster than polynomial, "
            "between T_vis and T_s it is either (e^{B n_max} < e^4 over the whole range), above T_s polynomial. "
            "A right diagram's T* interval meets [T_vis(n_max), T_s]; it contains T_s only once n_max makes "
            "the barrier near T_s visible (T_vis rises to T_s as n_max grows).", "",
            "| family | T_s | window | T_vis(n_max) | T* interval | contains T_s | meets [T_vis, T_s] |",
            "|---|---|---|---|---|---|---|"]
    for f in rec["families"]:
        if f.get("spinodal") is None or not f["changes"]:
            continue
        for c in f["changes"][0][1]:
            lo, hi = c["low"], c["high"]
            inside = (lo is not None and hi is not None and lo <= f["spinodal"] <= hi)
            tv = c.get("visible")
            out.append(f"| {f['name']} | {f['spinodal']:.4f} | {c['n_values'][0]}..{c['n_values'][-1]} | "
                       f"{'-' if tv is None else f'{tv:.4f}'} | "
                       f"[{'-' if lo is None else f'{lo:.4g}'}, {'-' if hi is None else f'{hi:.4g}'}] | "
                       f"{'yes' if inside else 'no'} | {'-' if tv is None else _meets(c, f['spinodal'])} |")
    e = rec.get("escape")
    if e:
        out += ["", "## Escape times (planted margin, q = 2, n = 8, margin 2)", "",
                f"Sampled mean escape time from the planted state to Hamming distance {e['radius']} against the "
                f"exact expected exit time: the interval covers it in {e['coverage']:.0%} of {e['n_rows']} "
                f"(seed, T) cases (censored runs: the lower end below it). Slope of the exact ln E[tau] against 1/T "
                f"over T = {', '.join(map(str, e['temperatures']))}: median {e['slope_exact']['median']:.3g} "
                f"(range {e['slope_exact']['min']:.3g}..{e['slope_exact']['max']:.3g}) against the margin "
                f"{e['gamma']} (leaving needs several uphill moves: a multiple of it is expected)."]
    out += ["", "## Acceptance", ""] + [f"- {a}" for a in rec["acceptance"]]
    return "\n".join(out) + "\n"


def thresholds_md(table: list, chosen, constants, scope: str) -> list[str]:
    """Markdown lines of a threshold table: the safe ranges, the choice, the constants in use."""
    ok_p, ok_f = safe_ranges(table)
    same = ("the same" if list(chosen) == list(constants) else
            "different: toolkit.growth's constants are chosen over every current calibration record jointly, "
            "benchmarks/results/mixing-thresholds.md")
    out = [f"Every pair of the grid scored on {scope}. Eligible (safe up to the next grid value on the unsafe "
           f"side: benchmarks/mixing_calibration.py): Z_POLY in {{{', '.join(f'{v:g}' for v in ok_p)}}}, Z_FAST in "
           f"{{{', '.join(f'{v:g}' for v in ok_f)}}}. Chosen among them (no wrong verdict, most decided; ties: "
           f"smallest Z_POLY, largest Z_FAST): Z_POLY = {chosen[0]}, Z_FAST = {chosen[1]}; toolkit.growth uses "
           f"Z_POLY = {constants[0]}, Z_FAST = {constants[1]} ({same}).", "",
           "| Z_POLY | Z_FAST | wrong | of them polynomial on a faster truth | faster on a polynomial truth | decided |",
           "|---|---|---|---|---|---|"]
    out += [f"| {r['z_poly']} | {r['z_fast']} | {r['wrong']} | {r['wrong_poly']} | {r['wrong_fast']} | "
            f"{r['decided']} |" for r in table]
    return out


def _meets(change: dict, spinodal: float) -> str:
    """``yes`` when the T* interval ``[low, high]`` (None: unbounded) meets the finite-size truth
    ``[T_vis, T_s]``: no faster verdict at or above ``T_s`` and no polynomial one at or below
    ``T_vis``; ``no change resolved`` when neither end is set."""
    lo, hi = change["low"], change["high"]
    if lo is None and hi is None:
        return "no change resolved"
    ok = (lo is None or lo < spinodal) and (hi is None or hi > change["visible"])
    return "yes" if ok else "no"


def _clean(obj):
    if isinstance(obj, dict):
        return {str(k): _clean(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, np.ndarray)):
        return [_clean(v) for v in obj]
    if isinstance(obj, (np.floating, float)):
        return float(obj) if math.isfinite(obj) else None
    if isinstance(obj, (np.integer,)):
        return int(obj)
    if isinstance(obj, np.bool_):
        return bool(obj)
    return obj


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="2 seeds, small grids")
    ap.add_argument("--seeds", type=int, default=20, help="seeds per sampled family (default 20)")
    ap.add_argument("--out", default=os.path.join(HERE, "results"))
    ap.add_argument("--cache", default=None)
    ap.add_argument("--keep-cache", action="store_true")
    ap.add_argument("--only", action="append", default=None,
                    help="run only the families whose name contains this (repeatable: any of them)")
    ap.add_argument("--note", default="", help="a sentence written into the record (e.g. where cached diagrams "
                                                 "came from and the load when they were computed)")
    ap.add_argument("--kind", choices=("all", "exact", "sampled", "long"), default="all",
                    help="run only the exact or only the sampled families (record suffix -exact / -sampled; "
                         "the escape-time check runs with 'all' and 'sampled'), or only the 1-D chain families "
                         "on windows to 128 (-long; not part of 'all': hours; its T = 0.15 cells alone took 3.2 CPU "
                         "hours in the pilot, dyn24-long-pilot-2026-12-06.md)")
    ap.add_argument("--seed-list", default=None, help="comma-separated: run only these seeds of each family "
                                                        "(to fill a shared --cache from several processes)")
    ap.add_argument("--reverse", action="store_true", help="run the seeds in reverse order (a second process "
                                                              "into the same --cache meets the first in the middle)")
    ap.add_argument("--name", default=None, help="record file name without extension (default: "
                                                 "mixing-calibration, with -quick / -exact / -sampled)")
    ap.add_argument("--set", action="append", default=None, metavar="KEY=VALUE",
                    help="override one sampling option (an integer) of the real-MLM path families (an entry of "
                         "REAL_OPTIONS / REAL_OPTIONS_LIGHT, e.g. n_replicates=48; repeatable): an experiment on "
                         "the options, not the defaults; use its own --cache")
    ap.add_argument("--windows", choices=WINDOWS, default="nested",
                    help="the real-MLM path families' cells: each size's nested window, or the slowest window of "
                         "each size inside the largest (toolkit.app.mixing_diagram.mixing_diagram's `windows`; the "
                         "record then also scores the nested windows of the same run) (default: %(default)s)")
    args = ap.parse_args(argv)
    overrides = {}
    for item in args.set or ():
        key, _, value = item.partition("=")
        if key not in REAL_OPTIONS or not value.strip().lstrip("-").isdigit():
            ap.error(f"--set: {item!r} is not KEY=INTEGER with KEY one of {sorted(REAL_OPTIONS)}")
        overrides[key] = int(value)
    t0 = time.perf_counter()
    load0 = _load()
    n_seeds = 2 if args.quick else args.seeds
    suffix = ("-quick" if args.quick else "") + ("" if args.kind == "all" else f"-{args.kind}")
    cache = args.cache or os.path.join(args.out, f"mixing-calibration-cache{suffix}")
    os.makedirs(cache, exist_ok=True)
    done = {}
    runs = ([("sampled", f) for f in long_chain_families(args.quick, n_seeds)] if args.kind == "long" else
            [("exact", f) for f in exact_families(args.quick)] + [("sampled", f) for f in sampled_families(
                args.quick, n_seeds)])
    if args.only:
        runs = [(k, f) for k, f in runs if any(o in f["name"] for o in args.only)]
    if args.kind not in ("all", "long"):
        runs = [(k, f) for k, f in runs if k == args.kind]
    for _, fam in runs:
        if overrides and fam.get("real_path"):
            fam["options"] = {**fam["options"], **overrides}
        if fam.get("real_path"):
            fam["windows"] = args.windows
    for kind, fam in runs:
        f0 = time.perf_counter()
        diagrams = []
        seeds = [s for s in fam["seeds"] if args.seed_list is None or str(s) in args.seed_list.split(",")]
        for s in (seeds[::-1] if args.reverse else seeds):
            diagrams.append((s, _run(fam, s, cache)))
            print(f"[{time.perf_counter() - t0:.0f} s] {fam['name']} seed {s} done", flush=True)
        diagrams.sort(key=lambda sd: sd[0])
        done[fam["name"]] = (kind, fam, diagrams, sum(d.seconds for _, d in diagrams), time.perf_counter() - f0)
    table = threshold_table([(fam, diagrams) for _, fam, diagrams, _, _ in done.values()])
    chosen = choose_thresholds(table)
    constants = (growth.Z_POLY, growth.Z_FAST)
    families, acceptance = [], []
    for name, (kind, fam, diagrams, secs, _) in done.items():
        s = score(fam, diagrams, *constants)
        by_t = {}
        for _, T, word, truth in s["cells"]:
            c = by_t.setdefault(T, {"polynomial": 0, "faster than polynomial": 0, "undetermined": 0, "truth": truth})
            c[word] += 1
        truths = sorted({t for *_, t in s["cells"]})
        alpha = None
        if fam.get("check_alpha"):
            alpha = max(_alpha_ok(fam["build"](sd), fam["ns"], min(fam["temps"])) for sd in fam["seeds"])
        if fam.get("spinodal") is not None and fam["truth"] in ("curie-weiss", "mean-field-potts"):
            for _, changes in s["changes"]:
                for c in changes:
                    c["visible"] = visible_temperature(fam["truth"], c["n_values"][-1],
                                                       **fam.get("truth_params", {}))
            last = [changes[-1] for _, changes in s["changes"] if changes]
            bad = [c for c in last if _meets(_clean(c), fam["spinodal"]) == "no"]
            acceptance.append(f"{'FAIL' if bad else 'ok'}: {name}: T* on the largest window meets the finite-size "
                              f"truth [T_vis, T_s] in {len(last) - len(bad)} of {len(last)} seed(s)")
        short = None
        if fam.get("short_top"):  # the same models on the windows to short_top only
            rows = [i for i, n in enumerate(fam["ns"]) if n <= fam["short_top"]]
            cut = [(sd, SimpleNamespace(n_values=tuple(d.n_values[i] for i in rows), temperatures=d.temperatures,
                                        cells=tuple(d.cells[i] for i in rows))) for sd, d in diagrams]
            s2 = score(fam, cut, *constants)
            short = {"top": fam["short_top"], **_class_counts(s2)}
        nested = None
        if fam.get("windows") == "slowest":  # the same run read on the nested windows only
            s3 = score(fam, [(sd, nested_view(fam, sd, d)) for sd, d in diagrams], *constants)
            nested = {**_class_counts(s3), "wrong": s3["wrong"]}
        s4 = score(fam, diagrams, *constants, envelope=False)  # the same cells, the rule before 2026-12-07
        before = {**_class_counts(s4), "wrong": s4["wrong"]}
        families.append({"name": name, "kind": kind, "short": short, "nested": nested, "no_envelope": before,
                         "windows": fam.get("windows", "nested"), "n_seeds": len(fam["seeds"]), "ns": list(fam["ns"]),
                         "temps": list(fam["temps"]), "truth_summary": "/".join(truths), "right": s["right"],
                         "wrong": s["wrong"], "undetermined": s["undetermined"], "wrong_cells": s["wrong_cells"],
                         "by_temperature": by_t, "changes": s["changes"], "spinodal": fam.get("spinodal"),
                         "seconds": secs, "alpha_max": alpha, "real_path": bool(fam.get("real_path"))})
        n = s["right"] + s["wrong"] + s["undetermined"]
        if kind == "exact" and s["wrong"]:
            acceptance.append(f"FAIL: {name}: {s['wrong']} wrong verdict(s) on an exact family")
        if kind == "sampled" and n and s["wrong"] / n > 0.05:
            acceptance.append(f"FAIL: {name}: {100 * s['wrong'] / n:.1f}% wrong (> 5%)")
        fast_on_poly = [c for c in s["wrong_cells"] if c["verdict"] == growth.FASTER]
        if fast_on_poly:
            acceptance.append(f"FAIL: {name}: 'faster than polynomial' on a polynomial truth ({len(fast_on_poly)}x)")
        if fam.get("real_path") and fam["truth"] in ("independent", "chain"):
            poly = _class_counts(s)[growth.POLYNOMIAL]
            windows = fam.get("windows", "nested")
            other = "" if windows == REAL_WINDOWS else f"; the real-MLM path's windows are {REAL_WINDOWS!r}"
            acceptance.append(f"{'ok' if poly == n else 'FAIL'}: {name}: polynomial in {poly} of {n} (seed, T) "
                              f"verdicts on the {windows} windows (required: every T{other})")
        if alpha is not None:
            acceptance.append(f"{'ok' if alpha < 1 else 'FAIL'}: {name}: largest alpha {alpha:.3f} (< 1: the "
                              "contraction bound makes the truth polynomial)")
    if not any(a.startswith("FAIL") for a in acceptance):
        acceptance.insert(0, "every acceptance check below passed")
    esc = None if args.only or args.kind in ("exact", "long") else escape_calibration(n_seeds if not args.quick else 2, args.quick)
    import platform
    import subprocess

    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                            cwd=os.path.dirname(HERE)).stdout.strip() or "unknown"
    rec = {"command": "python benchmarks/mixing_calibration.py " + shlex.join(argv if argv is not None else sys.argv[1:]),
           "commit": commit, "note": args.note, "machine": f"{platform.machine()}, {os.cpu_count()} CPUs", "load_start": load0,
           "load_end": _load(), "seconds": time.perf_counter() - t0,
           "diagram_seconds": sum(f["seconds"] for f in families), "read_back": len(READ_BACK),
           "n_diagrams": sum(f["n_seeds"] for f in families), "chosen": list(chosen),
           "constants": list(constants), "threshold_table": table, "families": families, "escape": esc,
           "acceptance": acceptance}
    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, args.name or f"mixing-calibration{suffix}")
    with open(base + ".json", "w") as fh:
        json.dump(_clean(rec), fh, indent=1)
    with open(base + ".md", "w") as fh:
        fh.write(_md(_clean(rec)))
    print(_md(_clean(rec)))
    if not args.keep_cache and not args.only:
        shutil.rmtree(cache, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
