"""The four-way GEMM study: the template, wgmma and auto tuned kernels, CUTLASS and the vendor library
on the same fp16 GEMMs, in one table and one figure.

* :mod:`artifact.fourway.report`: the four-way table and figure from the phases' records.
* :mod:`artifact.fourway.reference`: the table's steps in time-budgeted, resumable calls (``artifact reference fourway``).
"""
