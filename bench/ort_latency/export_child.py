#!/usr/bin/python3
"""bench/ort_latency/run.py's PyTorch side: a worker that imports torch once and serves
cases, one JSON line in and one out, until its stdin closes.

    request   {"path": CASE.py, "name": NAME, "dir": DIR}
    answer    {"ok": true, "seconds": S} or {"ok": false, "stage": "truth"|"export",
              "why": ONE LINE}

For each case it writes into DIR what the e2e harness writes (tests/lib/truth.py compute:
manifest.json, the sets' inputs and PyTorch's outputs, a module's weights.safetensors),
then torch.onnx.export of torch.jit.script of the same entry (the same module, built and
given its weights as the harness does) at opset 17 with the first set as example args,
every symbolic dim of the inputs block a dynamic axis, into DIR/torch.onnx.
The parent kills and restarts a worker that takes too long (some exports hang or crash);
the protocol goes to a private copy of stdout, so what torch prints cannot break it."""
import json
import os
import sys
import time
import traceback
import warnings

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
warnings.filterwarnings("ignore")

import caseblocks  # noqa: E402
import truth  # noqa: E402

TORCH_FILE = "torch.onnx"


def one_line(e):
    lines = [l.strip() for l in str(e).splitlines() if l.strip()]
    return "%s: %s" % (type(e).__name__, lines[0] if lines else "")


def export(path, name, blocks, d):
    """torch.onnx.export of the scripted entry, as truth.compute scripts and binds it."""
    t = truth.torch()
    opts = caseblocks.options(blocks)
    specs = [caseblocks.parse_spec(l) for l in blocks.get("inputs", []) if l.strip()]
    sets = [l for l in blocks.get("sets", []) if l.strip()]
    mod = truth._load(path, name + "_export")
    fn, is_module = truth._entry(path, mod, opts)
    params = truth._params(fn, is_module)
    if truth._defaults_none(fn, is_module, len(specs)):
        params = params[:len(specs)]
    if is_module:   # the same weights as the truth's (its generator and seed)
        truth._module_weights(fn, blocks, d)
    scripted = t.jit.script(fn)
    vals = truth._bind(0, sets[0], params)
    names = [p for p, _ in params]
    axes = {}
    for pname, _, dims in specs:
        sym = {i: dn for i, dn in enumerate(dims) if isinstance(dn, str)}
        if sym:
            axes[pname] = sym
    # a case without weights (`weights: none`) has them as graph inputs in ours, fed by key:
    # PyTorch's the same (export_params=False), not baked in, and not folded either (its
    # folding made a transposed weight an input named onnx::MatMul_16, which no key feeds)
    baked = not is_module or truth.weights_given(blocks)
    t0 = time.perf_counter()
    with t.no_grad():
        t.onnx.export(scripted, tuple(truth._clone(vals[p]) for p in names),
                      os.path.join(d, TORCH_FILE), opset_version=17, input_names=names,
                      dynamic_axes=axes, export_params=baked,
                      do_constant_folding=baked)
    return time.perf_counter() - t0


def serve(req):
    path, name, d = req["path"], req["name"], req["dir"]
    with open(path) as f:
        blocks = caseblocks.parse(f.read())
    try:
        truth.compute(path, name, blocks, d)
    except truth.CaseWrong as e:
        return {"ok": False, "stage": "truth", "why": e.reason}
    try:
        secs = export(path, name, blocks, d)
    except Exception as e:   # noqa: BLE001 - PyTorch cannot export it: why, in one line
        with open(os.path.join(d, "export.log"), "w") as f:
            f.write(traceback.format_exc())
        return {"ok": False, "stage": "export", "why": one_line(e)}
    return {"ok": True, "seconds": round(secs, 3)}


def main():
    proto = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    for line in sys.stdin:
        req = json.loads(line)
        try:
            ans = serve(req)
        except Exception as e:   # noqa: BLE001 - a malformed case or a bug here
            ans = {"ok": False, "stage": "truth", "why": one_line(e)}
        proto.write(json.dumps(ans) + "\n")
        proto.flush()


if __name__ == "__main__":
    main()
