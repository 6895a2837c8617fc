"""prm19a second promise sweep (issue 30): ``glauber window`` (:mod:`toolkit.app.commands.window`).

Contracts: the command runs :func:`toolkit.app.window.real_window` (its defaults are the
library's: ``n_chains`` and ``n_steps`` of that function's signature); an undefined (NaN)
R-hat is an R-hat warning, of kind ``rhat`` as ``glauber sample``'s (docs/json.md:
``warnings[].kind``, e.g. ``rhat``, ``ess``), so that a reader filtering R-hat warnings sees it.
"""

import inspect
from types import SimpleNamespace

from toolkit.app.cli import build_parser
from toolkit.app.commands import window  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands.window import window_warnings
from toolkit.app.window import real_window


def test_defaults_are_real_windows():
    sig = inspect.signature(real_window).parameters
    args = build_parser().parse_args(["window"])
    assert args.steps == sig["n_steps"].default and args.chains == sig["n_chains"].default


def test_an_undefined_rhat_is_an_rhat_warning(monkeypatch):
    monkeypatch.setattr(window, "report_warnings", lambda exact: [])
    monkeypatch.setattr(window, "sampling_warnings", lambda summary, table: [])
    q = SimpleNamespace(name="R-hat energy", spec={"quantity": "rhat"}, estimate=SimpleNamespace(value=float("nan")))
    report = SimpleNamespace(exact=None, temperature=1.0,
                             calibration=SimpleNamespace(rows=[], summary=SimpleNamespace(quantities=[q])))
    (w,) = window_warnings(report)
    assert w["kind"] == "rhat" and w["quantity"] == "R-hat energy" and "undefined" in w["message"]
