#!/usr/bin/python3
"""Count the nodes inside ONNX Loop bodies (any depth, If branches inside a body included)
over every e2e case compiled at one opset, with one scriptc binary; for the licm pass's
figures (bench/README.md).

    bench/loop_nodes.py SCRIPTC [--opset 17] [--out DIR] [-O LEVEL] [-j 2] [--per-case] [--keep]

Prints `CASES cases with a Loop: N nodes in Loop bodies, C of them Constant`; with
--per-case, one line per case with a Loop first."""

import argparse
import concurrent.futures as cf
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
import caseblocks  # noqa: E402
import onnx  # noqa: E402


def count(graph, inloop):
    n = c = 0
    for node in graph.node:
        if inloop:
            n += 1
            c += node.op_type == "Constant"
        for a in node.attribute:
            if a.type == onnx.AttributeProto.GRAPH:
                dn, dc = count(a.g, inloop or node.op_type == "Loop")
                n, c = n + dn, c + dc
    return n, c


def hasloop(graph):
    return any(node.op_type == "Loop" or any(a.type == onnx.AttributeProto.GRAPH and hasloop(a.g)
                                             for a in node.attribute) for node in graph.node)


def one(path, args):
    with open(path) as f:
        b = caseblocks.parse(f.read())
    out = os.path.join(args.out, os.path.basename(path)[:-3] + ".onnx")
    cmd = [args.scriptc, path, "-o", out, "--opset", str(args.opset)]
    cmd += caseblocks.input_args(b) + caseblocks.options(b)
    if args.O is not None:
        cmd += ["-O" + args.O]
    r = subprocess.run(cmd, capture_output=True, cwd=ROOT)
    if r.returncode:
        return None
    g = onnx.load(out).graph
    if not args.keep:
        os.unlink(out)
    return (os.path.basename(path),) + count(g, False) if hasloop(g) else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("scriptc")
    ap.add_argument("--opset", type=int, default=17)
    ap.add_argument("--out", default="/tmp/loop_nodes")
    ap.add_argument("-O", choices=("0", "1", "2"))
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--per-case", action="store_true")
    ap.add_argument("--keep", action="store_true", help="keep the models in --out")
    args = ap.parse_args()
    args.scriptc = os.path.abspath(args.scriptc)
    os.makedirs(args.out, exist_ok=True)
    paths = sorted(glob.glob(os.path.join(ROOT, "tests", "e2e", "*.py")))
    with cf.ThreadPoolExecutor(args.j) as ex:
        rows = [r for r in ex.map(lambda p: one(p, args), paths) if r]
    if args.per_case:
        for name, n, c in rows:
            print("%s %d %d" % (name, n, c))
    print("%d cases with a Loop: %d nodes in Loop bodies, %d of them Constant"
          % (len(rows), sum(r[1] for r in rows), sum(r[2] for r in rows)))


if __name__ == "__main__":
    main()
