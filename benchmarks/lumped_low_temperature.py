"""The lumped engine against full enumeration where metastability lives: low temperature and
large logits (the check that found the count chain declared reducible, NaN gaps and a
stepping loop of 10^6 steps per start class).

For every exchangeable model of the grid (random two- and three-token tables with logit
scales 1, 8 and 40; Curie-Weiss with and without a field; mean-field Potts) and every
temperature of 0.02, 0.05, 0.2 and 1:

- the count chain's law ``log nu`` against the enumerated ``log pi`` summed by counts (in
  logarithms), within ``1e-8 + 10 x`` both reported relative errors;
- the lumped gap against the enumerated one, within the sum of their reported errors; both
  in ``[0, 1]``, both errors at most 1;
- the whole lumped report (:func:`exact.lumped_checks.lumped_exact_report`) at a larger
  ``n``, with a 60 s alarm: no exception, no call over 60 s.

    python benchmarks/lumped_low_temperature.py [--quick]

Prints one line per failure and a summary; exit status 1 when anything failed.
"""

from __future__ import annotations

import argparse
import collections
import itertools
import signal
import sys
import time
import warnings


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="two seeds instead of four")
    args = ap.parse_args(argv)
    warnings.simplefilter("ignore")

    import numpy as np
    from scipy.special import logsumexp

    from exact import glauber_kernel, spectral_summary, stationary_law
    from exact.lumped import count_chain, count_stationary_law, lumped_spectral_gap
    from exact.lumped_checks import lumped_exact_report
    from toolkit.models.exchangeable import (
        CurieWeiss,
        MeanFieldPotts,
        count_index,
        random_exchangeable,
    )

    seeds = range(2 if args.quick else 4)
    temps = (0.02, 0.05, 0.2, 1.0)
    small, large = [], []
    for seed, (q, n), scale in itertools.product(seeds, [(2, 4), (2, 6), (3, 4), (3, 6)], (1.0, 8.0, 40.0)):
        small.append((f"table q={q} n={n} seed={seed} scale={scale:g}", random_exchangeable(q, n, scale, rng=seed)))
    for n in (4, 7):
        small += [(f"curie-weiss n={n}", CurieWeiss(n, 1.0)), (f"curie-weiss n={n} field=0.3", CurieWeiss(n, 1.0, field=0.3)),
                  (f"mean-field-potts q=3 n={n}", MeanFieldPotts(3, n, 2.7))]
    for seed, (q, n), scale in itertools.product(seeds, [(2, 10), (2, 40), (3, 6), (3, 12)], (1.0, 8.0, 40.0)):
        large.append((f"table q={q} n={n} seed={seed} scale={scale:g}", random_exchangeable(q, n, scale, rng=seed)))
    large += [("curie-weiss n=200", CurieWeiss(200, 1.0)), ("mean-field-potts q=3 n=30", MeanFieldPotts(3, 30, 2.7)),
              ("curie-weiss n=60 field=0.1", CurieWeiss(60, 1.0, field=0.1))]

    failures = collections.Counter()
    t0 = time.perf_counter()
    compared = 0
    for (name, m), T in itertools.product(small, temps):
        try:
            g = lumped_spectral_gap(m, temperature=T)
            law = count_stationary_law(m, chain=count_chain(m, temperature=T))
            K = glauber_kernel(m, temperature=T)
            full = stationary_law(K)
            s = spectral_summary(K, full)
        except Exception as e:  # noqa: BLE001 - every failure is counted and shown
            failures[f"exception {type(e).__name__}"] += 1
            print(f"FAIL {name} T={T}: {type(e).__name__}: {e}", flush=True)
            continue
        compared += 1
        q, n = int(m.vocab_size), int(m.length)
        X = np.array(list(itertools.product(range(q), repeat=n)))
        idx = count_index(np.stack([(X == a).sum(1) for a in range(q)], 1))
        lumped_law = np.array([logsumexp(full.log_pi[idx == k]) for k in range(law.log_pi.size)])
        dl = float(np.abs(lumped_law - law.log_pi).max())
        if not dl <= 1e-8 + 10 * (full.relative_error + law.relative_error):
            failures["law"] += 1
            print(f"LAW {name} T={T}: max |log nu - lumped log pi| = {dl:.3g}", flush=True)
        if not (0 <= g.spectral_gap <= 1 and 0 <= s.spectral_gap <= 1 and g.gap_error <= 1 and s.gap_error <= 1):
            failures["range"] += 1
            print(f"RANGE {name} T={T}: gaps {g.spectral_gap:.3g} / {s.spectral_gap:.3g}", flush=True)
        if not abs(g.spectral_gap - s.spectral_gap) <= g.gap_error + s.gap_error + 1e-14:
            failures["gap"] += 1
            print(f"GAP {name} T={T}: lumped {g.spectral_gap:.6g} +- {g.gap_error:.2g}, enumerated {s.spectral_gap:.6g} +- "
                  f"{s.gap_error:.2g}", flush=True)

    class Timeout(Exception):
        pass

    def alarm(*_):
        raise Timeout

    signal.signal(signal.SIGALRM, alarm)
    reports, slowest = 0, (0.0, "")
    for (name, m), T in itertools.product(large, (0.02, 0.1, 0.5)):
        t1 = time.perf_counter()
        signal.alarm(60)
        try:
            r = lumped_exact_report(m, temperature=T)
            signal.alarm(0)
            reports += 1
            if not (0 <= r.spectral_gap <= 1 and r.gap_error <= 1):
                failures["report range"] += 1
                print(f"RANGE {name} T={T}: gap {r.spectral_gap:.3g} +- {r.gap_error:.3g}", flush=True)
        except Timeout:
            failures["report over 60 s"] += 1
            print(f"TIMEOUT {name} T={T}", flush=True)
        except Exception as e:  # noqa: BLE001
            signal.alarm(0)
            failures[f"report exception {type(e).__name__}"] += 1
            print(f"FAIL {name} T={T}: {type(e).__name__}: {e}", flush=True)
        slowest = max(slowest, (time.perf_counter() - t1, f"{name} T={T}"))
    print(f"{compared} models x temperatures compared with enumeration, {reports} lumped reports; "
          f"slowest report {slowest[0]:.1f} s ({slowest[1]}); failures: {dict(failures) or 'none'}; "
          f"{time.perf_counter() - t0:.0f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
