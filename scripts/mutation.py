"""Mutation testing: does the test suite notice a plausible wrong formula?

Each mutant of the catalogue (``scripts/mutants.py``: see its docstring for the format)
replaces one exact source snippet by a wrong one (``1/2`` dropped from a total
variation, ``q`` for ``q - 1``, ``floor`` for ``ceil``, ...) and runs the mutant's
relevant tests against the mutated package::

    python -m pytest -x -q -p no:cacheprovider -m "not slow and not gpu" <tests>

Outcome of one mutant (the pytest exit code decides):

- ``killed``: exit code 1 (tests failed), or the per-mutant timeout was hit
  (``timeout``, counted as killed: the mutant made a test hang or crawl);
- ``survived``: exit code 0;
- ``error`` (harness error, not a kill): exit codes 2, 3, 4 (collection error,
  internal error, usage error), 5 (no test collected), a crash by signal, a mutant
  that does not compile, a snippet found more than once, a missing test file, or a
  test set that already fails on the unmutated tree (the baseline);
- ``stale``: the original snippet no longer occurs in the file (the source moved on:
  update the catalogue);
- equivalent mutants (``equivalent: "reason"`` in the catalogue) are run too and
  listed with their reason, but left out of the score; one that gets killed is flagged
  (its reason is wrong).

Isolation: the repository (minus ``.venv``, ``.git``, the top-level ``report/`` and caches) is
snapshotted once into a temporary directory, and each of the ``--jobs`` workers gets
its own copy of the snapshot. A mutant is written into the worker's copy, its tests
run with ``cwd`` and ``PYTHONPATH`` set to that copy (so ``import exact, toolkit``
resolve there and not to the editable install of the checkout; checked at start by a
probe test run inside every copy), and the file is restored afterwards.
``PYTHONDONTWRITEBYTECODE=1`` keeps a mutated module's bytecode from being reused
after the restore (a same-size edit within one second would otherwise look fresh).
Hypothesis runs its derandomized ``ci`` profile (``CI=1``) so a mutant's verdict does
not depend on random examples; BLAS/OpenMP use one thread per worker.

Usage::

    python scripts/mutation.py                       # whole catalogue, 2 workers
    python scripts/mutation.py --module exact/mixing.py --jobs 2
    python scripts/mutation.py --id 'mixing.*' --json mutation.json
    python scripts/mutation.py --check               # validate the catalogue only
    python scripts/mutation.py --timing --json t.json # each module's targeted tests: CPU seconds

``--timing`` runs no mutant: it runs each test path named by the selected mutants once (one
pytest process each, on the unmutated copy, one at a time) and reports its wall-clock and CPU
seconds (user + system of the pytest process and its children: on a shared machine the CPU
time is what an idle core would take, the wall time is not), then sums them per module over
the union of that module's test paths and over the largest test set of one of its mutants (what
one mutant costs to run). A module whose largest set takes more than ``--time-limit`` CPU seconds
(default 60) is flagged.

Exit status: 0 when every mutant ran cleanly (and the score is at least
``--fail-under``, if given), 1 when the score is below ``--fail-under``, 2 when there
were harness errors or stale mutants.
"""

from __future__ import annotations

import argparse
import fnmatch
import importlib.util
import json
import os
import queue
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CATALOGUE = ROOT / "scripts" / "mutants.py"
IGNORED_NAMES = {".venv", ".git", "__pycache__", ".pytest_cache", ".hypothesis", ".ruff_cache", ".mypy_cache"}
# outputs at the top of the checkout only (toolkit/app/report is a package, not `make demo`'s report/)
IGNORED_TOP = {"report", "build", "dist", ".models", "examples_output", "gpu-check", "mutation-out", "site"}
IGNORED_SUFFIXES = (".egg-info", ".pyc", ".pyo", ".sqlite", ".db")
PYTEST_FLAGS = ["-x", "-q", "-p", "no:cacheprovider"]
DEFAULT_MARKERS = "not slow and not gpu"
ID_RE = re.compile(r"^[A-Za-z0-9_.-]+$")
PROBE_NAME = "test__mutation_probe.py"
PROBE = '''\
"""Written by scripts/mutation.py into its temporary copies only: checks that the
packages under test are the copy's, not the editable install of the checkout."""
import os
from pathlib import Path


def test_packages_resolve_to_the_copy():
    import exact
    import toolkit

    here = Path(os.environ["MUTATION_COPY"]).resolve()
    for mod in (exact, toolkit):
        assert here in Path(mod.__file__).resolve().parents, (mod.__name__, mod.__file__, str(here))
'''


