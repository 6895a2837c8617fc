"""prm23b sixth sweep (issue 30): toolkit.app.sweep.tasks.make_grid accepts both model spellings
that name a model by a path, ``hf:PATH`` and ``pairwise:FILE``, without building the model
(the file is read by each task, not by the grid)."""

from __future__ import annotations

from toolkit.app.sweep.tasks import make_grid


def test_pairwise_spelling_accepted_unbuilt(tmp_path):
    name = f"pairwise:{tmp_path / 'not-written-yet.npz'}"
    (task,) = make_grid(name, n=[3], temperature=[1.0], params={"q": 2})
    assert task.model == name and dict(task.params) == {"q": 2}
