#!/usr/bin/env python3
"""movefns.py SRC DST NAME... : move top-level C definitions (functions with their return-type
line and the comment block right above them; static variables/typedefs by first line match)
from SRC to the end of DST, in SRC order. A function is recognized as
   <type line(s)>\nNAME(...)\n{ ... \n}\n  (K&R-ish style used in scriptc)."""
import re, sys
src, dst, names = sys.argv[1], sys.argv[2], set(sys.argv[3:])
lines = open(src).read().split("\n")
n = len(lines)
# find definitions: a line starting with NAME( at column 0
blocks = []  # (start, end, name)
i = 0
while i < n:
    m = re.match(r"^([A-Za-z_][A-Za-z0-9_]*)\(", lines[i])
    if m and m.group(1) in names:
        name = m.group(1)
        # start: go back over type line(s) (non-empty, not ending with ; or }, not comment end)
        s = i
        while s > 0 and lines[s-1] and not lines[s-1].startswith((" *", "/*", "}", "#")) and not lines[s-1].endswith(";"):
            s -= 1
        # comment block directly above
        if s > 0 and lines[s-1].rstrip().endswith("*/"):
            c = s - 1
            while not lines[c].startswith("/*"):
                c -= 1
            s = c
        # end: first line == "}" after i
        e = i
        while lines[e] != "}":
            e += 1
        blocks.append((s, e, name))
        i = e + 1
        continue
    i += 1
found = {b[2] for b in blocks}
missing = names - found
if missing:
    sys.exit("not found: " + " ".join(sorted(missing)))
moved = []
keep = []
cur = 0
for s, e, name in blocks:
    keep.extend(lines[cur:s])
    moved.append("\n".join(lines[s:e+1]))
    cur = e + 1
    # drop one blank line following
    if cur < n and lines[cur] == "" and keep and keep[-1] == "":
        cur += 1
keep.extend(lines[cur:])
open(src, "w").write("\n".join(keep))
d = open(dst).read().rstrip("\n")
open(dst, "w").write(d + "\n\n" + "\n\n".join(moved) + "\n")
print("moved", len(moved))
