"""The decoding examples (examples/seq2seq_greedy.py, examples/transformer_lm.py) against
PyTorch, one check `examples/decode/NAME` per configuration of CASES.

For each: the example's module is built from its `--entry` under torch.manual_seed(0), gets
realistic weights (realistic.randomize, generator seed 1, as the e2e module cases), then the
configuration's own adjustment (the seq2seq decoder's output bias toward EOS, so that the
greedy loop's EOS exit is taken on some sets and not on others), and eval mode. Its state_dict
is written by tools/to_safetensors.py's writer and read back into a fresh module with
strict=True; torch.jit.script of that module is the truth on every set (each a line of Python
binding the inputs after torch.manual_seed(1234 + K), as in the e2e suite). The check fails
as `case is wrong` (the test, not scriptc, is at fault) unless

- the greedy choices are robust: at every step of every set the best logit of every row
  beats the second by MARGIN or more (an argmax decided by float rounding would make ONNX
  Runtime's correct result differ), read from the eager module by a forward hook;
- the configuration's own conditions hold on the truths (`verify`): for the seq2seq cases,
  the loop stopped by EOS before max_length on some set and ran to max_length on another,
  and on some set one row emitted EOS steps before another (the rows that finished keep
  emitting EOS while the others decode).

Then scriptc compiles the example with `--weights`, `--entry` and symbolic `--input`s, and
ONNX Runtime runs it at its default level and at "disabled", plus the copy checking every
declared shape, as the e2e suite runs its models (tests/run.py ort_jobs, compare_runs).

Run on its own: /usr/bin/python3 tests/lib/decode_examples.py --scriptc BUILD/scriptc [-k NAME]
"""

import math
import os
import sys

LIB = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(LIB))

MARGIN = 1e-3   # the smallest gap between the best and second logit any greedy step may have


class Case:
    """name; the example (path from the root); --entry; the --input specs; the sets (Python
    binding each parameter); adjust(module), called after the realistic weights; the module
    whose forward output is the logits of one step (for the margins), as an attribute path;
    verify(module, sets' inputs, truths) -> None or why the case hides what it tests."""

    def __init__(self, name, path, entry, specs, sets, logits, adjust=None, verify=None):
        self.name, self.path, self.entry, self.specs = name, path, entry, specs
        self.sets, self.logits, self.adjust, self.verify = sets, logits, adjust, verify


S2S = "examples/seq2seq_greedy.py"
GPT = "examples/transformer_lm.py"
EOS = 1


def _eos_bias(scale, delta):
    """Logits that depend on the input, then the decoder's output bias moved toward EOS by
    delta. With the realistic weights alone the embeddings are N(0, 1/hidden) (nn.Embedding's
    own init is N(0, 1)) and the logits hardly depend on the source: every row of every set
    picked the same first token, EOS on all or on none. So the embeddings get nn.Embedding's
    N(0, 1) scale and the output layer's weight is multiplied by scale."""
    def adjust(m):
        import torch
        with torch.no_grad():
            for e in (m.encoder.embedding, m.decoder.embedding):
                e.weight.mul_(math.sqrt(e.weight.size(1)))
            m.decoder.out.weight.mul_(scale)
            m.decoder.out.bias[m.eos_token] += delta
    return adjust


def _eos_paths(m, ins, outs):
    """The greedy loop's two exits and the per-row mask, each on some set."""
    early = full = rows = False
    for x, (tokens, _) in zip(ins, outs):
        steps = tokens.size(1)
        early |= steps < m.max_length
        hit = (tokens == m.eos_token)
        done = [int(hit[r].nonzero()[0]) if bool(hit[r].any()) else steps
                for r in range(tokens.size(0))]
        full |= steps == m.max_length and min(done) < steps
        rows |= len(set(done)) > 1
    missing = [what for what, ok in (
        ("no set stops by EOS before max_length", early),
        ("no set runs to max_length with a row that emitted EOS before the end", full),
        ("no set has rows that emit EOS at different steps", rows)) if not ok]
    return "; ".join(missing) or None


