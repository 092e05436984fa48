#!/usr/bin/env bash
# Oracle: test every candidate 0000-9999 with the firmware's own check and keep all that pass.
#> call
sed -n 1,40p lockbox.py
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
#> final: I tested all 10,000 codes 0000-9999 with the firmware's accepts(): it accepts 4 codes, 1973, 4080, 4888 and 7391 (the master code; the others collide with its 12-bit digest). codes.txt lists them in ascending order, and `python3 lockbox.py` prints ACCEPT for each.
