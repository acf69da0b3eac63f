#!/usr/bin/python3
"""ONNX Runtime latency of the loop-heavy scripts of bench/loops/ compiled by two scriptc
binaries (a change's before and after; bench/README.md, "Loop-invariant code motion"):

    /usr/bin/python3 bench/loops/latency.py OLD_SCRIPTC NEW_SCRIPTC [--runs 200] [--out DIR]

Each script is compiled by both, fed the same random inputs (seeded) and timed by
bench/models/ort_seq_latency.js (one thread, default optimization level, the two models in
turns).  Prints per script: the nodes inside Loop bodies and the median and minimum ms of
each model."""

import argparse
import json
import os
import subprocess
import sys

import onnx
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import loop_nodes  # noqa: E402

# script: its --input specs and the inputs timed (an int is a 0-d int64)
CASES = {
    "lstmcell.py": (["x:float32[T,batch,16]", "h:float32[batch,32]", "c:float32[batch,32]",
                     "w_ih:float32[128,16]", "w_hh:float32[128,32]", "b_ih:float32[128]",
                     "b_hh:float32[128]"],
                    dict(x=(200, 4, 16), h=(4, 32), c=(4, 32), w_ih=(128, 16),
                         w_hh=(128, 32), b_ih=(128,), b_hh=(128,))),
    "greedy_mlp.py": (["emb:float32[vocab,hid]", "w1:float32[hid,h2]", "b1:float32[hid]",
                       "w2:float32[vocab,hid]", "b2:float32[vocab]", "h:float32[hid]",
                       "start:int64[]", "n:int64[]"],
                      dict(emb=(50, 16), w1=(16, 32), b1=(16,), w2=(50, 16), b2=(50,),
                           h=(16,), start=0, n=100)),
}


def feeds(shapes, out):
    torch.manual_seed(0)
    res = []
    for name, s in shapes.items():
        t = torch.tensor(s) if isinstance(s, int) else torch.randn(*s) * 0.5
        path = os.path.join(out, name + ".bin")
        t.numpy().tofile(path)
        res.append({"name": name, "dtype": "int64" if isinstance(s, int) else "float32",
                    "shape": list(t.shape), "file": path})
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--out", default="/tmp/loop-latency")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for script, (specs, shapes) in CASES.items():
        models = []
        for tag, bin in (("old", args.old), ("new", args.new)):
            m = os.path.join(args.out, "%s.%s.onnx" % (script[:-3], tag))
            cmd = [bin, os.path.join(HERE, script), "-o", m]
            subprocess.run(cmd + sum((["--input", s] for s in specs), []), check=True)
            models.append(m)
        job = os.path.join(args.out, script[:-3] + ".json")
        with open(job, "w") as f:
            json.dump({"runs": args.runs, "models": models, "feeds": feeds(shapes, args.out)}, f)
        r = subprocess.run(["node", os.path.join(ROOT, "bench", "models", "ort_seq_latency.js"),
                            job], capture_output=True, text=True, check=True)
        for tag, m, line in zip(("old", "new"), models, r.stdout.split("\n")):
            n, c = loop_nodes.count(onnx.load(m).graph, False)
            print("%-14s %s: %3d nodes in Loop bodies, median %s ms, min %s ms"
                  % (script, tag, n, *line.split()))


if __name__ == "__main__":
    main()
