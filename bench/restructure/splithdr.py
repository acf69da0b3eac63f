#!/usr/bin/env python3
"""Split frontend/frontend.h: what the parser and the driver need (the AST, fe_parse, fe_build,
BuildOpts, InputSpec) stays; the builder's internals go to frontend/builder.h, which every
builder file includes instead. Run in a checkout's root."""
import glob, re
h = open("frontend/frontend.h").read()
endif = h.index("\n#endif\n")
mark = h.index("/* Builder internals, shared by the build*.c files.")
public = h[endif + len("\n#endif\n"):mark]
public = public.replace("/* ---- the IR builder (build.c, build_stmt.c, build_expr.c, build_call.c, build_index.c) ---- */\n",
                        "/* the IR builder (frontend/builder.h holds its internals) */\n")
internal = h[mark:]
front = h[:endif] + "\n" + public.rstrip("\n") + "\n\n#endif\n"
front = front.replace("/* frontend.h: the AST the parser builds, and the frontend's entry points (parsing, the\n * normalization of early exits, the IR builder).",
                      "/* frontend.h: the AST the parser builds, and the frontend's entry points (parsing, the\n * normalization of early exits, the IR builder), all the parser and the driver need.  The\n * builder's internals are in builder.h.")
builder = ("/* builder.h: the IR builder's internals, shared by the builder's files and by nothing\n"
           " * outside frontend/ (the parser and the driver need only frontend.h). */\n"
           "#ifndef SCRIPTC_BUILDER_H\n#define SCRIPTC_BUILDER_H\n\n#include \"frontend.h\"\n\n"
           + internal.rstrip("\n") + "\n\n#endif\n")
open("frontend/frontend.h", "w").write(front)
open("frontend/builder.h", "w").write(builder)
for f in glob.glob("frontend/*.c"):
    if f.endswith("/ast.c"):
        continue
    s = open(f).read()
    s2 = s.replace('#include "frontend.h"', '#include "builder.h"', 1)
    if s2 != s:
        open(f, "w").write(s2)
