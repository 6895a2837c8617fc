"""prm28c (issue 30): in ``lines`` mode the heartbeat thread runs only when interval > 0
(both conditions); with interval 0 a line comes with each update (Progress.update), one per
update and the closing line, no heartbeat lines between them."""
from toolkit._progress import Progress


def test_interval_zero_one_line_per_update_and_no_heartbeat():
    out = []
    p = Progress(3, "work", mode="lines", interval=0, progress=True, sink=out.append)
    for _ in range(3):
        p.update()
    p.close()
    assert [line.split(" steps")[0] for line in out[:3]] == ["work: 1/3", "work: 2/3", "work: 3/3"]
    assert len(out) == 4 and out[-1].startswith("work: done, 3 steps")
