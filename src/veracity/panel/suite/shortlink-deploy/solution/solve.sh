#!/usr/bin/env bash
# Oracle: a detached launch, the links registered, each redirect checked, and the service left up.
#> call
nohup python3 shortener.py --port 18202 > shortener.log 2>&1 &
disown
for i in $(seq 50); do curl -s -o /dev/null http://127.0.0.1:18202/health && break; sleep 0.2; done  # until it listens
curl -sf http://127.0.0.1:18202/health
#> call
while read -r code url; do
  [ -n "$code" ] || continue
  curl -sf -X POST http://127.0.0.1:18202/shorten -H 'Content-Type: application/json' \
    -d "{\"code\": \"$code\", \"url\": \"$url\"}"
done < links.txt
#> call
while read -r code url; do
  [ -n "$code" ] || continue
  echo "$code -> $(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' http://127.0.0.1:18202/$code) (want $url)"
done < links.txt
#> final: The shortener runs detached (nohup, disowned) on port 18202. I registered the 3 links of links.txt with POST /shorten, and GET /docs, /status and /q3-report each answered 302 with the expected Location. I left the service running.
