"""Add a URL slug made from the item's name."""

import re


def migrate(data, settings):
    for item in data["items"]:
        item["slug"] = re.sub(r"[^a-z0-9]+", "-", item["name"].lower()).strip("-")
    return data
