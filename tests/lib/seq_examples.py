"""The sequence-model examples (examples/*.py of issue 21) against PyTorch, with weights.

EXAMPLES is a list of entries (example file, entry, input specs, input generator):
  - the file, from the repository's root;
  - the entry: None for the file's last nn.Module subclass built with no arguments (scriptc's
    default entry), or `CLASS(LITERAL ARGS)` as `--entry` takes it;
  - the `--input` specs, in the entry's parameter order;
  - a function of a torch.Generator returning the input sets, each a list of tensors in the
    specs' order (take sizes that move every symbolic dim, and the edge cases: length 1,
    batch 1, rows of different lengths).

For each entry (check `examples/seq/NAME`, NAME the file's stem, or the stem and the class
where an entry is given): the model is built under torch.manual_seed(0) in eval mode (its
own initialization: the weights of a model fresh from its constructor), its state_dict
written by tools/to_safetensors.py's writer and read back into the model (strict), the truth
is torch.jit.script of the model on every set; scriptc compiles the example with
`--weights` and the specs, ONNX Runtime runs it at its default optimization level and with
optimizations disabled (tests/ort_run.js, as the e2e suite does), and every output must
match: same dtype and shape, integers exactly, floats within rtol 1e-4, atol 1e-5.

Run on its own (for trying scriptc on them):

    /usr/bin/python3 tests/lib/seq_examples.py [--scriptc BUILD/scriptc] [-k NAME] [--out DIR]
"""

import importlib.util
import json
import os
import subprocess
import sys

import numpy as np

LIB = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(LIB))


def _ner_sets(g):
    import torch

    def batch(lengths, seq):
        lengths = torch.tensor(lengths)
        tokens = torch.randint(1, 5000, (len(lengths), seq), generator=g)
        tokens[torch.arange(seq).unsqueeze(0) >= lengths.unsqueeze(1)] = 0  # padding
        return [tokens, lengths]
    return [batch([5, 2, 7], 7),        # different lengths, unsorted
            batch([1], 1),              # batch 1, length 1
            batch([4, 4, 4, 4], 4),     # every row full
            batch([1, 6], 6),           # a row of length 1 beside a long one
            batch([3], 5)]              # batch 1, padded past its length


EXAMPLES = [
    ("examples/ner_bilstm_crf.py", None, ["tokens:int64[batch,seq]", "lengths:int64[batch]"],
     _ner_sets),
]


def _ner_trained(model):
    """a trained tagger's scale: emissions of a few units, which outweigh the transitions
    (fresh from the constructor, randn transitions would choose most tags by themselves)"""
    import torch
    with torch.no_grad():
        model.hidden2tag.weight.mul_(8.0)


# what makes a fresh model's weights look trained, by NAME (optional)
TRAINED = {"ner_bilstm_crf": _ner_trained}


def name_of(path, entry):
    stem = os.path.splitext(os.path.basename(path))[0]
    return stem if not entry else "%s_%s" % (stem, entry.split("(")[0])


def load(path, entry):
    """the example's model, in eval mode"""
    import ast
    import torch
    import truth
    full = os.path.join(ROOT, path)
    modname = "scriptc_seq_" + os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(modname, full)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[modname] = mod
    spec.loader.exec_module(mod)
    if entry:
        name, args, kwargs = truth.entry_call(["--entry", entry])
        return getattr(mod, name)(*args, **kwargs).eval()
    with open(full) as f:
        tree = ast.parse(f.read())
    classes = [n.name for n in tree.body if isinstance(n, ast.ClassDef)
               and issubclass(getattr(mod, n.name), torch.nn.Module)]
    return getattr(mod, classes[-1])().eval()


def _flat(r):
    if isinstance(r, (tuple, list)):
        return [x for e in r for x in _flat(e)]
    return [r]


_DT = {"float32": "<f4", "float64": "<f8", "int64": "<i8", "int32": "<i4", "bool": "|b1"}


def torch_half(path, entry, gen, d):
    """The model's weights file and its truths in d; None, or why the example is at fault."""
    import torch
    import realistic
    torch.manual_seed(0)
    try:
        model = load(path, entry)
    except Exception as e:  # noqa: BLE001 - the example is at fault
        return "building %s's model failed: %s: %s" % (path, type(e).__name__, e)
    if name_of(path, entry) in TRAINED:
        TRAINED[name_of(path, entry)](model)
    weights = os.path.join(d, "weights.safetensors")
    realistic.write_weights(model.state_dict(), weights)
    model.load_state_dict(realistic.read_safetensors(weights), strict=True)
    try:
        scripted = torch.jit.script(model)
    except Exception as e:  # noqa: BLE001
        return "torch.jit.script(%s) failed: %s" % (path, str(e).strip().splitlines()[0])
    sets = gen(torch.Generator().manual_seed(20))
    meta = []
    with torch.no_grad():
        for k, xs in enumerate(sets):
            ins = []
            for j, x in enumerate(xs):
                f = "set%d.in%d.bin" % (k, j)
                x.numpy().astype(_DT[str(x.dtype)[6:]]).tofile(os.path.join(d, f))
                ins.append({"dtype": str(x.dtype)[6:], "shape": list(x.shape), "file": f})
            outs = []
            for j, y in enumerate(_flat(scripted(*xs))):
                f = "set%d.want%d.bin" % (k, j)
                y.numpy().tofile(os.path.join(d, f))
                outs.append({"dtype": str(y.dtype)[6:], "shape": list(y.shape), "file": f})
            meta.append({"inputs": ins, "outputs": outs})
    with open(os.path.join(d, "sets.json"), "w") as f:
        json.dump(meta, f)
    return None