# ---------------------------------------------------------------------- catalogue
@dataclass(frozen=True)
class Mutant:
    id: str
    file: str
    original: str
    replacement: str
    description: str
    tests: tuple
    equivalent: str | None = None


@dataclass
class Outcome:
    id: str
    file: str
    line: int | None
    description: str
    status: str  # killed | timeout | survived | error | stale
    equivalent: str | None
    tests: list
    returncode: int | None = None
    duration_s: float = 0.0
    detail: str = ""

    @property
    def counts_as_killed(self) -> bool:
        return self.status in ("killed", "timeout")


def load_catalogue(path: Path) -> list[Mutant]:
    spec = importlib.util.spec_from_file_location("_mutation_catalogue", path)
    if spec is None or spec.loader is None:
        raise SystemExit(f"cannot load the catalogue {path}")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    raw = getattr(mod, "MUTANTS", None)
    if not isinstance(raw, (list, tuple)):
        raise SystemExit(f"{path}: must define a list MUTANTS")
    out, seen, problems = [], set(), []
    for k, m in enumerate(raw):
        if not isinstance(m, dict):
            problems.append(f"entry {k}: not a dict")
            continue
        # line_text: the mutated line's text, which scripts/automut.py's samples carry (its place key)
        unknown = set(m) - {"id", "file", "original", "replacement", "description", "tests", "equivalent",
                            "line_text"}
        missing = {"id", "file", "original", "replacement", "description", "tests"} - set(m)
        where = f"entry {k} ({m.get('id', '?')})"
        if unknown or missing:
            problems.append(f"{where}: unknown keys {sorted(unknown)}, missing keys {sorted(missing)}")
            continue
        tests = (m["tests"],) if isinstance(m["tests"], str) else tuple(m["tests"])
        if not ID_RE.match(str(m["id"])):
            problems.append(f"{where}: id must match {ID_RE.pattern}")
        if m["id"] in seen:
            problems.append(f"{where}: duplicate id")
        seen.add(m["id"])
        if not m["original"] or m["original"] == m["replacement"]:
            problems.append(f"{where}: empty original or replacement equal to it")
        if "\n" in m["description"].strip() or not m["description"].strip():
            problems.append(f"{where}: description must be one non-empty line")
        if not tests:
            problems.append(f"{where}: no tests")
        eq = m.get("equivalent")
        if eq is not None and not str(eq).strip():
            problems.append(f"{where}: `equivalent` needs a reason")
        out.append(Mutant(str(m["id"]), str(m["file"]), m["original"], m["replacement"],
                          m["description"].strip(), tests, eq))
    if problems:
        raise SystemExit("catalogue problems:\n  " + "\n  ".join(problems))
    return out


def select(mutants: list[Mutant], modules: list[str], ids: list[str]) -> list[Mutant]:
    mods = [m.strip() for arg in modules for m in arg.split(",") if m.strip()]
    pats = [p.strip() for arg in ids for p in arg.split(",") if p.strip()]
    out = []
    for m in mutants:
        if mods and not any(m.file == x or m.file.startswith(x.rstrip("/") + "/") or fnmatch.fnmatch(m.file, x)
                            for x in mods):
            continue
        if pats and not any(fnmatch.fnmatchcase(m.id, p) for p in pats):
            continue
        out.append(m)
    return out


