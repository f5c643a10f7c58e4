# Every target is a thin call of the `artifact` CLI (artifact/cli.py); `make help` lists them.
# Variables: CASE=2 (a default case; with CATALOG=resnet50 a case of that catalog), CAPS=current or
# CAPS=200,300 (watts), RUNNER=auto|native|docker, TRIALS=N, TUNE_BUDGET_S=s (tune: wall-clock
# seconds per case, then rerun to continue), TUNE_PROFILE=name (tune: `artifact tune --list-profiles`), RESULTS=dir, GPU=0, GPUS=0,1 (tune and
# measure on several GPUs; SPREAD=cases|rpc: how tune spreads over them), WAIT=1 (queue
# behind another run of the GPU), UNATTENDED=1 (measure: persistence mode on, other GPUs kept free),
# SIGN_KEY=~/.ssh/id_ed25519 (analyze signs SHA256SUMS), PUBLIC_KEY=key.pub (verify/compare check it),
# REFERENCE=dir (compare/remeasure/report: a reference run or folder of runs instead of the shipped one),
# WHEELHOUSE=dir (offline install), INTO=system (install into $(PYTHON) instead of .venv),
# IMAGE=tag BASE=image BUILD_NETWORK=host (make image), PIPELINE=resnet50 BATCH=1 DTYPE=fp16|fp32 WHOLE=1
# PRESET=default|light|long (make layers), MODEL=bloom-560m|vicuna-7b STAGE=prefill|decode TOKENS=512 DECODE_TOKENS=32 TOP=N (make trace).
#
# No variable's value ever becomes shell text or a make function: the CLI's variables reach it through
# the environment (ARTIFACT_CASE, ARTIFACT_CAPS, ...), taken literally with $(value ...) (so
# CASE='1;touch /tmp/x', CASE='$$(id)' or CASE='$(shell id)' is a case name the CLI refuses, not a
# command), and the paths of the set-up are quoted shell variables. PYTHON, VENV, INTO and IMAGE name
# files and tags: they must be plain. Every variable given on the command line (any name) is first
# made a simple one holding its text as given, still exported: make exports command-line variables to
# the recipes, and would otherwise expand one like CASE='$(shell ...)' while doing so. A variable from
# the environment is exported as it is, never expanded, and read here only through $(value ...).
$(foreach v,$(.VARIABLES),$(if $(filter command line,$(origin $(v))),$(eval override export $(v) := $$(value $(v)))))
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
PIPELINE ?=
BATCH ?= 1
DTYPE ?= fp16
WHOLE ?=
PRESET ?=
CAPS ?=
RUNNER ?= auto
TRIALS ?=
TUNE_BUDGET_S ?=
TUNE_PROFILE ?=
GPU ?= 0
GPUS ?=
SPREAD ?=
WAIT ?=
UNATTENDED ?=
SIGN_KEY ?=
PUBLIC_KEY ?=
REFERENCE ?=
IMAGE ?= artifact:0.1.0
MODEL ?=
STAGE ?=
TOKENS ?=
DECODE_TOKENS ?=
TOP ?=
BASE ?=
BUILD_NETWORK ?=
export IMAGE BASE BUILD_NETWORK WHEELHOUSE

