"""prm24a: arguments of ``toolkit.models.sceptr`` that no test passed off their default
(``benchmarks/results/default-only-args-2026-12-06.md``): ``SceptrMLM(name=, variant=)`` and
``load_sceptr(batch_size=, device=, loop=, num_threads=, suffix=, tcr=)``. Each test passes
another value and checks its documented effect (``device`` only through a spy: on a machine
without a GPU every device that loads is the CPU)."""

from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("libtcrlm")
pytest.importorskip("sceptr")

import toolkit.models.sceptr as sceptr_module  # noqa: E402
from toolkit.exceptions import InvalidInputError  # noqa: E402
from toolkit.models.sceptr import REFERENCE_TCR, SceptrMLM, _load_bert, load_sceptr  # noqa: E402

OTHER_TCR = {"TRAV": "TRAV38-1*01", "CDR3A": "CAHRSAGGGTSYGKLTF", "TRBV": "TRBV2*01", "CDR3B": "CASSLGQAYEQYF"}


def test_init_name_and_variant_are_kept():
    bert, tokeniser, _ = _load_bert("SCEPTR_MLM_only")
    m = SceptrMLM(bert, tokeniser, n=2, name="my-sceptr", variant="SCEPTR_label")
    assert m.name == "my-sceptr"
    assert m.variant == "SCEPTR_label"
    assert repr(m).startswith("SceptrMLM('SCEPTR_label'")


def test_load_batch_size():
    assert load_sceptr(n=2, batch_size=3).batch_size == 3


def test_load_loop():
    m = load_sceptr(n=2, loop="CDR1B")
    assert m.loop == "CDR1B"
    assert m.loop_positions.tolist() == [0, 1]    # a CDR1 window starts at the loop's start


def test_load_tcr():
    # the window starts after CASS: residues 4, 5 of the TCR's CDR3B
    assert "".join(load_sceptr(n=2, tcr=OTHER_TCR)._original) == "LG"
    assert "".join(load_sceptr(n=2)._original) == REFERENCE_TCR["CDR3B"][4:6] == "EF"


def test_load_num_threads():
    before = torch.get_num_threads()
    try:
        m = load_sceptr(n=2, num_threads=2)
        assert m.num_threads == 2
        assert torch.get_num_threads() == 2
    finally:
        torch.set_num_threads(before)


def test_load_suffix_is_refused():
    with pytest.raises(InvalidInputError, match="prefix`/`suffix"):
        load_sceptr(n=2, suffix=" end")


def test_load_device_is_handed_on(monkeypatch):
    seen = {}

    def spy(*a, **k):
        seen.update(k)
        return "built"

    monkeypatch.setattr(sceptr_module, "SceptrMLM", spy)
    assert load_sceptr(n=2, device="cuda:1") == "built"
    assert seen["device"] == "cuda:1"
