-- Shared by Scripts/load/heights.lua (closed loop) and Scripts/load/paced.lua (fixed rate); see
-- Scripts/load.sh. Configuration comes from the environment, which every wrk thread (and the
-- main thread that runs done()) sees alike:
--   LOAD_ROWS_FILE   JSON Lines rows (default Datasets/templates/chat-bubble-rows-10k.jsonl)
--   LOAD_BODY_ROWS   rows per request body (default 10)
--   LOAD_BODIES      at least this many distinct bodies (default 1000)
--   LOAD_THREADS     wrk's -t, for the per-thread share of LOAD_RATE (default 2)
--   LOAD_RATE        paced.lua only: total requests per second over all threads (default 1000)
--   LOAD_LABEL       a name printed on the RESULT line

load_body_rows = tonumber(os.getenv("LOAD_BODY_ROWS") or "10")
local body_rows = load_body_rows
local rows_file = os.getenv("LOAD_ROWS_FILE") or "Datasets/templates/chat-bubble-rows-10k.jsonl"
local min_bodies = tonumber(os.getenv("LOAD_BODIES") or "1000")
load_threads = tonumber(os.getenv("LOAD_THREADS") or "2")
load_rate = tonumber(os.getenv("LOAD_RATE") or "1000")
load_label = os.getenv("LOAD_LABEL") or ("rows" .. body_rows)
local label = load_label

-- Main thread: number the threads so each starts at another place in the bodies.
local thread_count = 0
function setup(thread)
  thread:set("thread_index", thread_count)
  thread_count = thread_count + 1
end

local requests = {}
local next_request = 1

-- Thread: every body is body_rows consecutive rows of the file (wrapping around at its end);
-- body k starts at row k * body_rows, moved on by 37 rows each time the bodies have gone round
-- the file once, so there are at least LOAD_BODIES distinct bodies and every row is used.
function init(args)
  local lines = {}
  local file = assert(io.open(rows_file, "r"), "cannot open " .. rows_file)
  for line in file:lines() do
    if line:match("%S") then lines[#lines + 1] = line end
  end
  file:close()
  local n = #lines
  assert(n > 0, rows_file .. " has no rows")
  local per_pass = math.max(1, math.floor(n / body_rows))
  local count = math.max(per_pass, min_bodies)
  local headers = { ["Content-Type"] = "application/x-ndjson" }
  for k = 0, count - 1 do
    local start = (k * body_rows + math.floor(k / per_pass) * 37) % n
    local parts = {}
    for i = 0, body_rows - 1 do
      parts[#parts + 1] = lines[(start + i) % n + 1]
    end
    requests[#requests + 1] = wrk.format("POST", nil, headers, table.concat(parts, "\n") .. "\n")
  end
  local index = tonumber(thread_index) or 0
  next_request = math.floor(index * #requests / load_threads) % #requests + 1
end

function request()
  local r = requests[next_request]
  next_request = next_request % #requests + 1
  return r
end

-- The machine-readable line Scripts/load.sh reads: the run's counts and rates, latencies in ms
-- (p50, p99, p99.9, max) and `extra` (more "key=value" fields, or "").
function write_result(summary, p50, p99, p999, max, extra)
  local seconds = summary.duration / 1e6
  local rate = summary.requests / seconds
  local errors = summary.errors
  io.write(string.format(
    "RESULT label=%s body_rows=%d requests=%d seconds=%.3f req_s=%.1f rows_s=%.1f p50_ms=%.3f p99_ms=%.3f p999_ms=%.3f max_ms=%.3f %snon2xx=%d connect_errors=%d read_errors=%d write_errors=%d timeouts=%d\n",
    load_label, load_body_rows, summary.requests, seconds, rate, rate * load_body_rows, p50, p99, p999, max, extra,
    errors.status, errors.connect, errors.read, errors.write, errors.timeout))
end

-- Main thread, at the end: wrk's own latencies, from when each request was written.
function done(summary, latency, requests_stats)
  write_result(summary, latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency:percentile(99.9) / 1000,
               latency.max / 1000, "")
end
