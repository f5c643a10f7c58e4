"""The experiments: scripts that measure one question and print a table, run from the repository root as
``python -m benchmarks.NAME`` (benchmarks/README.md lists them with their recorded results in results/).
They share :mod:`benchmarks.harness` (command line, folders, calling the artifact)."""
