"""Language-model inference on the GPU, kernel by kernel: a torch.profiler trace read into its unique
kernels, each with the aten op (and its inputs) that launched it.

    tiers       which kind of kernel a name is: copy/memset, cuBLAS/cuBLASLt GEMM, PyTorch's own
    trace       a Chrome trace (``prof.export_chrome_trace``) to unique kernels, JSONL and a summary

Nothing here imports torch: the trace is read as JSON, so it is read and tested on any host.
"""
