"""A pass-through spy for the tests that check which keywords a call site hands on."""

from __future__ import annotations


def keyword_spy(monkeypatch, module, name: str) -> list:
    """Replace ``module.name`` (where the calling module looks it up) by a wrapper that records
    each call's keyword arguments and calls the real function; returns the list of those dicts."""
    real, calls = getattr(module, name), []

    def spy(*args, **kw):
        calls.append(kw)
        return real(*args, **kw)
    monkeypatch.setattr(module, name, spy)
    return calls