def drop_missing_tests(m: Mutant, tree: Path) -> Mutant:
    """``m`` without the test paths that do not exist in ``tree`` (``--skip-missing-tests``)."""
    return replace(m, tests=tuple(t for t in m.tests if (tree / t.split("::")[0]).exists()))


def static_check(m: Mutant, tree: Path) -> Outcome | None:
    """Stale, ambiguous, non-compiling or missing-test problems found without running anything."""
    path = tree / m.file
    base = Outcome(m.id, m.file, None, m.description, "error", m.equivalent, list(m.tests))
    if not path.is_file():
        base.status, base.detail = "stale", f"file {m.file} does not exist"
        return base
    text = path.read_text()
    count = text.count(m.original)
    if count == 0:
        base.status, base.detail = "stale", "original snippet not found in the file"
        return base
    if count > 1:
        base.detail = f"original snippet occurs {count} times (must be exactly once)"
        return base
    base.line = text[: text.index(m.original)].count("\n") + 1
    mutated = text.replace(m.original, m.replacement, 1)
    try:
        compile(mutated, str(path), "exec")
    except SyntaxError as exc:
        base.detail = f"mutant does not compile: {exc}"
        return base
    if not m.tests:
        base.detail = "no existing test path"
        return base
    for t in m.tests:
        if not (tree / t.split("::")[0]).exists():
            base.detail = f"test path {t.split('::')[0]} does not exist"
            return base
    return None


# absolute paths of a machine (tmp copies, checkouts): replaced by ``<path>`` in a JSON record,
# tracebacks and pytest tails included (records are committed); scripts/automut.py uses it too
PATH_RE = re.compile(r"(?:/tmp|/work|/home|/Users|/private|/var/folders|/var/tmp)/[^\s\"':]*")


def record_text(doc: dict) -> str:
    """``doc`` as the JSON text of a committed record: :func:`portable` names for the root,
    catalogue and interpreter, and any other absolute path (a traceback's) as ``<path>``."""
    return PATH_RE.sub("<path>", json.dumps(doc, indent=2) + "\n")


def portable(path) -> str:
    """``path`` as a JSON record should hold it, with no machine-specific prefix: relative to the
    repository root where it lies inside it (the root itself is ``.``), else its last three parts
    (``.venv/bin/python``), so a record committed from one checkout names nothing of the machine.

    >>> portable(ROOT), portable(ROOT / "scripts" / "mutants.py"), portable("/opt/x/.venv/bin/python")
    ('.', 'scripts/mutants.py', '.venv/bin/python')
    >>> portable("python3")
    'python3'
    """
    p = Path(path)
    if not p.is_absolute():
        return str(path)
    try:
        return p.resolve().relative_to(ROOT).as_posix() or "."
    except ValueError:
        return Path(*p.parts[-3:]).as_posix()


def snippet_line(m: Mutant, tree: Path) -> int | None:
    try:
        text = (tree / m.file).read_text()
    except OSError:
        return None
    i = text.find(m.original)
    return None if i < 0 else text[:i].count("\n") + 1


# ---------------------------------------------------------------------- copies and runs
def _ignore(directory, names):
    top = Path(directory).resolve() == ROOT
    return [n for n in names if n in IGNORED_NAMES or (top and n in IGNORED_TOP) or n.endswith(IGNORED_SUFFIXES)]


def snapshot(dest: Path) -> Path:
    shutil.copytree(ROOT, dest, ignore=_ignore, symlinks=True)
    return dest


def child_env(copy: Path) -> dict:
    env = dict(os.environ)
    old = env.get("PYTHONPATH")
    env["PYTHONPATH"] = str(copy) + (os.pathsep + old if old else "")
    env.update(PYTHONDONTWRITEBYTECODE="1", OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", MKL_NUM_THREADS="1",
               OMP_WAIT_POLICY="PASSIVE", CI="1", PYTHONHASHSEED="0", MPLBACKEND="Agg", MUTATION_COPY=str(copy))
    return env


