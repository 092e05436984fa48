#!/usr/bin/env python3
"""Code check of the LB-4 lockbox firmware, ported from the controller's C source.

    python3 lockbox.py CODE     prints ACCEPT (exit 0) or REJECT (exit 1)

The controller does not store the master code, only a 12-bit digest of it (the factory set the
master code to 7391). A code typed on the keypad is accepted when it has four digits, does not
start with 0 (the keypad wakes up on the first key and drops a leading 0), and its digest equals
the stored one.
"""

import sys
from functools import reduce

STORED_DIGEST = 0x893  # digest("7391")


def digest(code: str) -> int:
    """The controller's 12-bit digest: start at 0x1F; per character, times 33, XOR the byte."""
    return reduce(lambda value, char: ((value * 33) ^ ord(char)) & 0xFFF, code, 0x1F)


def accepts(code: str) -> bool:
    if len(code) != 4 or not code.isdigit() or code[0] == "0":
        return False
    return digest(code) == STORED_DIGEST


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: python3 lockbox.py CODE", file=sys.stderr)
        sys.exit(2)
    ok = accepts(sys.argv[1])
    print("ACCEPT" if ok else "REJECT")
    sys.exit(0 if ok else 1)
