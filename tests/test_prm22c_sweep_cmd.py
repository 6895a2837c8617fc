"""prm22c fifth sweep (issue 30): ``glauber sweep``'s enumeration guard (``_guards``) counts
a real MLM's ``--tokens`` list as its ``q``.

Contract (:func:`toolkit.app.commands.sweep._guards`): "for the exact estimators, its state space
against their enumeration guard (the largest n first)", with ``q`` the number of ``--tokens``
of a real MLM (as ``_vocab_size`` says). The tested grids were toy families (``q`` from their
parameters); here a real model with 30 tokens at ``n = 10`` has ``30**10 ~ 10^14.8`` states,
far above the guard, and is refused before anything runs; with 2 tokens (``2**10``) it passes."""

import argparse

import pytest

from toolkit.app.commands.sweep import _guards
from toolkit.exceptions import InvalidInputError


def _args():
    return argparse.Namespace(model="tiny-en", max_memory="1GiB")


def test_tokens_list_sets_q_of_the_exact_guard():
    tokens = [f"t{k}" for k in range(30)]
    with pytest.raises(InvalidInputError, match=r"`--n` 10 with --estimator exact: the exact chain has 30\*\*10 ~ "
                                                 r"10\^14\.8 states"):
        _guards(_args(), {"tokens": tokens}, [4, 10], ["exact"])


def test_two_tokens_pass_the_guard():
    _guards(_args(), {"tokens": ["a", "b"]}, [4, 10], ["exact"])
