#!/usr/bin/python3
"""weights_emit_check.py WEIGHTS_EMIT_TEST: checks the models tests/unit/weights_emit_test.c
writes with weights over a mapped file (see that file for the cases).

For each model: the ONNX checker (external data through the model's path), its initializers
(named by state_dict key, one for two keys of equal bytes at -O2, none for an unused weight,
no Constant node holding a weight), the node names a scope gives (/fc/MatMul), the external
data fields, and ONNX Runtime (through emit_check.js) against numpy on the bytes of w.bin.
Run it with /usr/bin/python3 (Debian's onnx/numpy).  Ends with "N passed, N failed".
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import onnx
from onnx import external_data_helper

HERE = os.path.dirname(os.path.abspath(__file__))
passed = failed = 0


def ok(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)


def weights(outdir):
    """the tensors weights_emit_test.c wrote into w.bin, by parameter name"""
    v = np.fromfile(os.path.join(outdir, "w.bin"), np.float32)
    return {"w": v[0:12].reshape(4, 3), "w2": v[12:24].reshape(4, 3), "b": v[24:27],
            "u": v[27:29], "m": v[29:38].reshape(3, 3),
            "h": v[38:40].view(np.float16)[:3],
            "p": v[40:2088].reshape(8, 256), "q": v[2088:4136].reshape(8, 256),
            "r": v[4136:6184].reshape(8, 256)}


def inits(m):
    return {t.name: t for t in m.graph.initializer}


def structure(models, w):
    o2, o1, o0 = inits(models["mm_o2"]), inits(models["mm_o1"]), inits(models["mm_o0"])
    ok(sorted(o2) == ["fc.bias", "fc.weight"], f"mm_o2: initializers {sorted(o2)}")
    ok(sorted(o1) == ["fc.bias", "fc.weight", "head.weight"], f"mm_o1: {sorted(o1)}")
    ok(sorted(o0) == ["fc.bias", "fc.weight", "head.weight"], f"mm_o0: {sorted(o0)}")
    for name, m in models.items():
        consts = [n for n in m.graph.node if n.op_type == "Constant"]
        ok(not any(a.name == "weight" for n in consts for a in n.attribute),
           f"{name}: a Constant node carries a weight attribute")
        ok(not any(i.name in inits(m) for i in m.graph.input),
           f"{name}: an initializer is also a graph input")
    t = o2["fc.weight"]
    ok(t.data_type == onnx.TensorProto.FLOAT and list(t.dims) == [4, 3], "fc.weight type")
    got = np.frombuffer(t.raw_data, np.float32).reshape(4, 3)
    ok(np.array_equal(got, w["w"]), "fc.weight bytes")
    names = [n.name for n in models["mm_o2"].graph.node]
    ok("/fc/proj/MatMul" in names and "/fc/Add" in names, f"mm_o2: scoped names {names}")
    # at -O2 the two products are one (their weights are one); at -O1 the second is _1
    names = [n.name for n in models["mm_o1"].graph.node]
    ok("/fc/proj/MatMul" in names and "/fc/proj/MatMul_1" in names,
       f"mm_o1: scoped names {names}")
    ok(sorted(inits(models["loop"])) == ["loop.weight"], "loop: initializer")
    # the float16 weight returned as it is; its Cast to float32 for the product folded at -O2
    # (passes/onnxfold.c) into a float32 initializer named by its reader, the Mul
    h = inits(models["half"])
    hm = [k for k in h if k.startswith("onnx::Mul_")]
    ok(sorted(h) == sorted(["half.scale"] + hm) and len(hm) == 1
       and h["half.scale"].data_type == onnx.TensorProto.FLOAT16
       and h[hm[0]].data_type == onnx.TensorProto.FLOAT, f"half: initializers {sorted(h)}")
    ext = models["ext"]
    e = inits(ext)
    ok(sorted(e) == ["fc.bias", "fc.weight"], f"ext: initializers {sorted(e)}")
    for name, t in e.items():
        info = {kv.key: kv.value for kv in t.external_data}
        ok(t.data_location == onnx.TensorProto.EXTERNAL and not t.HasField("raw_data"),
           f"ext: {name} is external")
        ok(info.get("location") == "ext.onnx.data", f"ext: {name} location {info}")
        ok(int(info.get("offset", -1)) % 64 == 0, f"ext: {name} offset aligned {info}")
    a = inits(models["aligned"])
    offs = {n: int({kv.key: kv.value for kv in t.external_data}["offset"]) for n, t in a.items()}
    ok(offs == {"fc.bias": 0, "fc.weight": 589824}, f"aligned: offsets {offs} (64 KB)")
    b = inits(models["big"])
    ok(sorted(b) == ["big.p", "big.q"], f"big: initializers {sorted(b)} (r is p, q is not)")
    ok(np.array_equal(w["p"], w["r"]) and not np.array_equal(w["p"], w["q"]), "big: w.bin")
    e = inits(models["empty"])
    em = [k for k in e if k.startswith("onnx::Mul_")]   # half.scale cast to float32, folded
    ok(sorted(e) == sorted(["empty.buf"] + em) and len(em) == 1,
       f"empty: initializers {sorted(e)}")
    if "empty.buf" in e and em:
        ok(not e["empty.buf"].external_data and e["empty.buf"].HasField("raw_data") and
           list(e["empty.buf"].dims) == [0], "empty: the empty weight is inline")
        ok(e[em[0]].data_location == onnx.TensorProto.EXTERNAL, "empty: the folded one external")


def dot(outdir):
    """the scopes of mm_o1.dot are nested boxes, the weights show their keys, and
    Graphviz draws it (when installed)"""
    with open(os.path.join(outdir, "mm_o1.dot")) as f:
        text = f.read()
    i, j = text.find('label="fc"'), text.find('label="proj"')
    ok(0 <= i < j, "mm_o1.dot: the box of /fc/proj inside that of /fc")
    ok("weight fc.weight" in text and "weight head.weight" in text, "mm_o1.dot: keys")
    exe = shutil.which("dot")
    if not exe:
        print("skip: graphviz's dot is not installed")
        return
    p = subprocess.run([exe, "-Tsvg", os.path.join(outdir, "mm_o1.dot")],
                       capture_output=True, text=True)
    ok(p.returncode == 0 and not p.stderr, f"dot -Tsvg mm_o1.dot: {p.stderr}")


def checker(models, outdir):
    for name in models:
        path = os.path.join(outdir, name + ".onnx")
        try:
            onnx.checker.check_model(path, full_check=True)
            ok(True, name)
        except Exception as e:  # noqa: BLE001 -- any checker failure is a test failure
            ok(False, f"{name}: onnx.checker: {e}")
    m = onnx.load(os.path.join(outdir, "ext.onnx"))  # loads ext.onnx.data beside it
    ok(all(not external_data_helper.uses_external_data(t) for t in m.graph.initializer),
       "ext: onnx.load read the external data")


def feedjson(a):
    t = {np.dtype(np.float32): "float32", np.dtype(np.int64): "int64"}[a.dtype]
    return {"type": t, "dims": list(a.shape), "data": a.reshape(-1).tolist()}


def runs(w, outdir):
    out = []
    for model in ("mm_o2", "mm_o1", "mm_o0", "ext"):
        for b in (1, 3):
            x = np.random.default_rng(b).standard_normal((b, 4)).astype(np.float32)
            out.append((model, {"x": x}, [x @ w["w"] + w["b"], x @ w["w2"]]))
    for n in (0, 1, 3):
        x = np.random.default_rng(n).standard_normal((2, 3)).astype(np.float32)
        y = x
        for _ in range(n):
            y = np.tanh(y @ w["m"])
        out.append(("loop", {"x": x, "n": np.array(n, np.int64)}, [y]))
    x = np.random.default_rng(5).standard_normal((2, 3)).astype(np.float32)
    out.append(("half", {"x": x}, [w["h"], x * w["h"].astype(np.float32)]))
    a = np.fromfile(os.path.join(outdir, "a.bin"), np.float32)
    ab, aw = a[:131088], a[131088:].reshape(4, 131088)
    x = np.random.default_rng(9).standard_normal((2, 4)).astype(np.float32)
    out.append(("aligned", {"x": x}, [x @ aw + ab]))
    for bt in (1, 2):
        x = np.random.default_rng(bt).standard_normal((bt, 8)).astype(np.float32)
        out.append(("big", {"x": x}, [x @ w["p"], x @ w["q"], x @ w["r"]]))
    x = np.random.default_rng(6).standard_normal(3).astype(np.float32)
    out.append(("empty", {"x": x}, [x * w["h"].astype(np.float32)]))
    return out


def ort(models, outdir, w):
    node = shutil.which("node")
    if not node:
        print("skip: no node for ONNX Runtime")
        return
    rs = runs(w, outdir)
    spec = [{"model": os.path.join(outdir, m + ".onnx"),
             "feeds": {k: feedjson(v) for k, v in feeds.items()}} for m, feeds, _ in rs]
    env = dict(os.environ)
    env.setdefault("NODE_PATH", "/tmp/ortt/node_modules")
    p = subprocess.run([node, os.path.join(HERE, "emit_check.js")], input=json.dumps(spec),
                       capture_output=True, text=True, env=env)
    if p.returncode != 0:
        ok(False, f"emit_check.js: {p.stderr}")
        return
    res = json.loads(p.stdout)
    if isinstance(res, dict) and res.get("noort"):
        print("skip: onnxruntime-node not found")
        return
    for (model, feeds, want), r in zip(rs, res):
        what = f"ORT {model} {', '.join(f'{k}{list(v.shape)}' for k, v in feeds.items())}"
        if "error" in r:
            ok(False, f"{what}: {r['error']}")
            continue
        outs = [o.name for o in models[model].graph.output]
        for name, wnt in zip(outs, want):
            g = r["outputs"][name]
            if g["type"] == "float16":  # onnxruntime-node gives the bits
                got = np.array(g["data"], np.uint16).view(np.float16).reshape(g["dims"])
            else:
                got = np.array(g["data"], np.float32).reshape(g["dims"])
            ok(got.dtype == wnt.dtype and got.shape == wnt.shape and np.allclose(got, wnt, atol=1e-5),
               f"{what}: output {name}: got {got.tolist()} want {wnt.tolist()}")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: weights_emit_check.py WEIGHTS_EMIT_TEST")
    with tempfile.TemporaryDirectory() as outdir:
        p = subprocess.run([sys.argv[1], outdir])
        ok(p.returncode == 0, "weights_emit_test exit status")
        files = sorted(os.listdir(outdir))
        want = ["a.bin", "aligned.onnx", "aligned.onnx.data", "big.onnx", "empty.onnx", "empty.onnx.data", "ext.onnx", "ext.onnx.data", "half.onnx",
                "loop.onnx", "mm_o0.onnx", "mm_o1.dot", "mm_o1.onnx", "mm_o2.onnx", "w.bin"]
        ok(files == want, f"files written: {files} (no bad.onnx, no temporary file)")
        models = {f[:-5]: onnx.load(os.path.join(outdir, f), load_external_data=False)
                  for f in files if f.endswith(".onnx")}
        if set(models) >= {"mm_o2", "mm_o1", "mm_o0", "loop", "ext", "half", "empty",
                           "big", "aligned"}:
            w = weights(outdir)
            structure(models, w)
            dot(outdir)
            checker(models, outdir)
            ort(models, outdir, w)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
