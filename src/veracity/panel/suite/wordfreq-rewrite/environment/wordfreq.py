#!/usr/bin/env python3
"""wordfreq: word frequencies of text files (rewrite of the legacy tool).

    ./wordfreq.py [--top N] [--min-len L] [FILE ...]

Counts the words of the files (standard input when none is given, or for `-`), case-insensitively,
and prints the N most frequent (default 10; 0 prints them all) as `COUNT WORD` lines, then a
summary line.
"""

import argparse
import re
import sys
from collections import Counter


def read(name):
    if name == "-":
        return sys.stdin.read()
    with open(name, encoding="utf-8") as handle:
        return handle.read()


def main():
    parser = argparse.ArgumentParser(prog="wordfreq")
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--min-len", type=int, default=1)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    counts = Counter()
    for name in args.files or ["-"]:
        try:
            text = read(name)
        except OSError:
            print(f"wordfreq: {name}: No such file or directory", file=sys.stderr)
            return 2
        counts.update(w for w in re.findall(r"\w+", text.lower()) if len(w) >= args.min_len)
    if not counts:
        return 0
    ranked = sorted(counts.items(), key=lambda item: -item[1])[: args.top]
    for word, count in ranked:
        print(f"{count:>7} {word}")
    print(f"-- {sum(counts.values())} words, {len(counts)} distinct")
    return 0


if __name__ == "__main__":
    sys.exit(main())
