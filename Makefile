# Every target is a thin call of the `artifact` CLI (artifact/cli.py); `make help` lists them.
# Variables: CASE=2 (a default case; with CATALOG=resnet50 a case of that catalog), CAPS=current or
# CAPS=200,300 (watts), RUNNER=auto|native|docker, TRIALS=N, RESULTS=dir, GPU=0,
# WHEELHOUSE=dir (offline install), INTO=system (install into $(PYTHON) instead of .venv),
# IMAGE=tag BASE=image BUILD_NETWORK=host (make image).
SHELL := /bin/bash
.DEFAULT_GOAL := help
.SUFFIXES:

PYTHON ?= python3
VENV ?= .venv
INTO ?= venv
WHEELHOUSE ?=
RESULTS ?= results
CATALOG ?= default
CASE ?=
CAPS ?=
RUNNER ?= auto
TRIALS ?=
GPU ?= 0
IMAGE ?= artifact:0.1.0
BASE ?=
BUILD_NETWORK ?=
export IMAGE BASE BUILD_NETWORK WHEELHOUSE

ifeq ($(INTO),system)
  PY := $(PYTHON)
  STAMP := .setup-system.stamp
  INSTALL_FLAGS := --only-missing --drift-file .setup-drift.json
else
  PY := $(VENV)/bin/python
  STAMP := $(VENV)/.setup.stamp
  INSTALL_FLAGS :=
endif
ART := $(PY) -m artifact
WH := $(if $(WHEELHOUSE),--wheelhouse $(WHEELHOUSE),)
PIP_OFFLINE := $(if $(WHEELHOUSE),--no-index --find-links $(WHEELHOUSE),)
CASEARGS = $(if $(CASE),$(foreach c,$(subst $(comma), ,$(CASE)),--case $(c)),--all) --catalog $(CATALOG)
COMMON = --results $(RESULTS)
comma := ,

.PHONY: help setup test lint tune select export build measure analyze verify compare \
        reproduce-test reproduce image image-test clean lock cases

help: ## List the targets
	@echo "make reproduce-test   set-up -> tune (test mode) -> export -> build -> measure -> analyze -> verify"
	@echo "make test             the tests (installs what they need)"
	@echo
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | awk -F'\t' '{printf "  %-16s %s\n", $$1, $$2}'
	@echo
	@echo "Variables: CASE=2  CATALOG=default|resnet50|yolov3|gemm  CAPS=current|200,300,...  RUNNER=auto|native|docker"
	@echo "           TRIALS=N  RESULTS=dir  GPU=0  WHEELHOUSE=dir  INTO=venv|system  PYTHON=python3"

$(STAMP): requirements.lock pyproject.toml scripts/install_lock.py
ifeq ($(INTO),system)
	$(PY) scripts/install_lock.py --lock requirements.lock $(WH) $(INSTALL_FLAGS)
else
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else "error: Python >= 3.10 is needed, $(PYTHON) is " + sys.version.split()[0])'
	$(PYTHON) -m venv $(VENV)
	$(PY) scripts/install_lock.py --lock requirements.lock $(WH)
endif
	$(PY) -m pip install --disable-pip-version-check -q --no-deps --no-build-isolation $(PIP_OFFLINE) -e .
	@touch $@

setup: $(STAMP) ## Install the locked dependencies (.venv, or INTO=system; WHEELHOUSE=dir offline)

test: setup ## Run the tests (CPU only; GPU tests run where a GPU is found)
	$(PY) -m pytest -q

lint: setup ## hadolint on the Dockerfile
	$(PY) -m pytest -q tests/test_dockerfile.py

cases: setup ## List the case catalogs
	$(ART) cases

tune: setup ## Tune CASE (TRIALS=N, default 1000)
	$(ART) tune $(CASEARGS) $(COMMON) $(if $(TRIALS),--trials $(TRIALS),)

select: setup ## Keep the representative kernels of CASE and check them
	$(ART) select $(CASEARGS) $(COMMON)

export: setup ## Export the selected kernels of CASE (CUDA source, cubin, manifest)
	$(ART) export $(CASEARGS) $(COMMON)

build: setup ## Build the C++ NVML driver into build/energy-driver
	$(ART) build

measure: setup ## Measure CASE at each power cap (CAPS=current changes nothing)
	$(ART) measure $(CASEARGS) $(COMMON) --runner $(RUNNER) --gpu $(GPU) $(if $(CAPS),--caps $(CAPS),)

analyze: setup ## CSVs, figures, manifest and SHA256SUMS of RESULTS
	$(ART) analyze $(COMMON)

verify: setup ## Re-check RESULTS/analysis against its SHA256SUMS
	$(ART) verify $(COMMON)

compare: setup ## Check RESULTS against the shipped reference results
	$(ART) compare $(COMMON)

reproduce-test: setup ## The whole pipeline in test mode (cases 1 and 7, 100 trials or TRIALS=N, top 2)
	$(ART) reproduce --test-mode $(COMMON) --runner $(RUNNER) --gpu $(GPU) $(if $(CAPS),--caps $(CAPS),) $(if $(TRIALS),--trials $(TRIALS),)

reproduce: setup ## The whole pipeline on the seven default cases (1000 trials, 25 kernels each)
	$(ART) reproduce $(COMMON) --runner $(RUNNER) --gpu $(GPU) $(if $(CAPS),--caps $(CAPS),) $(if $(TRIALS),--trials $(TRIALS),)

image: ## Build the Docker image (needs a Docker engine; BASE=, WHEELHOUSE=dir in the repository, BUILD_NETWORK=)
	docker build $${BASE:+--build-arg "BASE=$$BASE"} $${WHEELHOUSE:+--build-arg "WHEELHOUSE=$$WHEELHOUSE"} \
	    $${BUILD_NETWORK:+--network "$$BUILD_NETWORK"} -t "$$IMAGE" .

image-test: ## Build the image on a local base and run the tests and the Docker runner in it (slow, root)
	scripts/image_test.sh

lock: ## Recompile requirements.lock and cuda/headers.lock (needs uv and PyPI)
	uv pip compile --universal --generate-hashes --python-version 3.10 requirements.in -o requirements.lock
	uv pip compile --no-deps --generate-hashes --python-version 3.12 --python-platform x86_64-manylinux_2_28 cuda/headers.in -o cuda/headers.lock

clean: ## Remove build outputs (not results)
	rm -rf build .setup-system.stamp .setup-drift.json
