# The artifact's image: TVM (MetaSchedule), the Python pipeline and the C++ NVML energy driver.
# Built by `make image`; used by `make measure` / `make reproduce-test` when Docker with the NVIDIA
# runtime answers (RUNNER=docker). It needs no privileges: power caps are applied by the host-side
# helper (artifact/caphelper.py), outside the container.
#
# One source of versions: the same `make setup` (pip --require-hashes / artifact.lockfile + requirements.lock, hash
# checked) and `make build` that CI and a native install run. The build stage fails if any installed
# version differs from the lock (`artifact versions --check`); analysis manifests record the same versions.
#
# BASE (default: the digest-pinned nvidia/cuda image below) must be an apt-based Linux (Debian or
# Ubuntu) on x86-64 that provides, or installs with the apt step below:
#   - python3 >= 3.12 with venv and headers (python3-venv, python3-dev), g++, make, git, and OpenSSH's
#     ssh-keygen (openssh-client: signing SHA256SUMS with SIGN_KEY=, checking it with PUBLIC_KEY=);
#   - the CUDA 13 toolkit's nvcc (export) and the headers cuda.h, cuda_runtime_api.h, nvml.h,
#     cublas_v2.h, cudnn.h under /usr/local/cuda/include or /usr/include; where they are missing
#     `make build` downloads them from the hash-pinned wheels of cuda/headers.lock (needs PyPI).
# `make image-test` (scripts/image_test.sh) builds on a local Debian base with that contract.
#
# WHEELHOUSE: a directory inside the build context holding the wheels of requirements.lock for the
# base's Python (pip download, see REPRODUCE.md): then the Python packages are installed offline. It is
# used in the build stage only and never reaches the final image.
ARG BASE=nvidia/cuda:13.0.0-cudnn-devel-ubuntu24.04@sha256:c2621d98e7de80c2aec5eb8403b19c67454c8f5b0c929e8588fd3563c9b6558d

# hadolint ignore=DL3006
FROM ${BASE} AS base
ENV DEBIAN_FRONTEND=noninteractive \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1
# The base is pinned by digest; these are its distribution's own packages (Ubuntu 24.04: python3 = 3.12).
# /root is opened (0755, empty): the Docker runner mounts results at their host path, for a root
# caller often under /root, and runs the driver as the unprivileged user.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 python3-venv python3-dev g++ make git openssh-client ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && python3 -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else "error: the base image needs python3 >= 3.12")' \
    && useradd --create-home --uid 10001 --shell /usr/sbin/nologin artifact \
    && mkdir -p /results && chown artifact /results \
    && chmod 0755 /root

FROM base AS build
ARG WHEELHOUSE=
WORKDIR /opt/artifact
COPY . /opt/artifact
RUN make setup VENV=/opt/venv WHEELHOUSE="$WHEELHOUSE" \
    && make build VENV=/opt/venv \
    && /opt/venv/bin/python -m artifact versions --check \
    && case "$WHEELHOUSE" in ""|.|./) ;; *) rm -rf -- "/opt/artifact/$WHEELHOUSE" ;; esac

# The settings first, the two large copies last (COPY writes root-owned files whatever USER says): on a
# storage driver without copy-on-write (vfs) each instruction copies its stage's whole file system, so
# every setting made after the copies would cost a copy of the whole environment.
FROM base
ENV PATH=/opt/venv/bin:$PATH \
    ARTIFACT_DRIVER=/opt/artifact/build/energy-driver \
    ARTIFACT_RESULTS=/results
USER 10001
WORKDIR /results
ENTRYPOINT ["artifact"]
CMD ["--help"]
COPY --from=build /opt/venv /opt/venv
COPY --from=build /opt/artifact /opt/artifact
