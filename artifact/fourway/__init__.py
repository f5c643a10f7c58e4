"""The four-way GEMM study: the template, wgmma and auto tuned kernels, CUTLASS and the vendor library
on the same fp16 GEMMs, in one table and one figure.

    report     the four-way table and figure from the phases' records
    page       analysis/fourway/report.html: the study on one page
    reference  the table's steps in time-budgeted, resumable calls (``artifact reference fourway``)
"""
