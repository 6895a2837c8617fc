"""benchmarks/default_only_args.py: which arguments and options the tests pass only at their defaults."""

import argparse
import importlib.util
import json
import sys
import textwrap

import pytest

from benchmarks import default_only_args as doa

SRC = textwrap.dedent('''
    import functools

    SCALE = 2.0


    def plain(x, k=3, *, scale=SCALE, unused=7):
        "doc"
        return x * k * scale


    @functools.lru_cache(maxsize=None)
    def cached(x, flag=False):
        return (x, flag)


    def only_doc(a=1):
        "nothing else"


    class Box:
        def size(self, n=4, name=None):
            return n if name is None else (n, name)
''')


def _load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _fake_package(tmp_path):
    (tmp_path / "toolkit").mkdir()
    (tmp_path / "exact").mkdir()
    path = tmp_path / "toolkit" / "fake.py"
    path.write_text(SRC)
    return path


def test_watched_arguments_follow_the_ignore_rule(tmp_path):
    path = _fake_package(tmp_path)
    got = doa.watched_arguments(path, "toolkit/fake.py")
    # `unused` is never read; only_doc has a docstring only; a decorated function's code object starts
    # at its decorator's line (12), not at `def` (13)
    assert got == {(7, "plain"): [("plain", "k", "3"), ("plain", "scale", "SCALE")],
                   (12, "cached"): [("cached", "flag", "False")],
                   (22, "size"): [("Box.size", "n", "4"), ("Box.size", "name", "None")]}


@pytest.mark.parametrize("value,default,expected", [
    (3, 3, False), (3.0, 3, False), (4, 3, True), (None, None, False), (0, None, True),
    ("auto", "auto", False), ("dense", "auto", True), ((1, 2), (1, 2), False), ([], None, True),
])
def test_differs(value, default, expected):
    assert doa.differs(value, default) is expected


def test_tracer_records_calls_off_their_default_by_test_file(tmp_path):
    path = _fake_package(tmp_path)
    mod = _load(path, "doa_fake_module")
    tr = doa._Tracer(tmp_path, tmp_path / "out.json")
    old = sys.gettrace()
    try:
        sys.settrace(tr.trace)
        tr.current = "tests/test_a.py"
        mod.plain(1)                        # every default
        mod.plain(1, 3, scale=2)            # equal to the defaults (2 == SCALE == 2.0)
        mod.Box().size(name="x")            # name off its default, n not
        tr.current = "tests/test_b.py"
        mod.plain(1, k=5)
        mod.cached(1, flag=True)
    finally:
        sys.settrace(old)
    assert tr.called["toolkit/fake.py::plain::k"] == {"tests/test_a.py", "tests/test_b.py"}
    assert tr.args == {"toolkit/fake.py::plain::k": {"tests/test_b.py"},
                       "toolkit/fake.py::Box.size::name": {"tests/test_a.py"},
                       "toolkit/fake.py::cached::flag": {"tests/test_b.py"}}


def _parser():
    p = argparse.ArgumentParser(prog="glauber")
    sub = p.add_subparsers(dest="command")
    w = sub.add_parser("window")
    w.add_argument("--free", "--free-positions", dest="free", default="all")
    w.add_argument("--eps", type=float, default=0.25)
    w.add_argument("-T", "--temperature", type=float, default=1.0)
    return p


def test_argparse_options_and_spellings_are_recorded(tmp_path):
    tr = doa._Tracer(tmp_path, tmp_path / "out.json")
    original = tr.wrap_argparse()
    try:
        tr.current = "tests/test_cmd.py"
        _parser().parse_args(["window", "--free-positions", "3", "--eps", "0.25", "-T0.5"])
    finally:
        argparse.ArgumentParser.parse_known_args = original
    assert argparse.ArgumentParser.parse_known_args is original
    # --eps was written at its default value: spelled, but never off its default
    assert set(tr.options) == {"glauber window::free", "glauber window::temperature"}
    assert set(tr.spellings) == {"glauber window::--free-positions", "glauber window::--eps",
                                 "glauber window::-T"}
    assert tr.known_spellings["glauber window"] == ["--eps", "--free", "--free-positions", "--temperature", "-T"]
    assert tr.known_options["glauber window"] == ["eps", "free", "temperature"]


