#!/usr/bin/python3
"""Compile everything the test suites compile with two scriptc binaries and compare the
results byte for byte: a restructuring or a speed change must not change any output.

    bench/cmp_all.py OLD_SCRIPTC NEW_SCRIPTC [--out DIR] [-j N] [--only GROUP,...]
                     [--seeds N] [--first-seed S] [--lines N] [--opsets A,B,...]

Each run is compared on its exit status, stdout, stderr and every file it leaves in its
output directory (the model). Both binaries run the same command in the same directory,
with the same output path (the old one's output is read and deleted before the new one
runs), so a message that names a path is compared too. The groups (`--only`, default all):

  e2e       every tests/e2e*/*.py case (staged folders included) with its `inputs` and
            `options` blocks, as the suite runs it: `-o MODEL --opset N` at every opset of
            --opsets (default tests/run.py's, 13 and 17) and at the case's `min-opset` (the
            boundary: below it the case is refused), and once `--dump-ir`
  golden    tests/frontend (`--dump-ir`), tests/passes/PASS (`--dump-after PASS`),
            tests/errors and tests/rejects (`-o tmp/out.onnx`), examples/: as the suite runs them;
            the models with weights (tests/lib/vision.py MODELS: examples/vision/*.py,
            superres, dcgan) with their `--input` and `--entry` but without `--weights`
            (their parameters then are graph inputs)
  limits    every generated script of tests/lib/limits.py (with its environment, e.g.
            SCRIPTC_MEMORY_LIMIT)
  bench     bench/gen_script.py at every --mode: --lines (default 40,000) lines, fewer for
            the modes still quadratic (lists 6,000, helperwrites 4,000, directwrites 10,000)
  gen       tests/gen programs at opset 17: the suite's three runs (default features, seeds
            1-600; the write features, seeds 1-300; --all at -O0, seeds 1-200), and --all
            --size 3 at -O0, -O1 and the default level, --seeds programs (default 200) from
            --first-seed (default 70000), as in tests/gen/README.md; tests/gen/caught/ too

Prints one line per run that differs (`DIFF ID: what`), then `N compiled, D differ` (N
runs of each binary); exit status 1 if anything differs (or a binary is missing). Runs -j
(default 2) comparisons at a time; the whole set takes about 3 minutes with release builds
on an idle 2-core machine. Work files go to --out (default /tmp/scriptc-cmp-all), which is
emptied first.
"""

import argparse
import concurrent.futures as cf
import glob
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
sys.path.insert(0, os.path.join(TESTS, "lib"))
sys.path.insert(0, os.path.join(TESTS, "gen"))
sys.path.insert(0, TESTS)
sys.path.insert(0, os.path.join(ROOT, "bench"))

import caseblocks  # noqa: E402
import run as suite  # noqa: E402  tests/run.py: the suite's opsets and generator runs

TIMEOUT = 300
GROUPS = ("e2e", "golden", "limits", "bench", "gen")
# modes of bench/gen_script.py whose cost still grows with the square of the lines
# (bench/README.md): compiled at a size that takes seconds, not minutes
QUADRATIC = {"lists": 6000, "helperwrites": 4000, "directwrites": 10000}
BENCH_INPUTS = {"lists": ["x:float32[4]", "k:int64[]"], "appends": ["x:float32[4]"]}
OUT = "{OUT}"  # stands for the run's output directory in a job's arguments


class Job:
    """One command to run with each binary: `exe args...` in cwd. `make` (if any) writes
    the input file first, in the worker (the generators are quick, and this keeps them
    off the main thread)."""

    def __init__(self, jid, cwd, args, env=None, make=None):
        self.jid, self.cwd, self.args, self.env, self.make = jid, cwd, args, env, make


def blocks_args(path):
    with open(path) as f:
        b = caseblocks.parse(f.read())
    return b, caseblocks.input_args(b) + caseblocks.options(b)


def e2e_jobs(opsets):
    jobs = []
    for path in sorted(glob.glob(os.path.join(TESTS, "e2e*", "*.py"))):
        b, args = blocks_args(path)
        rel = os.path.relpath(path, TESTS)
        name = os.path.basename(path)
        mins = [int(caseblocks.as_text(b["min-opset"]).strip())] if "min-opset" in b else []
        for n in sorted(set(opsets) | set(mins)):
            jobs.append(Job("%s@%d" % (rel, n), os.path.dirname(path),
                            [name, "-o", OUT + "/opset%d.onnx" % n, "--opset", str(n)] + args))
        jobs.append(Job(rel + ":dump-ir", os.path.dirname(path), [name, "--dump-ir"] + args))
    return jobs


