-- wrk script for manage.py bench_load: rotate over accounts, give every /context turn a
-- fresh message id, and print the percentiles wrk does not print by itself.
local counter = 0
local thread_id = 0
local threads = {}
function setup(thread)
  thread:set("tid", #threads)
  table.insert(threads, thread)
end
function init(args)
  accounts = {}
  for a in string.gmatch(args[1], "[^,]+") do table.insert(accounts, a) end
  kind = args[2]
  prefix = args[3]
  system = string.rep("You are Flow, a careful banking assistant. ", 20)
end
function request()
  counter = counter + 1
  local account = accounts[(counter % #accounts) + 1]
  if kind == "messages" then
    return wrk.format("GET", "/api/v1/accounts/" .. account .. "/messages?after_seq=" .. args_after .. "&limit=" .. args_limit)
  end
  local id = prefix .. "-" .. tid .. "-" .. counter
  local body = '{"history":[{"role":"system","content":"' .. system .. '"},' ..
    '{"role":"user","content":"Is Tunde still pending? (' .. counter .. ')","id":"' .. id .. '"}]}'
  return wrk.format("POST", "/api/v1/accounts/" .. account .. "/context", nil, body)
end
function response(status, headers, body)
  if status ~= 200 then
    errors = (errors or 0) + 1
  end
end
function done(summary, latency, requests)
  io.write(string.format("JSON {\"requests\":%d,\"seconds\":%f,\"p50\":%f,\"p95\":%f,\"p99\":%f,\"non2xx\":%d,\"errors\":%d}\n",
    summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000,
    summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