def test_analyse_sorts_arguments_and_options_by_who_passes_them():
    data = {
        "watched": ["toolkit/m.py::f::a", "toolkit/m.py::f::b", "toolkit/m.py::f::c", "toolkit/m.py::g::d"],
        "called": {"toolkit/m.py::f::a": ["t1"], "toolkit/m.py::f::b": ["t1"], "toolkit/m.py::f::c": ["t2"]},
        "args": {"toolkit/m.py::f::a": ["t1"], "toolkit/m.py::f::b": ["t_other"]},
        "known_options": {"glauber window": ["eps", "free", "steps"]},
        "known_spellings": {"glauber window": ["--eps", "--free", "--free-positions", "--steps"]},
        "options": {"glauber window::free": ["tw"], "glauber window::steps": ["t_far"]},
        "spellings": {"glauber window::--free": ["tw"], "glauber window::--steps": ["t_far"]},
    }
    res = doa.analyse(data, {"toolkit/m.py": {"t1", "t2"}, "toolkit/app/commands/window.py": {"tw"}})
    m = res["modules"]["toolkit/m.py"]
    assert (m["watched"], m["called"], m["never_called"]) == (4, 3, 1)
    assert m["never_off_default"] == ["f(c)"]               # called, never off its default
    assert m["targeted_only_default"] == ["f(b)"]           # off its default only in a file outside the set
    c = res["commands"]["glauber window"]
    assert c["module"] == "toolkit/app/commands/window.py"
    assert c["never_off_default"] == ["eps"]
    assert c["targeted_only_default"] == ["steps"]
    assert c["spellings_never_written"] == ["--eps", "--free-positions"]
    json.dumps(res)                                         # the record is JSON


def test_command_module():
    assert doa.command_module("glauber scan nlogn") == "toolkit/app/commands/scan.py"
    assert doa.command_module("glauber") is None


def test_a_removed_trace_is_put_back_at_the_next_test_and_reported(tmp_path):
    tr = doa._Tracer(tmp_path, tmp_path / "out.json")
    old = sys.gettrace()
    try:
        sys.settrace(tr.trace)
        tr.pytest_runtest_logstart("tests/test_a.py::t", None)
        assert tr.lost == []
        sys.settrace(None)                                   # what a test or a library may do
        tr.pytest_runtest_logstart("tests/test_b.py::t", None)
        assert sys.gettrace() == tr.trace
        assert tr.lost == ["tests/test_a.py"] and tr.current == "tests/test_b.py"
    finally:
        sys.settrace(old)


def test_calls_while_a_test_file_is_imported_count_for_that_file(tmp_path):
    tr = doa._Tracer(tmp_path, tmp_path / "out.json")

    class Collector:
        path = tmp_path / "tests" / "test_c.py"

    tr.pytest_collectstart(Collector())
    assert tr.current == "tests/test_c.py"


def test_a_default_that_is_not_a_module_global_is_left_out(tmp_path):
    (tmp_path / "toolkit").mkdir()
    (tmp_path / "exact").mkdir()
    path = tmp_path / "toolkit" / "clo.py"
    path.write_text("def outer(h):\n    def inner(x, h_=h):\n        return x + h_\n    return inner(1)\n")
    mod = _load(path, "doa_fake_closure")
    tr = doa._Tracer(tmp_path, tmp_path / "out.json")
    old = sys.gettrace()
    try:
        sys.settrace(tr.trace)
        tr.current = "tests/test_a.py"
        mod.outer(2)
    finally:
        sys.settrace(old)
    name = "toolkit/clo.py::outer.<locals>.inner::h_"
    assert tr.unknown == {name} and name not in tr.args
    # nor is its call site recorded: whether a value there is "off the default" is unknowable, and a site
    # recorded as called but never off default would be listed as a certain survivor (prm26a found four)
    assert tr.site_called == {} and tr.site_args == {}
    # and a trace written before that (site recorded) is read without it
    old_trace = {"site_called": {f"toolkit/clo.py:4::{name}": ["tests/test_a.py"]}, "site_args": {},
                 "unknown_default": [name]}
    assert doa.analyse_sites(old_trace, {}, root=tmp_path) == {}
    data = {"watched": [name], "called": {name: ["tests/test_a.py"]}, "args": {}, "unknown_default": [name],
            "known_options": {}, "known_spellings": {}, "options": {}, "spellings": {}}
    row = doa.analyse(data, {})["modules"]["toolkit/clo.py"]
    assert row["never_off_default"] == [] and row["unknown_default"] == ["outer.<locals>.inner(h_)"]


