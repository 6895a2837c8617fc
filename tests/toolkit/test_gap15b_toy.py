""":class:`toolkit.models.toy.Pairwise` paths no targeted test ran (issue 30, branch gap15b): the
shape check of ``J`` against ``h`` (named in its message), ``save``/``load`` round trip (the
documented ``.npz`` with ``h`` and ``J``), a missing path, and a damaged ``.npy`` header whose
reason is numpy's own message."""

import re

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.toy import Pairwise


def test_j_of_the_wrong_shape_is_refused_naming_both_shapes():
    h = np.zeros((2, 3))
    with pytest.raises(InvalidInputError, match=re.escape("`J` must have shape (n, n, q, q) = (2, 2, 3, 3) to match "
                                                          "h (2, 3); got (2, 2, 3, 2)")):
        Pairwise(h, np.zeros((2, 2, 3, 2)))


def test_save_then_load_gives_the_same_model(tmp_path):
    rng = np.random.default_rng(0)
    h, J = rng.normal(size=(3, 2)), rng.normal(size=(3, 3, 2, 2))
    m = Pairwise(h, J)
    path = tmp_path / "m.npz"
    m.save(path)
    with np.load(path) as data:  # the documented archive: arrays h (n, q) and J (n, n, q, q)
        assert sorted(data.files) == ["J", "h"]
        np.testing.assert_array_equal(data["h"], h)
        J0 = J.copy()
        J0[np.arange(3), np.arange(3)] = 0.0  # no self-coupling
        np.testing.assert_array_equal(data["J"], J0)
    back = Pairwise.load(path)
    np.testing.assert_array_equal(back.h, h)
    np.testing.assert_array_equal(back.J, J0)


def test_load_of_a_missing_path_names_it(tmp_path):
    path = str(tmp_path / "nope.npz")
    with pytest.raises(InvalidInputError, match=re.escape(f"`path` does not exist: {path!r}")):
        Pairwise.load(path)


def test_a_damaged_npy_header_gives_numpys_reason(tmp_path):
    path = tmp_path / "bad.npy"
    path.write_bytes(b"\x93NUMPY\x01\x00\x10\x00{garbage}     \n")  # header length 16, 15 bytes follow
    try:
        with open(path, "rb") as fh:
            np.load(fh)
    except ValueError as exc:
        reason = str(exc)
    else:
        pytest.fail("numpy read a damaged header")
    with pytest.raises(InvalidInputError) as info:
        Pairwise.load(path)
    assert str(info.value) == (f"cannot read pairwise model file {str(path)!r}: {reason}; write it again with "
                               "np.savez(path, h=h, J=J)")
