"""Writes the prelude (a .py file of the script language) as a C array, so scriptc carries
its built-in modules inside the binary: embed.py IN.py OUT.c SYMBOL."""
import sys

src, out, sym = sys.argv[1], sys.argv[2], sys.argv[3]
data = open(src, "rb").read()
with open(out, "w") as f:
    f.write("/* generated from %s by frontend/prelude/embed.py */\n#include <stddef.h>\n" % src.split("/")[-1])
    f.write("const char %s[] = {\n" % sym)
    for i in range(0, len(data), 16):
        f.write("".join("%d," % b for b in data[i:i + 16]) + "\n")
    f.write("0};\nconst size_t %s_len = %d;\n" % (sym, len(data)))
