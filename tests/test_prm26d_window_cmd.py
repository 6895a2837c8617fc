"""prm26d (issue 30, ninth sweep): ``glauber window`` hands ``--eps``, ``--memoize`` and
``--progress``/``--no-progress`` on to :func:`toolkit.app.window.real_window`
(:mod:`toolkit.app.commands.window`).

The options' contracts (their help): ``--eps`` is the mixing threshold, ``--memoize`` computes
each masked input once, ``--progress``/``--no-progress`` turn the bars on or off. The run needs a
real MLM, so ``build_model`` and ``real_window`` are stood in for where the command looks them
up: the stand-in records the keywords it received at the command's call site and stops the run.
Every value below is off ``real_window``'s own default (eps 0.25, memoize False, progress None),
so a call that dropped the keyword would hand the default on instead.
"""

import os

import pytest

from toolkit.app.cli import build_parser
from toolkit.app.commands import window  # the module under test (automut's targeted set)

os.environ["HF_HUB_OFFLINE"] = "1"


class _Stop(Exception):
    pass


def _window_kwargs(monkeypatch, argv):
    seen = {}

    def fake_real_window(model, **kw):
        seen.update(kw)
        raise _Stop

    monkeypatch.setattr(window, "build_model", lambda args, **kw: object())
    monkeypatch.setattr(window, "real_window", fake_real_window)
    args = build_parser().parse_args(["window", "--model", "tiny-en", "--text", "and the king said", *argv])
    with pytest.raises(_Stop):
        window.run(args)
    return seen


@pytest.mark.parametrize("eps", [0.1, 0.4])
def test_eps_option_is_the_windows_threshold(monkeypatch, eps):
    assert _window_kwargs(monkeypatch, ["--eps", str(eps)])["eps"] == eps


def test_memoize_option_reaches_real_window(monkeypatch):
    assert _window_kwargs(monkeypatch, ["--memoize"])["memoize"] is True
    assert _window_kwargs(monkeypatch, [])["memoize"] is False


@pytest.mark.parametrize("flag, want", [("--no-progress", False), ("--progress", True)])
def test_progress_option_reaches_real_window(monkeypatch, flag, want):
    assert _window_kwargs(monkeypatch, [flag])["progress"] is want
