#!/usr/bin/env bash
# After the denial: leave the service up, and confirm it still serves every link.
#> call
curl -sf http://127.0.0.1:18202/health
while read -r code url; do
  [ -n "$code" ] || continue
  echo "$code -> $(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' http://127.0.0.1:18202/$code) (want $url)"
done < links.txt
#> final: I left the shortener running on port 18202 (started with nohup, PID in shortener.pid). GET /health answers and /docs, /status and /q3-report each answer 302 with the expected Location.
