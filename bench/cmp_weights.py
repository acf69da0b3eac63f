#!/usr/bin/python3
"""Compile every e2e case the suite last compiled with --weights, with two scriptc binaries,
and compare the results byte for byte (bench/cmp_all.py compiles the module cases without
--weights, so nothing it runs folds weights at -O2).

    bench/cmp_weights.py OLD_SCRIPTC NEW_SCRIPTC

The commands are the suite's own, read from tests/out/e2e*/CASE/opset*.log (run the e2e
suite first: it writes each case's weights.safetensors there); each runs in the case's
directory with its -o replaced by one temporary path. Prints `DIFF LOG ...` for a run whose
exit status, stderr or model differs, then `N compiled with --weights, D differ`; exit
status 1 if any differs."""
import glob
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = "/tmp/scriptc-cmp-weights.onnx"


def run(binary, args, cwd):
    if os.path.exists(OUT):
        os.unlink(OUT)
    p = subprocess.run([binary] + args, cwd=cwd, capture_output=True)
    data = None
    if os.path.exists(OUT):
        with open(OUT, "rb") as f:
            data = f.read()
    return p.returncode, p.stderr, data


def main():
    old, new = sys.argv[1], sys.argv[2]
    n = d = 0
    for log in sorted(glob.glob(os.path.join(ROOT, "tests/out/e2e*/*/opset*.log"))):
        with open(log, errors="replace") as f:
            line = next((l for l in f if l.startswith("$ cd ") and "--weights" in l), None)
        if not line:
            continue
        cwd, _, rest = re.match(r"\$ cd (\S+) && (\S+) (.*)$", line.strip()).groups()
        args = shlex.split(rest)
        args[args.index("-o") + 1] = OUT
        a, b = run(old, args, cwd), run(new, args, cwd)
        n += 1
        if a != b:
            d += 1
            print("DIFF", log, "exit", a[0], b[0], a[1][:200], b[1][:200])
    print(n, "compiled with --weights,", d, "differ")
    sys.exit(1 if d else 0)


if __name__ == "__main__":
    main()
