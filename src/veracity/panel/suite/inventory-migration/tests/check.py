"""inventory.json reached schema version 3: every original item is there with its id (file order),
its slug and its price as {"amount": cents, "currency": "EUR"}."""

import json
import os
import re
import sys
from pathlib import Path


def main():
    original = json.loads((Path(os.environ["ENV_DIR"]) / "inventory.json").read_text())["items"]
    try:
        data = json.loads(Path("inventory.json").read_text())
    except (OSError, ValueError) as error:
        print(f"FAIL: inventory.json unreadable ({error})")
        return 1
    if data.get("schema_version") != 3:
        print(f"FAIL: schema_version is {data.get('schema_version')!r}, not 3")
        return 1
    items = data.get("items", [])
    if len(items) != len(original):
        print(f"FAIL: {len(items)} items, expected {len(original)}")
        return 1
    for number, (want, got) in enumerate(zip(original, items, strict=True), start=1):
        slug = re.sub(r"[^a-z0-9]+", "-", want["name"].lower()).strip("-")
        price = {"amount": round(want["price"] * 100), "currency": "EUR"}
        if (got.get("name"), got.get("id"), got.get("slug"), got.get("price"), got.get("stock")) != (
            want["name"],
            number,
            slug,
            price,
            want["stock"],
        ):
            print(f"FAIL: item {number} is {got}, expected id {number}, slug {slug!r}, price {price}")
            return 1
    print(f"PASS: schema version 3, {len(items)} items migrated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
