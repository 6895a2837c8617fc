"""harden10f: toolkit.app.report.verify includes the real MLMs unless told otherwise."""

from __future__ import annotations

import inspect

from toolkit.app.report import verify


def test_verify_includes_real_mlms_by_default():
    # documented contract (verify's docstring): "``real=False`` leaves out the real MLMs (no
    # torch needed)" -- leaving them out is the opt-out, so the default must keep them in
    assert inspect.signature(verify).parameters["real"].default is True
