#!/usr/bin/python3
"""Figures for issue 23 ("Lean graphs"): scriptc's models against PyTorch's own export of the
same script, in compute nodes and ONNX Runtime latency.

    /usr/bin/python3 bench/ort_latency/run.py [-k PATTERN] [--runs N] [--jobs J]
        [--levels O0,O1,O2] [--out DIR] [--csv FILE] [--scriptc build-rel/scriptc]
        [--timeout S] [--no-loops | --only-loops]

The cases: every case of tests/e2e, tests/e2e_lists and tests/e2e_writes (the e2e format:
docs/testing.md), then the loop-heavy programs of bench/ort_latency/loops (the same
format), always last and summed up apart. -k keeps the cases whose name contains PATTERN.

For each case a worker process (export_child.py; J of them, each importing torch once,
killed and restarted after --timeout seconds on one case) writes what the e2e harness
writes (tests/lib/truth.py: the sets' inputs, PyTorch's outputs, a module's weights) and
exports torch.jit.script of the same entry with torch.onnx.export at opset 17, the first
set as example args, every symbolic dim dynamic. That is cached in DIR/cases/NAME.HASH
(HASH: of the script and of export_child.py), so a second run exports only what changed.
Cases PyTorch cannot export, or whose export ONNX Runtime cannot run, or computes
something else than PyTorch on a set, are skipped and counted by reason. scriptc compiles
the case at each level (its default is -O2, at opset 17, its default too) with the
case's options and the same weights; a case it refuses is skipped and counted too.

Compute nodes: every node of the graph but Constant; the nodes inside Loop and If (and
Scan) bodies count, the Loop and If nodes themselves do not.

Latency: ONNX Runtime (onnxruntime-node, one intra-op and one inter-op thread, default
optimization level), the median of N runs per input set (default 200) of each model, all
models of a case timed in turns in one node process (ort_latency.js); a case's latency is
the sum of its sets' medians, its ratio ours (at -O2) / PyTorch's. Every model's outputs
are checked against PyTorch's on every set first; ours differing is printed as WRONG.
At the end: totals per level, the node ratio in total, the geometric mean of the latency
ratio, the worst case, how many cases have more nodes than PyTorch's, and the ten worst
cases by node excess and by latency ratio. --out keeps both models of each case
(torch.onnx, ours-O2.onnx, ...). Not a test: it prints, bench/README.md keeps the figures.
"""

import argparse
import collections
import concurrent.futures as cf
import csv
import glob
import hashlib
import json
import math
import os
import random
import re
import select
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))

import caseblocks  # noqa: E402  (no torch in this process: the workers have it)

PY = "/usr/bin/python3"
CHILD = os.path.join(HERE, "export_child.py")
SUITES = ("tests/e2e", "tests/e2e_lists", "tests/e2e_writes")
LOOPS = "bench/ort_latency/loops"
WALKED = ("Loop", "If", "Scan")


class Case:
    def __init__(self, name, path, loop):
        self.name, self.path, self.loop = name, path, loop
        with open(path) as f:
            self.text = f.read()
        self.blocks = caseblocks.parse(self.text)
        self.skip = None          # why it is not measured
        self.wrong = []           # our levels that compute something else
        self.nodes = {}           # "torch" or level -> compute nodes
        self.lat = {}             # "torch" or level -> ms, the sum of the sets' medians
        self.ops = {}             # "torch" or level -> Counter of compute nodes' op types
        self.dir = None


def collect(k, loops, only_loops):
    out = []
    dirs = ([] if only_loops else [(d, False) for d in SUITES]) + \
        ([(LOOPS, True)] if loops else [])
    for d, loop in dirs:
        for path in sorted(glob.glob(os.path.join(ROOT, d, "*.py"))):
            name = os.path.basename(path)[:-3]
            if k and k not in name:
                continue
            try:
                c = Case(name, path, loop)
            except caseblocks.CaseError:
                continue
            if "sets" in c.blocks:   # tests/e2e_writes/check_truth.py is not a case
                out.append(c)
    return out


def case_dir(out, c):
    with open(CHILD, "rb") as f:
        h = hashlib.sha256(c.text.encode() + f.read()).hexdigest()[:12]
    return os.path.join(out, "cases", "%s.%s" % (c.name, h))


