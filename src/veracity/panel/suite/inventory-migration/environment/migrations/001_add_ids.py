"""Give every item a numeric id, in file order."""


def migrate(data, settings):
    for number, item in enumerate(data["items"], start=1):
        item.setdefault("id", number)
    return data