def run_pytest(python: str, copy: Path, tests, timeout: float, markers: str | None):
    """``(returncode or None on timeout, seconds, output tail)``.

    Each run has its own ``--basetemp``: runs of other sessions on the machine share pytest's
    default ``pytest-of-<user>`` folder, and its clean-up at the end of one session can race
    another's (a PytestWarning, an error under ``filterwarnings = error``: exit code 1 with no
    failing test, which must not count as a kill)."""
    scratch = Path(tempfile.mkdtemp(prefix="mutation-pytest-"))
    cmd = [python, "-m", "pytest", *PYTEST_FLAGS, f"--basetemp={scratch / 'base'}"]
    if markers:
        cmd += ["-m", markers]
    cmd += list(tests)
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=copy, env=child_env(copy), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        rc = proc.returncode
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)  # the session this call started: pytest and its children
        out, _ = proc.communicate()
        rc = None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    tail = "\n".join((out or "").strip().splitlines()[-25:])
    return rc, time.perf_counter() - t0, tail


# pytest's closing count line when something failed: "1 failed, 50 passed in 11.36s"
FAIL_SUMMARY_RE = re.compile(r"\b\d+ (?:failed|errors?)\b.*\bin \d+(?:\.\d+)?s\b")


def failing_lines(tail: str) -> list[str]:
    """The lines of pytest's output that name a failing test or a collection error, else its
    closing count line if that counts failures (a long assertion diff can push the ``FAILED``
    line out of the tail)."""
    lines = tail.splitlines()
    return ([ln for ln in lines if ln.startswith(("FAILED", "ERROR"))]
            or [ln.strip("= ") for ln in lines if FAIL_SUMMARY_RE.search(ln)])


def classify(rc, tail: str | None = None) -> tuple[str, str]:
    """``(status, reason)`` of a pytest exit code; with the output's ``tail``, exit code 1 is a
    kill only when a test failed or a test file did not collect (a session-level error that names
    no test is the harness's, not the mutant's)."""
    if rc is None:
        return "timeout", "per-mutant timeout hit (counted as killed)"
    if rc == 1:
        if tail is not None and not failing_lines(tail):
            return "error", "exit code 1 with no failing test in the output (a session-level error)"
        return "killed", ""
    if rc == 0:
        return "survived", ""
    reasons = {2: "pytest interrupted (collection error?)", 3: "pytest internal error", 4: "pytest usage error",
               5: "no tests collected"}
    if rc < 0:
        return "error", f"pytest killed by signal {-rc}"
    return "error", f"exit code {rc}: {reasons.get(rc, 'unexpected exit code')}"


class Workers:
    """A pool of worker copies of the snapshot, handed out one at a time."""

    def __init__(self, snap: Path, base: Path, jobs: int):
        self.snap = snap
        self.free: queue.Queue = queue.Queue()
        self.copies = []
        for k in range(jobs):
            c = base / f"w{k}"
            shutil.copytree(snap, c, symlinks=True)
            self.copies.append(c)
            self.free.put(c)

    def probe(self, python: str, timeout: float) -> list[str]:
        problems = []
        for c in self.copies:
            p = c / "tests" / PROBE_NAME
            p.write_text(PROBE)
            try:
                rc, _, tail = run_pytest(python, c, [str(p.relative_to(c))], timeout, None)
            finally:
                p.unlink()
            if rc != 0:
                problems.append(f"{c}: exit {rc}\n{tail}")
        return problems

    def resolved(self, python: str) -> str:
        """``exact.__file__`` and ``toolkit.__file__`` as the first copy's environment imports them."""
        c = self.copies[0]
        out = subprocess.run([python, "-c", "import exact, toolkit; print(exact.__file__); print(toolkit.__file__)"],
                             cwd=c, env=child_env(c), capture_output=True, text=True, timeout=120)
        return " ".join(out.stdout.split()) or out.stderr.strip()


