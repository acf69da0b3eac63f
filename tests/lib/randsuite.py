"""The random suite: tests/random/*.py, programs drawing random numbers (torch.rand, randn,
randint, randperm, bernoulli, multinomial, normal, x.uniform_, x.exponential_), whose values
PyTorch and ONNX Runtime can never share. A case is written as an e2e case (`inputs`,
`sets`, `options`, `min-opset` blocks; a function entry returning a tensor or a tuple of
them); each set is run

  by PyTorch  TRUTH_RUNS times (torch.jit.script of the entry, torch.manual_seed(K) before
              run K): the reference sample of each output, pooled over the runs;
  by ONNX Runtime  twice, on the model scriptc writes at each opset of the suite.

A check (`random/NAME@opsetN`) passes if scriptc compiles the case (below `min-opset`: refuses
it with a located error naming that opset), the checker accepts the model, and on every set:
  - each output has PyTorch's dtype and shape, on both runs;
  - the two runs differ in some output (no seed is baked into the model);
  - per output, ONNX Runtime's values (both runs pooled) and PyTorch's pass a two-sample
    Kolmogorov-Smirnov test at ALPHA (its statistic below c(ALPHA) sqrt((n + m) / (n m)));
    it holds for discrete samples too, where it is conservative;
  - an integer or bool output takes no value PyTorch's sample lacks (randint's range,
    multinomial's categories of probability 0, bernoulli's 0 and 1);
  - where every one of PyTorch's runs has an integer output's rows along the last dim
    without repeats (multinomial without replacement, randperm), so does each of ONNX
    Runtime's (not floats: two float32 draws of a row are equal once in 10^5 rows).
Outputs need many elements (a thousand or more) for the test to see anything; the sets are
the inputs, as in e2e (their values are what the program draws from: probabilities, means).
"""
import importlib.util
import json
import math
import os
import sys

import caseblocks

TRUTH_RUNS = 8
ALPHA = 1e-6
KS_C = math.sqrt(-math.log(ALPHA / 2) / 2)


