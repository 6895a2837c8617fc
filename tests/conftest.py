"""Shared test configuration: hypothesis profiles.

``ci``: derandomized (the same examples on every run), no deadline, 100 examples per
property; loaded when the environment variable ``CI`` is set. ``dev``: random examples,
no deadline (timings on a shared machine are noise), also 100 examples. Select another
with ``pytest --hypothesis-profile=NAME``.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", derandomize=True, deadline=None, max_examples=100, print_blob=True, database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", deadline=None, max_examples=100, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")