CALLER = textwrap.dedent('''
    def outer(mod, x, k=3):
        return mod.plain(x, k=k)


    def positional(mod, x, k=3):
        return mod.plain(x, k)


    def fixed(mod, x):
        return mod.plain(x, k=3)
''')


def test_call_sites_record_where_a_keyword_was_handed_on_off_its_default(tmp_path):
    path = _fake_package(tmp_path)
    mod = _load(path, "doa_fake_module_sites")
    caller_path = tmp_path / "toolkit" / "caller.py"
    caller_path.write_text(CALLER)
    caller = _load(caller_path, "doa_fake_caller")
    tr = doa._Tracer(tmp_path, tmp_path / "out.json")
    old = sys.gettrace()
    try:
        sys.settrace(tr.trace)
        tr.current = "tests/test_a.py"
        caller.outer(mod, 1)                 # k handed on at its default from line 3
        caller.fixed(mod, 1)                 # line 11: always the default
        mod.plain(1, k=9)                    # a test calling directly: no package call site
        tr.current = "tests/test_b.py"
        caller.outer(mod, 1, k=5)            # off its default from line 3
        caller.positional(mod, 1, k=5)       # line 7, positional: recorded, but not a keyword site
    finally:
        sys.settrace(old)
    site = "toolkit/caller.py:{}::toolkit/fake.py::plain::k"
    assert tr.site_called[site.format(3)] == {"tests/test_a.py", "tests/test_b.py"}
    assert tr.site_args == {site.format(3): {"tests/test_b.py"}, site.format(7): {"tests/test_b.py"}}
    assert tr.site_called[site.format(11)] == {"tests/test_a.py"}
    # the direct call from the test (line of this file) has no package site
    assert not [k for k in tr.site_called if k.startswith("tests/") or "test_default_only_args" in k]
    data = {"site_called": {k: sorted(v) for k, v in tr.site_called.items()},
            "site_args": {k: sorted(v) for k, v in tr.site_args.items()}}
    # the caller's targeted tests are test_a only: line 3 is handed on off default only outside them
    res = doa.analyse_sites(data, {"toolkit/caller.py": {"tests/test_a.py"}}, root=tmp_path)
    assert res == {"toolkit/caller.py": {"keyword_sites": 2,
                                         "never_off_default": ["line 11: plain(k) [toolkit/fake.py]"],
                                         "targeted_only_default": ["line 3: plain(k) [toolkit/fake.py]"],
                                         "patched_callee": []}}
    # a test that may replace `plain` by a spy may see the keyword where the trace saw no call: both
    # sites not off default in the targeted tests are listed apart
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_spy.py").write_text('monkeypatch.setattr(caller, "plain", spy)\n')
    res = doa.analyse_sites(data, {"toolkit/caller.py": {"tests/test_a.py"}}, root=tmp_path)
    assert res["toolkit/caller.py"]["never_off_default"] == []
    assert res["toolkit/caller.py"]["targeted_only_default"] == []
    assert res["toolkit/caller.py"]["patched_callee"] == ["line 11: plain(k) [toolkit/fake.py]",
                                                          "line 3: plain(k) [toolkit/fake.py]"]
    # off default in the targeted tests: not listed at all, spy or not
    res = doa.analyse_sites(data, {"toolkit/caller.py": {"tests/test_b.py"}}, root=tmp_path)
    assert res["toolkit/caller.py"]["patched_callee"] == ["line 11: plain(k) [toolkit/fake.py]"]
    res = doa.analyse_sites(data, {"toolkit/caller.py": {"tests/test_b.py"}}, root=tmp_path)
    assert res["toolkit/caller.py"]["targeted_only_default"] == []


