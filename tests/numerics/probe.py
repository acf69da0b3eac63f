"""Differential probe of the elementwise operators' numerics (issue 20, brief "numerics").

    /usr/bin/python3 tests/numerics/probe.py --scriptc BUILD/scriptc [--out DIR] [-k WORD]
                                             [--dtypes float32,float64,float16] [--ulps N]

Every unary and binary elementwise expression of EXPRS below is compiled by scriptc, once per
dtype, and run by ONNX Runtime (tests/ort_run.js, at its default optimization level and at
'disabled') on a grid of special values: +-0, +-denormal, +-tiny, +-1, +-huge, +-max, +-inf,
NaN and ordinary numbers (binary expressions: every pair of the grid).  The truth is
torch.jit.script of the same function under PyTorch 1.13.  A value disagrees when one side is
NaN and the other is not, when both are infinite or zero of different signs, or when they are
more than --ulps units in the last place apart (default 4; float16 8) and more than the
smallest normal number apart (ONNX Runtime flushes denormals to zero in some kernels).  Each
expression's worst disagreements are printed; the exit status is 1 if any expression disagrees.

The tests/run.py suite `numerics` runs this probe (tests/lib/numerics.py) with the expressions'
known disagreements (KNOWN) allowed; anything else fails it.
"""
import argparse
import importlib.util
import json
import math
import os
import subprocess
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# (name, expression over x (and y), dtypes it is defined for)
UNARY = [
    ("abs", "torch.abs(x)"), ("neg", "-x"), ("exp", "torch.exp(x)"), ("log", "torch.log(x)"),
    ("log2", "torch.log2(x)"), ("log1p", "torch.log1p(x)"), ("sqrt", "torch.sqrt(x)"),
    ("rsqrt", "torch.rsqrt(x)"), ("sin", "torch.sin(x)"), ("cos", "torch.cos(x)"),
    ("tan", "torch.tan(x)"), ("tanh", "torch.tanh(x)"), ("asin", "torch.asin(x)"),
    ("acos", "torch.acos(x)"), ("atan", "torch.atan(x)"), ("sinh", "torch.sinh(x)"),
    ("cosh", "torch.cosh(x)"), ("asinh", "torch.asinh(x)"), ("acosh", "torch.acosh(x)"),
    ("atanh", "torch.atanh(x)"), ("sigmoid", "torch.sigmoid(x)"), ("relu", "torch.relu(x)"),
    ("erf", "torch.erf(x)"), ("floor", "torch.floor(x)"), ("ceil", "torch.ceil(x)"),
    ("round", "torch.round(x)"), ("sign", "torch.sign(x)"), ("reciprocal", "torch.reciprocal(x)"),
    ("silu", "F.silu(x)"), ("leaky_relu", "F.leaky_relu(x, 0.1)"), ("elu", "F.elu(x)"),
    ("elu_a", "F.elu(x, 0.5)"), ("celu", "F.celu(x, 2.0)"), ("selu", "F.selu(x)"),
    ("gelu", "F.gelu(x)"), ("gelu_tanh", "F.gelu(x, approximate='tanh')"),
    ("softplus", "F.softplus(x)"), ("softplus_b", "F.softplus(x, 2.0, 5.0)"),
    ("relu6", "F.relu6(x)"), ("hardtanh", "F.hardtanh(x, -2.0, 3.0)"),
    ("hardsigmoid", "F.hardsigmoid(x)"), ("hardswish", "F.hardswish(x)"), ("mish", "F.mish(x)"),
    ("softsign", "F.softsign(x)"), ("tanhshrink", "F.tanhshrink(x)"),
    ("softshrink", "F.softshrink(x, 0.5)"), ("hardshrink", "F.hardshrink(x, 0.5)"),
    ("threshold", "F.threshold(x, 0.5, -3.0)"), ("logsigmoid", "F.logsigmoid(x)"),
    ("rrelu", "F.rrelu(x)"), ("square", "x * x"), ("pow2", "x ** 2"), ("pow3", "x ** 3"),
    ("pow_half", "x ** 0.5"), ("pow_neg", "x ** -1.5"), ("pow_mhalf", "x ** -0.5"), ("rpow", "2.0 ** x"),
    ("clamp", "torch.clamp(x, -1.0, 1.0)"), ("clamp_min", "torch.clamp_min(x, 0.5)"),
    ("add1", "x + 1"), ("mul3", "x * 3"), ("div3", "x / 3"), ("floordiv2", "x // 2.0"),
    ("mod2", "x % 2.0"), ("mod_neg", "x % -2.5"), ("rsub", "1 - x"),
    ("softmax1", "torch.softmax(x.unsqueeze(1), 1)"),
    ("log_softmax1", "torch.log_softmax(x.unsqueeze(1), 1)"),
    ("softmax_pair", "torch.softmax(torch.stack([x, torch.zeros_like(x)], 1), 1)"),
    ("log_softmax_pair", "torch.log_softmax(torch.stack([x, torch.zeros_like(x)], 1), 1)"),
    ("F_log_softmax_pair", "F.log_softmax(torch.stack([x, torch.zeros_like(x)], 1), 1)"),
    ("cross_entropy", "F.cross_entropy(torch.stack([x, torch.zeros_like(x)], 1), "
     "torch.zeros_like(x).long(), reduction='none')"),
    ("glu", "F.glu(torch.stack([x, x], 1), 1)"),
    ("normalize", "F.normalize(torch.stack([x, torch.ones_like(x)], 1), dim=1)"),
    ("matmul_scale", "(x.unsqueeze(1) @ torch.ones_like(x[:1]).unsqueeze(0)) * 0.1"),
    ("matmul_div", "(x.unsqueeze(1) @ torch.ones_like(x[:1]).unsqueeze(0)) / 3.0"),
    ("scale_matmul", "(x.unsqueeze(1) * 0.1) @ torch.ones_like(x[:1]).unsqueeze(0)"),
    ("addmm", "torch.addmm(x.unsqueeze(1), x.unsqueeze(1), torch.ones_like(x[:1]).unsqueeze(0), "
     "beta=0.1, alpha=0.3)"),
]
BINARY = [
    ("add", "x + y"), ("sub", "x - y"), ("mul", "x * y"), ("div", "x / y"),
    ("div_trunc", "torch.div(x, y, rounding_mode='trunc')"),
    ("div_floor", "torch.div(x, y, rounding_mode='floor')"),
    ("floordiv", "x // y"), ("remainder", "torch.remainder(x, y)"), ("pow", "torch.pow(x, y)"),
    ("maximum", "torch.maximum(x, y)"), ("minimum", "torch.minimum(x, y)"),
    ("max", "torch.max(x, y)"), ("min", "torch.min(x, y)"),
    ("clamp_t", "torch.clamp(x, min=y)"), ("clamp_tmax", "torch.clamp(x, max=y)"),
    ("lt", "(x < y).to(x.dtype)"), ("le", "(x <= y).to(x.dtype)"), ("eq", "(x == y).to(x.dtype)"),
    ("ne", "(x != y).to(x.dtype)"), ("gt", "(x > y).to(x.dtype)"),
    ("where", "torch.where(x > 0, x, y)"), ("masked_fill", "x.masked_fill(y > 0, 2.5)"),
    ("bce_logits", "F.binary_cross_entropy_with_logits(x, y, reduction='none')"),
    ("bce_logits_pw", "F.binary_cross_entropy_with_logits(x, y, reduction='none', "
     "pos_weight=torch.full_like(y, 3.0))"),
    ("mse", "F.mse_loss(x, y, reduction='none')"), ("l1", "F.l1_loss(x, y, reduction='none')"),
    ("smooth_l1", "F.smooth_l1_loss(x, y, reduction='none')"),
    ("prelu", "F.prelu(x.unsqueeze(1), y[:1])"),
]
EXPRS = [(n, e, 1) for n, e in UNARY] + [(n, e, 2) for n, e in BINARY]

