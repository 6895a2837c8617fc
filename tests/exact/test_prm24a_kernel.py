"""prm24a: arguments of ``exact.kernel`` that its targeted tests never passed off their default
(``benchmarks/results/default-only-args-2026-12-06.md``): ``glauber_kernel(progress=)``,
``glauber_kernel(max_states=)`` and ``enumerated_logits(max_states=)``.

``progress=True`` shows the enumeration's progress lines on stderr ("model logits: ..."; the
documented "True shows a bar" of :func:`exact.logits.site_logits`); a ``max_states`` below
``q**n`` refuses the enumeration with :class:`StateSpaceTooLargeError`."""

from __future__ import annotations

import pytest

from exact.kernel import enumerated_logits, glauber_kernel
from toolkit.exceptions import StateSpaceTooLargeError
from toolkit.models import potts


def test_glauber_kernel_progress_true_reports(capsys):
    glauber_kernel(potts(2, 3, 1.0))
    assert "model logits" not in capsys.readouterr().err    # a small model: no progress by default
    glauber_kernel(potts(2, 3, 1.0), progress=True)
    assert "model logits" in capsys.readouterr().err


def test_glauber_kernel_max_states():
    with pytest.raises(StateSpaceTooLargeError):
        glauber_kernel(potts(2, 3, 1.0), max_states=4)        # 2**3 = 8 states


def test_enumerated_logits_max_states():
    with pytest.raises(StateSpaceTooLargeError):
        enumerated_logits(potts(2, 3, 1.0), max_states=4)
    enumerated_logits(potts(2, 3, 1.0), max_states=8)           # exactly q**n states: allowed
