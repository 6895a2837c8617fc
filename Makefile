# Two entry points that work on a fresh machine: `make demo` and `make test`.
# Both create .venv if missing and install everything (torch pinned first: an unpinned
# torch pulls a multi-GB CUDA build).
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.glauber-installed
PYTEST_ARGS ?=
# ruff, pinned so that a new release cannot fail `make test` on an unchanged tree
RUFF_VERSION := 0.17.6
RUFF := $(VENV)/bin/ruff
LINT_PATHS := toolkit exact proofs_checks tests examples benchmarks scripts

.PHONY: all venv test test-all demo docs lint proofs bench clean mutation coverage

all: test

$(STAMP): setup.cfg pyproject.toml constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet torch==2.13.0
	$(PIP) install --quiet -c constraints.txt -e '.[mlm,plot,test,distributed,docs,arviz]'
	# Real pretrained MLMs that carry their weights inside their wheels. --no-deps:
	# sapiens 1.0.5 declares fairseq and torch<2.5, which must not replace torch; sceptr 1.2.0
	# and its model code libtcrlm 1.1.3 declare pandas~=2.x (tidytcells, blosum: no deps).
	$(PIP) install --quiet --no-deps antiberty==0.1.3 sapiens==1.0.5 \
		sceptr==1.2.0 libtcrlm==1.1.3 tidytcells==2.2.1 blosum==2.2.0
	$(PIP) install --quiet ruff==$(RUFF_VERSION)
	touch $(STAMP)

# a venv made before ruff joined the venv step gets it here (order-only: no reinstall
# each time the stamp is renewed)
$(RUFF): | $(STAMP)
	$(PIP) install --quiet ruff==$(RUFF_VERSION)

venv: $(STAMP)

# Default tier: ruff over the whole tree, then one pytest run of everything not marked
# slow or gpu (mlm tests run: models are offline) and of the doctests of toolkit, exact
# and proofs_checks (setup.cfg: testpaths and --doctest-modules). Any failure, and
# pytest's exit code 5 (nothing collected), fails the target.
test: $(STAMP) $(RUFF)
	$(RUFF) check $(LINT_PATHS)
	OMP_WAIT_POLICY=PASSIVE $(PY) -m pytest -m "not slow and not gpu" -p no:cacheprovider $(PYTEST_ARGS)

test-all: $(STAMP)
	OMP_WAIT_POLICY=PASSIVE $(PY) -m pytest -p no:cacheprovider $(PYTEST_ARGS)

demo: $(STAMP)
	OMP_WAIT_POLICY=PASSIVE $(VENV)/bin/glauber verify --out report

# Mutation testing (scripts/mutation.py, catalogue scripts/mutants.py): e.g.
# make mutation MUTATION_ARGS="--module exact/mixing.py --json mutation.json"
# make mutation MUTATION_ARGS="--timing"   # each module's targeted tests, CPU seconds (limit 60)
MUTATION_ARGS ?=
mutation: $(STAMP)
	OMP_NUM_THREADS=1 OMP_WAIT_POLICY=PASSIVE $(PY) scripts/mutation.py $(MUTATION_ARGS)

# Line and branch coverage of toolkit/ and exact/ by the default tier (benchmarks/coverage.py):
# the lines no test executes, where every mutant survives. coverage.py is pinned and installed
# on demand (not a dependency of the package).
COVERAGE_VERSION := 7.17.5
COVERAGE_ARGS ?=
coverage: $(STAMP)
	$(PIP) install --quiet coverage==$(COVERAGE_VERSION)
	OMP_NUM_THREADS=1 $(PY) benchmarks/coverage.py $(COVERAGE_ARGS)

# The API reference (mkdocs + mkdocstrings, docs/ and mkdocs.yml), built offline into
# site/; --strict turns every warning (a broken docstring, a dead link) into a failure, and
# scripts/check_docs_site.py checks what --strict cannot (Sphinx roles left as text).
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --quiet --site-dir site
	# no literal :func:/:class: role, the package overviews as lists, no dead DESIGN.md link
	$(PY) scripts/check_docs_site.py site

proofs: $(STAMP)
	$(PY) -m proofs_checks

lint: $(STAMP) $(RUFF)
	$(RUFF) check $(LINT_PATHS)

clean:
	rm -rf $(VENV) report site .pytest_cache .hypothesis