def golden_jobs():
    jobs = []
    for path in sorted(glob.glob(os.path.join(TESTS, "frontend", "*.py"))):
        _, args = blocks_args(path)
        jobs.append(Job(os.path.relpath(path, TESTS), os.path.dirname(path),
                        [os.path.basename(path), "--dump-ir"] + args))
    for path in sorted(glob.glob(os.path.join(TESTS, "passes", "*", "*.py"))):
        _, args = blocks_args(path)
        pname = os.path.basename(os.path.dirname(path))
        jobs.append(Job(os.path.relpath(path, TESTS), os.path.dirname(path),
                        [os.path.basename(path), "--dump-after", pname] + args))
    for suitename in ("errors", "rejects"):
        for path in sorted(glob.glob(os.path.join(TESTS, suitename, "*.py"))):
            _, args = blocks_args(path)
            jobs.append(Job(os.path.relpath(path, TESTS), os.path.dirname(path),
                            [os.path.basename(path), "-o", OUT + "/out.onnx"] + args))
    import vision
    for path in sorted(glob.glob(os.path.join(ROOT, "examples", "*.py"))):
        if os.path.relpath(path, ROOT) in vision.PATHS:
            continue
        _, args = blocks_args(path)
        name = os.path.splitext(os.path.basename(path))[0]
        jobs.append(Job(os.path.relpath(path, ROOT), os.path.dirname(path),
                        [os.path.basename(path), "-o", OUT + "/%s.onnx" % name] + args))
    for m in vision.MODELS:
        path = os.path.join(ROOT, m.path)
        jobs.append(Job("%s:%s" % (m.path, m.name), os.path.dirname(path),
                        [os.path.basename(path), "-o", OUT + "/%s.onnx" % m.name, "--input",
                         m.spec()] + (["--entry", m.entry] if m.entry else [])))
    return jobs


def writer(path, text_fn):
    def make():
        with open(path, "w") as f:
            f.write(text_fn())
    return make


def limits_jobs(work):
    import limits
    d = os.path.join(work, "limits-src")
    os.makedirs(d)
    jobs = []
    for name, gen, _want, _secs, _mb, extra, _msg in limits.CASES:
        src = os.path.join(d, name + ".py")
        jobs.append(Job("limits/" + name, d, [name + ".py", "-o", OUT + "/out.onnx"]
                        + limits.INPUTS, extra, writer(src, gen)))
    return jobs


def bench_jobs(work, lines):
    import gen_script
    d = os.path.join(work, "bench-src")
    os.makedirs(d)
    jobs = []
    for mode in sorted(gen_script.GENERATORS):
        n = min(lines, QUADRATIC.get(mode, lines))
        name = "%s_%d" % (mode, n)
        src = os.path.join(d, name + ".py")
        inputs = BENCH_INPUTS.get(mode, ["x:float32[8,8]", "y:float32[8,8]"])
        args = [name + ".py", "-o", OUT + "/out.onnx"]
        for spec in inputs:
            args += ["--input", spec]
        jobs.append(Job("bench/gen_script.py --mode %s %d" % (mode, n), d, args, None,
                        writer(src, lambda m=mode, n=n: gen_script.GENERATORS[m](n))))
    return jobs


def gen_jobs(work, seeds, first):
    import gen
    runs = [  # (label, features, seeds, size, -O level or None)
        ("gen", gen.DEFAULT, range(suite.GEN_FIRST, suite.GEN_FIRST + suite.GEN_SEEDS), 1,
         None),
        ("gen-writes", suite.GEN_WRITES.split(","), range(1, 1 + suite.GEN_WRITE_SEEDS), 1,
         None),
        ("gen-O0", gen.ALL, range(1, 1 + suite.GEN_O0_SEEDS), 1, "0"),
    ]
    for level in ("0", "1", None):
        runs.append(("gen-all-size3-O%s" % (level or "default"), gen.ALL,
                     range(first, first + seeds), 3, level))
    jobs = []
    for label, feats, rng, size, level in runs:
        d = os.path.join(work, label + "-src")
        os.makedirs(d)
        for s in rng:
            name = "g%d" % s
            src = os.path.join(d, name + ".py")
            make = writer(src, lambda s=s, f=feats, z=size: gen.program(s, f, z))
            jobs.append(GenJob("%s/seed-%d" % (label, s), d, name, make, level))
    for path in sorted(glob.glob(os.path.join(TESTS, "gen", "caught", "*.py"))):
        jobs.append(GenJob(os.path.relpath(path, TESTS), os.path.dirname(path),
                           os.path.splitext(os.path.basename(path))[0], None, None))
    return jobs


class GenJob(Job):
    """A generated program, compiled as tests/gen/run compiles it (its blocks are known
    only once the file is written)."""

    def __init__(self, jid, cwd, name, make, level):
        super().__init__(jid, cwd, None, None, None)
        self.name, self.gmake, self.level = name, make, level
        self.make = self.prepare

    def prepare(self):
        if self.gmake:
            self.gmake()
        _, args = blocks_args(os.path.join(self.cwd, self.name + ".py"))
        self.args = [self.name + ".py", "-o", OUT + "/model.onnx", "--opset", "17"] + args
        self.args += ["-O" + self.level] if self.level is not None else []


