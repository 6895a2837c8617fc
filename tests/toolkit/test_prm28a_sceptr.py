"""prm28a: SceptrMLM.with_template hands on an ``n`` given together with ``free_positions``
(its docstring: the new model has the changes given), so the constructor can check that they
agree; only an ``n`` carried over from the old template is dropped when new free positions
are given. Tested calls changed one of the two at a time. A stand-in constructor records the
arguments (no weights are loaded)."""
import toolkit.models.sceptr as sceptr


def _bare():
    m = sceptr.SceptrMLM.__new__(sceptr.SceptrMLM)
    m.tokens, m.batch_size, m.length = ["A", "C", "D"], 8, 3
    m._template_args = {"tcr": None, "loop": "CDR3B", "text": "CASSF", "free_positions": None}
    m.bert = m.tokeniser = m.dtype = None
    m.device, m.name, m.variant = "cpu", "sceptr", "default"
    return m


def _record(monkeypatch):
    seen = {}

    def init(self, bert, tokeniser, tokens, n, **kw):
        seen.update(kw, tokens=tokens, n=n)

    monkeypatch.setattr(sceptr.SceptrMLM, "__init__", init)
    return seen


def test_n_given_with_free_positions_is_handed_on(monkeypatch):
    seen = _record(monkeypatch)
    _bare().with_template(free_positions=[0, 2], n=3)
    assert seen["free_positions"] == [0, 2] and seen["n"] == 3


def test_old_n_is_dropped_when_only_free_positions_change(monkeypatch):
    seen = _record(monkeypatch)
    _bare().with_template(free_positions=[0, 2])
    assert seen["free_positions"] == [0, 2] and seen["n"] is None
