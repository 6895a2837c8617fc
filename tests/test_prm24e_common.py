"""prm24e (seventh sweep, issue 30): toolkit.app.commands._common's ``seed_parent(default)`` and
``reject_toy_options(what)``, never passed off their defaults
(``benchmarks/results/default-only-args-2026-12-06.md``).

- ``seed_parent(default)``: the ``--seed`` a command gets when none is given (its help says
  "default: %(default)s");
- ``reject_toy_options(args, what)``: ``what`` is appended to "applies to toy families only" in
  the error (which command or setting refuses the option)."""

from __future__ import annotations

import argparse

import pytest

from toolkit.app.commands._common import reject_toy_options, seed_parent
from toolkit.exceptions import InvalidInputError


def test_seed_parent_default_is_the_seed_without_the_flag():
    p = argparse.ArgumentParser(parents=[seed_parent(7)])
    assert p.parse_args([]).seed == 7  # default of seed_parent: 0
    assert p.parse_args(["--seed", "3"]).seed == 3
    assert "(default: 7)" in p.format_help()


def test_reject_toy_options_names_what_refuses():
    args = argparse.Namespace(model="bert-base-uncased", scale=2.0)
    with pytest.raises(InvalidInputError) as e:
        reject_toy_options(args, " with glauber scan", options=("scale",))
    assert "--scale applies to toy families only with glauber scan; got `--model` 'bert-base-uncased'" in str(e.value)
