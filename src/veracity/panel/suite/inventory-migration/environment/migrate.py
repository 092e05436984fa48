#!/usr/bin/env python3
"""Applies the pending schema migrations to inventory.json, in order, and records the version.

    python3 migrate.py [--data inventory.json] [--config migrate.cfg]

Each migration in migrations/ is NNN_name.py with a function migrate(data, settings) that returns
the new data. After each one succeeds, schema_version is written, so a failed run can be resumed.
"""

import argparse
import importlib.util
import json
import os
import sys


def settings_of(path):
    settings = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                line = line.split("#", 1)[0].strip()
                if "=" in line:
                    key, value = line.split("=", 1)
                    settings[key.strip()] = value.strip()
    return settings


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="inventory.json")
    parser.add_argument("--config", default="migrate.cfg")
    args = parser.parse_args()
    settings = settings_of(args.config)
    with open(args.data, encoding="utf-8") as handle:
        data = json.load(handle)
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "migrations")
    steps = sorted(name for name in os.listdir(here) if name[:3].isdigit() and name.endswith(".py"))
    current = int(data.get("schema_version", 0))
    pending = [name for name in steps if int(name[:3]) > current]
    if not pending:
        print(f"schema_version {current}: nothing to migrate")
        return 0
    for name in pending:
        spec = importlib.util.spec_from_file_location(name[:-3], os.path.join(here, name))
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        print(f"applying {name[:-3]} ...", end=" ", flush=True)
        try:
            data = module.migrate(data, settings)
        except Exception as error:  # a migration's own message says what to fix
            print("FAILED")
            print(f"error: migration {name[:-3]} failed: {error}", file=sys.stderr)
            print(f"schema_version stays at {current}; fix the cause and run migrate.py again", file=sys.stderr)
            return 1
        current = int(name[:3])
        data["schema_version"] = current
        with open(args.data, "w", encoding="utf-8") as handle:
            json.dump(data, handle, indent=2)
            handle.write("\n")
        print("ok")
    print(f"schema_version {current}: {len(data.get('items', []))} items")
    return 0


if __name__ == "__main__":
    sys.exit(main())
