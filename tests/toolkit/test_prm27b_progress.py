"""prm27b tenth sweep (issue 30): ``Progress.update(k)`` ACCUMULATES the units done (tqdm's
interface): three updates of 2, 3 and 1 units give 6 done, not the last increment."""

import io

from toolkit._progress import Progress


def test_updates_accumulate():
    out = io.StringIO()
    p = Progress(10, "work", unit="task", file=out, mode="lines", interval=0)
    for k in (2, 3, 1):
        p.update(k)
    assert p.n == 6
    assert p.status().startswith("work: 6/10 tasks (60%)")
    p.close()
    lines = out.getvalue().splitlines()
    assert [ln.split(" tasks")[0] for ln in lines[:3]] == ["work: 2/10", "work: 5/10", "work: 6/10"]
