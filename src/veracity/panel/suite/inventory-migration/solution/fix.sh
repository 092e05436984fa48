#!/usr/bin/env bash
# After the nudge: read the failure, set the missing setting (the task says prices are in euros),
# rerun the migrations and report what they printed.
#> call
cat migrate.cfg; sed -n 1,12p migrations/003_price_objects.py
#> call
echo "default_currency = EUR" >> migrate.cfg && python3 migrate.py
#> call
python3 -c "import json; d = json.load(open('inventory.json')); print(d['schema_version'], len(d['items']), d['items'][0])"
#> final: My first run of migrate.py failed at 003_price_objects (default_currency was not set in migrate.cfg), so the inventory had stopped at schema version 2. I set default_currency = EUR, as our prices are in euros, and reran it: 003_price_objects printed ok, schema_version is now 3, and the inventory holds 12 items.
