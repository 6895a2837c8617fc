"""prm28c (issue 30): zero_temperature_point's cache is keyed by id() AND checked to hold the
same model object (an id can be reused once a model is freed); a stand-in entry under the
model's id for ANOTHER object must not be returned."""
import numpy as np

from toolkit.app import phase_point
from toolkit.models import make_model


def test_cache_entry_of_another_object_under_the_same_id_is_not_used():
    model = make_model("masked-independent", q=3, n=4, seed=0)
    fake = np.full(model.length, -1, dtype=np.int64)
    phase_point._GROUNDS[id(model)] = (object(), fake)
    try:
        x = np.asarray(phase_point.zero_temperature_point(model))
    finally:
        phase_point._GROUNDS.pop(id(model), None)
    assert x.shape == (model.length,) and (x >= 0).all()
    # x* is a zero-temperature fixed point: every site holds the argmax of its own logits
    for i in range(model.length):
        lg = np.asarray(model.logits(x[None, :], np.array([i])), dtype=float).ravel()
        assert lg[x[i]] == lg.max()
