"""Self-contained HTML reports: the text tables and matplotlib figures inlined as PNG data, one
file that opens anywhere. Shared by the FTA report and the FIRE panel report."""

from __future__ import annotations

import base64
import html
import io
import math
from typing import Any


def png(figure: Any) -> str:
    """A matplotlib figure as a data: URI."""
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", dpi=110, bbox_inches="tight")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")


def pyplot() -> Any:
    """matplotlib's pyplot on the file-only Agg backend (no display needed)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def page(title: str, summary: str, tables: str, figures: list[tuple[str, str]]) -> str:
    """One HTML page: a heading, a summary line, the text tables, then the figures."""
    images = "".join(
        f"<h2>{html.escape(name)}</h2><img alt='{html.escape(name)}' src='{data}'>" for name, data in figures
    )
    return (
        f"<!doctype html><html><head><meta charset='utf-8'><title>{html.escape(title)}</title>"
        "<style>body{font-family:sans-serif;max-width:1200px;margin:2em auto}pre{font-size:12px;"
        "background:#f6f6f6;padding:1em;overflow-x:auto}img{max-width:100%}</style></head><body>"
        f"<h1>{html.escape(title)}</h1><p>{html.escape(summary)}</p><pre>{html.escape(tables)}</pre>"
        f"{images}</body></html>"
    )


def nan_to_null(value: Any) -> Any:
    """NaN (an interval that could not be computed) as JSON null: NaN is not JSON."""
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {key: nan_to_null(item) for key, item in value.items()}
    if isinstance(value, list):
        return [nan_to_null(item) for item in value]
    return value