def test_keyword_call_matches_a_class_by_its_init():
    import ast
    tree = ast.parse("m = Model(3, batch_size=b)\nn = Model(3, b)\n")
    assert doa._callee_name("Model.__init__") == "Model" and doa._callee_name("Box.size") == "size"
    assert doa.keyword_call(tree, 1, doa._callee_name("Model.__init__"), "batch_size") is not None
    assert doa.keyword_call(tree, 2, "Model", "batch_size") is None


@pytest.mark.parametrize("src,line,expected", [
    # the keyword between others: it and the comma after it go
    ("a = f(1, k=2, j=3)\n", 1, ("a = f(1, k=2, j=3)\n", "a = f(1, j=3)\n")),
    # the last keyword: the comma before it goes
    ("a = f(1, k=2)\n", 1, ("a = f(1, k=2)\n", "a = f(1)\n")),
    # a multi-line call: the whole call's lines
    ("a = f(\n    k=2,\n    j=3)\n", 1, ("a = f(\n    k=2,\n    j=3)\n", "a = f(\n    \n    j=3)\n")),
    # a non-ASCII text before the keyword (ast columns count UTF-8 bytes)
    ("a = f('é', k=2)\n", 1, ("a = f('é', k=2)\n", "a = f('é')\n")),
    # the same line twice: the snippet widens to the next line until it occurs once
    ("a = f(k=2)\nx = 1\na = f(k=2)\ny = 2\n", 1, ("a = f(k=2)\nx = 1\n", "a = f()\nx = 1\n")),
])
def test_drop_keyword_removes_one_keyword_and_one_comma(src, line, expected):
    from benchmarks import default_only_args_sample as sample
    got = sample.drop_keyword(src, line, "f", "k")
    assert got == expected
    assert src.count(got[0]) == 1
    compile(src.replace(got[0], got[1]), "<mutant>", "exec")   # the mutant is still Python


def test_parse_site_reads_the_records_item():
    from benchmarks import default_only_args_sample as sample
    assert sample.parse_site("line 42: Box.size(n) [toolkit/fake.py]") == ("42", "Box.size", "n")
    assert sample.parse_site("line 7: SCEPTR.__init__(batch_size) [toolkit/models/sceptr.py]") == (
        "7", "SCEPTR.__init__", "batch_size")


def test_a_site_run_at_import_is_listed_only_when_never_off_default(tmp_path):
    (tmp_path / "toolkit").mkdir()
    (tmp_path / "toolkit" / "reg.py").write_text("@register(k=2)\ndef f():\n    return g(k=3)\n")
    site = "toolkit/reg.py:{}::toolkit/reg.py::{}::k"
    data = {"site_called": {site.format(1, "register"): ["tests/test_x.py"], site.format(3, "g"): ["tests/test_x.py"]},
            "site_args": {site.format(1, "register"): ["tests/test_x.py"], site.format(3, "g"): ["tests/test_x.py"]}}
    # neither is off default in the module's targeted tests (tests/test_y.py): the decorator's call ran at
    # import, attributed to whichever file imported the module first, so only the function's site is listed
    res = doa.analyse_sites(data, {"toolkit/reg.py": {"tests/test_y.py"}}, root=tmp_path)
    assert res["toolkit/reg.py"] == {"keyword_sites": 2, "never_off_default": [],
                                     "targeted_only_default": ["line 3: g(k) [toolkit/reg.py]"], "patched_callee": []}
    import ast
    assert not doa.in_function(ast.parse("@register(k=2)\ndef f():\n    return g(k=3)\n"), 1)
    assert doa.in_function(ast.parse("@register(k=2)\ndef f():\n    return g(k=3)\n"), 3)