def run_one(m: Mutant, workers: Workers, python: str, timeout: float, markers: str | None) -> Outcome:
    copy = workers.free.get()
    try:
        path = copy / m.file
        original_text = (workers.snap / m.file).read_text()
        out = Outcome(m.id, m.file, snippet_line(m, workers.snap), m.description, "error", m.equivalent,
                      list(m.tests))
        path.write_text(original_text.replace(m.original, m.replacement, 1))
        try:
            rc, secs, tail = run_pytest(python, copy, m.tests, timeout, markers)
        finally:
            path.write_text(original_text)
        out.returncode, out.duration_s = rc, round(secs, 2)
        out.status, detail = classify(rc, tail)
        out.detail = detail if out.status in ("killed", "timeout") else (detail + "\n" + tail).strip()
        if out.status == "killed":
            out.detail = failing_lines(tail)[0]  # the first failing test, for the record
        return out
    finally:
        workers.free.put(copy)


def run_baseline(tests, workers: Workers, python: str, timeout: float, markers: str | None):
    copy = workers.free.get()
    try:
        return run_pytest(python, copy, tests, timeout, markers)
    finally:
        workers.free.put(copy)


# ---------------------------------------------------------------------- timing
def _passed(path: str, rc) -> bool:
    """A test path run alone passed: exit 0, or exit 5 (nothing collected) for a module's own
    doctests (a module path outside tests/ with no doctest; in a mutant's run it goes with its test
    files, so this exit never decides a mutant). Exit 5 for a file under tests/ is a failure."""
    return rc == 0 or (rc == 5 and not path.startswith("tests/"))


