# The artifact's image: TVM (MetaSchedule), the Python pipeline and the C++ NVML energy driver.
# Built by `make image`; used by `make measure` / `make reproduce-test` when Docker with the NVIDIA
# runtime answers (RUNNER=docker). It needs no privileges: power caps are applied by the host-side
# helper (artifact/caphelper.py), outside the container.
#
# One source of versions: the same `make setup` (scripts/install_lock.py + requirements.lock, hash
# checked) and `make build` that CI and a native install run. The last step fails the build if any
# installed version differs from the lock (`artifact versions --check`); analysis manifests record the
# same versions.
FROM nvidia/cuda:13.0.0-cudnn-devel-ubuntu24.04@sha256:c2621d98e7de80c2aec5eb8403b19c67454c8f5b0c929e8588fd3563c9b6558d

ENV DEBIAN_FRONTEND=noninteractive \
    PYTHONUNBUFFERED=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1

# The base image is pinned by digest; these are Ubuntu 24.04's own packages (python3 = 3.12).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 python3-venv python3-dev g++ make git ca-certificates \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /opt/artifact
COPY . /opt/artifact
RUN make setup VENV=/opt/venv \
    && make build VENV=/opt/venv \
    && /opt/venv/bin/python -m artifact versions --check \
    && useradd --create-home --uid 10001 --shell /usr/sbin/nologin artifact \
    && mkdir -p /results && chown artifact /results

ENV PATH=/opt/venv/bin:$PATH \
    ARTIFACT_DRIVER=/opt/artifact/build/energy-driver \
    ARTIFACT_RESULTS=/results
USER 10001
WORKDIR /results
ENTRYPOINT ["artifact"]
CMD ["--help"]