SCALE, DELTA = 3.0, 1.0
_S2S_ENTRY = "Seq2Seq(input_size=40, output_size=24, hidden_size=32, max_length=%d)"

CASES = [
    Case("seq2seq_greedy", S2S, _S2S_ENTRY % 8, ["src:int64[batch,src_len]"], [
        "src = torch.randint(2, 40, (1, 1))",
        "src = torch.randint(2, 40, (1, 6))",
        "src = torch.randint(2, 40, (4, 1))",
        "src = torch.randint(2, 40, (5, 7))",
        "src = torch.randint(2, 40, (3, 3))",
        "src = torch.randint(2, 40, (2, 4))",
    ], "decoder.out", _eos_bias(SCALE, DELTA), _eos_paths),
    # one step: the loop's body runs once, its break or not is the same
    Case("seq2seq_greedy_max1", S2S, _S2S_ENTRY % 1, ["src:int64[batch,src_len]"], [
        "src = torch.randint(2, 40, (1, 1))",
        "src = torch.randint(2, 40, (3, 5))",
        "src = torch.randint(2, 40, (2, 2))",
    ], "decoder.out", _eos_bias(SCALE, DELTA)),
    Case("gpt_kv_cache", GPT, "GPT(vocab_size=64, block_size=32, n_layer=2, n_head=2, n_embd=32)",
         ["idx:int64[batch,prompt]", "max_new_tokens:int64[]"], [
             "idx = torch.randint(0, 64, (1, 1)); max_new_tokens = 0",
             "idx = torch.randint(0, 64, (1, 5)); max_new_tokens = 1",
             "idx = torch.randint(0, 64, (3, 1)); max_new_tokens = 6",
             "idx = torch.randint(0, 64, (2, 7)); max_new_tokens = 9",
         ], "lm_head"),
]


def _load(path, entry):
    """The example's module, `entry` (CLASS(LITERAL ARGS)) built under torch.manual_seed(0)."""
    import importlib.util
    import torch
    import truth
    name, args, kwargs = truth.entry_call(["--entry", entry])
    modname = "scriptc_decode_" + os.path.splitext(os.path.basename(path))[0]
    spec = importlib.util.spec_from_file_location(modname, os.path.join(ROOT, path))
    mod = importlib.util.module_from_spec(spec)
    sys.modules[modname] = mod
    spec.loader.exec_module(mod)
    torch.manual_seed(truth.MODULE_SEED)
    return getattr(mod, name)(*args, **kwargs)


def _margins(m, c, ins):
    """The smallest gap between the best and second logit over every greedy step of every
    set, on the eager module."""
    import torch
    gaps = []
    head = m
    for part in c.logits.split("."):
        head = getattr(head, part)
    h = head.register_forward_hook(lambda mod, i, o: gaps.append(
        float((lambda t: (t[..., 0] - t[..., 1]).min())(o.topk(2, dim=-1).values))))
    try:
        with torch.no_grad():
            for x in ins:
                m(**x)
    finally:
        h.remove()
    return min(gaps)


def torch_half(c, d):
    """The truths of case c written to d (manifest-like sets for tests/run.py's comparison)
    and its weights file: (sets, None) or (None, why the case is wrong)."""
    import torch
    import realistic
    import truth
    m = _load(c.path, c.entry)
    realistic.randomize(m, torch.Generator().manual_seed(truth.WEIGHTS_SEED))
    if c.adjust:
        c.adjust(m)
    m.eval()
    weights = os.path.join(d, "weights.safetensors")
    realistic.write_weights(m.state_dict(), weights)
    m2 = _load(c.path, c.entry)
    m2.load_state_dict(realistic.read_safetensors(weights), strict=True)
    scripted = torch.jit.script(m2.eval())
    names = [s.split(":")[0] for s in c.specs]
    ins, outs, sets = [], [], []
    for k, code in enumerate(c.sets):
        torch.manual_seed(1234 + k)
        env = {"torch": torch, "math": math}
        exec(code, env)
        x = {n: env[n] for n in names}
        with torch.no_grad():
            y = scripted(**x)
        ins.append(x)
        outs.append(y)
        files = []
        for n in names:
            a = truth.to_arr(x[n])
            f = "set%d.in.%s.bin" % (k, n)
            a.write(os.path.join(d, f))
            files.append({"name": n, "dtype": a.dtype, "shape": a.shape, "file": f})
        arrs, tree = truth.flatten(y)
        res = []
        for j, a in enumerate(arrs):
            f = "set%d.out%d.bin" % (k, j)
            a.write(os.path.join(d, f))
            res.append({"dtype": a.dtype, "shape": a.shape, "file": f})
        sets.append({"code": code, "inputs": files, "outputs": res, "tree": tree})
    gap = _margins(m, c, ins)
    if gap < MARGIN:
        return None, "a greedy step's best logit beats the second by %.3g only (under %g): " \
            "float rounding could pick another token" % (gap, MARGIN)
    why = c.verify and c.verify(m, ins, outs)
    if why:
        return None, "the truths do not exercise the decoding loop: " + why
    return sets, None


