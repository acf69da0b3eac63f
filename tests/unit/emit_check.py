#!/usr/bin/python3
"""emit_check.py EMIT_TEST: checks the models tests/unit/emit_test.c writes.

Runs EMIT_TEST into a temporary directory, then for each model: the ONNX checker
(onnx.checker.check_model(m, full_check=True); ONNX 1.12 knows opsets up to 17 and IR
version 8, so later opsets skip it), structural facts of the emission (names, ir_version,
doc_string, unique names across subgraphs), and ONNX Runtime through emit_check.js, with
several inputs per model (both If branches, loop counts 0, 1 and 3, different sizes along
symbolic dims), compared with numpy.  Run it with /usr/bin/python3 (Debian's onnx/numpy).
Ends with one line "N passed, N failed"; exit status 1 if anything failed.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import onnx

HERE = os.path.dirname(os.path.abspath(__file__))
passed = failed = 0


def ok(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL:", what)


def f32(*shape, seed=0):
    rng = np.random.default_rng(seed)
    return rng.standard_normal(shape).astype(np.float32)


def loop_expect(n, x):
    acc, ys = x, []
    for _ in range(n):
        acc = acc + x
        ys.append(acc)
    scan = np.stack(ys) if ys else np.zeros((0,) + x.shape, np.float32)
    return [acc, scan]


def runs():
    """(model, feeds, expected outputs in order) for every run"""
    out = []
    for b in (1, 4):
        x, y = f32(b, 3, seed=b), f32(b, 3, seed=b + 10)
        out.append(("add", {"x": x, "y": y}, [x + y]))
    for c, n in ((True, 3), (False, 5)):
        x = f32(n, seed=n)
        out.append(("if", {"c": np.array(c), "x": x}, [x * x + x if c else x]))
    for model in ("loop", "loop21"):
        for n, b in ((0, 1), (1, 2), (3, 5)):
            x = f32(b, 2, seed=n)
            out.append((model, {"n": np.array(n, np.int64), "x": x}, loop_expect(n, x)))
    for d in (1, 6):
        x = f32(d, seed=d)
        r = np.maximum(np.abs(x), 0)
        out.append(("passthru", {"x": x}, [x, r, r]))
    k = np.array([[1, 2], [3, 4]], np.float32)
    x = f32(2, 2, seed=7)
    out.append(("const", {"x": x}, [k, x + k]))
    return out


def allnames(g, names, nodes):
    """every value and node name of g and its subgraphs, into lists"""
    for vi in g.input:
        names.append(vi.name)
    for n in g.node:
        names.extend(o for o in n.output if o)
        nodes.append(n.name)
        for a in n.attribute:
            if a.type == onnx.AttributeProto.GRAPH:
                allnames(a.g, names, nodes)


def structure(models):
    """what the brief fixes about names, versions and locations"""
    for name, m in models.items():
        names, nodes = [], []
        allnames(m.graph, names, nodes)
        ok(len(names) == len(set(names)), f"{name}: value names unique {names}")
        ok(len(nodes) == len(set(nodes)), f"{name}: node names unique {nodes}")
        ok(m.producer_name == "scriptc", f"{name}: producer_name")
        ok(m.graph.name == name, f"{name}: graph name {m.graph.name}")
    irv = {"loop": 7, "loop21": 10, "add": 8}
    for name, v in irv.items():
        ok(models[name].ir_version == v, f"{name}: ir_version {models[name].ir_version}")
    add = models["add"].graph
    ok(add.node[0].name == "/block/Add", f"add: node name {add.node[0].name}")
    ok(add.node[0].doc_string == "model.py:4:13", f"add: doc_string {add.node[0].doc_string}")
    dims = add.input[0].type.tensor_type.shape.dim
    ok(dims[0].dim_param == "batch" and dims[1].dim_value == 3, "add: input dims")
    outs = [o.name for o in models["passthru"].graph.output]
    ok(outs == ["out_x", "out_r", "out_r2"], f"passthru: output names {outs}")
    pg = models["passthru"].graph
    vi = [(v.name, v.type.tensor_type.HasField("shape")) for v in pg.value_info]
    ok(vi == [("2", False)], f"passthru: value_info only with dtype, rank -1 unshaped: {vi}")
    ok(pg.node[0].output[0] == "1", f"passthru: anonymous value named {pg.node[0].output[0]}")
    ys = models["loop"].graph.output[1].type.tensor_type.shape.dim[0]
    ok(not ys.HasField("dim_value") and not ys.HasField("dim_param"), "loop: unknown dim")
    ok([i.name for i in models["loop"].graph.input] == ["n", "x"], "loop: input names")
    loop = models["loop"].graph.node[0]
    ok(list(loop.input) == ["n", "", "x"], f"loop: omitted cond {list(loop.input)}")


def checker(models):
    for name, m in models.items():
        if m.opset_import[0].version > 17:
            continue
        try:
            onnx.checker.check_model(m, full_check=True)
            ok(True, name)
        except Exception as e:  # noqa: BLE001 -- any checker failure is a test failure
            ok(False, f"{name}: onnx.checker: {e}")


def feedjson(a):
    t = {np.dtype(np.float32): "float32", np.dtype(np.int64): "int64",
         np.dtype(np.bool_): "bool", np.dtype(np.float64): "float64"}[a.dtype]
    return {"type": t, "dims": list(a.shape), "data": a.reshape(-1).tolist()}


def ort(models, outdir):
    node = shutil.which("node")
    if not node:
        print("skip: no node for ONNX Runtime")
        return
    rs = runs()
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
        for name, w in zip(outs, want):
            g = r["outputs"][name]
            got = np.array(g["data"], np.float32).reshape(g["dims"])
            if w.size == 0:
                # ORT sizes zero-iteration scan outputs from the body's output type,
                # with symbolic dims as 0: only "empty along the scan axis" is fixed
                ok(got.size == 0 and got.shape[:1] == w.shape[:1], f"{what}: {name} empty")
                continue
            ok(got.shape == w.shape and np.allclose(got, w, atol=1e-5),
               f"{what}: output {name}: got {got.tolist()} want {w.tolist()}")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: emit_check.py EMIT_TEST")
    with tempfile.TemporaryDirectory() as outdir:
        p = subprocess.run([sys.argv[1], outdir])
        ok(p.returncode == 0, "emit_test exit status")
        models = {}
        for f in sorted(os.listdir(outdir)):
            models[f[:-5]] = onnx.load(os.path.join(outdir, f))
        want = {"add", "if", "loop", "loop21", "passthru", "const"}
        ok(set(models) == want, f"models written: {sorted(models)} (no temp files left)")
        if want <= set(models):
            structure(models)
            checker(models)
            ort(models, outdir)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
