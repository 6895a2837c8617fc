"""Coverage-driven pins of :mod:`toolkit.app.sweep.store` (what is not a results store is
refused naming why) and :mod:`toolkit.app.report._math` (the report's ASCII formula notation:
an unbalanced group takes the rest, a marker with nothing to raise is literal, ``^*`` a starred
superscript, ``<m>`` an average), issue 30, branch cov5h3. The expected HTML is written by hand
from the notation's rules (docstrings of ``_group``, ``_script``, ``_render``)."""

import sqlite3

import pytest

from toolkit.app.report._math import math_html
from toolkit.app.sweep.store import ResultStore
from toolkit.exceptions import InvalidInputError


def test_a_device_is_not_a_store():
    with pytest.raises(InvalidInputError, match=r"results store '/dev/null' is not a regular file \(a device, pipe "
                                                r"or socket\)"):
        ResultStore("/dev/null")


def test_an_sqlite_file_of_other_tables_is_not_a_store(tmp_path):
    p = tmp_path / "other.sqlite"
    con = sqlite3.connect(p)
    con.execute("CREATE TABLE zeta (a)")
    con.execute("CREATE TABLE alpha (b)")
    con.commit()
    con.close()
    with pytest.raises(InvalidInputError, match=r"is not a glauber results store \(an SQLite database without a "
                                                r"glauber_meta table; it holds alpha, zeta\)"):
        ResultStore(p)


def test_a_store_of_another_format_is_refused(tmp_path):
    p = tmp_path / "s.sqlite"
    ResultStore(p).close()  # a new, empty store
    con = sqlite3.connect(p)
    con.execute("UPDATE glauber_meta SET value = 'something-else' WHERE name = 'format'")
    con.commit()
    con.close()
    with pytest.raises(InvalidInputError, match=r"\(glauber_meta format is 'something-else'\)"):
        ResultStore(p)


@pytest.mark.parametrize("expr,html", [
    # an unbalanced group: its content is the rest of the string
    ("x_(a+b", '<i>x</i><sub><i>a</i>+<i>b</i></sub>'),
    # nested brackets close at the matching one
    ("x_(a(b)c)d", '<i>x</i><sub><i>a</i>(<i>b</i>)<i>c</i></sub><i>d</i>'),
    # a marker followed by nothing it can raise stays literal
    ("x_ y", '<i>x</i>_ <i>y</i>'),
    ("x^", '<i>x</i>^'),
    # a starred superscript
    ("T^*", '<i>T</i><sup>*</sup>'),
    # an average
    ("<m^2>", '⟨<i>m</i><sup>2</sup>⟩'),
    ("<E> <= 1", '⟨<i>E</i>⟩ ≤ 1'),
])
def test_formula_notation(expr, html):
    assert math_html(expr) == f'<span class="math">{html}</span>'


def test_an_empty_file_is_not_opened_without_create_and_a_missing_folder_is_named(tmp_path):
    p = tmp_path / "empty.sqlite"
    p.write_bytes(b"")
    with pytest.raises(InvalidInputError, match=r"is not a glauber results store \(an empty file\)"):
        ResultStore(p, create=False)
    assert p.read_bytes() == b""  # left as it was
    ResultStore(p).close()  # with create: made a store
    bad = str(tmp_path / "no-such-dir" / "s.sqlite")
    with pytest.raises(InvalidInputError, match=rf"cannot open results store {bad!r}: unable to open database file"):
        ResultStore(bad)
