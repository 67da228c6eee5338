-- wrk script of issue 15's small writes (SmallWritesDriver): 1-row PATCH /v1/offers, each with its own
-- Idempotency-Key and a random sku of its vendor, authorised with that vendor's key. The driver prepends
--   keys = { "<secret of load-1>", ... }; offers = <offers per vendor>; nonce = "<run id>"
-- wrk's Lua API knows threads, not connections: thread t takes its own share of the vendors and turns through
-- it request by request, so the 4 connections of a thread write as (mostly) different vendors and the two
-- threads never share one (decision 0805: one vendor per connection; 0809: what wrk allows of it).

local threads = {}

function setup(thread)
   local index = #threads
   thread:set("tid", index)
   table.insert(threads, thread)
end

function init(args)
   local count = #keys
   local share = math.max(1, math.floor(count / 2))
   first = (tid * share) % count
   span = share
   sent = 0
   non202 = 0
   math.randomseed(os.time() + tid * 7919)
end

function request()
   sent = sent + 1
   local vendor = (first + sent % span) % #keys + 1
   local body = string.format('{"items":[{"sku":"S-%d","price":%d.%02d,"stock":%d}]}',
      math.random(1, offers), math.random(100, 9099), math.random(0, 99), math.random(1, 1000))
   return wrk.format("PATCH", "/v1/offers", {
      ["Authorization"] = "Bearer " .. keys[vendor],
      ["Content-Type"] = "application/json",
      ["Idempotency-Key"] = string.format("wrk-%s-%d-%d", nonce, tid, sent),
   }, body)
end

function response(status, headers, body)
   if status ~= 202 then
      non202 = non202 + 1
   end
end

-- One line the driver parses; latencies in microseconds.
function done(summary, latency, requests)
   local refused = 0
   for _, thread in ipairs(threads) do
      refused = refused + thread:get("non202")
   end
   local errors = summary.errors
   io.write(string.format("small-writes requests=%d duration_us=%d p50_us=%d p99_us=%d non202=%d "
         .. "socket_errors=%d timeouts=%d\n", summary.requests, summary.duration, latency:percentile(50),
         latency:percentile(99), refused, errors.connect + errors.read + errors.write, errors.timeout))
end
