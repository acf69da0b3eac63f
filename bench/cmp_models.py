#!/usr/bin/python3
"""Compile every tests/e2e*/*.py case (its inputs and options blocks) with two scriptc
binaries and compare exit status, messages and model bytes: a speed change must not change
any output.
    bench/cmp_models.py OLD_SCRIPTC NEW_SCRIPTC [OUTDIR]"""
import glob, os, subprocess, sys
from concurrent.futures import ThreadPoolExecutor
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(root, "tests/lib"))
import caseblocks
old, new = sys.argv[1], sys.argv[2]
out = sys.argv[3] if len(sys.argv) > 3 else "/tmp/scriptc-cmp-models"
os.makedirs(out, exist_ok=True)
cases = sorted(glob.glob(os.path.join(root, "tests/e2e*/*.py")))
def one(path):
    b = caseblocks.parse(open(path).read())
    args = caseblocks.input_args(b) + caseblocks.options(b)
    name = path.replace("/", "_")
    res = []
    for tag, exe in (("old", old), ("new", new)):
        o = os.path.join(out, name + "." + tag + ".onnx")
        if os.path.exists(o): os.remove(o)
        p = subprocess.run([exe, path, "-o", o] + args, capture_output=True, timeout=300)
        res.append((p.returncode, p.stderr, os.path.exists(o) and open(o, "rb").read()))
    return path, res[0] == res[1], res[0][0]
bad = 0; n = 0
with ThreadPoolExecutor(2) as ex:
    for path, same, rc in ex.map(one, cases):
        n += 1
        if not same:
            bad += 1; print("DIFF", path)
print("%d cases, %d differ" % (n, bad))
sys.exit(1 if bad else 0)
