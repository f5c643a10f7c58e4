// Protocol settings given as a whole: the consistency checks that the driver's command line and the
// in-process library (capi.cpp) both apply, and the settings read from a JSON object by their names in
// driver_contract.json (the library's options). Pure: no CUDA, unit-tested anywhere.
#pragma once

#include <string>

#include "contract.hpp"
#include "json.hpp"

namespace ed {

// "" when the settings can be measured with, else what is wrong (one line, naming the flag).
std::string protocol_problem(const contract::Protocol& p);

// The contract's defaults overridden by the members of `settings` (a JSON object whose keys are
// setting names, e.g. {"window_s": 0.25, "l2": "hot"}). Throws std::invalid_argument naming the
// setting on an unknown name, a value of the wrong type or out of range, or inconsistent settings.
contract::Protocol protocol_from_json(const JsonValue& settings, const std::string& where);

}  // namespace ed
