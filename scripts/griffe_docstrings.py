"""A Griffe extension for the API reference (``make docs``): the docstrings are written for
Python's ``help()`` and Sphinx-style cross-references, and the site (mkdocs + mkdocstrings)
needs Markdown. Two rewrites, applied to every docstring when the package is loaded:

- **Sphinx roles become links**: ``:func:`~exact.analysis.analyze```, ``:class:`ExactChain```,
  ``:mod:`toolkit.models```, ``:data:`SECTIONS``` ... (any role, ``~`` for the short title,
  ``title <target>``) become mkdocs-autorefs references to the object's canonical path (a
  name re-exported by a package is followed to where it is defined and rendered). A name
  the loader cannot find (numpy, scipy, a typo) becomes a plain code span, never literal
  ``:func:`` text. The references are *optional*: one whose target the site does not render
  shows as code instead of failing ``mkdocs build --strict``.
- **Definition lists become lists**: a line followed, without a blank line, by lines
  indented four spaces (``Kernels`` then ``    site_logits, glauber_kernel``: the overview
  of a package) is one item ``- **Kernels**: site_logits, glauber_kernel``; Markdown would
  run the whole overview into one paragraph. Lines ending in ``::`` (a literal block
  follows), doctest lines and numpy section headers are left as they are, and nothing
  after the first numpy section header is touched (``x : int`` then its description is the
  numpy parser's).

Measured against the alternative (editing ~600 roles in the sources into autorefs
syntax ``[name][path]``): the sources keep reading well in ``help()`` and in an editor, one
file holds the rule, and a new docstring needs nothing.

``mkdocs.yml`` loads it: ``handlers: python: options: extensions: [scripts/griffe_docstrings.py]``.
``scripts/check_docs_site.py`` (run by CI after ``make docs``) checks the built site.

>>> convert_roles("see :func:`~exact.analysis.analyze` and :class:`numpy.ndarray`", lambda name: None)
'see `analyze` and `numpy.ndarray`'
>>> convert_roles(":mod:`toolkit.models`", lambda name: "toolkit.models")
'<autoref identifier="toolkit.models" optional><code>toolkit.models</code></autoref>'
>>> print(definition_lists("Kernels\\n    site_logits, glauber_kernel\\nMixing\\n    mixing_time"))
- **Kernels**: site_logits, glauber_kernel
- **Mixing**: mixing_time
"""

from __future__ import annotations

import html
import re

#: ``:role:`target```, ``:py:role:`~target```, ``:role:`title <target>```.
ROLE = re.compile(r":(?:py:)?(?:func|class|mod|meth|attr|data|exc|obj|const|type|term):`(?P<body>[^`]+)`")
#: A numpy section header line, followed by its underline.
_SECTION = re.compile(r"^\s*-{3,}\s*$")


def convert_roles(text: str, resolve) -> str:
    """Every Sphinx role in ``text`` as an autoref (``resolve(name)`` returns the target's
    path, or None when there is none: a plain code span then)."""

    def one(m) -> str:
        body = m.group("body").strip()
        title = None
        t = re.fullmatch(r"(?P<title>.+?)\s*<(?P<target>[^>]+)>", body)
        if t:
            title, body = t.group("title").strip(), t.group("target").strip()
        short = body.startswith("~")
        name = body.lstrip("~!").strip()
        if title is None:
            title = name.rsplit(".", 1)[-1] if short else name
        path = None if body.startswith("!") else resolve(name)
        if path is None:
            return f"`{title}`"
        return (f'<autoref identifier="{html.escape(path, quote=True)}" optional>'
                f"<code>{html.escape(title)}</code></autoref>")

    return ROLE.sub(one, text)


def definition_lists(text: str) -> str:
    """rst definition lists (a term line, its definition indented four spaces below it) as
    Markdown list items, up to the first numpy section header."""
    lines = text.split("\n")
    stop = len(lines)
    for k in range(1, len(lines)):
        if _SECTION.match(lines[k]) and lines[k - 1].strip():
            stop = k - 1
            break
    out: list[str] = []
    i = 0
    while i < len(lines):
        body = _definition(lines, i, stop)
        if body is None:
            out.append(lines[i])
            i += 1
            continue
        if out and out[-1].strip() and not out[-1].startswith("- **"):
            out.append("")  # a list needs a blank line after a paragraph
        out.append(f"- **{lines[i].strip()}**: {' '.join(b.strip() for b in body)}")
        i += 1 + len(body)
        if i < len(lines) and lines[i].strip() and _definition(lines, i, stop) is None:
            out.append("")  # the text after the list is a paragraph, not part of the last item
    return "\n".join(out)


def _definition(lines: list, i: int, stop: int):
    """The indented lines defining the term at line ``i`` (None: not a term)."""
    line = lines[i]
    if (i >= stop or not line.strip() or line.startswith((" ", "\t")) or line.rstrip().endswith("::")
            or line.lstrip().startswith((">>>", "...", "- ", "* ", "|"))):
        return None
    body = []
    j = i + 1
    while j < stop and lines[j].startswith("    ") and lines[j].strip():
        body.append(lines[j])
        j += 1
    if not body or any(b.strip().startswith(">>>") for b in body):
        return None
    return body


try:  # the extension proper: only when griffe is there (the docs build); the functions above stand alone
    from griffe import Alias, Extension, Object
except ImportError:  # pragma: no cover
    Extension = object  # type: ignore[misc,assignment]


class SphinxRolesAndLists(Extension):
    """Rewrite every docstring of a loaded package (see the module docstring)."""

    def __init__(self):
        super().__init__()
        self._loader = None

    def on_package(self, *, pkg, loader, **kwargs) -> None:  # noqa: ARG002 - griffe's hook signature
        self._loader = loader
        self._walk(pkg)

    def _walk(self, obj) -> None:
        if isinstance(obj, Alias):
            return
        doc = obj.docstring
        if doc is not None and doc.value:
            text = convert_roles(doc.value, lambda name, o=obj: self._resolve(o, name))
            doc.value = definition_lists(text) if obj.is_module else text
        for member in list(obj.members.values()):
            if not isinstance(member, Alias):
                self._walk(member)

    def _resolve(self, obj, name: str) -> str | None:
        """The canonical path of ``name`` as seen from ``obj`` (None: not found)."""
        candidates = []
        scope = obj
        first = name.split(".", 1)[0]
        while scope is not None:  # a name in the object's scope (members, imports), then its parents'
            try:
                path = scope.resolve(first)
            except Exception:  # not in this scope
                path = None
            if path is not None:
                candidates.append(path + name[len(first):])
                break
            scope = scope.parent
        candidates.append(name)
        for path in candidates:
            found = self._lookup(path)
            if found is not None:
                return found
        return None

    def _lookup(self, path: str) -> str | None:
        loader = self._loader
        if loader is None:
            return None
        pkg = path.split(".", 1)[0]
        if pkg not in ("toolkit", "exact", "proofs_checks"):
            return None  # numpy, scipy, the standard library: not in this site
        collection = loader.modules_collection
        if pkg not in collection.members:
            try:
                loader.load(pkg)
            except Exception:
                return None
        try:
            target = collection[path]
        except Exception:
            return None
        try:
            while isinstance(target, Alias):
                target = target.final_target
        except Exception:
            return None
        return target.path if isinstance(target, Object) else None


__all__ = ["SphinxRolesAndLists", "convert_roles", "definition_lists", "ROLE"]