NP = {"float32": np.float32, "float64": np.float64, "float16": np.float16}
TORCH = {"float32": torch.float32, "float64": torch.float64, "float16": torch.float16}


def grid(dt, binary):
    fi = np.finfo(NP[dt])
    pos = [0.0, float(fi.smallest_subnormal) if hasattr(fi, "smallest_subnormal") else
           float(fi.tiny) / 4, float(fi.tiny), 1e-30, 1e-12, 1e-8, 3e-5, 1e-3, 0.1, 0.5,
           0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 5.5, 10.0, 20.0, 30.0, 50.0, 88.5, 100.0, 710.0,
           1e10, 1e30, 1e200, float(fi.max), math.inf]
    if binary:  # a smaller grid: its square is the pairs
        pos = [0.0, float(fi.tiny), 1e-8, 0.5, 1.0, 1.5, 2.0, 3.0, 20.0, 100.0, 1e30,
               float(fi.max), math.inf]
    vals = []
    for v in pos:
        vals += [v, -v]
    vals.append(math.nan)
    a = np.array(vals, dtype=np.float64).astype(NP[dt])  # casts overflow to inf: kept, deduped
    out, seen = [], set()
    for v in a:
        k = (v.tobytes())
        if k not in seen:
            seen.add(k)
            out.append(v)
    a = np.array(out, dtype=NP[dt])
    if not binary:
        return a, None
    x = np.repeat(a, len(a))
    y = np.tile(a, len(a))
    return x, y