# $(call raw,VAR): the variable's text exactly as given, not expanded by make
raw = $(strip $(value $(1)))
lp := (
rp := )
hash := \#
unsafe := ; | & < > ` $$ " ' \ * ? [ ] { } ! ~ $(hash) $(lp) $(rp)
# $(call plain,VAR): stop with one line unless VAR is one word of letters, digits and . _ / + : @ = , -
plain = $(if $(or $(filter-out 1 0,$(words $(call raw,$(1)))),$(strip $(foreach c,$(unsafe),$(findstring $(c),$(call raw,$(1)))))),$(error $(1) must be a plain name or path (letters, digits, . _ / + : @ = , -), got: $(call raw,$(1))))
$(foreach v,PYTHON VENV INTO IMAGE,$(call plain,$(v)))

export ARTIFACT_RESULTS := $(call raw,RESULTS)
export ARTIFACT_CATALOG := $(call raw,CATALOG)
export ARTIFACT_CASE := $(call raw,CASE)
export ARTIFACT_PIPELINE := $(call raw,PIPELINE)
export ARTIFACT_BATCH := $(call raw,BATCH)
export ARTIFACT_DTYPE := $(call raw,DTYPE)
export ARTIFACT_PRESET := $(call raw,PRESET)
export ARTIFACT_CAPS := $(call raw,CAPS)
export ARTIFACT_RUNNER := $(call raw,RUNNER)
export ARTIFACT_TRIALS := $(call raw,TRIALS)
export ARTIFACT_TUNE_BUDGET_S := $(call raw,TUNE_BUDGET_S)
export ARTIFACT_TUNE_PROFILE := $(call raw,TUNE_PROFILE)
export ARTIFACT_GPU := $(call raw,GPU)
export ARTIFACT_GPUS := $(call raw,GPUS)
export ARTIFACT_SPREAD := $(call raw,SPREAD)
export ARTIFACT_WAIT := $(call raw,WAIT)
export ARTIFACT_UNATTENDED := $(call raw,UNATTENDED)
export ARTIFACT_SIGN_KEY := $(call raw,SIGN_KEY)
export ARTIFACT_PUBLIC_KEY := $(call raw,PUBLIC_KEY)
export ARTIFACT_REFERENCE := $(call raw,REFERENCE)
export ARTIFACT_MODEL := $(call raw,MODEL)
export ARTIFACT_STAGE := $(call raw,STAGE)
export ARTIFACT_TOKENS := $(call raw,TOKENS)
export ARTIFACT_DECODE_TOKENS := $(call raw,DECODE_TOKENS)
export ARTIFACT_TOP := $(call raw,TOP)
export ARTIFACT_MK_WHEELHOUSE := $(call raw,WHEELHOUSE)
export ARTIFACT_MK_BASE := $(call raw,BASE)
export ARTIFACT_MK_BUILD_NETWORK := $(call raw,BUILD_NETWORK)

ifeq ($(INTO),system)
  PY := $(PYTHON)
  STAMP := .setup-system.stamp
else
  PY := $(VENV)/bin/python
  STAMP := $(VENV)/.setup.stamp
endif
ART := $(PY) -m artifact
WH := $(if $(call raw,WHEELHOUSE),--wheelhouse "$$ARTIFACT_MK_WHEELHOUSE",)
PIP_OFFLINE := $(if $(call raw,WHEELHOUSE),--no-index --find-links "$$ARTIFACT_MK_WHEELHOUSE",)
# no CASE: every case of CATALOG
ALL = $(if $(call raw,CASE),,--all)
# the tests start from a clean environment, whatever variables `make test` was given; Python keeps each
# module's bytecode (__pycache__/, ignored by git) so that the ~1000 processes of a test run compile none again
CLEAN_ENV := env -u CAPS -u RUNNER -u PYTHONDONTWRITEBYTECODE $(foreach v,RESULTS CATALOG CASE PIPELINE BATCH DTYPE CAPS RUNNER TRIALS TUNE_BUDGET_S TUNE_PROFILE GPU GPUS SPREAD PRESET WAIT UNATTENDED SIGN_KEY PUBLIC_KEY REFERENCE MK_WHEELHOUSE MODEL STAGE TOKENS DECODE_TOKENS TOP,-u ARTIFACT_$(v))

.PHONY: help setup test test-slow test-browser lint tune select export build measure analyze report verify \
        compare remeasure reproduce-test reproduce image image-test clean lock cases layers trace cutlass cutlass-measure fourway \
        phases

help: ## List the targets
	@echo "make reproduce-test   the main job, on a GPU: set-up -> tune -> select -> export -> build -> measure -> analyze -> report -> verify"
	@echo "                      (test mode: cases 1 and 7, 100 trials, top 2; CAPS=current measures at the limit as found)"
	@echo "make test             the tests, CPU only (installs what they need)"
	@echo
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed -E 's/:.*## /\t/' | awk -F'\t' '{printf "  %-16s %s\n", $$1, $$2}'
	@echo
	@echo "Variables: CASE=2  CATALOG=default|resnet50|yolov3|gemm  CAPS=current|200,300,...  RUNNER=auto|native|docker"
	@echo "           TRIALS=N  TUNE_BUDGET_S=s  TUNE_PROFILE=name  RESULTS=dir  GPU=0  GPUS=0,1  SPREAD=cases|rpc  WAIT=1  UNATTENDED=1  WHEELHOUSE=dir  INTO=venv|system  PYTHON=python3"
	@echo "           compare, remeasure, report: REFERENCE=dir (a reference run or folder of runs; default the shipped one)"
	@echo "           layers: PIPELINE=resnet50  BATCH=1  DTYPE=fp16|fp32  WHOLE=1  PRESET=default|light|long"
	@echo "           trace: MODEL=bloom-560m|vicuna-7b  STAGE=prefill|decode  TOKENS=512  DECODE_TOKENS=32  TOP=N"

$(STAMP): requirements.lock pyproject.toml
ifeq ($(INTO),system)
	$(PY) -m artifact.lockfile install --lock requirements.lock $(WH) --drift-file .setup-drift.json
	$(PY) -m pip install --disable-pip-version-check -q --no-deps --no-build-isolation $(PIP_OFFLINE) -e .
else
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else "error: Python >= 3.10 is needed, " + sys.executable + " is " + sys.version.split()[0])'
	$(PYTHON) -m venv $(VENV)
	@# pip installs the lock's uv (hash-checked); uv installs the lock (hash-checked, compiled to bytecode as pip does) and this package
	$(PY) -m artifact.lockfile install --lock requirements.lock --only uv $(WH) >/dev/null
	$(VENV)/bin/uv pip install --python $(PY) -q --compile-bytecode --require-hashes --no-deps $(PIP_OFFLINE) -r requirements.lock
	$(VENV)/bin/uv pip install --python $(PY) -q --no-deps --no-build-isolation $(PIP_OFFLINE) -e .
endif
	@touch $@

setup: $(STAMP) ## Install the locked dependencies (.venv, or INTO=system; WHEELHOUSE=dir offline)

# CI (CI=true) also runs the slow end-to-end tests and the linters, once per submission.
test: setup ## The fast tests (CPU only; GPU tests run where a GPU is found); with CI=true also lint (test-slow: a developer's run)
	@shared=$$(mktemp -d) && trap 'rm -rf "$$shared"' EXIT && \
	  echo '$(PY) -m pytest -q -n 2 --dist loadfile -m "not slow and not serial and not browser"' && \
	  $(CLEAN_ENV) ARTIFACT_TEST_SHARED="$$shared" $(PY) -m pytest -q -n 2 --dist loadfile -m "not slow and not serial and not browser" && \
	  echo '$(PY) -m pytest -q -m "serial and not slow and not browser"' && \
	  $(CLEAN_ENV) ARTIFACT_TEST_SHARED="$$shared" $(PY) -m pytest -q -m "serial and not slow and not browser"
ifeq ($(value CI),true)
	$(MAKE) --no-print-directory lint
endif

test-slow: setup ## The slow end-to-end tests (real tiny tuning searches on the CPU)
	$(CLEAN_ENV) $(PY) -m pytest -q -m slow

lint: setup ## ruff and mypy on the Python code, hadolint on the Dockerfile
	$(PY) -m ruff check artifact tvm_patches benchmarks tests
	$(PY) -m mypy artifact tvm_patches
	$(CLEAN_ENV) $(PY) -m pytest -q tests/test_dockerfile.py -k hadolint

test-browser: setup ## Open every kind of report page in headless Chromium, screenshots in build/report-screenshots (installs Debian's chromium if missing)
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || { \
	  command -v apt-get >/dev/null 2>&1 || { echo "error: chromium not found and no apt-get to install it"; exit 1; }; \
	  $(if $(filter 0,$(shell id -u)),,sudo )apt-get update -qq && $(if $(filter 0,$(shell id -u)),,sudo )apt-get install -y -qq chromium; }
	$(CLEAN_ENV) $(PY) -m pytest -q -m browser

cases: setup ## List the case catalogs
	$(ART) cases

tune: setup ## Tune CASE (TRIALS=N, default 1000; TUNE_BUDGET_S=s: wall-clock budget per case, rerun to continue; TUNE_PROFILE=name)
	$(ART) tune $(ALL)

select: setup ## Keep the representative kernels of CASE and check them
	$(ART) select $(ALL)

export: setup ## Export the selected kernels of CASE (CUDA source, cubin, manifest)
	$(ART) export $(ALL)

build: setup ## Build the C++ NVML driver into build/energy-driver
	$(ART) build

measure: setup ## Measure CASE at each power cap (CAPS=current changes nothing)
	$(ART) measure $(ALL)

cutlass: setup ## CUTLASS sweep of CASE (CATALOG=gemm, an fp16 case): generate, compile, export (no GPU needed)
	$(ART) cutlass sweep $(ALL)

cutlass-measure: setup ## Measure CASE's CUTLASS sweep with the driver (CAPS, default current) and pick the fastest
	$(ART) cutlass measure $(ALL)

fourway: setup ## Template / wgmma / auto / CUTLASS / vendor of the fp16 GEMMs in RESULTS: one CSV and one figure
	$(ART) cutlass table

analyze: setup ## CSVs, figures, manifest and SHA256SUMS of RESULTS
	$(ART) analyze

report: setup ## Analyze RESULTS and write RESULTS/analysis/report.html (one self-contained page)
	$(ART) analyze
	$(ART) report

verify: setup ## Re-check every file of RESULTS against its SHA256SUMS
	$(ART) verify

compare: setup ## Verify RESULTS, then check it against the shipped reference results (REFERENCE=dir: another)
	$(ART) compare

layers: setup ## Per-layer energy of PIPELINE (BATCH=1, DTYPE=fp16, PRESET=default|light|long; WHOLE=1 adds the whole model; needs pip install '.[models]')
	$(ART) layers $(if $(filter-out 0 no false,$(call raw,WHOLE)),--whole,)

remeasure: setup ## Measure the shipped reference kernels again on this GPU and check them (minutes; no tuning, no cap change; REFERENCE=dir)
	$(ART) remeasure

phases: setup ## Each phase: what it reads and writes, and which of CASE's phases RESULTS holds up to date
	$(ART) phases $(ALL)

reproduce-test: setup ## The whole pipeline in test mode (cases 1 and 7, 100 trials or TRIALS=N, top 2)
	$(ART) reproduce --test-mode

reproduce: setup ## The whole pipeline on the seven default cases (1000 trials, 25 kernels each)
	$(ART) reproduce

trace: setup ## An LLM's inference kernel by kernel: profile, replay, whole, report (MODEL=, STAGE=, TOKENS=, TOP=; torch + GPU)
	$(ART) trace run

image: ## Build the Docker image (needs a Docker engine; BASE=, WHEELHOUSE=dir in the repository, BUILD_NETWORK=)
	docker build $${ARTIFACT_MK_BASE:+--build-arg "BASE=$$ARTIFACT_MK_BASE"} \
	    $${ARTIFACT_MK_WHEELHOUSE:+--build-arg "WHEELHOUSE=$$ARTIFACT_MK_WHEELHOUSE"} \
	    $${ARTIFACT_MK_BUILD_NETWORK:+--network "$$ARTIFACT_MK_BUILD_NETWORK"} -t '$(IMAGE)' .

image-test: ## Build the image on a local base and run the tests and the Docker runner in it (slow, root)
	scripts/image_test.sh

lock: ## Recompile requirements.lock, cuda/headers.lock and cuda/cutlass.lock (needs uv and PyPI)
	uv pip compile --universal --generate-hashes --python-version 3.10 requirements.in -o requirements.lock
	uv pip compile --no-deps --generate-hashes --python-version 3.12 --python-platform x86_64-manylinux_2_28 cuda/headers.in -o cuda/headers.lock
	uv pip compile --no-deps --generate-hashes --python-version 3.12 --python-platform x86_64-manylinux_2_28 cuda/cutlass.in -o cuda/cutlass.lock

clean: ## Remove build outputs (not results)
	rm -rf build .setup-system.stamp .setup-drift.json
