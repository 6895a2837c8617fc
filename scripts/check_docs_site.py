"""Check the built API reference (``make docs`` writes ``site/``); CI runs it after ``make docs``.

- no literal Sphinx role (``:func:``, ``:class:``, ``:mod:``, ``:data:`` ...) outside code
  blocks: every cross-reference was turned into a link or a code span
  (``scripts/griffe_docstrings.py``);
- the ``exact`` package overview is a list, not one run-on paragraph;
- no link to a file the repository does not have (``DESIGN.md``).

Usage: ``python scripts/check_docs_site.py [SITE_DIR]`` (default ``site``); exit 1 with one
line per problem.
"""

from __future__ import annotations

import os
import re
import sys

ROLE_TEXT = re.compile(r":(?:py:)?(?:func|class|mod|meth|attr|data|exc|obj|const)\s*:\s*(?:<code>|`)")
_PRE = re.compile(r"<pre\b.*?</pre>", re.S)
_SCRIPT = re.compile(r"<script\b.*?</script>", re.S)


def problems(site: str) -> list[str]:
    out = []
    n_pages = 0
    for root, _, files in os.walk(site):
        for name in files:
            if not name.endswith(".html"):
                continue
            n_pages += 1
            path = os.path.join(root, name)
            with open(path, encoding="utf-8") as fh:
                page = fh.read()
            text = _SCRIPT.sub("", _PRE.sub("", page))
            for m in ROLE_TEXT.finditer(text):
                out.append(f"{os.path.relpath(path, site)}: literal Sphinx role: {text[m.start():m.start() + 60]!r}")
            if re.search(r'href="[^"]*DESIGN\.md', page):
                out.append(f"{os.path.relpath(path, site)}: links to DESIGN.md, which the repository does not have")
    if n_pages == 0:
        out.append(f"{site}: no HTML page (run make docs first)")
    exact_page = os.path.join(site, "api", "exact", "index.html")
    if os.path.exists(exact_page):
        with open(exact_page, encoding="utf-8") as fh:
            page = fh.read()
        if not re.search(r"<li>\s*(<p>)?\s*<strong>Kernels</strong>", page):
            out.append("api/exact/index.html: the package overview is not a list (no '<li><strong>Kernels</strong>')")
    else:
        out.append("api/exact/index.html: missing")
    return out


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    site = argv[0] if argv else "site"
    found = problems(site)
    for line in found:
        print(line)
    print(f"{site}: {len(found)} problem(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
