#!/usr/bin/env python3
"""rename.py MAP [--check] [--skip-missing] [--literals] : renames identifiers as whole
words in every text file git tracks but MAP (sources, headers, docs, scripts), from MAP, a
file of lines `old new` (`#` starts a comment; blank lines are skipped).  Run it in a
checkout's root.

It refuses, changing nothing, when
  - a line of MAP is not two C identifiers, or an old or new name is given twice, or a new
    name is also an old one (a chain or a swap: apply it in two steps);
  - a new name already occurs as a whole word anywhere (a clash, or a map applied twice);
  - an old name occurs nowhere (the code moved on since the map was written; --skip-missing
    renames the others);
  - an old name occurs inside a C string literal in a .c or .h file (a message would change;
    --literals renames those too, once each has been read: an internal die() naming its
    function may follow it, a message the user sees may not).
--check reports what it would do and changes nothing.  Afterwards it lists the changed source
lines that are now over 100 columns (tabs at 8), to wrap by hand; then build and compare
outputs with bench/cmp_all.py (a rename must change none)."""
import os
import re
import subprocess
import sys

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*$")
WIDTH = 100


def readmap(path):
    pairs = []
    for no, line in enumerate(open(path), 1):
        line = line.split("#", 1)[0].split()
        if not line:
            continue
        if len(line) != 2 or not all(IDENT.match(w) for w in line):
            sys.exit(f"{path}:{no}: want two identifiers, `old new`")
        pairs.append((line[0], line[1], no))
    olds = [p[0] for p in pairs]
    news = [p[1] for p in pairs]
    for name in set(olds + news):
        if olds.count(name) > 1 or news.count(name) > 1:
            sys.exit(f"{path}: {name} is given twice")
    both = set(olds) & set(news)
    if both:
        sys.exit(f"{path}: new names that are also old ones (rename in two steps): "
                 + " ".join(sorted(both)))
    return {o: n for o, n, _ in pairs}


def textfiles(skip):
    """every text file git tracks, but skip (the map itself) and node_modules"""
    out = subprocess.run(["git", "ls-files", "-z"], capture_output=True, check=True).stdout
    files = {}
    for f in out.decode().split("\0"):
        if not f or f.startswith("node_modules/") or os.path.abspath(f) == skip:
            continue
        try:
            data = open(f, "rb").read()
        except OSError:
            continue
        if b"\0" in data:
            continue
        try:
            files[f] = data.decode()
        except UnicodeDecodeError:
            continue
    return files


def words(names):
    return re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(map(re.escape, names)) +
                      r")(?![A-Za-z0-9_])")


def instring(text, word):
    """the lines of C text where a match of word lies inside a "..." literal"""
    hits = []
    for no, line in enumerate(text.split("\n"), 1):
        for m in word.finditer(line):
            before = re.sub(r"\\.", "", line[:m.start()])
            before = re.sub(r"'[^']*'", "", before)
            if "//" not in before and "/*" not in before and before.count('"') % 2:
                hits.append((no, m.group(1)))
    return hits


def width(line):
    return len(line.expandtabs(8))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    opts = {a for a in sys.argv[1:] if a.startswith("--")}
    if len(args) != 1 or opts - {"--check", "--skip-missing", "--literals"}:
        sys.exit(__doc__)
    ren = readmap(args[0])
    files = textfiles(os.path.abspath(args[0]))
    new = words(ren.values())
    clash = sorted({(m.group(1), f) for f, t in files.items() for m in new.finditer(t)})
    if clash:
        sys.exit("new names already in use:\n" +
                 "\n".join(f"  {n} in {f}" for n, f in clash))
    old = words(ren)
    seen = {m.group(1) for t in files.values() for m in old.finditer(t)}
    missing = sorted(set(ren) - seen)
    if missing and "--skip-missing" not in opts:
        sys.exit("old names found nowhere (--skip-missing to rename the rest): " +
                 " ".join(missing))
    lit = [(f, no, w) for f, t in files.items() if f.endswith((".c", ".h"))
           for no, w in instring(t, old)]
    if lit and "--literals" not in opts:
        sys.exit("old names inside string literals (an output would change):\n" +
                 "\n".join(f"  {f}:{no}: {w}" for f, no, w in lit))
    wide = []
    for f, t in sorted(files.items()):
        u, n = old.subn(lambda m: ren[m.group(1)], t)
        if not n:
            continue
        print(f"{f}: {n} renamed")
        for no, (a, b) in enumerate(zip(t.split("\n"), u.split("\n")), 1):
            if f.endswith((".c", ".h", ".py")) and a != b and width(b) > WIDTH and \
               width(b) > width(a):
                wide.append(f"  {f}:{no}: {width(b)} columns")
        if "--check" not in opts:
            open(f, "w").write(u)
    for f, no, w in lit:
        print(f"renamed inside a string literal: {f}:{no}: {w}")
    if missing:
        print("not found (skipped): " + " ".join(missing))
    if wide:
        print(f"lines the rename took past {WIDTH} columns (wrap them):\n" + "\n".join(wide))


if __name__ == "__main__":
    main()
