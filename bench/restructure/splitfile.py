#!/usr/bin/env python3
"""splitfile.py BUILD HDR NEWFILE SRC NAME... : move functions NAME... from SRC into NEWFILE
(created with a placeholder opening comment if missing, including HDR), then build in BUILD
and, while the compiler reports an implicit declaration of (or a used-but-undefined static)
function X, export X: drop `static` from its definition, drop static forward declarations
of it, and add its prototype to HDR.  Files are frontend/*.c."""
import glob, os, re, subprocess, sys
build, hdr, newf, src = sys.argv[1:5]
names = sys.argv[5:]
here = os.path.dirname(os.path.abspath(__file__))
if not os.path.exists(newf):
    open(newf, "w").write("/* TODO */\n#include <stdlib.h>\n#include <string.h>\n#include \"%s\"\n" % os.path.basename(hdr))
mb = open("frontend/meson.build").read()
if "'%s'" % os.path.basename(newf) not in mb:
    mb = mb.replace("'build_stmt.c', ", "'build_stmt.c', '%s', " % os.path.basename(newf), 1)
    open("frontend/meson.build", "w").write(mb)
if names:
    subprocess.run([sys.executable, os.path.join(here, "movefns.py"), src, newf] + names, check=True)

def defn(name):
    for f in sorted(glob.glob("frontend/*.c")):
        if '#include "%s"' % os.path.basename(hdr) not in open(f).read():
            continue
        lines = open(f).read().split("\n")
        for i, l in enumerate(lines):
            if re.match(r"^%s\(" % re.escape(name), l) and not l.rstrip().endswith(";"):
                return f, lines, i
    return None

def export(name):
    d = defn(name)
    if not d:
        sys.exit("no definition of " + name)
    f, lines, i = d
    s = i
    while s > 0 and lines[s-1] and not lines[s-1].startswith((" *", "/*", "}", "#")) and not lines[s-1].endswith(";"):
        s -= 1
    # prototype: type lines + name line .. line with ')' closing params
    e = i
    depth = 0
    proto = []
    for j in range(s, len(lines)):
        proto.append(lines[j])
        if j >= i:
            depth += lines[j].count("(") - lines[j].count(")")
            if depth <= 0:
                e = j
                break
    for j in range(s, i):
        if lines[j].startswith("static "):
            lines[j] = lines[j][len("static "):]
        elif lines[j] == "static":
            lines[j] = None
    lines = [l for l in lines if l is not None]
    open(f, "w").write("\n".join(lines))
    p = [l[len("static "):] if l.startswith("static ") else l for l in proto if l != "static"]
    text = " ".join(x.strip() for x in p)
    text = re.sub(r"\s+\*", " *", text).replace("( ", "(")
    # type and name on one line
    text = re.sub(r"\s+", " ", text).replace("* ", "*").replace(" *", " *")
    text = text.rstrip() + ";"
    # drop static forward declarations of name in every file
    for g in glob.glob("frontend/*.c"):
        t = open(g).read()
        t2 = re.sub(r"(?m)^static [^;(\n]*\b%s\([^;{]*\);\n" % re.escape(name), "", t)
        if t2 != t:
            open(g, "w").write(t2)
    h = open(hdr).read()
    i = h.rindex("#endif")
    h = h[:i] + wrap(text) + "\n" + h[i:]
    open(hdr, "w").write(h)
    print("exported", name)

def wrap(t, width=100):
    if len(t) <= width:
        return t
    out, line = [], ""
    for w in t.split(" "):
        if len(line) + 1 + len(w) > width and line:
            out.append(line); line = "\t" + w
        else:
            line = (line + " " + w) if line else w
    out.append(line)
    return "\n".join(out)

for rnd in range(200):
    p = subprocess.run(["ninja", "-C", build], capture_output=True, text=True)
    if p.returncode == 0:
        print("built"); break
    out = p.stdout + p.stderr
    todo = set(re.findall(r"implicit declaration of function ‘(\w+)’", out))
    todo |= set(re.findall(r"‘(\w+)’ used but never defined", out))
    todo |= set(re.findall(r"‘(\w+)’ declared ‘static’ but never defined", out))
    if not todo:
        print(out[-4000:]); sys.exit("build fails for another reason")
    for n in sorted(todo):
        export(n)
