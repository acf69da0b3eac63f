#!/usr/bin/env python3
"""extracttypes.py SRC HDR: move every top-level type definition of SRC (typedef ...; struct X {...};
typedef struct {...} X; typedef enum ...), with the comment right above, and the static forward
declarations of types, into HDR (before its #endif), in order."""
import sys, re
src, hdr = sys.argv[1:3]
lines = open(src).read().split("\n")
keep, moved = [], []
i = 0
n = len(lines)
def comment_start(out):
    # index in out where the comment block ending at out[-1] starts, or None
    if out and out[-1].rstrip().endswith("*/"):
        c = len(out) - 1
        while not out[c].startswith("/*"):
            if out[c] == "" or out[c].startswith("#") or not (out[c].startswith(" *") or out[c].startswith("/*")):
                return None
            c -= 1
        return c
    return None
while i < n:
    l = lines[i]
    if re.match(r"^(typedef\b|struct \w+ \{|union \w+ \{|enum \w+ \{)", l):
        c = comment_start(keep)
        block = []
        if c is not None:
            block = keep[c:]; del keep[c:]
        # single line?
        if l.rstrip().endswith(";") and "{" not in l:
            block.append(l); i += 1
        elif "{" in l and l.rstrip().endswith(";") and "}" in l:
            block.append(l); i += 1
        else:
            while True:
                block.append(lines[i])
                if re.match(r"^\}[^/]*;", lines[i]):
                    i += 1; break
                i += 1
        moved.append("\n".join(block))
        if keep and keep[-1] == "" and i < n and lines[i] == "":
            i += 1
        continue
    keep.append(l); i += 1
open(src, "w").write("\n".join(keep))
h = open(hdr).read()
j = h.rindex("#endif")
open(hdr, "w").write(h[:j] + "\n\n".join(moved) + "\n\n" + h[j:])
print("moved", len(moved), "types")
