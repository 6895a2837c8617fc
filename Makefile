# Two entry points that work on a fresh machine: `make demo` and `make test`.
# Both create .venv if missing and install everything (torch pinned first: an unpinned
# torch pulls a multi-GB CUDA build).
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.glauber-installed
PYTEST_ARGS ?=

.PHONY: all venv test test-all demo lint proofs bench clean mutation

all: test

$(STAMP): setup.cfg pyproject.toml constraints.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet torch==2.13.0
	$(PIP) install --quiet -c constraints.txt -e '.[mlm,plot,test,distributed]'
	# Real pretrained MLMs that carry their weights inside their wheels. --no-deps:
	# sapiens 1.0.5 declares fairseq and torch<2.5, which must not replace torch.
	$(PIP) install --quiet --no-deps antiberty==0.1.3 sapiens==1.0.5
	touch $(STAMP)

venv: $(STAMP)

# Default tier: everything not marked slow or gpu (mlm tests run: models are offline).
test: $(STAMP)
	OMP_WAIT_POLICY=PASSIVE $(PY) -m pytest -m "not slow and not gpu" -p no:cacheprovider $(PYTEST_ARGS)

test-all: $(STAMP)
	OMP_WAIT_POLICY=PASSIVE $(PY) -m pytest -p no:cacheprovider $(PYTEST_ARGS)

demo: $(STAMP)
	OMP_WAIT_POLICY=PASSIVE $(VENV)/bin/glauber verify --out report

# Mutation testing (scripts/mutation.py, catalogue scripts/mutants.py): e.g.
# make mutation MUTATION_ARGS="--module exact/mixing.py --json mutation.json"
MUTATION_ARGS ?=
mutation: $(STAMP)
	OMP_NUM_THREADS=1 OMP_WAIT_POLICY=PASSIVE $(PY) scripts/mutation.py $(MUTATION_ARGS)

proofs: $(STAMP)
	$(PY) -m proofs_checks

lint: $(STAMP)
	$(PIP) install --quiet ruff
	$(VENV)/bin/ruff check toolkit exact proofs_checks tests examples benchmarks

clean:
	rm -rf $(VENV) report .pytest_cache .hypothesis
