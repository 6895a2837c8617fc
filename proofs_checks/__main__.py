"""``python -m proofs_checks``: the lemma table; exit status 1 unless every lemma is ok."""

from __future__ import annotations

import sys
import time

from proofs_checks import run_all
from proofs_checks._core import status


def main() -> int:
    start = time.perf_counter()
    results = run_all()
    rows = [("lemma", "method", "status", "detail")]
    rows += [(r.name, r.method, status(r), r.detail) for r in results]
    widths = [max(len(row[k]) for row in rows) for k in range(3)]
    for k, row in enumerate(rows):
        print(
            "  ".join(cell.ljust(w) for cell, w in zip(row[:3], widths, strict=True))
            + "  "
            + row[3]
        )
        if k == 0:
            print("  ".join("-" * w for w in widths) + "  " + "-" * len(row[3]))
    failed = [r.name for r in results if not r.ok]
    elapsed = time.perf_counter() - start
    print(
        f"\n{len(results) - len(failed)}/{len(results)} lemmas ok in {elapsed:.1f} s"
        + (f"; failed: {', '.join(failed)}" if failed else "")
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
