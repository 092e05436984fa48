#!/usr/bin/env bash
# Oracle: set the currency the task names, run the migrations, check the result.
#> call
cat migrate.cfg; ls migrations; sed -n 1,12p migrations/003_price_objects.py
#> call
echo "default_currency = EUR" >> migrate.cfg && python3 migrate.py
#> call
python3 -c "import json; d = json.load(open('inventory.json')); print(d['schema_version'], len(d['items']), d['items'][0])"
#> final: Migration 003 needs default_currency in migrate.cfg, so I set it to EUR (our prices are in euros) and ran `python3 migrate.py`: 001_add_ids, 002_add_slugs and 003_price_objects all printed ok. inventory.json is at schema version 3 and holds 12 items.
