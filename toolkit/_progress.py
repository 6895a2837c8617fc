"""Progress of long work on stderr: a bar on a terminal, plain lines anywhere else.

A notebook, a pipe or a batch job has no terminal, and a tqdm bar (``disable=None``) shows
nothing there, so a long run looked hung. Here the same call gives:

- ``"bar"``: a tqdm bar (stderr is a terminal);
- ``"lines"``: one line every :data:`INTERVAL` seconds while the work runs (a background
  heartbeat, so a single long step is covered too), each with the fraction done, the time
  so far and an estimate of the rest, and a last line when it ends; nothing at all for
  work that ends within :data:`INTERVAL` seconds, unless ``progress=True`` asked for it
  (then a first line at once);
- ``"off"``: nothing.

Which one: a function's ``progress`` argument (``False``: off; ``True``: on, as a bar or
lines by the terminal; ``None``: the default), and the default set by :func:`defaults`
(``glauber --quiet`` / ``--no-progress`` turn it off for the whole command), else the
environment variable ``GLAUBER_PROGRESS`` (``off``, ``lines``, ``bar``, ``auto``), else
``auto`` (on, as a bar or lines by the terminal).

>>> import io
>>> out = io.StringIO()
>>> with Progress(4, "demo", unit="task", progress=True, file=out, interval=0, mode="lines") as p:
...     p.update(1)
>>> print(out.getvalue().splitlines()[0])
demo: 1/4 tasks (25%), 0 s so far, ~0 s left
>>> format_seconds(75), format_seconds(3725)
('1 min 15 s', '1 h 2 min')
"""

from __future__ import annotations

import contextlib
import math
import os
import sys
import threading
import time

#: Seconds between two progress lines (and before the first); ``GLAUBER_PROGRESS_INTERVAL``
#: overrides it.
INTERVAL = 10.0


def line_interval() -> float:
    """:data:`INTERVAL`, or the environment's ``GLAUBER_PROGRESS_INTERVAL`` (seconds > 0)."""
    try:
        v = float(os.environ.get("GLAUBER_PROGRESS_INTERVAL", ""))
    except ValueError:
        return INTERVAL
    return v if math.isfinite(v) and v > 0 else INTERVAL
MODES = ("auto", "bar", "lines", "off")

_default: list = []  # a stack of the defaults set by :func:`defaults` (the innermost last)


@contextlib.contextmanager
def defaults(progress):
    """Within the block, ``progress=None`` means ``progress`` (``False``: no progress
    anywhere, e.g. ``glauber --quiet``; ``True``/None: on)."""
    _default.append(progress)
    try:
        yield
    finally:
        _default.pop()


def resolve(progress=None, *, file=None) -> str:
    """The mode (``"bar"``, ``"lines"`` or ``"off"``) a call with ``progress`` gets."""
    if progress is None and _default:
        progress = _default[-1]
    if progress is False:
        return "off"
    want = "auto"
    if progress is None:
        env = os.environ.get("GLAUBER_PROGRESS", "auto").strip().lower()
        want = env if env in MODES else "auto"
    if want in ("off", "bar", "lines"):
        return want
    stream = sys.stderr if file is None else file
    try:
        tty = stream.isatty()
    except (AttributeError, ValueError):
        tty = False
    return "bar" if tty else "lines"


def enabled(progress=None) -> bool:
    """Whether progress is shown at all (stage lines of a command, for instance)."""
    return resolve(progress) != "off"


