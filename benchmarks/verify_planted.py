"""Issue 30's second acceptance point: under each planted class, ``glauber verify --quick`` FAILs.

Issue 30 names six classes of behaviour an outside audit found unguarded. For each class this
script takes planted bugs of ``scripts/mutants.py``'s issue-30 block (``i30c.*``, ``i30f.*``) that
belong to it and make a reported number wrong (not ``i30c.sector0_only``, marked equivalent, nor
``i30c.report_sym_upper``, which changes only a label: a symmetric sector's gap interval starts at 0,
so no upper bound results either way), plants each one in a copy of the repository, and runs the
report there the way a user would::

    glauber verify --quick --no-real --sections soundness --out DIR

(the soundness section is the one that holds every reported bound against the exact value;
``--no-real`` keeps the real MLMs out, so the run needs no torch and takes about
12 s). A plant counts as *caught* when the command exits 1 and its output names at least one
``FAIL`` claim; the unmutated copy must exit 0 with no ``FAIL``. The record lists, per class, the
plants, the exit codes and the failing claims.

    python benchmarks/verify_planted.py                       # every class, prints a table
    python benchmarks/verify_planted.py --md benchmarks/results/verify-planted-DATE.md
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "scripts"))
from blind_audit import _copy_tree  # noqa: E402  (the audits' copy of the tree)

#: issue 30's classes (its "Why" list, in order) -> the i30c plants of that class
CLASSES = {
    "coupling-bound soundness (a dropped step of the sub-multiplicativity argument)":
        ["i30c.no_doubling", "i30c.fourth_root", "i30c.t_upper_max", "i30c.t_lower_first"],
    "the rectangle rule of the reversibility decision (2 sites, nearest neighbours)":
        ["i30c.rev_skip_nn", "i30c.rev_tokens"],
    "the certificate's per-entry logit error (rows mixing large and small logits)":
        ["i30c.err_rowmin", "i30c.err_sitemin"],
    "result round trips (NaN, +-inf, keys with / and ~)":
        ["i30c.nf_neg", "i30c.store_jsonable_none"],
    "stationary_residual, the detailed-balance residual, the GMRES polish":
        ["i30c.sr_sites_nolazy", "i30c.db_scale", "i30c.gmres_skip"],
    "the lumped chains' certificate constants and a bound from one symmetry sector":
        ["i30c.sectors_skip_last", "i30f.lumped_sectors.cw_min", "i30c.cert_quarter"],
}
ARGS = ["verify", "--quick", "--no-real", "--sections", "soundness", "--quiet"]
#: the console script ``glauber`` (setup.cfg: toolkit.cli:main), run from the copy
COMMAND = ["-c", "import sys; from toolkit.cli import main; sys.exit(main(sys.argv[1:]))", *ARGS]
FAIL_RE = re.compile(r"\bFAIL\b")


def catalogue() -> dict:
    import mutants
    return {m["id"]: m for m in mutants.MUTANTS}


def run_verify(tree: Path, out: Path, timeout: float) -> tuple[int | None, list[str], float]:
    """Run the command in ``tree``: (exit code, the output's lines that name FAIL, seconds)."""
    env = dict(os.environ, PYTHONPATH=str(tree), OMP_NUM_THREADS="1", PYTHONDONTWRITEBYTECODE="1")
    t0 = time.time()
    try:
        p = subprocess.run([sys.executable, *COMMAND, "--out", str(out)], cwd=tree, env=env, capture_output=True,
                           text=True, timeout=timeout, start_new_session=True)
    except subprocess.TimeoutExpired:
        return None, [], time.time() - t0
    lines = [ln.strip() for ln in (p.stdout + p.stderr).splitlines() if FAIL_RE.search(ln)]
    return p.returncode, lines, time.time() - t0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per run (default 600)")
    ap.add_argument("--md", type=Path, help="write the record here (markdown)")
    args = ap.parse_args(argv)
    cat = catalogue()
    missing = [i for ids in CLASSES.values() for i in ids if i not in cat]
    if missing:
        raise SystemExit(f"not in scripts/mutants.py: {', '.join(missing)}")
    rows, ok = [], True
    with tempfile.TemporaryDirectory(prefix="verify-planted-") as scratch:
        tree = Path(scratch) / "tree"
        _copy_tree(tree)
        rc, fails, secs = run_verify(tree, Path(scratch) / "base", args.timeout)
        clean = rc == 0 and not fails
        ok &= clean
        print(f"unmutated: exit {rc}, {len(fails)} FAIL line(s), {secs:.0f} s", flush=True)
        rows.append(("(none)", "unmutated tree", rc, "PASS" if clean else "FAIL (should pass)", "", secs))
        for cls, ids in CLASSES.items():
            for i in ids:
                m = cat[i]
                path = tree / m["file"]
                orig = path.read_text()
                path.write_text(orig.replace(m["original"], m["replacement"], 1))
                try:
                    rc, fails, secs = run_verify(tree, Path(scratch) / i, args.timeout)
                finally:
                    path.write_text(orig)
                caught = rc == 1 and bool(fails)
                ok &= caught
                first = fails[0] if fails else ""
                print(f"{i}: exit {rc}, {len(fails)} FAIL line(s), {secs:.0f} s  {first[:100]}", flush=True)
                rows.append((cls, i, rc, "caught" if caught else "NOT caught", first, secs))
    if args.md:
        out = ["| class | plant | exit code | verdict | first FAIL line of the output | s |", "|---|---|---|---|---|---|"]
        for cls, i, rc, verdict, first, secs in rows:
            first = re.sub(r"\s+", " ", first).replace("|", "\\|")[:140]
            out.append(f"| {cls} | `{i}` | {rc} | {verdict} | {first} | {secs:.0f} |")
        args.md.write_text("\n".join(out) + "\n")
    print("every plant caught, the unmutated tree passes" if ok else "SOME PLANT NOT CAUGHT (or the clean run failed)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
