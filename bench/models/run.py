#!/usr/bin/python3
"""Figures for the vision examples with their weights (issue 20, "Figures to print"): scriptc
against torch.onnx.export of the model each example rebuilds (tests/lib/vision.py MODELS).

    bench/models/run.py [--scriptc build-rel/scriptc] [-k NAME] [--out DIR] [--runs N]
                        [--repeat R] [--skip-torch]

For each model: the weights file (written once by tools/to_safetensors.py into DIR, default
/tmp/scriptc-bench-models, and reused), the time of `cp` of it (the physical limit), scriptc's
whole-process wall time and peak RSS compiling the example with `--weights` (the median time
and the largest peak of R runs), the ONNX node count of its model, PyTorch's (a child process
building the reference model as to_safetensors.py does and calling torch.onnx.export at
opset 17: whole-process wall time and peak RSS, and the export call alone), its node count,
and ONNX Runtime's latency on both files (median of N runs, batch 1, one thread, the same
input; the two files timed in turns in one process, so that the machine's other work falls
on both alike). Where scriptc cannot compile a model, its first error line stands in for its
figures.
Not a test: it prints, and bench/README.md keeps the figures.

Peak RSS is each child's own (ru_maxrss from wait4 in a small interpreter without numpy or
torch: Linux carries a process's peak across exec, so a child of a big parent would report
the parent's size)."""

import argparse
import json
import math
import os
import random
import statistics
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))

import vision  # noqa: E402  (numpy only; torch is for the children)

PY = "/usr/bin/python3"

# the child of a small interpreter: writes "peak_kb seconds" of its own run to argv[1]
SPAWN = """import os, sys, time
t0 = time.monotonic()
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[2], sys.argv[2:])
_, status, ru = os.wait4(pid, 0)
secs = time.monotonic() - t0
with open(sys.argv[1], "w") as f:
    f.write("%d %.6f" % (ru.ru_maxrss, secs))
sys.exit(os.waitstatus_to_exitcode(status))
"""


def measure(cmd, d):
    """(exit status, stdout, stderr, seconds, peak MB) of cmd run on its own"""
    stat = os.path.join(d, "spawn.txt")
    p = subprocess.run([PY, "-S", "-c", SPAWN, stat] + cmd, capture_output=True, text=True,
                       cwd=ROOT)
    kb, secs = 0, 0.0
    if os.path.exists(stat):
        with open(stat) as f:
            kb, secs = f.read().split()
        os.unlink(stat)
    return p.returncode, p.stdout, p.stderr, float(secs), int(kb) / 1024.0


def weights(m, d):
    """the model's weights file, written once by tools/to_safetensors.py"""
    path = os.path.join(d, m.name + ".safetensors")
    if not os.path.exists(path):
        spec = {"superres": "examples/superres.py:SuperResolutionNet",
                "dcgan": "examples/dcgan.py:Generator"}.get(m.name, "torchvision:" + m.name)
        subprocess.run([PY, os.path.join(ROOT, "tools", "to_safetensors.py"), spec, path],
                       cwd=ROOT, check=True, stderr=subprocess.DEVNULL)
    return path


def nodes(path):
    """the node count of an ONNX file (nodes of Loop/If bodies included)"""
    code = ("import onnx, sys\n"
            "def n(g): return sum(1 + sum(n(a.g) for a in x.attribute if a.type == 5)"
            " + sum(n(s) for a in x.attribute for s in a.graphs) for x in g.node)\n"
            "print(n(onnx.load(sys.argv[1], load_external_data=False).graph))\n")
    p = subprocess.run([PY, "-c", code, path], capture_output=True, text=True)
    return p.stdout.strip() if p.returncode == 0 else "?"


def latency(models, m, inp, runs):
    """ONNX Runtime's median time of each model, timed in turns (ort_latency.js)"""
    p = subprocess.run(["node", os.path.join(HERE, "ort_latency.js"), m.inp, inp,
                        ",".join(str(x) for x in m.shape), str(runs)] + models,
                       capture_output=True, text=True)
    if p.returncode != 0:
        return ["error: " + (p.stderr.strip().splitlines() or ["?"])[0]] * len(models)
    return [line.split()[0] for line in p.stdout.splitlines()]


