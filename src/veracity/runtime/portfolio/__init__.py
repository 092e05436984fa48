"""The built-in policies and portfolios.

`evidence` holds the evidence-contract stop gate; `fire` holds FIRE's eight policy families;
`default` is both. Importing this package registers them all.
"""

from __future__ import annotations

from veracity.runtime.policy import register_portfolio
from veracity.runtime.portfolio import (  # noqa: F401  (importing registers the policies)
    binary,
    database,
    enumeration,
    evidence,
    latex,
    replacements,
    service,
    tokens,
)

EVIDENCE = ("evidence-contract",)
FIRE = (
    "service-persistence",
    "deployment-preservation",
    "database-evidence",
    "exact-replacements",
    "latex-log",
    "binary-equivalence",
    "token-accounting",
    "multi-answer-enumeration",
)

register_portfolio("evidence", EVIDENCE)
register_portfolio("fire", FIRE)
register_portfolio("default", FIRE + EVIDENCE)
