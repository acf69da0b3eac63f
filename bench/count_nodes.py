#!/usr/bin/python3
"""Count the compute nodes (every node but Constant, Loop and If bodies included) of every
e2e case's model, compiled by one or more scriptc binaries, and print the totals.

    bench/count_nodes.py SCRIPTC [SCRIPTC...] [--opsets 11,13,17] [-j N] [-k SUBSTR]

Each case is compiled as the suite compiles it (its `inputs` and `options` blocks) at each
opset; a case that any binary refuses is left out of every total, so the totals compare the
same models.  Prints, per binary and opset, the models counted and their nodes, then the
cases whose counts differ most (first binary against each other)."""

import argparse
import concurrent.futures as cf
import glob
import os
import shutil
import subprocess
import sys
import tempfile

import onnx

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
sys.path.insert(0, os.path.join(TESTS, "lib"))
import caseblocks  # noqa: E402


def count(g):
    n = 0
    for node in g.node:
        if node.op_type != "Constant":
            n += 1
        for a in node.attribute:
            if a.type == onnx.AttributeProto.GRAPH:
                n += count(a.g)
            for sub in a.graphs:
                n += count(sub)
    return n


def one(exe, path, opset, tmp):
    with open(path) as f:
        b = caseblocks.parse(f.read())
    args = caseblocks.input_args(b) + caseblocks.options(b)
    d = tempfile.mkdtemp(dir=tmp)
    out = os.path.join(d, "model.onnx")
    r = subprocess.run([os.path.abspath(exe), os.path.basename(path), "-o", out,
                        "--opset", str(opset)] + args, cwd=os.path.dirname(path),
                       capture_output=True)
    try:
        return None if r.returncode else count(onnx.load(out).graph)
    finally:
        shutil.rmtree(d)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("exe", nargs="+")
    ap.add_argument("--opsets", default="17")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("-k", default="")
    ap.add_argument("--changed", help="write the names of the cases whose counts differ here")
    a = ap.parse_args()
    opsets = [int(x) for x in a.opsets.split(",")]
    cases = [p for p in sorted(glob.glob(os.path.join(TESTS, "e2e", "*.py"))) if a.k in p]
    tmp = tempfile.mkdtemp()
    jobs = [(p, o, e) for p in cases for o in opsets for e in a.exe]
    with cf.ThreadPoolExecutor(a.j) as ex:
        res = dict(zip(jobs, ex.map(lambda j: one(j[2], j[0], j[1], tmp), jobs)))
    shutil.rmtree(tmp)
    for o in opsets:
        ok = [p for p in cases if all(res[(p, o, e)] is not None for e in a.exe)]
        for e in a.exe:
            print("opset %d  %s: %d models, %d compute nodes"
                  % (o, e, len(ok), sum(res[(p, o, e)] for p in ok)))
        for e in a.exe[1:]:
            d = sorted(ok, key=lambda p: res[(p, o, e)] - res[(p, o, a.exe[0])])
            nd = sum(1 for p in ok if res[(p, o, e)] != res[(p, o, a.exe[0])])
            print("  %d models differ; most fewer:" % nd)
            for p in d[:8]:
                print("    %-50s %4d -> %4d" % (os.path.basename(p), res[(p, o, a.exe[0])],
                                               res[(p, o, e)]))
            if a.changed:
                with open(a.changed, "a") as f:
                    f.writelines(os.path.basename(p)[:-3] + "\n" for p in ok
                                 if res[(p, o, e)] != res[(p, o, a.exe[0])])
            more = [p for p in ok if res[(p, o, e)] > res[(p, o, a.exe[0])]]
            for p in more[:10]:
                print("  MORE %-50s %4d -> %4d" % (os.path.basename(p), res[(p, o, a.exe[0])],
                                                   res[(p, o, e)]))


if __name__ == "__main__":
    main()
