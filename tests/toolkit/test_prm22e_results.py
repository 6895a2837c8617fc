"""prm22e: toolkit.results' display rules at their switches: an int of 301 digits is ~10^300, and
result_text shows an array of up to _HTML_MAX_ITEMS numbers by value (one more: by shape)."""
import numpy as np

from toolkit import results


def test_huge_int_exponent_is_digits_minus_one():
    assert results._fmt(10**300) == "~10^300"  # 301 digits
    assert results._fmt(-(3 * 10**305)) == "-~10^305"
    assert results._fmt(10**299) == "1e+299"  # below the switch: float notation


def test_text_array_at_the_item_limit():
    assert results._HTML_MAX_ITEMS == 8
    assert results._text_value(np.arange(8)) == "[0, 1, 2, 3, 4, 5, 6, 7]"
    assert results._text_value(np.arange(9)) == f"array (9,), {np.arange(9).dtype}"
