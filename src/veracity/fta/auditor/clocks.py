"""Times of day a reply writes another way than the scenario: in a named zone ("08:45 Lisbon time" for the
07:45Z the tool gave) or on the twelve-hour clock ("6:30 pm" for 18:30, "8 pm" for 20:00)."""

from __future__ import annotations

import re
import zoneinfo
from datetime import UTC, datetime
from functools import lru_cache
from itertools import pairwise

from veracity.fta.auditor.facts import Known

# a clock followed by the zone it is told in: "08:45 Lisbon time", "08:45 (local time)", "8:45 local"
_ZONED_CLOCK = re.compile(
    r"\b(\d{1,2}:\d{2})\s*\(?\s*(?:([A-Z][a-z]+(?: [A-Z][a-z]+)?) [Tt]ime\b|[Ll]ocal(?: [Tt]ime)?\b)"
)
_UTC_MOMENT = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})t(\d{2}):(\d{2})(?::\d{2})?z")
_AM_PM = re.compile(r"\s?([ap])\.?m\b\.?", re.I)


def in_named_zone(sentence: str, clock: str, known: Known) -> bool:
    """The clock is a time the tools gave in UTC, told in a zone the sentence names ("08:45 Lisbon time (07:45
    UTC), originally 08:05") or, for "local time", in the zone of a place the request names."""
    if ":" not in sentence or not _ZONED_CLOCK.search(sentence):
        return False
    zones: set[zoneinfo.ZoneInfo | None] = set()
    for zoned in _ZONED_CLOCK.finditer(sentence):
        named = zoned.group(2)
        zones |= {_zone(named)} if named else set(_zones_named_in(known.request))
    wanted = clock.zfill(5)
    return any(
        moment.astimezone(zone).strftime("%H:%M") == wanted
        for zone in zones
        if zone is not None
        for moment in _utc_moments(known.text)
    )


def same_clock(clock: str, text: str, known: Known) -> bool:
    """The clock as the scenario writes it on the other clock: "6:30 pm" (or a bare "6:30") for its 18:30, "6:00"
    for its "6pm", "8 pm" (given as "8:00") for its 20:00. A marked "am" or a zero-padded hour is what it says."""
    hour_text, _, minute = clock.partition(":")
    if not (hour_text.isdecimal() and len(minute) == 2 and minute.isdecimal()):
        return False
    hour = int(hour_text)
    marker = _marker_after(text, clock) or (_marker_after(text, hour_text) if minute == "00" else None)
    if marker == "p" and hour <= 12:
        hours = {hour % 12 + 12}
    elif marker == "a" and hour <= 12:
        hours = {hour % 12}
    elif marker is None and not hour_text.startswith("0") and 1 <= hour <= 11:
        hours = {hour + 12}
    else:
        hours = set()
    ways = [f"{h:02d}:{minute}" for h in hours]
    if minute == "00" and marker is None and 1 <= hour <= 12 and not hour_text.startswith("0"):
        ways += [f"{hour}{half}" for half in ("pm", " pm", "am", " am", " o'clock")]  # "6:00" for the user's "6pm"
    return any(_shows(known.text, way) for way in ways)


def _marker_after(text: str, written: str) -> str | None:
    """The "a" or "p" of an "am" or "pm" right after the time as written, if any."""
    start = text.find(written)
    while start != -1:
        end = start + len(written)
        if (start == 0 or not text[start - 1].isdigit()) and (end == len(text) or not text[end].isdigit()):
            marked = _AM_PM.match(text, end)
            return marked.group(1).lower() if marked else None
        start = text.find(written, end)
    return None


def _shows(text: str, way: str) -> bool:
    """The scenario's text holds the time as a whole: "18:30" in "2026-02-27t18:30:00z", not in "118:30"."""
    return re.search(rf"(?<![\d]){re.escape(way)}(?!\d)", text) is not None


@lru_cache(maxsize=1)
def _zones_by_place() -> dict[str, zoneinfo.ZoneInfo]:
    """Every zone of the time-zone database by its place ("lisbon", "new york"); empty where none is installed."""
    zones: dict[str, zoneinfo.ZoneInfo] = {}
    for name in sorted(zoneinfo.available_timezones()):
        if "/" in name and not name.startswith(("Etc/", "SystemV/")):
            zones.setdefault(name.rsplit("/", 1)[-1].replace("_", " ").lower(), zoneinfo.ZoneInfo(name))
    return zones


def _zone(place: str) -> zoneinfo.ZoneInfo | None:
    return _zones_by_place().get(place.lower())


@lru_cache(maxsize=64)
def _zones_named_in(request: str) -> tuple[zoneinfo.ZoneInfo, ...]:
    """The zones of the places a request names ("Lisbon to Oslo")."""
    words = re.findall(r"[a-z]+", request.lower())
    places = set(words) | {f"{a} {b}" for a, b in pairwise(words)}
    return tuple(zone for place in sorted(places) if (zone := _zones_by_place().get(place)) is not None)


@lru_cache(maxsize=64)
def _utc_moments(text: str) -> tuple[datetime, ...]:
    """The moments the scenario gives in UTC ("2026-06-27t07:45:00z")."""
    moments = []
    for match in _UTC_MOMENT.finditer(text):
        year, month, day, hour, minute = map(int, match.groups())
        try:
            moments.append(datetime(year, month, day, hour, minute, tzinfo=UTC))
        except ValueError:
            continue  # (not a real moment: "2026-02-30t25:00z")
    return tuple(moments)