def scriptc_args(path, entry, specs, d):
    args = [os.path.join(ROOT, path), "-o", os.path.join(d, "model.onnx"), "--weights",
            os.path.join(d, "weights.safetensors")]
    for s in specs:
        args += ["--input", s]
    return args + (["--entry", entry] if entry else [])


def ort_jobs(name, specs, d):
    """tests/ort_run.js's jobs: the model at the default level and with "disabled" """
    with open(os.path.join(d, "sets.json")) as f:
        meta = json.load(f)
    names = [s.split(":")[0] for s in specs]
    sets = [{"inputs": [dict(i, name=n) for n, i in zip(names, m["inputs"])],
             "prefix": "set%d" % k} for k, m in enumerate(meta)]
    model = os.path.join(d, "model.onnx")
    return [{"id": "seq/" + name, "model": model, "dir": d, "sets": sets},
            {"id": "seq/%s/disabled" % name, "model": model, "dir": d, "opt": "disabled",
             "sets": [dict(s, prefix=s["prefix"] + ".d") for s in sets]}]


def compare(d, runs):
    """None if every run's outputs match the truths, else a reason"""
    with open(os.path.join(d, "sets.json")) as f:
        meta = json.load(f)
    for what, r in zip(("", " (optimizations disabled)"), runs):
        if r is None or r.get("error"):
            return "ONNX Runtime%s: %s" % (what, r and r.get("error"))
        for k, (m, s) in enumerate(zip(meta, r["sets"])):
            if s.get("error"):
                return "ONNX Runtime%s, set %d: %s" % (what, k, s["error"])
            if len(s["outputs"]) != len(m["outputs"]):
                return "set %d: %d outputs, expected %d" % (k, len(s["outputs"]),
                                                           len(m["outputs"]))
            for j, (o, w) in enumerate(zip(s["outputs"], m["outputs"])):
                if o["dtype"] != w["dtype"] or list(o["shape"]) != w["shape"]:
                    return "set %d, output %d: %s%s, expected %s%s" % (
                        k, j, o["dtype"], o["shape"], w["dtype"], w["shape"])
                got = np.fromfile(os.path.join(d, o["file"]), dtype=_DT[o["dtype"]])
                want = np.fromfile(os.path.join(d, w["file"]), dtype=_DT[w["dtype"]])
                if w["dtype"].startswith("float"):
                    bad = ~np.isclose(got, want, rtol=1e-4, atol=1e-5)
                else:
                    bad = got != want
                if bad.any():
                    i = int(np.argwhere(bad)[0][0])
                    return "ONNX Runtime%s, set %d, output %d: %d of %d values differ; " \
                        "first at flat index %d: %r, expected %r" % (
                            what, k, j, int(bad.sum()), bad.size, i, got[i], want[i])
    return None


def check(scriptc, path, entry, specs, gen, d, env=None):
    """The whole check of one entry in d: None if it passes, else a reason"""
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    import run as runner
    why = torch_half(path, entry, gen, d)
    if why:
        return "the PyTorch half: " + why
    p = subprocess.run([scriptc] + scriptc_args(path, entry, specs, d), cwd=ROOT,
                       capture_output=True, text=True, env=env)
    with open(os.path.join(d, "scriptc.log"), "w") as f:
        f.write("exit status %d\n%s" % (p.returncode, p.stderr))
    if p.returncode != 0 or not os.path.exists(os.path.join(d, "model.onnx")):
        return "scriptc failed (exit status %d): %s" % (
            p.returncode, (p.stderr.strip().splitlines() or [""])[0])
    name = name_of(path, entry)
    jobs = ort_jobs(name, specs, d)
    jpath = os.path.join(d, "ort_jobs.json")
    with open(jpath, "w") as f:
        json.dump(jobs, f)
    done, _, err = runner.ort_process(jpath, {j["id"]: j for j in jobs})
    return compare(d, [done.get(j["id"], {"error": err or "no result"}) for j in jobs])


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scriptc", default=os.path.join(ROOT, "build-asan", "scriptc"))
    ap.add_argument("-k", help="only the examples whose name contains this")
    ap.add_argument("--out", default=os.path.join(ROOT, "tests", "out", "examples", "seq"))
    args = ap.parse_args(argv)
    bad = 0
    for path, entry, specs, gen in EXAMPLES:
        name = name_of(path, entry)
        if args.k and args.k not in name:
            continue
        d = os.path.join(args.out, name)
        os.makedirs(d, exist_ok=True)
        why = check(os.path.abspath(args.scriptc), path, entry, specs, gen, d)
        print("%s: %s" % (name, why or "matched"), flush=True)
        bad += bool(why)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.path.insert(0, LIB)
    sys.exit(main(sys.argv[1:]))
