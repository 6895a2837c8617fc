"""prm25e (issue 30, eighth sweep): glauber rectangle's per-model default texts."""

from toolkit.app.commands import rectangle as rectangle_cmd
from toolkit.models.sceptr import REFERENCE_TCR


def test_sceptr_default_text_is_the_reference_cdr3b():
    # the module's comment: "SCEPTR: the CDR3B of its reference TCR" (toolkit.models.sceptr)
    assert rectangle_cmd.DEFAULT_TEXT["sceptr"] == REFERENCE_TCR["CDR3B"]
