-- Fixed rate: wrk is closed loop, so this script paces it with delay(). Each thread hands out
-- send slots LOAD_THREADS / LOAD_RATE seconds apart on the wall clock (LuaJIT's ffi reads
-- CLOCK_MONOTONIC); a connection whose answer is in waits for the next free slot. With enough
-- connections (-c) for the rate times the latency, the offered rate is LOAD_RATE in total; after
-- a stall at most a few slots are caught up at once. wrk measures latency from when the request
-- is written, so the waiting is not counted; the RESULT line's req_s is the rate achieved.
--   LOAD_RATE=1000 LOAD_BODY_ROWS=10 wrk -t2 -c8 -d30s -s Scripts/load/paced.lua \
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
local catch_up_ms = 4 * interval_ms
local next_slot = nil

function delay()
  local now = now_ms()
  if next_slot == nil or next_slot < now - catch_up_ms then next_slot = now end
  local wait = next_slot - now
  next_slot = next_slot + interval_ms
  if wait < 0 then wait = 0 end
  return wait
end
