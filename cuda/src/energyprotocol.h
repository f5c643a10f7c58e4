/* libenergyprotocol.so: the energy driver's measurement protocol (docs/MEASUREMENT.md), called from
 * the caller's process on a CUDA graph it captured (e.g. a torch.cuda.CUDAGraph), or on work that a
 * callback of the caller enqueues (e.g. a model's eager forward). Python:
 * artifact/measure/inprocess.py. Every function returns an exit code of driver_contract.json:
 * 0 ok, 2 usage or input error (found before any CUDA or NVML call), 4 a CUDA or NVML call failed;
 * and leaves its text in ed_last_output(): the JSON result on 0, a one-line error otherwise.
 *
 * The library runs in the CUDA context current on the calling thread and on the caller's stream; it
 * creates no context and destroys only what it created (events, its NVML initialization). The GPU
 * measured is that context's device (its UUID names the NVML device). It blocks for the whole
 * measurement (seconds); from Python (ctypes) other threads run meanwhile. */
#ifndef ENERGYPROTOCOL_H
#define ENERGYPROTOCOL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ED_API __attribute__((visibility("default")))

/* The idle power of the GPU: one counter-aligned window of options.idle_s after the context has been
 * synchronized, method "<counter|sampled>_window_in_process_before_load". Result: {"power_w",
 * "sampled_power_w", "window_s", "temperature_c", "method", "update_period_ms"}, which a later
 * ed_measure_graph may take as its point's "cold_idle". */
ED_API int ed_measure_idle(const char* options_json);

/* Measures `graph_exec` (a CUgraphExec / cudaGraphExec_t of the current context, holding
 * runs_per_replay runs of what is measured) launched on `stream` (0: the legacy default stream):
 * warm-up to steady state, counter-aligned windows until the noise target, hot idle, power
 * timeline. options_json: protocol settings by name ("" or "{}": the defaults); point_json: id,
 * case_id, kind, cap_label, math_mode, description, flops, bytes_per_launch (per run), gate, meta,
 * cold_idle (all optional; docs/SCHEMAS.md). Result: the record (schema energy-driver/2), times and
 * energies per run. Without a cold_idle the idle is measured first, as ed_measure_idle does. */
ED_API int ed_measure_graph(const char* options_json, uint64_t graph_exec, uint64_t stream, int runs_per_replay,
                            const char* point_json);

/* One call of the caller's work: enqueues it on the stream passed to ed_measure_callback (e.g. an eager
 * forward pass on torch's current stream) and returns 0; nonzero reports an error. Called on the thread
 * that called ed_measure_callback, never while a CUDA stream capture of the library is open. */
typedef int (*ed_callback)(void* user);

/* The same procedure as ed_measure_graph where the work is enqueued by `callback(user)` instead of a
 * graph launch: every replay slot calls it k times (warm-up, windows, queue pacing as for a graph),
 * each call performing runs_per_call runs of what is measured, on `stream` (0: the legacy default
 * stream), where the library records its events. The calls are never captured in a graph, so the
 * record has the host-side launch cost of the work in it (eager execution): workload.type "callback",
 * launch.cuda_graph false. A nonzero return stops the measurement at once: exit code 4, the message
 * naming the return value and the call. point_json as ed_measure_graph's. */
ED_API int ed_measure_callback(const char* options_json, ed_callback callback, void* user, uint64_t stream,
                               int runs_per_call, const char* point_json);

/* The text of the calling thread's last call: valid until its next call of this library. */
ED_API const char* ed_last_output(void);

/* The record schema this library writes ("energy-driver/2"). */
ED_API const char* ed_record_schema(void);

#ifdef __cplusplus
}
#endif

#endif
