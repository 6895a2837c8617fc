""":func:`exact.metastable.escape_checks` refuses what is not a Glauber kernel (issue 30, branch
gap15b): the error names the argument, how to build one and the type given."""

import numpy as np
import pytest

from exact.metastable import escape_checks
from toolkit.exceptions import InvalidTypeError


@pytest.mark.parametrize("kernel, name", [(np.eye(2), "ndarray"), ("potts", "str")])
def test_escape_checks_needs_a_glauber_kernel(kernel, name):
    with pytest.raises(InvalidTypeError, match=r"^`kernel` must be a GlauberKernel \(exact\.glauber_kernel\(model\)\); "
                                               rf"got {name}$"):
        escape_checks(kernel)