def format_seconds(s: float) -> str:
    """``s`` seconds for a person: ``42 s``, ``3 min 10 s``, ``1 h 2 min``."""
    if not math.isfinite(s):
        return "?"
    s = max(0.0, s)
    if s < 60:
        return f"{s:.0f} s"
    if s < 3600:
        m, r = divmod(int(round(s)), 60)
        return f"{m} min {r} s" if r else f"{m} min"
    h, r = divmod(int(round(s)) // 60, 60)
    return f"{h} h {r} min" if r else f"{h} h"


def estimate_rest(elapsed: float, fraction: float) -> float:
    """Seconds left at a constant rate: ``elapsed (1 - f) / f`` (inf before any progress)."""
    if not fraction > 0:
        return math.inf
    return elapsed * max(0.0, 1.0 - fraction) / fraction


class Progress:
    """Progress over ``total`` units of work (tqdm's ``update``/``close`` interface).

    Parameters
    ----------
    total : number
    desc : str
        What is being done (the start of each line).
    unit : str
    progress : bool or None
        See the module docstring.
    interval : float, optional
        Seconds between lines (``"lines"`` mode; default :func:`line_interval`).
    file : stream, default sys.stderr
    mode : str, optional
        Force a mode (tests).
    rest : callable, optional
        Returns the seconds left (None: the constant-rate estimate), for work whose units
        cost unequal times (the tasks of a sweep over sizes).
    sink : callable, optional
        Called with each line instead of writing it to ``file`` (a command's own log).
    """

    def __init__(self, total, desc: str, *, unit: str = "step", progress=None, interval: float | None = None,
                 file=None, mode: str | None = None, rest=None, sink=None):
        self.total = float(total) if total else 0.0
        self.sink = sink  # a callable taking each line, instead of writing to ``file``
        self.rest = rest  # a callable giving the seconds left, better than a constant rate (or None)
        self.desc, self.unit = desc, unit
        self.interval = line_interval() if interval is None else float(interval)
        self.file = file
        self.n = 0.0
        self.mode = mode or resolve(progress, file=file)
        self._t0 = time.perf_counter()
        self._printed = False
        self._bar = None
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread = None
        if self.mode == "bar":
            from tqdm.auto import tqdm

            self._bar = tqdm(total=total, desc=desc, unit=unit, leave=False, file=file)
        elif self.mode == "lines" and self.interval > 0:
            if progress is True:  # asked for: a first line now (and the last at the end), short work too
                self._line()
            self._thread = threading.Thread(target=self._beat, name=f"progress: {desc}", daemon=True)
            self._thread.start()

    # ---- tqdm's interface
    def update(self, k=1) -> None:
        self.n += k
        if self._bar is not None:
            self._bar.update(k)
        elif self.mode == "lines" and self.interval <= 0:
            self._line()

    def set_description(self, desc: str) -> None:
        self.desc = desc
        if self._bar is not None:
            self._bar.set_description(desc)

    def close(self) -> None:
        if self._thread is not None:
            self._stop.set()
            self._thread.join()
            self._thread = None
        if self._bar is not None:
            self._bar.close()
            self._bar = None
        elif self.mode == "lines" and self._printed:
            what = f"{self._count(self.n)} {self._units(self.n)} " if self.unit else ""
            self._write(f"{self.desc}: done, {what}in {format_seconds(self.elapsed)}")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    # ---- lines
    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self._t0

    def _units(self, k) -> str:
        return self.unit if k == 1 else self.unit + "s"

    @staticmethod
    def _count(k) -> str:
        return str(int(k)) if float(k).is_integer() else f"{k:.3g}"

    def status(self) -> str:
        """``desc: 3/10 tasks (30%), 40 s so far, ~1 min 33 s left``."""
        t = self.elapsed
        if self.total > 0:
            f = min(self.n / self.total, 1.0)
            rest = estimate_rest(t, f)
            if self.rest is not None:
                try:
                    got = self.rest()
                    rest = got if got is not None else rest
                except Exception:  # an estimate is never worth an error
                    pass
            left = f"~{format_seconds(rest)} left" if math.isfinite(rest) else "no estimate of the rest yet"
            return (f"{self.desc}: {self._count(self.n)}/{self._count(self.total)} {self._units(self.total)} "
                    f"({100 * f:.0f}%), {format_seconds(t)} so far, {left}")
        if not self.unit:  # a stage of unknown length: its time so far
            return f"{self.desc}: {format_seconds(t)} so far"
        return f"{self.desc}: {self._count(self.n)} {self._units(self.n)}, {format_seconds(t)} so far"

    def _line(self) -> None:
        self._write(self.status())

    def _write(self, text: str) -> None:
        with self._lock:
            if self.sink is not None:
                self.sink(text)
                self._printed = True
                return
            stream = sys.stderr if self.file is None else self.file
            try:
                print(text, file=stream, flush=True)
            except (OSError, ValueError):  # stderr closed or full: progress is not worth an error
                return
            self._printed = True

    def _beat(self) -> None:
        while not self._stop.wait(self.interval):
            self._line()


def bar(total, desc: str, progress=None, *, unit: str = "step", work: float | None = None,
        min_work: float = 0.0):
    """A :class:`Progress`, or None when it would show nothing (mode ``off``, or
    ``progress=None`` and less than ``min_work`` of ``work``): what callers that test
    ``if bar is not None`` expect."""
    if progress is None and (work if work is not None else total) < min_work:
        return None
    p = Progress(total, desc, unit=unit, progress=progress)
    if p.mode == "off":
        return None
    return p


@contextlib.contextmanager
def working(desc: str, progress=None, *, interval: float | None = None, file=None):
    """A stage of unknown length: a line when it starts, then ``desc: 40 s so far`` every
    ``interval`` seconds until it ends (a bar's mode: the start line only).

    >>> import io
    >>> out = io.StringIO()
    >>> with working("verdict", True, file=out):
    ...     pass
    >>> print(out.getvalue().strip())
    verdict ...
    """
    mode = resolve(progress, file=file)
    if mode == "off":
        yield
        return
    try:
        print(f"{desc} ...", file=sys.stderr if file is None else file, flush=True)
    except (OSError, ValueError):
        pass
    p = Progress(0, desc, unit="", file=file, interval=interval, mode="lines" if mode == "lines" else "off")
    try:
        yield
    finally:
        p.close()


def power_law_rest(done, pending, *, workers: int = 1) -> float | None:
    """Seconds left for ``pending`` sizes, from ``done`` ``(size, seconds)`` pairs: a fit
    ``seconds = c size**a`` (least squares in logarithms; ``a`` in [0, 4]) when at least two
    sizes are done, else the mean time per task; divided by ``workers``. Sizes whose logarithms
    are equal floats leave no spread to fit: ``a = 0``, the geometric mean time per task.

    >>> round(power_law_rest([(10, 1.0), (20, 4.0)], [40, 40]), 9)   # seconds = n**2 / 100
    32.0
    """
    done = [(float(n), float(s)) for n, s in done if n > 0 and s > 0]
    if not done:
        return None
    sizes = {n for n, _ in done}
    if len(sizes) < 2:
        mean = sum(s for _, s in done) / len(done)
        return mean * len(pending) / max(workers, 1)
    xs = [math.log(n) for n, _ in done]
    ys = [math.log(s) for _, s in done]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    a = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sxx if sxx > 0 else 0.0
    a = min(max(a, 0.0), 4.0)
    c = math.exp(my - a * mx)
    return sum(c * float(n) ** a for n in pending) / max(workers, 1)


#: A run expected to take longer than this (seconds) is announced with its estimate first.
ANNOUNCE_SECONDS = 60.0


def announce_cost(desc: str, seconds: float, detail: str, progress=None, *, file=None) -> bool:
    """Print ``desc: estimated cost ~3 min 20 s (detail)`` on stderr when ``seconds`` is
    above :data:`ANNOUNCE_SECONDS` and progress is on; returns whether it printed."""
    if not (seconds > ANNOUNCE_SECONDS) or resolve(progress, file=file) == "off":
        return False
    try:
        print(f"{desc}: estimated cost ~{format_seconds(seconds)} ({detail}); --quiet silences this",
              file=sys.stderr if file is None else file, flush=True)
    except (OSError, ValueError):
        return False
    return True