def source(expr, nargs):
    params = "x: Tensor" + (", y: Tensor" if nargs == 2 else "")
    return ("import torch\nimport torch.nn.functional as F\nfrom torch import Tensor\n\n\n"
            "def f(%s) -> Tensor:\n    return %s\n" % (params, expr))


def ordered(a):
    """the float bits as integers in the order of the floats (-0 and +0 both 0)"""
    bits = {2: np.int16, 4: np.int32, 8: np.int64}[a.dtype.itemsize]
    i = a.view(bits).astype(np.int64)
    top = np.int64(1) << (a.dtype.itemsize * 8 - 1)
    return np.where(i < 0, -(i & (top - 1)), i)


def disagree(got, want, ulps, dt):
    """indices where got differs from want, and why"""
    bad = []
    fi = np.finfo(NP[dt])
    d = np.abs(ordered(got) - ordered(want))
    for k in range(len(want)):
        g, w = got[k], want[k]
        if np.isnan(w) or np.isnan(g):
            if np.isnan(w) != np.isnan(g):
                bad.append((k, "NaN vs number"))
            continue
        if np.isinf(w) or np.isinf(g):
            if g != w:
                bad.append((k, "inf"))
            continue
        if w == 0 and g == 0:
            if np.signbit(w) != np.signbit(g):
                bad.append((k, "zero sign"))
            continue
        if d[k] > ulps and abs(float(g) - float(w)) > float(fi.tiny):
            bad.append((k, "%d ulps" % d[k]))
    return bad


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scriptc", default=os.path.join(ROOT, "build-rel", "scriptc"))
    ap.add_argument("--out", default=os.path.join(ROOT, "tests", "out", "numerics"))
    ap.add_argument("-k", default="")
    ap.add_argument("--dtypes", default="float32,float64")
    ap.add_argument("--ulps", type=int, default=4)
    ap.add_argument("--json", help="write the disagreements here")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    jobs, meta = [], {}
    report = {}
    for name, expr, nargs in EXPRS:
        if args.k and args.k not in name:
            continue
        for dt in args.dtypes.split(","):
            cid = "%s.%s" % (name, dt)
            d = os.path.join(args.out, cid)
            os.makedirs(d, exist_ok=True)
            src = source(expr, nargs)
            with open(os.path.join(d, "f.py"), "w") as fh:
                fh.write(src)
            x, y = grid(dt, nargs == 2)
            try:
                spec = importlib.util.spec_from_file_location("probe_" + cid.replace(".", "_"),
                                                              os.path.join(d, "f.py"))
                mod = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(mod)
                fn = torch.jit.script(mod.f)
                targs = [torch.from_numpy(x.copy())] + ([torch.from_numpy(y.copy())] if y is not None else [])
                want = fn(*targs).numpy().reshape(-1)
            except Exception as e:  # PyTorch has no kernel (float16 on the CPU)
                report[cid] = {"skip": "PyTorch: %s" % str(e).strip().splitlines()[-1][:100]}
                continue
            ins = ["--input", "x:%s[n]" % dt] + (["--input", "y:%s[n]" % dt] if y is not None else [])
            model = os.path.join(d, "f.onnx")
            p = subprocess.run([args.scriptc, "f.py", "-o", model] + ins, cwd=d,
                               capture_output=True, text=True)
            if p.returncode != 0:
                report[cid] = {"skip": "scriptc: %s" % (p.stderr.strip().splitlines() or ["?"])[0][:160]}
                continue
            x.tofile(os.path.join(d, "x.bin"))
            inputs = [{"name": "x", "dtype": dt, "shape": [len(x)], "file": "x.bin"}]
            if y is not None:
                y.tofile(os.path.join(d, "y.bin"))
                inputs.append({"name": "y", "dtype": dt, "shape": [len(y)], "file": "y.bin"})
            for opt in ("default", "disabled"):
                j = {"id": cid + "." + opt, "model": model, "dir": d,
                     "sets": [{"inputs": inputs, "prefix": opt}]}
                if opt != "default":
                    j["opt"] = opt
                jobs.append(j)
            meta[cid] = (x, y, want, dt, expr)
    path = os.path.join(args.out, "jobs.json")
    with open(path, "w") as fh:
        json.dump(jobs, fh)
    p = subprocess.run(["node", os.path.join(ROOT, "tests", "ort_run.js"), path], cwd=ROOT,
                       capture_output=True, text=True)
    done = {}
    for line in p.stdout.splitlines():
        m = json.loads(line)
        if "done" in m:
            done[m["done"]] = m
    failed = 0
    for cid, (x, y, want, dt, expr) in meta.items():
        ulps = args.ulps if dt != "float16" else 2 * args.ulps
        rows = []
        for opt in ("default", "disabled"):
            r = done.get(cid + "." + opt)
            if r is None or r.get("error") or r["sets"][0].get("error"):
                err = r and (r.get("error") or r["sets"][0].get("error"))
                rows.append("%s: ONNX Runtime failed: %s" % (opt, err or p.stderr.strip()[-200:]))
                continue
            o = r["sets"][0]["outputs"][0]
            got = np.fromfile(os.path.join(meta_dir(args.out, cid), o["file"]),
                              dtype=NP[dt] if o["dtype"] == dt else {"float32": np.float32,
                              "float64": np.float64, "float16": np.float16}.get(o["dtype"], np.float32))
            if got.dtype != want.dtype or got.size != want.size:
                rows.append("%s: output %s[%d], PyTorch %s[%d]" % (opt, got.dtype, got.size,
                                                                  want.dtype, want.size))
                continue
            for k, why in disagree(got, want, ulps, dt):
                xs = "x=%r" % float(x[k % len(x)]) if want.size == len(x) or y is None else ""
                if y is not None and want.size == len(x):
                    xs += " y=%r" % float(y[k])
                if want.size != len(x):
                    xs = "element %d" % k
                rows.append("%s: %s: %s: scriptc %r, PyTorch %r" % (opt, why, xs, float(got[k]),
                                                                 float(want[k])))
        report[cid] = {"expr": expr, "bad": rows}
        if rows:
            failed += 1
    for cid in sorted(report):
        r = report[cid]
        if "skip" in r:
            print("SKIP %s: %s" % (cid, r["skip"]))
        elif r["bad"]:
            print("DIFF %s (%s): %d values" % (cid, r["expr"], len(r["bad"])))
            for row in r["bad"][:12]:
                print("    " + row)
    print("%d expressions differ" % failed)
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(report, fh, indent=1)
    return 1 if failed else 0


def meta_dir(out, cid):
    return os.path.join(out, cid)


if __name__ == "__main__":
    sys.exit(main())
