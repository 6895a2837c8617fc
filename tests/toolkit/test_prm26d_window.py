"""prm26d (issue 30, ninth sweep): :func:`toolkit.app.window.real_window` with ``memoize=True``
hands its ``max_states`` on to :class:`toolkit.app.window.MemoizedModel`.

Contract: ``max_states`` bounds every enumeration of the window (the exact chain and the memo
table, which "needs q**n small enough"). The exact chain is enumerated first under the same bound,
so a bound the memo table would fail is refused before the table is built: what the call site
hands on is observable only at the callee. A stand-in subclass, put where ``real_window`` looks
``MemoizedModel`` up, records the bound it received and stops the run (64 here, below the module default 1e5).
"""

import pytest

import toolkit.app.window as window  # the module under test (automut's targeted set)
from toolkit.models import potts


class _Stop(Exception):
    """Raised once the table's bound is recorded: the sampled half of the window is not needed."""


def test_memo_table_is_built_under_the_windows_max_states(monkeypatch):
    seen = []

    class Spy(window.MemoizedModel):
        def __init__(self, model, **kw):
            seen.append(kw.get("max_states"))
            super().__init__(model, **kw)
            raise _Stop

    monkeypatch.setattr(window, "MemoizedModel", Spy)
    with pytest.raises(_Stop):
        window.real_window(potts(2, 3, 1.0), temperature=1.0, n_chains=2, n_steps=16, n_pairs=1, n_replicates=2,
                           n_contexts=2, exit_time=False, memoize=True, max_states=64, progress=False, rng=0)
    assert seen == [64]
