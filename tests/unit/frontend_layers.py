#!/usr/bin/python3
"""frontend_layers.py BUILD_DIR [--side] [--layers L]: the frontend's files call one way.

Reads which frontend file defines and which uses each global symbol from the object files of
BUILD_DIR's scriptc library (nm), and prints every reference that goes up the layering below
(docs/architecture.md, "The frontend's files": ';' between layers, bottom up, ',' between
the files of one layer).  Exit status 1 if one goes up other than the language's own
recursion (ALLOWED: an expression whose body is built as statements), or if a frontend file
has no layer (a new file must be given one here and in the docs).  --side also lists the
references between the files of one layer; --layers tries another layering."""
import collections
import glob
import os
import subprocess
import sys

LAYERS = ("kernel.c;interp.c,interp_value.c,interp_unit.c,interp_call.c,interp_builtin.c,interp_obj.c,interp_torch.c,interp_fstr.c;env.c;methods.c,facts.c,layout.c,listobj.c,device.c;tensor.c;split.c,held.c;"
          "optional.c;sizes.c;oprow.c;match.c;held_follow.c;held_loop.c;tensor_write.c;"
          "overlap.c;dictkeys.c;list.c,rows.c;dict.c;names.c;merge_kit.c,carry_kit.c;"
          "optional_merge.c;tensor_merge.c;split_merge.c,dict_merge.c,rows_merge.c;"
          "list_merge.c;build_split.c,lenonly.c,listsort.c,build_expr.c,build_call.c,"
          "build_builtin.c,build_index.c,build_multi.c,build_rnn.c,packed.c,build_reorder.c,build_stats.c,build_factory.c,build_products.c,build_elemx.c,build_special.c,build_norm.c,build_search.c,build_quantile.c,build_grid.c,custom.c,inline.c,object.c;raise.c,build_stmt.c,"
          "stmt_if.c,stmt_merge.c,stmt_exit.c,stmt_loop.c,stmt_carried.c,stmt_loopend.c,"
          "stmt_iter.c,build_comp.c;build.c,module.c,customdecl.c")

# comprehensions, run-time list slices and split pieces are built as statements, and a call
# of the file's own function builds its body: the expressions call the statements there
ALLOWED = {"comp_list", "comp_dict", "comp_listslice", "comp_pieces", "stmt_body"}


def symbols(build):
    defs, uses = {}, collections.defaultdict(set)
    objs = glob.glob(os.path.join(build, "libscriptc.a.p", "frontend_*.o"))
    for o in objs:
        f = os.path.basename(o)[len("frontend_"):-len(".o")]
        out = subprocess.run(["nm", o], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            p = line.split()
            if len(p) == 3 and p[1] in "TDBR":
                defs[p[2]] = f
            elif len(p) == 2 and p[0] == "U":
                uses[f].add(p[1])
    return objs, defs, uses


def main():
    args = sys.argv[1:]
    side = "--side" in args
    layers = LAYERS
    if "--layers" in args:
        layers = args[args.index("--layers") + 1]
        args.remove(layers)
    args = [a for a in args if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    level = {}
    for i, group in enumerate(layers.split(";")):
        for f in group.split(","):
            level[f] = i
    objs, defs, uses = symbols(args[0])
    if not objs:
        sys.exit("frontend_layers: no frontend object files in " + args[0])
    bad = 0
    for f in sorted(set(defs.values()) | set(uses)):
        if f != "ast.c" and f not in level:
            print("%s: no layer (give it one in tests/unit/frontend_layers.py and "
                  "docs/architecture.md)" % f)
            bad += 1
    up, beside = collections.defaultdict(set), collections.defaultdict(set)
    for f, names in uses.items():
        for name in names:
            d = defs.get(name)
            if not d or d == f or "ast.c" in (d, f) or f not in level or d not in level:
                continue
            if level[d] > level[f]:
                up[(f, d)].add(name)
            elif level[d] == level[f]:
                beside[(f, d)].add(name)
    for (f, d), names in sorted(up.items(), key=lambda x: (level[x[0][0]], x[0])):
        wrong = names - ALLOWED
        bad += bool(wrong)
        print("%-18s -> %-16s %s%s" % (f, d, " ".join(sorted(names)),
                                       "   UPWARD" if wrong else ""))
    if side:
        for (f, d), names in sorted(beside.items()):
            print("  beside %-18s -> %-16s %s" % (f, d, " ".join(sorted(names))))
    print("%d upward references, %d outside the language's recursion"
          % (sum(len(v) for v in up.values()),
             sum(len(v - ALLOWED) for v in up.values())))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
