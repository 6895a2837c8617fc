"""prm20a third promise sweep (issue 30): :mod:`toolkit.app.commands._common` on a family
without a ``q`` parameter.

Contracts: ``guard_toy`` checks a toy family's magnitudes, state space and dense arrays from
``q`` and ``n`` before anything is built; curie-weiss has no ``q`` parameter, its ``q`` is 2
(spins ``(-1, +1)``: toolkit.models.toy.curie_weiss), and it is guarded like every other
family. ``build_model`` records the effective parameters, ``q`` and ``n`` of the model it
built included (the JSON ``model_params``).
"""

import pytest

from toolkit.app.cli import build_parser
from toolkit.app.commands import _common  # noqa: F401  (the module under test, for automut's targeted set)
from toolkit.app.commands._common import build_model, guard_toy
from toolkit.exceptions import InvalidInputError, StateSpaceTooLargeError


def test_curie_weiss_is_guarded_with_q_two():
    # |beta| * 10 * n = 1e306 * 100 > MAX_LOGIT = 1e300: the logits would overflow
    with pytest.raises(InvalidInputError, match="`--beta`"):
        guard_toy("curie-weiss", {"n": 10, "beta": 1e306})
    # 2**40 ~ 1.1e12 states > 1e6
    with pytest.raises(StateSpaceTooLargeError):
        guard_toy("curie-weiss", {"n": 40, "beta": 1.0}, max_states=1e6)
    assert guard_toy("curie-weiss", {"n": 19, "beta": 1.0}, max_states=2.0 ** 19)["n"] == 19


def test_curie_weiss_model_params_record_q_two():
    args = build_parser().parse_args(["exact", "--model", "curie-weiss", "--n", "3"])
    build_model(args, enumerate=True, defaults=args._model_defaults)
    params = args._model_info["params"]
    assert (params["q"], params["n"]) == (2, 3)