def scriptc_args(c, d):
    args = [os.path.join(ROOT, c.path), "-o", os.path.join(d, c.name + ".onnx"),
            "--weights", os.path.join(d, "weights.safetensors"), "--entry", c.entry]
    for s in c.specs:
        args += ["--input", s]
    return args


def check(c, d, scriptc, runner_mod, env=None):
    """None if case c passes, else why."""
    import traceback
    try:
        sets, wrong = torch_half(c, d)
    except Exception:   # noqa: BLE001 - the example or this file is at fault
        with open(os.path.join(d, "torch.log"), "w") as f:
            f.write(traceback.format_exc())
        return "case is wrong: the PyTorch half raised %s (%s)" % (
            traceback.format_exc().strip().splitlines()[-1], runner_mod.rel(d))
    if wrong:
        return "case is wrong: %s (tests/lib/decode_examples.py)" % wrong
    model = os.path.join(d, c.name + ".onnx")
    p = runner_mod.run([scriptc] + scriptc_args(c, d), ROOT, runner_mod.TIMEOUT, env)
    runner_mod.write(os.path.join(d, "scriptc.log"), p.log())
    why = runner_mod.compile_failure(p, model) or runner_mod.onnx_check(model, d)
    if why:
        return why
    sets_run = [{"inputs": s["inputs"], "prefix": "set%d" % k} for k, s in enumerate(sets)]
    jobs, lay, checks = runner_mod.ort_jobs(model, d, c.name, sets_run, "decode/" + c.name,
                                            (c.name,))
    path = os.path.join(d, "ort_jobs.json")
    import json
    with open(path, "w") as f:
        json.dump([{k: v for k, v in j.items() if k != "key"} for j in jobs], f)
    done, _, err = runner_mod.ort_process(path, {j["id"]: j for j in jobs})
    runs = [done.get(j["id"], {"error": err or "no result"}) for j in jobs]
    why, _ = runner_mod.compare_runs(sets, [], runs, lay, checks, d, c.name, c.name)
    return why


def suite(runner):
    """The checks examples/decode/NAME of tests/run.py's runner."""
    import run as runner_mod
    for c in CASES:
        cid = "examples/decode/" + c.name
        if not runner.selected(cid):
            continue
        d = runner_mod.fresh_dir(os.path.join(runner.out, "examples", "decode", c.name))
        why = check(c, d, runner.scriptc, runner_mod, runner.env)
        runner.res.check(cid, why and "%s (%s)" % (why, runner_mod.rel(d)))


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scriptc", required=True)
    ap.add_argument("-k", help="only the cases whose name contains this")
    ap.add_argument("--out", default=os.path.join(ROOT, "tests", "out", "examples", "decode"))
    args = ap.parse_args(argv)
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    import run as runner_mod
    bad = 0
    for c in CASES:
        if args.k and args.k not in c.name:
            continue
        d = runner_mod.fresh_dir(os.path.join(args.out, c.name))
        why = check(c, d, os.path.abspath(args.scriptc), runner_mod, runner_mod.scriptc_env())
        print("%s: %s" % (c.name, why or "matched"), flush=True)
        bad += bool(why)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.path.insert(0, LIB)
    sys.exit(main(sys.argv[1:]))
