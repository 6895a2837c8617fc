"""A pytest plugin with the ``glauber_check`` fixture (issue 28): a user's sampler in their
own test suite.

Load it from a ``conftest.py`` with ``pytest_plugins = ["toolkit.app.pytest_plugin"]`` (or
``pytest -p toolkit.app.pytest_plugin``); then::

    def test_my_sampler(glauber_check):
        model = toolkit.models.potts(3, 4, 1.0)
        glauber_check(my_step, model, temperature=0.8)                   # one step from every state
        glauber_check(my_step, model, temperature=0.8, steps=5)          # the law after 5 steps
        glauber_check(my_step, model, temperature=0.8, stationary=True)  # the long-run law

A wrong sampler fails the test with the report (the worst starts, observed against expected,
and the likeliest of the common mistakes). Models to feed it: ``toolkit.strategies`` (e.g.
``models()``, ``incompatible_models()``) with hypothesis, or a real MLM restricted to a short
window (``toolkit.models.mlm.load_model(..., tokens=..., n=...)``).
"""

from __future__ import annotations

import pytest

from toolkit.app.testing import check_sampler, check_stationary


@pytest.fixture
def glauber_check():
    """``glauber_check(step, model, temperature=1.0, *, stationary=False, **options)``:
    :func:`~toolkit.app.testing.check_sampler` (``stationary=True``:
    :func:`~toolkit.app.testing.check_stationary`) with ``options``; fails the calling test
    with the report when the sampler is not the claimed Glauber kernel, returns the report."""

    def check(step, model, temperature: float = 1.0, *, stationary: bool = False, **options):
        report = (check_stationary if stationary else check_sampler)(step, model, temperature, **options)
        if not report.passed:
            pytest.fail(f"the sampler is not Glauber dynamics at T={temperature:g} as claimed:\n{report}",
                        pytrace=False)
        return report

    return check
