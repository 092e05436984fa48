"""wordfreq 1.4: word frequencies of text files (the original implementation)."""

import re
import sys

WORD = re.compile(r"[a-z0-9]+(?:'[a-z0-9]+)*")
USAGE = "usage: wordfreq [--top N] [--min-len L] [FILE ...]\n"


def main(argv):
    top, min_len, files = 10, 1, []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("--top", "--min-len"):
            if not args or not args[0].isdigit():
                sys.stderr.write(USAGE)
                return 64
            value = int(args.pop(0))
            if arg == "--top":
                top = value
            else:
                min_len = value
        elif arg.startswith("--") and arg != "--":
            sys.stderr.write(USAGE)
            return 64
        else:
            files.append(arg)
    texts = []
    for name in files or ["-"]:
        if name == "-":
            texts.append(sys.stdin.buffer.read().decode("utf-8", errors="replace"))
            continue
        try:
            with open(name, "rb") as handle:
                texts.append(handle.read().decode("utf-8", errors="replace"))
        except OSError:
            sys.stderr.write(f"wordfreq: {name}: No such file or directory\n")
            return 2
    counts = {}
    total = 0
    for text in texts:
        for word in WORD.findall(text.lower()):
            if len(word) >= min_len:
                counts[word] = counts.get(word, 0) + 1
                total += 1
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    if top:
        ranked = ranked[:top]
    out = "".join(f"{count:>7} {word}\n" for word, count in ranked)
    out += f"-- {total} words, {len(counts)} distinct\n"
    sys.stdout.write(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
