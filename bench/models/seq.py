#!/usr/bin/python3
"""Figures for the sequence models (issue 21, "Figures to print"): scriptc against
torch.onnx.export on the word language model (examples/word_language_model.py's LSTMModel():
LSTM, 2 layers, 650 units, 33,278 tokens, the example's medium size) and a 6-layer
nn.TransformerEncoder (d_model 512, 8 heads, dim_feedforward 2048: bench/models/seq_models.py).

    bench/models/seq.py [--scriptc build-rel/scriptc] [-k NAME] [--out DIR] [--runs N]
                        [--repeat R] [--seqs 1,35,512] [--skip-torch]

For each model: the weights file (tools/to_safetensors.py, into DIR, default
/tmp/scriptc-bench-models, reused), scriptc's whole-process wall time (median of R runs)
and peak RSS (largest) compiling it with `--weights` and symbolic seq and batch dims, its
node count; PyTorch's torch.onnx.export of the same model with the same weights
(bench/models/seq_export.py in a process of its own: whole-process time, peak RSS, and the
export call alone), its node count, or its error where it fails; and ONNX Runtime's latency
on both files at each sequence length of --seqs, batch 1 (median of N runs, one thread,
default optimizations, the same inputs, the two files timed in turns in one process:
ort_seq_latency.js, four sessions of each; the mean of two such processes, the files in
either order). Measurement as bench/models/run.py's (its `measure`: each child's own
peak RSS). Not a test: it prints, and bench/README.md keeps the figures."""

import argparse
import importlib.util
import json
import os
import random
import statistics
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PY = "/usr/bin/python3"


