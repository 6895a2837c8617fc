"""``toolkit.testing``: check your own Glauber / MLM sampler against the exact kernel.

The public face of :mod:`toolkit.app.testing` (issue 28): :func:`check_sampler`,
:func:`check_stationary`, :class:`SamplerReport`, :func:`reference_step`,
:func:`planted_step`, :data:`MISTAKES`, :func:`with_specials` (a toy model with the
extra token logits of the special-tokens mistake) and :func:`text_step` (a step on token
strings). The checks need the exact engine, so they live in
the application layer; this module only re-exports them (``tests/test_layering.py`` lists it
beside the command-line entry points).
"""

from toolkit.app.testing import (  # noqa: F401
    MISTAKES,
    SamplerReport,
    check_sampler,
    check_stationary,
    planted_step,
    reference_step,
    text_step,
    with_specials,
)

__all__ = ["MISTAKES", "SamplerReport", "check_sampler", "check_stationary", "planted_step", "reference_step",
           "text_step", "with_specials"]