def _entry(path, name):
    spec = importlib.util.spec_from_file_location("random_case_" + name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    import inspect
    fns = [v for v in vars(mod).values()
           if inspect.isfunction(v) and v.__module__ == mod.__name__]
    return max(fns, key=lambda f: f.__code__.co_firstlineno)


def _flat(r):
    if isinstance(r, (tuple, list)):
        return [x for e in r for x in _flat(e)]
    return [r]


def _np(t):
    import numpy as np
    import torch
    if t.dtype == torch.bfloat16:
        return t.float().numpy()
    return np.asarray(t.numpy())


def truth(path, name, sets):
    """Per set: (inputs as numpy arrays by name, per output the list of TRUTH_RUNS arrays)."""
    import torch
    fn = torch.jit.script(_entry(path, name))
    out = []
    for k, code in enumerate(sets):
        ns = {"torch": torch, "math": math}
        torch.manual_seed(1234 + k)
        exec(code, ns)
        args = {a.name: ns[a.name] for a in fn.schema.arguments}
        runs = []
        for i in range(TRUTH_RUNS):
            torch.manual_seed(i)
            runs.append([_np(t) for t in _flat(fn(**args))])
        out.append((args, [[r[j] for r in runs] for j in range(len(runs[0]))]))
    return out


ORT_DTYPE = {"float32": "float32", "float64": "float64", "int64": "int64", "int32": "int32",
             "bool": "bool", "float16": "float16", "uint8": "uint8", "int8": "int8",
             "int16": "int16"}


def _write_inputs(d, k, args):
    import numpy as np
    import torch
    ins = []
    for name, v in args.items():
        if isinstance(v, torch.Tensor):
            a = v.numpy()
        elif isinstance(v, bool):
            a = np.array(v)
        elif isinstance(v, int):
            a = np.array(v, dtype=np.int64)
        else:
            a = np.array(v, dtype=np.float32)
        f = "set%d.in.%s.bin" % (k, name)
        np.ascontiguousarray(a).tofile(os.path.join(d, f))
        ins.append({"name": name, "dtype": str(a.dtype), "shape": list(a.shape), "file": f})
    return ins


def _ks(a, b):
    import numpy as np
    a, b = np.sort(a.ravel().astype(np.float64)), np.sort(b.ravel().astype(np.float64))
    allv = np.concatenate([a, b])
    da = np.searchsorted(a, allv, side="right") / len(a)
    db = np.searchsorted(b, allv, side="right") / len(b)
    dstat = float(np.max(np.abs(da - db))) if len(allv) else 0.0
    bound = KS_C * math.sqrt((len(a) + len(b)) / (len(a) * len(b))) if len(a) and len(b) else 1
    return dstat, bound


def _distinct_rows(x):
    import numpy as np
    if x.ndim == 0 or x.shape[-1] < 2:
        return True
    rows = x.reshape(-1, x.shape[-1])
    return all(len(np.unique(r)) == len(r) for r in rows)


def compare(k, ref, got):
    """Why set k's two ONNX Runtime runs (got: per run, the output arrays) fail against
    PyTorch's reference (per output, its runs), or None."""
    import numpy as np
    if any(len(g) != len(ref) for g in got):
        return "set %d: %d outputs, PyTorch %d" % (k, len(got[0]), len(ref))
    for j, runs in enumerate(ref):
        for r, g in enumerate(got):
            x = g[j]
            if x.dtype != runs[0].dtype or x.shape != runs[0].shape:
                return "set %d output %d run %d: %s%s, PyTorch %s%s" % (
                    k, j, r, x.dtype, list(x.shape), runs[0].dtype, list(runs[0].shape))
    same = all(np.array_equal(a, b, equal_nan=True) for a, b in zip(got[0], got[1]))
    if same and any(x.size > 1 for x in got[0]):
        return "set %d: the two runs gave the same values (a seed baked in?)" % k
    for j, runs in enumerate(ref):
        pt = np.concatenate([x.ravel() for x in runs])
        ox = np.concatenate([g[j].ravel() for g in got])
        if pt.size == 0:
            continue
        if ox.dtype.kind in "iub":
            extra = set(np.unique(ox).tolist()) - set(np.unique(pt).tolist())
            if extra:
                return "set %d output %d: values PyTorch never drew: %s" % (
                    k, j, sorted(extra)[:8])
        dstat, bound = _ks(pt.astype(np.float64), ox.astype(np.float64))
        if not dstat <= bound:
            return ("set %d output %d: another distribution (Kolmogorov-Smirnov D = %.4f > "
                    "%.4f; mean %.4g against PyTorch's %.4g, std %.4g against %.4g)" % (
                        k, j, dstat, bound, float(np.mean(ox)), float(np.mean(pt)),
                        float(np.std(ox)), float(np.std(pt))))
        if ox.dtype.kind in "iu" and all(_distinct_rows(x) for x in runs) and not all(_distinct_rows(g[j]) for g in got):
            return "set %d output %d: a row repeats a value, as PyTorch's never do" % (k, j)
    return None


def run_all(r, opsets, refused_below, below_min_opset, onnx_check, compile_failure):
    """The suite's checks, as (check id, reason or None)."""
    import numpy as np
    here = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "random")
    cases = []
    for name, path in r.cases(os.path.join("random", "*.py")):
        cid = "random/" + name
        if not any(r.selected("%s@opset%d" % (cid, n)) for n in opsets):
            continue
        with open(path) as f:
            blocks = caseblocks.parse(f.read())
        d = os.path.join(r.out, cid)
        os.makedirs(d, exist_ok=True)
        c = {"cid": cid, "name": name, "path": path, "dir": d, "blocks": blocks, "why": {}}
        args = caseblocks.options(blocks) + caseblocks.input_args(blocks)
        c["compiles"] = {n: r.compile_async(path, ["-o", os.path.join(d, "opset%d.onnx" % n),
                                                   "--opset", str(n)] + args) for n in opsets}
        cases.append(c)
    jobs = []
    for c in cases:
        try:
            c["truth"] = truth(c["path"], c["name"], [line for line in c["blocks"].get("sets", [])
                                                      if line.strip()])
        except Exception as e:  # noqa: BLE001 - the case is wrong
            c["wrong"] = "case is wrong: PyTorch: %s: %s" % (type(e).__name__, e)
            continue
        for n, fut in c["compiles"].items():
            p = fut.result()
            model = os.path.join(c["dir"], "opset%d.onnx" % n)
            low = below_min_opset(c, n)
            if low is not None:
                c["why"][n] = refused_below(p, model, low) or "refused"
                continue
            why = compile_failure(p, model) or onnx_check(model, c["dir"], n)
            if why:
                c["why"][n] = why
                continue
            sets = []
            for k, (args, _) in enumerate(c["truth"]):
                ins = _write_inputs(c["dir"], k, args)
                sets += [{"inputs": ins, "prefix": "opset%d.set%d.run%d" % (n, k, i)}
                         for i in range(2)]
            jobs.append({"id": "%s@%d" % (c["cid"], n), "model": model, "dir": c["dir"],
                         "sets": sets, "key": (c["cid"], n)})
    if jobs:
        os.makedirs(os.path.join(r.out, "e2e"), exist_ok=True)  # (where r.ort writes its jobs)
    ran = r.ort(jobs) if jobs else {}
    for c in cases:
        for n in opsets:
            cid = "%s@opset%d" % (c["cid"], n)
            if "wrong" in c:
                yield cid, c["wrong"]
                continue
            why = c["why"].get(n)
            if why == "refused":
                yield cid, None
                continue
            if why:
                yield cid, why
                continue
            res = ran.get((c["cid"], n), {"error": "not run"})
            if res.get("error"):
                yield cid, "ONNX Runtime: " + res["error"]
                continue
            why = None
            for k, (_, ref) in enumerate(c["truth"]):
                got = []
                for i in range(2):
                    s = res["sets"][2 * k + i]
                    if s.get("error"):
                        why = "set %d: ONNX Runtime: %s" % (k, s["error"])
                        break
                    got.append([np.fromfile(os.path.join(c["dir"], o["file"]),
                                            dtype=np.dtype(o["dtype"] if o["dtype"] != "bool"
                                                           else "bool")).reshape(o["shape"])
                                for o in s["outputs"]])
                why = why or compare(k, ref, got)
                if why:
                    break
            yield cid, why
