"""harden10e: `glauber window` runs real MLMs only, so its parser has no toy-family options
(toolkit.app.commands.window; automut --fresh-lines survivor)."""

from __future__ import annotations

import argparse

import pytest

import toolkit.app.commands.window as window


def _parser():
    p = argparse.ArgumentParser(prog="glauber")
    window.add_parser(p.add_subparsers(dest="command"))
    return p


@pytest.mark.parametrize("opt", [["--coupling", "1.0"], ["--graph", "cycle"], ["--beta", "0.5"],
                                 ["--field", "0.1"], ["--scale", "1"], ["--model-seed", "3"]])
def test_window_refuses_toy_family_options(opt, capsys):
    # model_parent(toy=False) (toolkit.app.commands._common): "no toy-family parameters, for
    # commands on real MLMs only"; argparse exits 2 naming the unknown option
    with pytest.raises(SystemExit) as e:
        _parser().parse_args(["window", *opt])
    assert e.value.code == 2
    assert opt[0] in capsys.readouterr().err


def test_window_keeps_the_real_mlm_options():
    a = _parser().parse_args(["window", "--tokens", "a,b", "--n", "2", "--text", "x"])
    assert (a.model, a.tokens, a.n, a.text) == ("tiny-en", "a,b", 2, "x")