def first_error(text):
    lines = [l for l in text.splitlines() if ": error: " in l] or text.splitlines() or ["?"]
    return lines[0].strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scriptc", default=os.path.join(ROOT, "build-rel", "scriptc"))
    ap.add_argument("-k", help="only models whose name contains this")
    ap.add_argument("--out", default="/tmp/scriptc-bench-models")
    ap.add_argument("--runs", type=int, default=20, help="ONNX Runtime runs per model")
    ap.add_argument("--repeat", type=int, default=3, help="scriptc and cp runs per model")
    ap.add_argument("--skip-torch", action="store_true", help="no torch.onnx.export")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    scriptc = os.path.abspath(args.scriptc)
    rows = []
    print("model               weights   cp s | scriptc s    MB nodes  ORT ms | torch s "
          "(export)     MB nodes  ORT ms")
    for m in vision.MODELS:
        if (args.k and args.k not in m.name) or m.entry:
            continue   # an --entry variant (transform_input) costs what its model costs
        w = weights(m, args.out)
        mb = os.path.getsize(w) / 1e6
        inp = os.path.join(args.out, m.name + ".in.bin")
        rnd = random.Random(0)
        with open(inp, "wb") as f:
            f.write(struct.pack("<%df" % math.prod(m.shape),
                                *(rnd.gauss(0, 1) for _ in range(math.prod(m.shape)))))
        cps = []
        for _ in range(args.repeat):
            cps.append(measure(["cp", w, w + ".copy"], args.out)[3])
            os.unlink(w + ".copy")
        row = {"model": m.name, "weights_mb": round(mb, 1), "cp_s": min(cps)}
        ours = os.path.join(args.out, m.name + ".onnx")
        runs = [measure([scriptc, m.path, "-o", ours, "--weights", w,
                         "--input", m.spec()], args.out) for _ in range(args.repeat)]
        timed = []
        if runs[0][0] != 0:
            row["scriptc"] = first_error(runs[0][2])
        else:
            row.update(scriptc_s=statistics.median(r[3] for r in runs),
                       scriptc_mb=max(r[4] for r in runs), scriptc_nodes=nodes(ours))
            timed.append(("scriptc_ort_ms", ours))
        if not args.skip_torch:
            theirs = os.path.join(args.out, m.name + ".torch.onnx")
            rc, so, se, secs, peak = measure(
                [PY, os.path.join(HERE, "export_child.py"), m.name, theirs,
                 ",".join(str(x) for x in m.shape)], args.out)
            if rc != 0:
                row["torch"] = first_error(se)
            else:
                row.update(torch_s=secs, torch_export_s=float(so.split()[-1]), torch_mb=peak,
                           torch_nodes=nodes(theirs))
                timed.append(("torch_ort_ms", theirs))
        if timed:   # both files in one process, in turns
            for (key, _), ms in zip(timed, latency([f for _, f in timed], m, inp, args.runs)):
                row[key] = ms
        if "scriptc" in row:
            left = "%-17s %8.1f %6.2f | %s" % (m.name, mb, row["cp_s"], row["scriptc"])
        else:
            left = "%-17s %8.1f %6.2f | %9.2f %5.0f %5s %7s" % (
                m.name, mb, row["cp_s"], row["scriptc_s"], row["scriptc_mb"],
                row["scriptc_nodes"], row["scriptc_ort_ms"])
        right = ""
        if "torch" in row:
            right = row["torch"]
        elif "torch_s" in row:
            right = "%7.2f (%6.2f) %6.0f %5s %7s" % (
                row["torch_s"], row["torch_export_s"], row["torch_mb"], row["torch_nodes"],
                row["torch_ort_ms"])
        print(left + (" | " + right if right else ""), flush=True)
        rows.append(row)
    with open(os.path.join(args.out, "figures.json"), "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
