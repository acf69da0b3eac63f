#!/usr/bin/python3
"""ort_kernels.py [--table]: which ONNX operators scriptc emits ONNX Runtime has no CPU kernel for.

For every ONNX operator named in backend_onnx/*.c or ir/ops.def (a superset of what scriptc
emits), at opsets 13 and 17, and for every element type each of its type constraints allows,
builds a one-node model (the other constraints at a type ONNX Runtime has) and loads it with
onnxruntime-node (ort_kernels.js) at optimization level 'disabled': "Could not find an
implementation" means no kernel.  Those gaps are compared with the table ORT_GAPS in
backend_onnx/lower_legal.c, which legalization uses; exit status 1 if they differ.
--table prints the gaps measured.  Run it with /usr/bin/python3 (Debian's onnx).
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

import onnx
import onnx.defs as D
from onnx import helper

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OPSETS = (13, 17)
# own their output type through an attribute, or hold graphs: not one-node probes
SKIP = {"Constant", "Cast", "If", "Loop", "ConstantOfShape"}
# the element types scriptc's IR has (ir/ir.h DType); gaps for the others cannot be reached
SCRIPTC = {"bool", "uint8", "int8", "int16", "int32", "int64", "float16", "float", "double",
           "bfloat16"}
PREFER = ["tensor(float)", "tensor(int64)", "tensor(bool)"]


def emitted():
    names = set()
    for f in glob.glob(os.path.join(ROOT, "backend_onnx", "*.c")) + [os.path.join(ROOT, "ir", "ops.def")]:
        text = open(f).read()
        names.update(re.findall(r'"([A-Z][A-Za-z]+)"', text))
        names.update(re.findall(r'\b([A-Z][A-Za-z]+)\)\s*$', text, re.M))
    return sorted(n for n in names if D.has(n) and n not in SKIP)


def elem(t):
    m = re.fullmatch(r"tensor\((\w+)\)", t)
    if not m:
        return None
    name = {"float": "FLOAT", "double": "DOUBLE", "float16": "FLOAT16", "bfloat16": "BFLOAT16",
            "string": "STRING"}.get(m.group(1), m.group(1).upper())
    return getattr(onnx.TensorProto, name, None)


def probes(op, opset):
    try:
        s = D.get_schema(op, opset)
    except D.SchemaError:  # not yet in this opset
        return
    allowed = {tc.type_param_str: list(tc.allowed_type_strs) for tc in s.type_constraints}
    default = {}
    for k, ts in allowed.items():
        good = [t for t in PREFER if t in ts] + [t for t in ts if elem(t) is not None]
        if not good:
            return
        default[k] = good[0]
    for k, ts in allowed.items():
        for t in ts:
            et = elem(t)
            if et is None or t[7:-1] not in SCRIPTC:
                continue
            pick = dict(default)
            pick[k] = t

            def vi(name, formal):
                ts_ = pick.get(formal.typeStr, formal.typeStr)
                return helper.make_tensor_value_info(name, elem(ts_), None)
            ins = [f for f in s.inputs if f.option != D.OpSchema.FormalParameterOption.Optional]
            outs = [f for f in s.outputs if f.option != D.OpSchema.FormalParameterOption.Optional]
            if any(elem(pick.get(f.typeStr, f.typeStr)) is None for f in ins + outs):
                continue
            iv = [vi("i%d" % j, f) for j, f in enumerate(ins)]
            ov = [vi("o%d" % j, f) for j, f in enumerate(outs)]
            node = helper.make_node(op, [v.name for v in iv], [v.name for v in ov])
            g = helper.make_graph([node], "p", iv, ov)
            m = helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)])
            m.ir_version = 8
            yield k, t, m


def measure():
    todo = []
    with tempfile.TemporaryDirectory() as d:
        for op in emitted():
            for opset in OPSETS:
                for k, t, m in probes(op, opset):
                    p = os.path.join(d, "%d.onnx" % len(todo))
                    onnx.save(m, p)
                    todo.append((op, opset, k, t, p))
        r = subprocess.run(["node", os.path.join(HERE, "ort_kernels.js")], text=True,
                           input=json.dumps([x[4] for x in todo]), capture_output=True)
    res = json.loads(r.stdout or "null")
    if res is None:
        return None
    gaps, other = {}, []
    for (op, opset, k, t, _), err in zip(todo, res):
        if "Could not find an implementation" in err or "Failed to find kernel" in err:
            gaps.setdefault((op, opset), set()).add((k, t[7:-1]))
        elif err:
            other.append((op, opset, k, t, err.splitlines()[0][:160]))
    return gaps, other


def table():
    """ORT_GAPS rows of lower_legal.c: {"Op", since, until, "T", "dtype dtype ..."}"""
    text = open(os.path.join(ROOT, "backend_onnx", "lower_legal.c")).read()
    rows = re.findall(r'\{"(\w+)", (\d+), (\d+), "(\w+)", "([\w ]+)"\}', text)
    want = {}
    for op, lo, hi, k, dts in rows:
        for opset in OPSETS:
            if int(lo) <= opset <= int(hi):
                for dt in dts.split():
                    want.setdefault((op, opset), set()).add((k, dt))
    return want


def main():
    got = measure()
    if got is None:
        print("onnxruntime-node not found: skipped")
        print("0 passed, 0 failed")
        return 0
    gaps, other = got
    if "--table" in sys.argv:
        for (op, opset), s in sorted(gaps.items()):
            print(op, opset, " ".join("%s:%s" % x for x in sorted(s)))
        for o in other:
            print("other:", *o)
    want = table()
    bad = 0
    for key in sorted(set(gaps) | set(want)):
        if gaps.get(key, set()) != want.get(key, set()):
            bad += 1
            print("FAIL %s-%d: measured %s, ORT_GAPS says %s" % (key[0], key[1],
                  sorted(gaps.get(key, ())), sorted(want.get(key, ()))))
    print("%d passed, %d failed" % (len(set(gaps) | set(want)) - bad, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
