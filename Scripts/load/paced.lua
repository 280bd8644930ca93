-- Fixed rate, latency from the scheduled time (as wrk2 measures; wrk itself is closed loop and
-- measures from when a request is written, which hides the waiting a slow answer causes: the
-- "coordinated omission"). Each thread has its own schedule of send slots LOAD_THREADS /
-- LOAD_RATE seconds apart on the monotonic clock (LuaJIT's ffi), fixed from the first request on
-- and never reset; delay() holds each request until its slot (to the millisecond above, wrk's
-- timers being whole milliseconds). Run with one connection per thread
-- (-c equal to -t), so a thread's answers come back in the order of its slots: a request's
-- latency is its answer's time less its slot's time, so a request that could not even be sent
-- on time (the connection still waiting for an earlier answer) counts its wait too. The RESULT
-- line's p50/p99/p99.9 are those (percentiles over every thread's requests, nearest rank);
-- p99_sent_ms is wrk's own, from the write; req_s is the rate achieved.
--   LOAD_RATE=1000 LOAD_BODY_ROWS=10 wrk -t2 -c2 -d30s -s Scripts/load/paced.lua \
--     'http://127.0.0.1:PORT/v1/templates/chat/heights?width=375&scale=3'
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "common.lua")

local ffi = require("ffi")
ffi.cdef [[
  typedef struct { long tv_sec; long tv_nsec; } load_timespec;
  int clock_gettime(int clock, load_timespec *ts);
]]
local timespec = ffi.new("load_timespec")
local function now_ms()
  ffi.C.clock_gettime(1, timespec) -- CLOCK_MONOTONIC
  return tonumber(timespec.tv_sec) * 1000 + tonumber(timespec.tv_nsec) / 1e6
end

local interval_ms = 1000 * load_threads / load_rate
local next_slot = nil
-- This thread's slots not yet answered, oldest first, and its latencies (ms).
local slots = {}
local first_slot, last_slot = 1, 0
latencies = {}

-- wrk's timers take whole milliseconds (a fraction is cut off, which would send a request before
-- its slot): a slot still ahead is waited for in whole milliseconds, rounded up, and its request
-- is timed from then; a slot already past (the connection was still waiting for an answer) is
-- timed from the slot, so that waiting counts.
function delay()
  local now = now_ms()
  if next_slot == nil then next_slot = now end
  local slot = next_slot
  next_slot = next_slot + interval_ms
  local wait = 0
  if slot > now then wait = math.ceil(slot - now) end
  last_slot = last_slot + 1
  slots[last_slot] = wait > 0 and now + wait or slot
  return wait
end

function response(status, headers, body)
  local slot = slots[first_slot]
  if slot == nil then return end
  slots[first_slot] = nil
  first_slot = first_slot + 1
  latencies[#latencies + 1] = now_ms() - slot
end

-- Main thread: keep every thread, to read its latencies at the end.
local threads = {}
local number_thread = setup
function setup(thread)
  number_thread(thread)
  threads[#threads + 1] = thread
end

local function percentile(sorted, p)
  if #sorted == 0 then return 0 end
  local rank = math.max(1, math.ceil(p / 100 * #sorted))
  return sorted[math.min(rank, #sorted)]
end

function done(summary, latency, requests_stats)
  local all = {}
  for _, thread in ipairs(threads) do
    for _, value in ipairs(thread:get("latencies") or {}) do all[#all + 1] = value end
  end
  table.sort(all)
  write_result(summary, percentile(all, 50), percentile(all, 99), percentile(all, 99.9), all[#all] or 0,
               string.format("p99_sent_ms=%.3f ", latency:percentile(99) / 1000))
end
