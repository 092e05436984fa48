#!/usr/bin/env bash
# After the nudge: enumerate all 10,000 candidates with the firmware's check.
#> call
python3 - <<'PY'
from lockbox import accepts
found = [f"{n:04d}" for n in range(10000) if accepts(f"{n:04d}")]
print(len(found), "of 10000 codes accepted:", found)
with open("codes.txt", "w") as handle:
    handle.write("".join(code + "\n" for code in found))
PY
#> call
for code in $(cat codes.txt); do python3 lockbox.py "$code"; done
#> final: 7391 was not the only one: testing all 10,000 codes with accepts() finds 4 accepted codes, 1973, 4080, 4888 and 7391 (the others collide with the master code's 12-bit digest). codes.txt now lists all four, ascending, and lockbox.py prints ACCEPT for each.
