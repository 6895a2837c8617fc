"""Contract sweep 6, group s1 (issue 30): exact/__init__.py re-exports each public function and
class under its own name (a swapped binding, ``from .x import f as g``, keeps every name of
``__all__`` bound and passes a names-only check), and the re-exported constant's value."""

from __future__ import annotations

import sys

import exact
import exact.space


def test_every_public_callable_is_the_definition_of_its_name():
    for name in exact.__all__:
        obj = getattr(exact, name)
        if not callable(obj):
            continue
        assert obj.__name__ == name, (name, obj)
        home = sys.modules[obj.__module__]
        assert getattr(home, name) is obj, (name, obj.__module__)


def test_public_callables_come_from_their_documented_modules():
    # spot-checked: each from the module that defines it (tv_rows lives in exact._powers and
    # site_logits in exact.logits, re-exported by exact.mixing and exact.kernel)
    expected = {"stationary_law": "exact.stationary", "balance_residual": "exact.stationary",
                "mixing_time": "exact.mixing", "tv_rows": "exact._powers", "distance_profile": "exact.mixing",
                "fixed_points": "exact.basins", "basins": "exact.basins", "uphill_moves": "exact.basins",
                "mixing_time_from": "exact.distance", "distance_from": "exact.distance",
                "influence_matrix": "exact.influence", "influence": "exact.influence",
                "spectral_summary": "exact.spectral", "eigenvalues": "exact.spectral",
                "glauber_kernel": "exact.kernel", "site_logits": "exact.logits",
                "conditional_drift": "exact.compat", "kolmogorov_log_ratios": "exact.compat",
                "ExactReport": "exact.analysis", "CheckReport": "exact.checks", "analyze": "exact.markov"}
    for name, mod in expected.items():
        assert getattr(exact, name).__module__ == mod, name


def test_default_max_states_is_the_space_constant():
    assert exact.DEFAULT_MAX_STATES == exact.space.DEFAULT_MAX_STATES == 2e7


def test_every_name_the_docstring_lists_is_exported():
    # the module docstring lists the public API under headings, four-space indented; every
    # identifier there with an underscore or a capital (the API names, not the prose) must be
    # bound in exact and listed in __all__
    import re

    names = []
    for line in exact.__doc__.splitlines():
        if line.startswith("    ") and not line.startswith("     "):
            body = re.sub(r"\(.*?(\)|$)", "", line)
            names += [t for t in re.split(r"[,\s]+", body.strip())
                      if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", t) and ("_" in t or t[0].isupper()) and t != "MLM"]
    assert len(names) > 60
    missing = [n for n in names if not hasattr(exact, n) or n not in exact.__all__]
    assert missing == []