def run_one(exe, job, d):
    """(exit status, stdout, stderr, {file: bytes} left in d) of exe on job."""
    args = [a.replace(OUT, d) for a in job.args]
    env = dict(os.environ, **(job.env or {}))
    try:
        p = subprocess.run([exe] + args, cwd=job.cwd, env=env, capture_output=True,
                           timeout=TIMEOUT)
        rc, so, se = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        rc, so, se = "timeout", b"", b""
    files = {}
    for f in sorted(os.listdir(d)):
        with open(os.path.join(d, f), "rb") as fh:
            files[f] = fh.read()
        os.remove(os.path.join(d, f))
    return rc, so, se, files


def first_line_diff(a, b):
    la, lb = a.decode("utf-8", "replace").splitlines(), b.decode("utf-8", "replace").splitlines()
    for k in range(max(len(la), len(lb))):
        x = la[k] if k < len(la) else "(end)"
        y = lb[k] if k < len(lb) else "(end)"
        if x != y:  # from a little before the first character that differs
            c = next((i for i in range(min(len(x), len(y))) if x[i] != y[i]), min(len(x), len(y)))
            s = max(0, c - 30)
            return "line %d col %d: %r -> %r" % (k + 1, c + 1, x[s:s + 90], y[s:s + 90])
    return "same lines, other bytes"


def difference(o, n):
    """What differs between two run_one results, or None."""
    what = []
    if o[0] != n[0]:
        what.append("exit status %s -> %s" % (o[0], n[0]))
    for k, name in ((1, "stdout"), (2, "stderr")):
        if o[k] != n[k]:
            what.append("%s differs at %s" % (name, first_line_diff(o[k], n[k])))
    if sorted(o[3]) != sorted(n[3]):
        what.append("files %s -> %s" % (sorted(o[3]), sorted(n[3])))
    for f in sorted(set(o[3]) & set(n[3])):
        a, b = o[3][f], n[3][f]
        if a != b:
            at = next((i for i in range(min(len(a), len(b))) if a[i] != b[i]), min(len(a), len(b)))
            what.append("%s differs (%d -> %d bytes, first at byte %d)" % (f, len(a), len(b), at))
    return "; ".join(what) or None


def compare(job, old, new, work, k):
    d = os.path.join(work, "run", str(k))
    os.makedirs(d, exist_ok=True)
    try:
        if job.make:
            job.make()
        o = run_one(old, job, d)
        n = run_one(new, job, d)
    except Exception as e:  # noqa: BLE001 - a broken job is reported, not a crash of the run
        return job.jid, "could not run: %s: %s" % (type(e).__name__, e)
    shutil.rmtree(d, ignore_errors=True)
    return job.jid, difference(o, n)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--out", default="/tmp/scriptc-cmp-all")
    ap.add_argument("-j", type=int, default=2, help="comparisons at a time (default 2)")
    ap.add_argument("--only", default=",".join(GROUPS),
                    help="groups to run (default all: %s)" % ",".join(GROUPS))
    ap.add_argument("--opsets", default=",".join(str(n) for n in suite.OPSETS),
                    help="e2e opsets (default tests/run.py's)")
    ap.add_argument("--seeds", type=int, default=200,
                    help="programs per level of --all --size 3 (default 200)")
    ap.add_argument("--first-seed", type=int, default=70000)
    ap.add_argument("--lines", type=int, default=40000,
                    help="lines of bench/gen_script.py's scripts (default 40000)")
    args = ap.parse_args()
    old, new = os.path.abspath(args.old), os.path.abspath(args.new)
    for exe in (old, new):
        if not os.access(exe, os.X_OK):
            print("cmp_all: %s is not an executable" % exe)
            return 1
    groups = args.only.split(",")
    bad = [g for g in groups if g not in GROUPS]
    if bad:
        ap.error("unknown group %s (known: %s)" % (", ".join(bad), ", ".join(GROUPS)))
    work = os.path.abspath(args.out)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    jobs = []
    if "e2e" in groups:
        jobs += e2e_jobs([int(x) for x in args.opsets.split(",")])
    if "golden" in groups:
        jobs += golden_jobs()
    if "limits" in groups:
        jobs += limits_jobs(work)
    if "bench" in groups:
        jobs += bench_jobs(work, args.lines)
    if "gen" in groups:
        jobs += gen_jobs(work, args.seeds, args.first_seed)
    # the longest runs first, so that they do not end the run on one core
    jobs.sort(key=lambda j: 0 if j.jid.startswith(("bench/", "limits/")) else 1)
    t0 = time.time()
    ndiff = 0
    with cf.ThreadPoolExecutor(max(1, args.j)) as pool:
        futs = [pool.submit(compare, job, old, new, work, k) for k, job in enumerate(jobs)]
        for fut in futs:
            jid, what = fut.result()
            if what:
                ndiff += 1
                print("DIFF %s: %s" % (jid, what), flush=True)
    print("took %.0f s" % (time.time() - t0))
    print("%d compiled, %d differ" % (len(jobs), ndiff))
    if not ndiff:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if ndiff else 0


if __name__ == "__main__":
    sys.exit(main())
