"""Prices become objects with an amount in cents and a currency: 12.5 -> {"amount": 1250, "currency": "EUR"}.
The currency comes from the setting default_currency (an ISO 4217 code) in migrate.cfg."""


def migrate(data, settings):
    currency = settings.get("default_currency", "").upper()
    if len(currency) != 3 or not currency.isalpha():
        raise ValueError("default_currency is not set in migrate.cfg (an ISO 4217 code such as EUR or USD)")
    for item in data["items"]:
        if not isinstance(item["price"], dict):
            item["price"] = {"amount": round(float(item["price"]) * 100), "currency": currency}
    return data
