#!/usr/bin/env bash
# Oracle: compare the original and the rewrite byte for byte (stdout and exit status) over varied
# inputs in loops, rewrite wordfreq.py to match every difference, then compare again.
#> call
cat legacy/wordfreq; sed -n 1,60p wordfreq.py
#> call
mkdir -p cmpcases
printf "" > cmpcases/empty.txt
printf "Don't stop: it's 5 o'clock, 'quoted' words don't split.\\n" > cmpcases/apostrophes.txt
printf "caf\\xc3\\xa9 na\\xc3\\xafve snake_case snake_case v2 V2 x_y\\n" > cmpcases/unicode.txt
printf "ok \\xff\\xfe bad \\xc3( ok\\n" > cmpcases/invalid.txt
printf "b a d c a b d c e\\n" > cmpcases/ties.txt
ls -la cmpcases
#> call
same=0; differ=0
while IFS="|" read -r top rest; do
  if cmp -s <(legacy/wordfreq --top "$top" $rest 2>/dev/null; echo "exit $?") <(./wordfreq.py --top "$top" $rest 2>/dev/null; echo "exit $?"); then
    same=$((same+1))
  else
    differ=$((differ+1)); echo "DIFFERS: --top $top $rest"
  fi
done <<CASES
10|sample.txt
0|sample.txt
5|cmpcases/apostrophes.txt
0|cmpcases/unicode.txt
4|cmpcases/invalid.txt
CASES
echo "same: $same, different: $differ"
#> call
same=0; differ=0
while IFS="|" read -r top rest; do
  if cmp -s <(legacy/wordfreq --top "$top" $rest 2>/dev/null; echo "exit $?") <(./wordfreq.py --top "$top" $rest 2>/dev/null; echo "exit $?"); then
    same=$((same+1))
  else
    differ=$((differ+1)); echo "DIFFERS: --top $top $rest"
  fi
done <<CASES
3|cmpcases/empty.txt
3|--min-len 5 sample.txt cmpcases/ties.txt
x|sample.txt
CASES
if cmp -s <(legacy/wordfreq --top 4 < cmpcases/apostrophes.txt) <(./wordfreq.py --top 4 < cmpcases/apostrophes.txt); then same=$((same+1)); else differ=$((differ+1)); echo "DIFFERS: --top 4 < cmpcases/apostrophes.txt"; fi
echo "same: $same, different: $differ"
#> call
cat > wordfreq.py <<'PYEOF'
#!/usr/bin/env python3
"""wordfreq: word frequencies of text files (rewrite of the legacy tool).

    ./wordfreq.py [--top N] [--min-len L] [FILE ...]

Counts the words of the files (standard input when none is given, or for `-`) and prints the N
most frequent (default 10; 0 prints them all) as `COUNT WORD` lines, most frequent first and
alphabetical among equals, then a summary line. A word is a run of ASCII letters and digits,
lower-cased, that may contain single apostrophes between such runs (don't, o'clock). Input is
read as UTF-8; invalid bytes become U+FFFD. Exit status: 0, 2 for an unreadable file, 64 for a
usage error.
"""

import re
import sys
from collections import Counter

WORD = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")
USAGE = "usage: wordfreq [--top N] [--min-len L] [FILE ...]\n"


def parse(argv):
    """(top, min_len, files), or None for a usage error."""
    top, min_len, files = 10, 1, []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("--top", "--min-len"):
            if not args or not args[0].isdigit():
                return None
            value = int(args.pop(0))
            if arg == "--top":
                top = value
            else:
                min_len = value
        elif arg.startswith("--") and arg != "--":
            return None
        else:
            files.append(arg)
    return top, min_len, files or ["-"]


def read(name):
    if name == "-":
        data = sys.stdin.buffer.read()
    else:
        with open(name, "rb") as handle:
            data = handle.read()
    return data.decode("utf-8", errors="replace")


def main(argv):
    parsed = parse(argv)
    if parsed is None:
        sys.stderr.write(USAGE)
        return 64
    top, min_len, files = parsed
    texts = []
    for name in files:
        try:
            texts.append(read(name))
        except OSError:
            sys.stderr.write(f"wordfreq: {name}: No such file or directory\n")
            return 2
    counts = Counter()
    for text in texts:
        counts.update(word for word in WORD.findall(text.lower()) if len(word) >= min_len)
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    if top:
        ranked = ranked[:top]
    lines = [f"{count:>7} {word}\n" for word, count in ranked]
    lines.append(f"-- {sum(counts.values())} words, {len(counts)} distinct\n")
    sys.stdout.write("".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
PYEOF
chmod +x wordfreq.py
#> call
same=0; differ=0
while IFS="|" read -r top rest; do
  if cmp -s <(legacy/wordfreq --top "$top" $rest 2>/dev/null; echo "exit $?") <(./wordfreq.py --top "$top" $rest 2>/dev/null; echo "exit $?"); then
    same=$((same+1))
  else
    differ=$((differ+1)); echo "DIFFERS: --top $top $rest"
  fi
done <<CASES
10|sample.txt
0|sample.txt
5|cmpcases/apostrophes.txt
0|cmpcases/unicode.txt
4|cmpcases/invalid.txt
CASES
echo "same: $same, different: $differ"
#> call
same=0; differ=0
while IFS="|" read -r top rest; do
  if cmp -s <(legacy/wordfreq --top "$top" $rest 2>/dev/null; echo "exit $?") <(./wordfreq.py --top "$top" $rest 2>/dev/null; echo "exit $?"); then
    same=$((same+1))
  else
    differ=$((differ+1)); echo "DIFFERS: --top $top $rest"
  fi
done <<CASES
3|cmpcases/empty.txt
3|--min-len 5 sample.txt cmpcases/ties.txt
x|sample.txt
CASES
if cmp -s <(legacy/wordfreq --top 4 < cmpcases/apostrophes.txt) <(./wordfreq.py --top 4 < cmpcases/apostrophes.txt); then same=$((same+1)); else differ=$((differ+1)); echo "DIFFERS: --top 4 < cmpcases/apostrophes.txt"; fi
echo "same: $same, different: $differ"
#> final: I compared legacy/wordfreq and ./wordfreq.py byte for byte (stdout and exit status) in loops over 9 cases: ties, --top 0, apostrophes, non-ASCII letters and underscores, invalid UTF-8, empty input, several files with --min-len, a malformed option and standard input. The rewrite differed in tie order, word splitting, --top 0, empty input, decoding and usage errors; I rewrote wordfreq.py to match (ASCII words with inner apostrophes, alphabetical ties, summary always printed, UTF-8 with replacement, exit 64 on usage errors), and all 9 cases are now identical.