class Worker:
    """One export_child.py process, restarted after a timeout or a crash."""

    def __init__(self, log, timeout):
        self.log, self.timeout, self.p = log, timeout, None

    def ask(self, req):
        if self.p is None:
            self.p = subprocess.Popen([PY, CHILD], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=self.log, cwd=ROOT)
        try:
            self.p.stdin.write((json.dumps(req) + "\n").encode())
            self.p.stdin.flush()
        except BrokenPipeError:
            return self.died()
        fd, buf = self.p.stdout.fileno(), b""
        while b"\n" not in buf:
            if not select.select([fd], [], [], self.timeout)[0]:
                self.p.kill()
                self.p.wait()
                self.p = None
                return {"ok": False, "stage": "export",
                        "why": "timed out after %d s" % self.timeout}
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return self.died()
            buf += chunk
        return json.loads(buf)

    def died(self):
        rc = self.p.wait()
        self.p = None
        return {"ok": False, "stage": "export",
                "why": "PyTorch's process died (%s)" % (
                    "signal %d" % -rc if rc < 0 else "exit status %d" % rc)}

    def close(self):
        if self.p is not None:
            self.p.stdin.close()
            self.p.wait()


def exports(cases, args):
    """Fill every case's dir with the truth and PyTorch's model, or set its skip."""
    todo = []
    for c in cases:
        c.dir = case_dir(args.out, c)
        done = os.path.join(c.dir, "export.json")
        if os.path.exists(done):
            with open(done) as f:
                c.export = json.load(f)
        elif args.cached_only:
            c.export = {"ok": False, "stage": "export", "why": "not exported yet (--cached-only)"}
        else:
            todo.append(c)
    if todo:
        print("exporting %d cases with PyTorch (%d cached)" % (len(todo), len(cases) - len(todo)),
              file=sys.stderr)
    # in a shuffled order, so that the cases exported before an interrupted run stopped (a
    # later --cached-only run measures them) are a fair sample of the suite
    random.Random(23).shuffle(todo)
    q = collections.deque(todo)
    lock = threading.Lock()
    log = open(os.path.join(args.out, "export_child.log"), "ab")

    def work():
        w = Worker(log, args.timeout)
        while True:
            with lock:
                if not q:
                    break
                c = q.popleft()
                left = len(q)
            os.makedirs(c.dir, exist_ok=True)
            c.export = w.ask({"path": c.path, "name": c.name, "dir": c.dir})
            with open(os.path.join(c.dir, "export.json"), "w") as f:
                json.dump(c.export, f)
            if left % 25 == 0:
                print("  %d to export" % left, file=sys.stderr)
        w.close()

    threads = [threading.Thread(target=work) for _ in range(max(1, args.jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for c in cases:
        if not c.export["ok"]:
            c.skip = ("the case is wrong for PyTorch: " if c.export["stage"] == "truth"
                      else "PyTorch cannot export it: ") + c.export["why"]


def compile_ours(cases, args):
    def one(c, level):
        model = os.path.join(c.dir, "ours-%s.onnx" % level)
        cmd = [args.scriptc, c.path, "-o", model] + caseblocks.input_args(c.blocks) + \
            caseblocks.options(c.blocks) + ["--opset", "17", "-" + level]
        weights = os.path.join(c.dir, "weights.safetensors")
        if os.path.exists(weights):
            cmd += ["--weights", weights]
        p = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
        if p.returncode != 0:
            err = (p.stderr.strip().splitlines() or ["exit status %d" % p.returncode])[0]
            return "scriptc -%s refuses it: %s" % (level, re.sub(r"^\S+: error: ", "", err))
        return None

    live = [c for c in cases if not c.skip]
    with cf.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        futs = {(c.name, lv): pool.submit(one, c, lv) for c in live for lv in args.levels}
    for c in live:
        for lv in args.levels:
            why = futs[(c.name, lv)].result()
            if why and not c.skip:
                c.skip = why


def compute_nodes(g, ops):
    """g's compute nodes, their op types counted into the Counter ops"""
    n = 0
    for node in g.node:
        if node.op_type == "Constant":
            continue
        if node.op_type not in WALKED:
            n += 1
            ops[node.op_type] += 1
        for a in node.attribute:
            if a.HasField("g"):
                n += compute_nodes(a.g, ops)
            for sub in a.graphs:
                n += compute_nodes(sub, ops)
    return n


def count_nodes(cases, args):
    import onnx
    for c in cases:
        if c.skip:
            continue
        for m in ["torch"] + args.levels:
            f = os.path.join(c.dir, "torch.onnx" if m == "torch" else "ours-%s.onnx" % m)
            c.ops[m] = collections.Counter()
            c.nodes[m] = compute_nodes(onnx.load(f, load_external_data=False).graph, c.ops[m])


def time_ort(cases, args):
    live = [c for c in cases if not c.skip]
    models = ["torch"] + args.levels
    jobs = []
    for c in live:
        with open(os.path.join(c.dir, "manifest.json")) as f:
            man = json.load(f)
        jobs.append({"id": c.name, "dir": c.dir,
                     "models": ["torch.onnx"] + ["ours-%s.onnx" % lv for lv in args.levels],
                     "sets": [{"inputs": s["inputs"], "outputs": s["outputs"]}
                              for s in man["sets"]]})
    path = os.path.join(args.out, "ort_jobs.json")
    print("timing %d cases in ONNX Runtime (%d runs per set)" % (len(jobs), args.runs),
          file=sys.stderr)
    by = {c.name: c for c in live}
    left = jobs
    while left:
        with open(path, "w") as f:
            json.dump(left, f)
        hung = node_jobs(path, args, by, models)
        if hung is None:
            break
        by[hung].skip = "ONNX Runtime took over %d s on one model, or died" % args.timeout
        left = left[[j["id"] for j in left].index(hung) + 1:]
    for c in live:
        if not c.skip and len(c.lat) != len(models):
            c.skip = "ONNX Runtime gave no figures"


def node_jobs(path, args, by, models):
    """Run ort_latency.js on the jobs of path, filling in each case; the id of the case
    it was killed on after --timeout seconds, or None."""
    p = subprocess.Popen(["node", os.path.join(HERE, "ort_latency.js"), path, str(args.runs)],
                         stdout=subprocess.PIPE, cwd=ROOT)
    fd, buf, cur, n = p.stdout.fileno(), b"", None, 0
    while True:
        while b"\n" not in buf:
            if not select.select([fd], [], [], args.timeout)[0]:
                p.kill()
                p.wait()
                return cur
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                p.wait()
                return cur   # node died (None if it was between cases)
            buf += chunk
        line, buf = buf.split(b"\n", 1)
        r = json.loads(line)
        if "start" in r:
            cur = r["start"]
            continue
        cur = None
        ort_result(by[r["id"]], r, models)
        n += 1
        print("  timed %s (%d of this run)" % (r["id"], n), file=sys.stderr)


def ort_result(c, r, models):
    if "error" in r:
        c.skip = "ONNX Runtime: " + r["error"]
        return
    for m, res in zip(models, r["models"]):
        who = "PyTorch's model" if m == "torch" else "ours at -" + m
        if "error" in res:
            if not c.skip:
                c.skip = "%s: %s" % (who, res["error"])
            continue
        if m == "torch" and res["unfed"]:
            c.skip = "PyTorch's model has no input %s (taken as a constant)" % \
                ", ".join(res["unfed"])
        elif m == "torch" and False in res["right"]:
            c.skip = "PyTorch's model computes something else than PyTorch"
        elif m != "torch" and False in res["right"]:
            c.wrong.append(m)
        c.lat[m] = sum(res["median"])


def gmean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def us(ms):
    return "%.0f" % (ms * 1000.0)


def table(cases, levels, head):
    ok = [c for c in cases if not c.skip]
    top = levels[-1]
    print(head)
    print("%-44s %6s %s %9s %s %6s" % ("case", "nodes", " ".join("%5s" % lv for lv in levels),
                                       "torch µs", " ".join("%7s" % lv for lv in levels),
                                       "ratio"))
    for c in ok:
        print("%-44s %6d %s %9s %s %6.2f%s" % (
            c.name[:44], c.nodes["torch"], " ".join("%5d" % c.nodes[lv] for lv in levels),
            us(c.lat["torch"]), " ".join("%7s" % us(c.lat[lv]) for lv in levels),
            c.lat[top] / c.lat["torch"], "  WRONG at " + ",".join(c.wrong) if c.wrong else ""))


def summary(cases, levels, what):
    ok = [c for c in cases if not c.skip]
    top = levels[-1]
    print("\n%s: %d cases measured, %d skipped" % (what, len(ok), len(cases) - len(ok)))
    if not ok:
        return
    tn = sum(c.nodes["torch"] for c in ok)
    for lv in levels:
        n = sum(c.nodes[lv] for c in ok)
        ratios = [c.lat[lv] / c.lat["torch"] for c in ok]
        worst = max(ok, key=lambda c: c.lat[lv] / c.lat["torch"])
        more = sum(1 for c in ok if c.nodes[lv] > c.nodes["torch"])
        print("  -%s: compute nodes %d against PyTorch's %d (%.2fx); %d cases with more nodes;"
              " latency ratio geomean %.3f, from %.2f to %.2f (worst %s); %d over 1.1x"
              % (lv, n, tn, n / tn, more, gmean(ratios), min(ratios), max(ratios),
                 worst.name, sum(1 for r in ratios if r > 1.1)))
    wrong = [c.name for c in ok if c.wrong]
    if wrong:
        print("  WRONG (ours computes something else than PyTorch): " + ", ".join(wrong))
    print("  10 worst by node excess at -%s (ours - PyTorch's):" % top)
    for c in sorted(ok, key=lambda c: c.nodes["torch"] - c.nodes[top])[:10]:
        print("    %-44s %4d against %4d (%+d): %s" % (
            c.name, c.nodes[top], c.nodes["torch"], c.nodes[top] - c.nodes["torch"],
            opdiff(c, top)))
    print("  10 worst by latency ratio at -%s:" % top)
    for c in sorted(ok, key=lambda c: -c.lat[top] / c.lat["torch"])[:10]:
        print("    %-44s %.2fx (%s µs against %s µs; nodes %d against %d)" % (
            c.name, c.lat[top] / c.lat["torch"], us(c.lat[top]), us(c.lat["torch"]),
            c.nodes[top], c.nodes["torch"]))


def opdiff(c, level):
    """the op types ours has more (+) and fewer (-) of than PyTorch's, most first"""
    d = collections.Counter(c.ops[level])
    d.subtract(c.ops["torch"])
    return " ".join("%+d %s" % (n, op) for op, n in sorted(d.items(), key=lambda x: -x[1])
                    if n > 0) + " | " + " ".join("%+d %s" % (n, op) for op, n in
                                                sorted(d.items(), key=lambda x: x[1]) if n < 0)


def skipped(cases):
    why = collections.Counter()
    for c in cases:
        if c.skip:
            # one reason per kind: numbers and names of the message dropped
            w = re.sub(r"\S*/\S*|'[^']*'|\"[^\"]*\"|\d+", "_", c.skip.replace(c.dir, "DIR"))
            why[" ".join(w.split())[:120]] += 1
    if why:
        print("\nskipped %d cases:" % sum(why.values()))
        for w, n in why.most_common():
            print("  %5d  %s" % (n, w))


def write_csv(path, cases, levels):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["case", "loop", "skip", "nodes_torch"] + ["nodes_" + lv for lv in levels] +
                   ["ms_torch"] + ["ms_" + lv for lv in levels] + ["wrong"])
        for c in cases:
            w.writerow([c.name, int(c.loop), c.skip or ""] +
                       [c.nodes.get(m, "") for m in ["torch"] + levels] +
                       ["%.6f" % c.lat[m] if m in c.lat else "" for m in ["torch"] + levels] +
                       [",".join(c.wrong)])


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-k", metavar="PATTERN", help="cases whose name contains PATTERN")
    ap.add_argument("--runs", type=int, default=200, help="runs per input set (median)")
    ap.add_argument("--jobs", type=int, default=2, help="export workers and compiles")
    ap.add_argument("--levels", default="O0,O1,O2", help="scriptc levels, the last one rated")
    ap.add_argument("--out", default="/tmp/scriptc-ort-latency", metavar="DIR")
    ap.add_argument("--csv", metavar="FILE")
    ap.add_argument("--scriptc", default=os.path.join(ROOT, "build-rel", "scriptc"))
    ap.add_argument("--timeout", type=int, default=120,
                    help="seconds for one export, and for ONNX Runtime on one case")
    ap.add_argument("--cached-only", action="store_true",
                    help="measure only the cases whose export --out has from an earlier run")
    ap.add_argument("--no-loops", action="store_true", help="leave out " + LOOPS)
    ap.add_argument("--only-loops", action="store_true", help="only the programs of " + LOOPS)
    args = ap.parse_args()
    args.levels = [lv.strip() for lv in args.levels.split(",")]
    if any(lv not in ("O0", "O1", "O2") for lv in args.levels):
        ap.error("--levels takes O0, O1, O2")
    args.out = os.path.abspath(args.out)
    args.scriptc = os.path.abspath(args.scriptc)
    os.makedirs(args.out, exist_ok=True)
    cases = collect(args.k, not args.no_loops, args.only_loops)
    exports(cases, args)
    compile_ours(cases, args)
    count_nodes(cases, args)
    time_ort(cases, args)
    e2e = [c for c in cases if not c.loop]
    loops = [c for c in cases if c.loop]
    print("compute nodes: every node but Constant, Loop/If/Scan bodies counted, Loop/If/Scan "
          "themselves not; latency: µs, sum over the sets of the median of %d runs; "
          "ratio: -%s / PyTorch's" % (args.runs, args.levels[-1]))
    table(e2e, args.levels, "\ne2e cases (tests/e2e, e2e_lists, e2e_writes):")
    if loops:
        table(loops, args.levels, "\nloop-heavy programs (%s):" % LOOPS)
    skipped(cases)
    summary(e2e, args.levels, "e2e cases")
    if loops:
        summary(loops, args.levels, "loop-heavy programs")
    if args.csv:
        write_csv(args.csv, cases, args.levels)


if __name__ == "__main__":
    main()
