-- Closed loop: each connection posts its next body as soon as the last answer is in.
--   LOAD_BODY_ROWS=10 wrk -t2 -c4 -d30s -s Scripts/load/heights.lua \
--     'http://127.0.0.1:PORT/v1/templates/chat/heights?width=375&scale=3'
-- (run from the repository root; Scripts/load/common.lua lists the settings).
local here = debug.getinfo(1, "S").source:match("^@(.*/)") or "./"
dofile(here .. "common.lua")
