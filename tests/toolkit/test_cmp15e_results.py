"""cmp15e: ``toolkit.results._text_value`` shows a list holding any nested value by its kinds.

Its docstring: a list or tuple longer than ``_HTML_MAX_ITEMS`` or holding any nested value (a
result, dict, list, tuple or array, even one among plain items) is shown by its length and item
kinds. One nested tuple among plain floats is enough; a list of plain items is written out.
"""

from toolkit.results import SpectralSummary, _text_value, from_json_document, to_json_document


def test_one_nested_item_among_plain_ones_gives_length_and_kinds():
    assert _text_value([1.5, (2, 3)]) == "2 items (float, tuple)"
    assert _text_value((0.5, 1.5, [1])) == "3 items (float, list)"


def test_plain_items_are_written_out():
    assert _text_value([1.5, 2]) == "[1.5, 2]"


# ---- a tuple under a union hint that has tuple among its members is saved as a plain list
# Module docstring: "a tuple is a plain list where the field's type hint says tuple, alone or as
# one member of a union (``sector: int | tuple | None``), else ``{"__tuple__": [...]}``".
# SpectralSummary.sector is hinted ``int | tuple | None`` (a q = 3 partition is a tuple).


def _summary(sector):
    return SpectralSummary(n_states=27, reversible=True, detailed_balance_residual=0.0, lambda_2=0.5,
                           lambda_star=0.5, spectral_gap=0.5, relaxation_time=2.0, method="lumped (test)",
                           sector=sector)


def test_a_partition_sector_is_saved_as_a_plain_list_and_read_back_as_a_tuple():
    doc = to_json_document(_summary((2, 1)))
    assert doc["data"]["sector"] == [2, 1]
    back = from_json_document(doc)
    assert back.sector == (2, 1) and isinstance(back.sector, tuple)


def test_an_integer_sector_stays_an_integer():
    doc = to_json_document(_summary(1))
    assert doc["data"]["sector"] == 1 and from_json_document(doc).sector == 1