def _bench_run():
    spec = importlib.util.spec_from_file_location("bench_models_run",
                                                  os.path.join(HERE, "run.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


BR = _bench_run()   # measure, nodes, first_error


class Seq:
    """name; the script, its --entry, the spec of its inputs; the tools/to_safetensors.py
    spec of its weights; the feeds at a sequence length (name, dtype, shape)"""

    def __init__(self, name, path, entry, specs, wspec, feeds):
        self.name, self.path, self.entry, self.specs = name, path, entry, specs
        self.wspec, self.feeds = wspec, feeds


MODELS = [
    Seq("wlm_lstm", "examples/word_language_model.py", "LSTMModel()",
        ["input:int64[seq,batch]", "h0:float32[2,batch,650]", "c0:float32[2,batch,650]"],
        "examples/word_language_model.py:LSTMModel",
        lambda s: [("input", "int64", [s, 1]), ("h0", "float32", [2, 1, 650]),
                   ("c0", "float32", [2, 1, 650])]),
    Seq("encoder", "bench/models/seq_models.py", None, ["src:float32[seq,batch,512]"],
        "bench/models/seq_models.py:Encoder", lambda s: [("src", "float32", [s, 1, 512])]),
]


def weights(m, d):
    path = os.path.join(d, m.name + ".safetensors")
    if not os.path.exists(path):
        subprocess.run([PY, os.path.join(ROOT, "tools", "to_safetensors.py"), m.wspec, path],
                       cwd=ROOT, check=True, stderr=subprocess.DEVNULL)
    return path


def feeds(m, s, d):
    """the inputs at sequence length s, batch 1, written into d from a fixed seed"""
    rnd = random.Random(s)
    out = []
    for name, dt, shape in m.feeds(s):
        n = 1
        for x in shape:
            n *= x
        f = os.path.join(d, "%s.%s.%d.bin" % (m.name, name, s))
        with open(f, "wb") as fh:
            if dt == "int64":
                fh.write(struct.pack("<%dq" % n, *(rnd.randrange(33278) for _ in range(n))))
            else:
                fh.write(struct.pack("<%df" % n, *(rnd.gauss(0, 0.5) for _ in range(n))))
        out.append({"name": name, "dtype": dt, "shape": shape, "file": f})
    return out


def latency(files, fd, runs, d):
    """each file's median ms: the mean of two ort_seq_latency.js processes, one with the
    files in the given order and one reversed (in one process the file listed first is
    faster or slower by up to 5%, by where its sessions fall in the order they are made)"""
    job = os.path.join(d, "ort_job.json")
    ms = [[] for _ in files]
    for order in (list(range(len(files))), list(reversed(range(len(files))))):
        with open(job, "w") as f:
            json.dump({"runs": runs, "models": [files[i] for i in order], "feeds": fd}, f)
        p = subprocess.run(["node", os.path.join(HERE, "ort_seq_latency.js"), job],
                           capture_output=True, text=True)
        if p.returncode != 0:
            return ["error: " + (p.stderr.strip().splitlines() or ["?"])[0]] * len(files)
        for i, line in zip(order, p.stdout.splitlines()):
            ms[i].append(float(line.split()[0]))
    return ["%.2f" % statistics.mean(m) for m in ms]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scriptc", default=os.path.join(ROOT, "build-rel", "scriptc"))
    ap.add_argument("-k", help="only models whose name contains this")
    ap.add_argument("--out", default="/tmp/scriptc-bench-models")
    ap.add_argument("--runs", type=int, default=20, help="ONNX Runtime runs per length")
    ap.add_argument("--repeat", type=int, default=3, help="scriptc runs per model")
    ap.add_argument("--seqs", default="1,35,512", help="sequence lengths timed")
    ap.add_argument("--skip-torch", action="store_true", help="no torch.onnx.export")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    scriptc = os.path.abspath(args.scriptc)
    seqs = [int(s) for s in args.seqs.split(",")]
    with open("/proc/loadavg") as f:
        print("load average at the start: %s" % " ".join(f.read().split()[:3]))
    rows = []
    for m in MODELS:
        if args.k and args.k not in m.name:
            continue
        w = weights(m, args.out)
        row = {"model": m.name, "weights_mb": round(os.path.getsize(w) / 1e6, 1)}
        ours = os.path.join(args.out, m.name + ".onnx")
        cmd = [scriptc, m.path, "-o", ours, "--weights", w]
        for s in m.specs:
            cmd += ["--input", s]
        if m.entry:
            cmd += ["--entry", m.entry]
        runs = [BR.measure(cmd, args.out) for _ in range(args.repeat)]
        timed = []
        if runs[0][0] != 0:
            row["scriptc"] = BR.first_error(runs[0][2])
        else:
            row.update(scriptc_s=statistics.median(r[3] for r in runs),
                       scriptc_mb=max(r[4] for r in runs), scriptc_nodes=BR.nodes(ours))
            timed.append(("scriptc", ours))
        if not args.skip_torch:
            theirs = os.path.join(args.out, m.name + ".torch.onnx")
            rc, so, se, secs, peak = BR.measure(
                [PY, os.path.join(HERE, "seq_export.py"), m.name, theirs], args.out)
            if rc != 0:
                row["torch"] = BR.first_error(se)
            else:
                row.update(torch_s=secs, torch_export_s=float(so.split()[-1]), torch_mb=peak,
                           torch_nodes=BR.nodes(theirs))
                timed.append(("torch", theirs))
        for s in seqs:
            if timed:
                ms = latency([f for _, f in timed], feeds(m, s, args.out), args.runs, args.out)
                for (key, _), t in zip(timed, ms):
                    row["%s_ort_ms_seq%d" % (key, s)] = t
        rows.append(row)
        print("%s (weights %.1f MB)" % (m.name, row["weights_mb"]))
        if "scriptc" in row:
            print("  scriptc: %s" % row["scriptc"])
        else:
            print("  scriptc: %.2f s, %.0f MB peak, %s nodes" % (
                row["scriptc_s"], row["scriptc_mb"], row["scriptc_nodes"]))
        if "torch" in row:
            print("  torch.onnx.export: %s" % row["torch"])
        elif "torch_s" in row:
            print("  torch.onnx.export: %.2f s (export call %.2f s), %.0f MB peak, %s nodes" % (
                row["torch_s"], row["torch_export_s"], row["torch_mb"], row["torch_nodes"]))
        for s in seqs:
            print("  ORT ms, seq %4d: scriptc %8s   torch %8s" % (
                s, row.get("scriptc_ort_ms_seq%d" % s, "-"), row.get("torch_ort_ms_seq%d" % s,
                                                                     "-")), flush=True)
    with open("/proc/loadavg") as f:
        print("load average at the end: %s" % " ".join(f.read().split()[:3]))
    with open(os.path.join(args.out, "seq_figures.json"), "w") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