def time_tests(mutants: list[Mutant], workers: Workers, python: str, timeout: float, markers: str | None,
               limit: float) -> tuple[str, dict]:
    """Run every test path of ``mutants`` once and sum the times per module (``--timing``)."""
    paths = sorted({t for m in mutants for t in m.tests})
    copy = workers.copies[0]
    per: dict = {}
    for k, t in enumerate(paths, 1):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        rc, wall, _ = run_pytest(python, copy, [t], timeout, markers)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        per[t] = dict(returncode=rc, wall_s=round(wall, 2), cpu_s=round(cpu, 2), load=round(os.getloadavg()[0], 2))
        note = "" if _passed(t, rc) else f"(exit {rc}) "
        if rc == 5 and _passed(t, rc):
            note = "(no doctests) "
        print(f"[{k:3d}/{len(paths)}] {cpu:7.1f} s CPU {wall:7.1f} s wall  load {per[t]['load']:.1f}  "
              f"{note}{t}", flush=True)
    mods: dict = {}
    sets: dict = {}
    for m in mutants:
        mods.setdefault(m.file, set()).update(m.tests)
        sets.setdefault(m.file, set()).add(m.tests)
    rows, out = [], {}
    for mod in sorted(mods):
        ts = sorted(mods[mod])
        cpu = sum(per[t]["cpu_s"] for t in ts)
        wall = sum(per[t]["wall_s"] for t in ts)
        largest = max(sum(per[t]["cpu_s"] for t in set(s)) for s in sets[mod])  # one mutant's test run
        slowest = max(ts, key=lambda t: per[t]["cpu_s"])
        ok = all(_passed(t, per[t]["returncode"]) for t in ts)
        out[mod] = dict(tests=ts, cpu_s=round(cpu, 1), wall_s=round(wall, 1), largest_set_cpu_s=round(largest, 1),
                        slowest=slowest, all_passed=ok, over_limit=largest > limit)
        rows.append((mod, len(ts), f"{cpu:.1f}", f"{largest:.1f}", f"{wall:.1f}",
                     f"{per[slowest]['cpu_s']:.1f} {slowest}", ("OVER " if largest > limit else "") + ("" if ok else
                                                                                                       "FAILED")))
    head = ("module", "paths", "CPU s (all paths)", "CPU s (largest set)", "wall s (all paths)",
            "slowest path (CPU s)", "flag")
    widths = [max(len(str(r[k])) for r in [head, *rows]) for k in range(len(head))]
    lines = ["  ".join(str(v).ljust(w) if k in (0, 5, 6) else str(v).rjust(w) for k, (v, w) in
                       enumerate(zip(r, widths, strict=True))).rstrip() for r in [head, *rows]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    over = [m for m, v in out.items() if v["over_limit"]]
    lines.append(f"\n{len(out)} modules, {len(paths)} test paths; the largest test set of one mutant over {limit:g} "
                 "CPU s: " + (", ".join(over) if over else "none"))
    return "\n".join(lines), {"paths": per, "modules": out, "limit_s": limit}


# ---------------------------------------------------------------------- report
def score_table(outcomes: list[Outcome]) -> tuple[str, dict]:
    mods: dict = {}
    for o in outcomes:
        s = mods.setdefault(o.file, dict(mutants=0, equivalent=0, killed=0, survived=0, error=0, stale=0))
        s["mutants"] += 1
        if o.equivalent is not None:
            s["equivalent"] += 1
        elif o.status == "stale":
            s["stale"] += 1
        elif o.status == "error":
            s["error"] += 1
        elif o.counts_as_killed:
            s["killed"] += 1
        else:
            s["survived"] += 1
    total = dict(mutants=0, equivalent=0, killed=0, survived=0, error=0, stale=0)
    for s in mods.values():
        for k in total:
            total[k] += s[k]
        s["score"] = _pct(s["killed"], s["killed"] + s["survived"])
    total["score"] = _pct(total["killed"], total["killed"] + total["survived"])
    head = ("module", "mutants", "equiv", "stale", "error", "killed", "survived", "score")
    rows = [(m, s["mutants"], s["equivalent"], s["stale"], s["error"], s["killed"], s["survived"],
             _fmt_pct(s["score"], s["killed"], s["killed"] + s["survived"])) for m, s in sorted(mods.items())]
    rows.append(("TOTAL", total["mutants"], total["equivalent"], total["stale"], total["error"], total["killed"],
                 total["survived"], _fmt_pct(total["score"], total["killed"], total["killed"] + total["survived"])))
    widths = [max(len(str(r[k])) for r in [head, *rows]) for k in range(len(head))]
    lines = ["  ".join(str(v).ljust(w) if k == 0 else str(v).rjust(w) for k, (v, w) in enumerate(zip(r, widths, strict=True)))
             for r in [head, *rows]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    lines.insert(len(lines) - 1, "  ".join("-" * w for w in widths))
    return "\n".join(lines), {"modules": mods, "total": total}


def _pct(k, n):
    return None if n == 0 else round(100.0 * k / n, 1)


def _fmt_pct(p, k, n):
    return "-" if p is None else f"{k}/{n} = {p:.1f}%"


def report(outcomes: list[Outcome], elapsed: float) -> tuple[str, dict]:
    table, scores = score_table(outcomes)
    parts = ["", "Mutation score (killed / non-equivalent mutants that ran cleanly; timeouts count as killed):",
             table]
    surv = [o for o in outcomes if o.equivalent is None and o.status == "survived"]
    if surv:
        parts.append(f"\nSurvivors ({len(surv)}):")
        parts += [f"  {o.id:34s} {o.file}:{o.line}  {o.description}" for o in surv]
    eq = [o for o in outcomes if o.equivalent is not None]
    if eq:
        parts.append(f"\nEquivalent mutants ({len(eq)}, not scored):")
        for o in eq:
            flag = "" if o.status == "survived" else f"  [!] {o.status.upper()}: the equivalence claim looks wrong"
            parts.append(f"  {o.id:34s} {o.file}:{o.line}  {o.description}\n      reason: {o.equivalent}{flag}")
    bad = [o for o in outcomes if o.status in ("error", "stale") and o.equivalent is None]
    if bad:
        parts.append(f"\nHarness errors and stale mutants ({len(bad)}, not scored):")
        for o in bad:
            parts.append(f"  {o.id:34s} {o.status}: {o.file}  {o.description}")
            lines = o.detail.splitlines()
            shown = lines if len(lines) <= 14 else [lines[0], "...", *lines[-12:]]
            parts += ["      " + ln for ln in shown]
    timeouts = [o for o in outcomes if o.status == "timeout"]
    if timeouts:
        parts.append("\nTimed out (counted as killed): " + ", ".join(o.id for o in timeouts))
    parts.append(f"\n{len(outcomes)} mutants in {elapsed:.1f} s")
    return "\n".join(parts), scores


# ---------------------------------------------------------------------- main
def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--catalogue", type=Path, default=DEFAULT_CATALOGUE, help="catalogue module (MUTANTS list)")
    ap.add_argument("--module", action="append", default=[],
                    help="only mutants of this file (e.g. exact/mixing.py; a folder or glob works; repeatable)")
    ap.add_argument("--id", action="append", default=[], help="only these mutant ids (globs allowed; repeatable)")
    ap.add_argument("--jobs", "-j", type=int, default=2, help="parallel workers (default 2)")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per mutant before it counts as killed "
                    "by timeout (default 300)")
    ap.add_argument("--json", type=Path, help="write a JSON summary here")
    ap.add_argument("--python", default=sys.executable, help="interpreter that runs pytest (default: this one)")
    ap.add_argument("--markers", default=DEFAULT_MARKERS,
                    help=f"pytest -m expression (default {DEFAULT_MARKERS!r}; '' runs every marker)")
    ap.add_argument("--no-baseline", action="store_true", help="skip running each test set on the unmutated tree")
    ap.add_argument("--skip-equivalent", action="store_true", help="do not run mutants marked equivalent")
    ap.add_argument("--fail-under", type=float, help="exit 1 when the total score (percent) is below this")
    ap.add_argument("--skip-missing-tests", action="store_true",
                    help="drop test paths that do not exist instead of reporting a harness error "
                         "(e.g. to score the suite before new test files are written)")
    ap.add_argument("--list", action="store_true", help="list the selected mutants and exit")
    ap.add_argument("--check", action="store_true", help="validate the selected mutants (snippets, tests) and exit")
    ap.add_argument("--keep", action="store_true", help="keep the temporary copies (their path is printed)")
    ap.add_argument("--timing", action="store_true",
                    help="run no mutant: time each module's targeted tests (CPU and wall seconds, one pytest run "
                         "per test path, summed per module)")
    ap.add_argument("--time-limit", type=float, default=60.0,
                    help="--timing: flag modules whose targeted tests take more CPU seconds than this (default 60)")
    args = ap.parse_args(argv)
    if args.jobs < 1:
        ap.error("--jobs must be >= 1")

    mutants = select(load_catalogue(args.catalogue), args.module, args.id)
    if not mutants:
        print("no mutant selected", file=sys.stderr)
        return 2
    if args.list:
        for m in mutants:
            eq = f"  [equivalent: {m.equivalent}]" if m.equivalent else ""
            print(f"{m.id:34s} {m.file}:{snippet_line(m, ROOT)}  {m.description}{eq}")
        return 0

    t_start = time.perf_counter()
    tmp = Path(tempfile.mkdtemp(prefix="glauber-mutation-"))
    try:
        snap = snapshot(tmp / "snapshot")
        outcomes: list[Outcome] = []
        runnable = []
        if args.skip_missing_tests:
            mutants = [drop_missing_tests(m, snap) for m in mutants]
        for m in mutants:
            bad = static_check(m, snap)
            if bad is not None:
                outcomes.append(bad)
            elif args.skip_equivalent and m.equivalent:
                continue
            else:
                runnable.append(m)
        if args.check:
            for o in outcomes:
                print(f"{o.status:6s} {o.id}: {o.detail}")
            print(f"{len(mutants)} mutants checked, {len(outcomes)} problems")
            return 2 if outcomes else 0

        jobs = 1 if args.timing else max(1, min(args.jobs, len(runnable) or 1))
        workers = Workers(snap, tmp, jobs)
        print(f"mutation: {len(runnable)} mutants to run ({len(mutants)} selected), {jobs} worker(s), "
              f"copies under {tmp}", flush=True)
        problems = workers.probe(args.python, min(args.timeout, 120))
        if problems:
            print("import check FAILED: the tests would not see the mutated copy:\n" + "\n".join(problems),
                  file=sys.stderr)
            return 2
        print("import check: `exact` and `toolkit` resolve to each worker's copy (probe test passed; "
              f"worker 0 imports {workers.resolved(args.python)})", flush=True)

        markers = args.markers or None
        if args.timing:
            text, timing = time_tests(runnable, workers, args.python, args.timeout, markers, args.time_limit)
            print(text)
            if args.json:
                args.json.parent.mkdir(parents=True, exist_ok=True)
                args.json.write_text(record_text({"root": portable(ROOT), "python": portable(args.python),
                                                  "markers": markers, "pytest_flags": PYTEST_FLAGS, **timing}))
                print(f"JSON summary: {args.json}")
            return 0 if all(v["all_passed"] for v in timing["modules"].values()) else 2
        lock = threading.Lock()
        failed_sets: dict = {}
        with ThreadPoolExecutor(jobs) as ex:
            if not args.no_baseline:
                sets = sorted({m.tests for m in runnable})
                futs = {ex.submit(run_baseline, s, workers, args.python, args.timeout, markers): s for s in sets}
                for f in as_completed(futs):
                    rc, secs, tail = f.result()
                    s = futs[f]
                    if rc != 0:
                        failed_sets[s] = f"baseline (unmutated tree) exit {rc}: {classify(rc)[1]}\n{tail}"
                    print(f"baseline {'ok  ' if rc == 0 else 'FAIL'} {secs:6.1f}s  {' '.join(s)}", flush=True)
            todo = []
            for m in runnable:
                if m.tests in failed_sets:
                    outcomes.append(Outcome(m.id, m.file, snippet_line(m, snap), m.description, "error", m.equivalent,
                                            list(m.tests), detail=failed_sets[m.tests]))
                else:
                    todo.append(m)
            futs = {ex.submit(run_one, m, workers, args.python, args.timeout, markers): m for m in todo}
            done = 0
            for f in as_completed(futs):
                o = f.result()
                with lock:
                    done += 1
                    outcomes.append(o)
                    tag = o.status + (" (equivalent)" if o.equivalent else "")
                    print(f"[{done:3d}/{len(todo)}] {tag:21s} {o.duration_s:6.1f}s  {o.id}", flush=True)
        order = {m.id: k for k, m in enumerate(mutants)}
        outcomes.sort(key=lambda o: order.get(o.id, 0))
        elapsed = time.perf_counter() - t_start
        text, scores = report(outcomes, elapsed)
        print(text)
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(record_text({
                "root": portable(ROOT), "catalogue": portable(args.catalogue), "python": portable(args.python), "jobs": jobs,
                "markers": markers, "pytest_flags": PYTEST_FLAGS, "timeout_s": args.timeout,
                "duration_s": round(elapsed, 1), **scores,
                "mutants": [asdict(o) for o in outcomes],
            }))
            print(f"JSON summary: {args.json}")
        if any(o.status in ("error", "stale") and o.equivalent is None for o in outcomes):
            return 2
        total = scores["total"]["score"]
        if args.fail_under is not None and (total is None or total < args.fail_under):
            return 1
        return 0
    finally:
        if args.keep:
            print(f"kept temporary copies in {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
