"""Automatic mutation sweep 7, group a1 (issue 30): toolkit.models.toy.Pairwise.load's error for
each kind of unreadable file names the cause in the user's terms (numpy's advice to load
"unsafely with allow_pickle" is not for users): a file that is not an archive of numeric
arrays, an empty file, a damaged archive, a plain .npy array, an archive that lacks J."""

from __future__ import annotations

import numpy as np
import pytest

from toolkit.exceptions import InvalidInputError
from toolkit.models.toy import Pairwise


def _load_error(path) -> str:
    with pytest.raises(InvalidInputError) as err:
        Pairwise.load(str(path))
    msg = str(err.value)
    assert "allow_pickle" not in msg and str(path) in msg
    return msg


def test_text_file_is_not_an_archive_of_numeric_arrays(tmp_path):
    p = tmp_path / "m.npz"
    p.write_text("h = 1, J = 2\n" * 20)          # numpy reads it as pickled data and refuses
    assert "not an .npz archive of numeric arrays h and J" in _load_error(p)


def test_object_arrays_are_not_numeric(tmp_path):
    p = tmp_path / "m.npz"
    np.savez(p, h=np.array([{"a": 1}, None], dtype=object), J=np.zeros((1, 1, 2, 2)))
    assert "not an .npz archive of numeric arrays h and J" in _load_error(p)


def test_other_unreadable_files(tmp_path):
    empty = tmp_path / "empty.npz"
    empty.write_bytes(b"")
    assert "the file is empty" in _load_error(empty)
    good = tmp_path / "good.npz"
    np.savez(good, h=np.zeros((2, 2)), J=np.zeros((2, 2, 2, 2)))
    cut = tmp_path / "cut.npz"
    cut.write_bytes(good.read_bytes()[:-60])
    assert "damaged" in _load_error(cut)
    npy = tmp_path / "plain.npy"
    np.save(npy, np.zeros((2, 2)))
    assert "one 2x2 array (an .npy file)" in _load_error(npy)
    noj = tmp_path / "noj.npz"
    np.savez(noj, h=np.zeros((2, 2)))
    assert "lacks array(s) ['J']" in _load_error(noj)
    m = Pairwise.load(str(good))
    assert (m.vocab_size, m.length) == (2, 2)
