"""The word language model example (examples/word_language_model.py) against PyTorch's
examples repository's word_language_model/model.py (REFERENCE below, its text), check
`examples/wlm/NAME` per variant.

For each variant (RNN_TANH, RNN_RELU, GRU, LSTM, each with untied and tied weights, and the
Transformer), at small sizes: the reference model is built under torch.manual_seed(0) in
eval mode, its biases made nonzero (the reference's init_weights zeroes the decoder's), its
state_dict written by tools/to_safetensors.py's writer (tests/lib/realistic.py) and loaded
with strict=True into the example's model, which torch.jit.script must compile and which
must compute what the reference computes (rtol 1e-5, atol 1e-6). Then the example is
compiled with `--weights` and symbolic `seq` and `batch` dims, and run by ONNX Runtime at
its default level and with optimizations disabled (and the copy checking every declared
shape, tests/lib/shapecheck.py) at sequence lengths 1 and 5 and batch 1 and 3, the hidden
states given, against the reference (rtol 1e-4, atol 1e-5).

Run on its own (the suite runs it as `examples/wlm/*`):

    /usr/bin/python3 tests/lib/wlm.py --scriptc BUILD/scriptc [-k NAME] [--out DIR]
"""

import importlib.util
import json
import os
import subprocess
import sys

import numpy as np

LIB = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(LIB))
EXAMPLE = os.path.join(ROOT, "examples", "word_language_model.py")

# pytorch/examples, word_language_model/model.py (the classes; init_hidden left out),
# the text as the repository has it
REFERENCE = '''
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

class RNNModel(nn.Module):
    """Container module with an encoder, a recurrent module, and a decoder."""

    def __init__(self, rnn_type, ntoken, ninp, nhid, nlayers, dropout=0.5, tie_weights=False):
        super(RNNModel, self).__init__()
        self.ntoken = ntoken
        self.drop = nn.Dropout(dropout)
        self.encoder = nn.Embedding(ntoken, ninp)
        if rnn_type in ['LSTM', 'GRU']:
            self.rnn = getattr(nn, rnn_type)(ninp, nhid, nlayers, dropout=dropout)
        else:
            try:
                nonlinearity = {'RNN_TANH': 'tanh', 'RNN_RELU': 'relu'}[rnn_type]
            except KeyError as e:
                raise ValueError( """An invalid option for `--model` was supplied,
                                 options are ['LSTM', 'GRU', 'RNN_TANH' or 'RNN_RELU']""") from e
            self.rnn = nn.RNN(ninp, nhid, nlayers, nonlinearity=nonlinearity, dropout=dropout)
        self.decoder = nn.Linear(nhid, ntoken)

        if tie_weights:
            if nhid != ninp:
                raise ValueError('When using the tied flag, nhid must be equal to emsize')
            self.decoder.weight = self.encoder.weight

        self.init_weights()

        self.rnn_type = rnn_type
        self.nhid = nhid
        self.nlayers = nlayers

    def init_weights(self):
        initrange = 0.1
        nn.init.uniform_(self.encoder.weight, -initrange, initrange)
        nn.init.zeros_(self.decoder.bias)
        nn.init.uniform_(self.decoder.weight, -initrange, initrange)

    def forward(self, input, hidden):
        emb = self.drop(self.encoder(input))
        output, hidden = self.rnn(emb, hidden)
        output = self.drop(output)
        decoded = self.decoder(output)
        decoded = decoded.view(-1, self.ntoken)
        return F.log_softmax(decoded, dim=1), hidden

class PositionalEncoding(nn.Module):
    def __init__(self, d_model, dropout=0.1, max_len=5000):
        super(PositionalEncoding, self).__init__()
        self.dropout = nn.Dropout(p=dropout)

        pe = torch.zeros(max_len, d_model)
        position = torch.arange(0, max_len, dtype=torch.float).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2).float() * (-math.log(10000.0) / d_model))
        pe[:, 0::2] = torch.sin(position * div_term)
        pe[:, 1::2] = torch.cos(position * div_term)
        pe = pe.unsqueeze(0).transpose(0, 1)
        self.register_buffer('pe', pe)

    def forward(self, x):
        x = x + self.pe[:x.size(0), :]
        return self.dropout(x)

class TransformerModel(nn.Transformer):
    """Container module with an encoder, a recurrent or transformer module, and a decoder."""

    def __init__(self, ntoken, ninp, nhead, nhid, nlayers, dropout=0.5):
        super(TransformerModel, self).__init__(d_model=ninp, nhead=nhead, dim_feedforward=nhid, num_encoder_layers=nlayers)
        self.model_type = 'Transformer'
        self.src_mask = None
        self.pos_encoder = PositionalEncoding(ninp, dropout)

        self.input_emb = nn.Embedding(ntoken, ninp)
        self.ninp = ninp
        self.decoder = nn.Linear(ninp, ntoken)

        self.init_weights()

    def _generate_square_subsequent_mask(self, sz):
        return torch.log(torch.tril(torch.ones(sz,sz)))

    def init_weights(self):
        initrange = 0.1
        nn.init.uniform_(self.input_emb.weight, -initrange, initrange)
        nn.init.zeros_(self.decoder.bias)
        nn.init.uniform_(self.decoder.weight, -initrange, initrange)

    def forward(self, src, has_mask=True):
        if has_mask:
            device = src.device
            if self.src_mask is None or self.src_mask.size(0) != len(src):
                mask = self._generate_square_subsequent_mask(len(src)).to(device)
                self.src_mask = mask
        else:
            self.src_mask = None

        src = self.input_emb(src) * math.sqrt(self.ninp)
        src = self.pos_encoder(src)
        output = self.encoder(src, mask=self.src_mask)
        output = self.decoder(output)
        return F.log_softmax(output, dim=-1)
'''

NTOKEN, NINP, NHID, NLAYERS = 50, 16, 16, 2
SEQS, BATCHES = (1, 5), (1, 3)


class Variant:
    """name; the reference's class and arguments; the example's --entry; the kind of
    hidden state ("h": one tensor, "hc": LSTM's pair, None: the Transformer)"""

    def __init__(self, name, ref_cls, ref_args, entry, hidden):
        self.name, self.ref_cls, self.ref_args = name, ref_cls, ref_args
        self.entry, self.hidden = entry, hidden

    def specs(self):
        if self.hidden is None:
            return ["src:int64[seq,batch]", "has_mask:bool[]"]
        h = "float32[%d,batch,%d]" % (NLAYERS, NHID)
        if self.hidden == "h":
            return ["input:int64[seq,batch]", "hidden:" + h]
        return ["input:int64[seq,batch]", "h0:" + h, "c0:" + h]


def _variants():
    v = []
    for tie in (False, True):
        sfx = "_tied" if tie else ""
        for t in ("RNN_TANH", "RNN_RELU", "GRU"):
            v.append(Variant(t.lower() + sfx, "RNNModel", (t, NTOKEN, NINP, NHID, NLAYERS, 0.5,
                                                           tie),
                             'RNNModel("%s", %d, %d, %d, %d, 0.5, %s)' % (
                                 t, NTOKEN, NINP, NHID, NLAYERS, tie), "h"))
        v.append(Variant("lstm" + sfx, "RNNModel", ("LSTM", NTOKEN, NINP, NHID, NLAYERS, 0.5,
                                                    tie),
                         "LSTMModel(%d, %d, %d, %d, 0.5, %s)" % (NTOKEN, NINP, NHID, NLAYERS,
                                                                 tie), "hc"))
    v.append(Variant("transformer", "TransformerModel", (NTOKEN, NINP, 2, 32, NLAYERS, 0.2),
                     "TransformerModel(%d, %d, 2, 32, %d, 0.2)" % (NTOKEN, NINP, NLAYERS),
                     None))
    return v


VARIANTS = _variants()


def _module(name, text=None, path=None):
    if text is not None:
        mod = type(sys)(name)
        exec(compile(text, "<pytorch/examples word_language_model/model.py>", "exec"),
             mod.__dict__)
        return mod
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _sets(v):
    """the inputs: (seq, batch) over SEQS x BATCHES, tokens and hidden states from a fixed
    seed; [(name, tensor)] per set"""
    import torch
    g = torch.Generator().manual_seed(20)
    out = []
    for s in SEQS:
        for b in BATCHES:
            x = torch.randint(0, NTOKEN, (s, b), generator=g)
            one = [("src" if v.hidden is None else "input", x)]
            if v.hidden is None:   # the mask on a set of each batch size, and off
                one.append(("has_mask", b == 1 or s == 1))
            if v.hidden:
                for n in (["hidden"] if v.hidden == "h" else ["h0", "c0"]):
                    one.append((n, torch.randn(NLAYERS, b, NHID, generator=g) * 0.5))
            out.append(one)
    return out


def _flat(r):
    if isinstance(r, (tuple, list)):
        return [t for x in r for t in _flat(x)]
    return [r]


def _call_ref(ref, v, s):
    args = [t for _, t in s]
    if v.hidden == "hc":
        return _flat(ref(args[0], (args[1], args[2])))
    return _flat(ref(*args))


def close(got, want, rtol, atol):
    got, want = np.asarray(got, dtype=np.float64), np.asarray(want, dtype=np.float64)
    if got.shape != want.shape:
        return "shape %s, expected %s" % (list(got.shape), list(want.shape))
    bad = ~np.isclose(got, want, rtol=rtol, atol=atol)
    if not bad.any():
        return None
    i = tuple(int(k) for k in np.argwhere(bad)[0])
    return "%d of %d values differ (rtol %g, atol %g); first at %s: %r, expected %r" % (
        int(bad.sum()), bad.size, rtol, atol, list(i), got[i], want[i])


def torch_half(v, d):
    """None if the scripted example loads the reference's weights and computes what it
    computes; writes the weights, the inputs and the wanted outputs into d"""
    import torch
    sys.path.insert(0, LIB)
    import realistic
    import truth
    torch.set_num_threads(1)
    refmod = _module("wlm_reference", REFERENCE)
    torch.manual_seed(0)
    ref = getattr(refmod, v.ref_cls)(*v.ref_args).eval()
    with torch.no_grad():   # nonzero biases: the reference's init zeroes the decoder's
        g = torch.Generator().manual_seed(1)
        for k, p in ref.named_parameters():
            if k.endswith("bias"):
                p.copy_(torch.randn(p.shape, generator=g) * 0.1)
    weights = os.path.join(d, v.name + ".safetensors")
    realistic.write_weights(ref.state_dict(), weights)
    ex = _module("scriptc_wlm_example", path=EXAMPLE)
    name, args, kwargs = truth.entry_call(["--entry", v.entry])
    ours = getattr(ex, name)(*args, **kwargs).eval()
    try:
        ours.load_state_dict(realistic.read_safetensors(weights), strict=True)
    except RuntimeError as e:
        return "the reference's weights do not load into the example: %s" % (
            " ".join(str(e).split())[:400])
    scripted = torch.jit.script(ours)
    meta = []
    with torch.no_grad():
        for k, s in enumerate(_sets(v)):
            want = _call_ref(ref, v, s)
            got = _flat(scripted(*[t for _, t in s]))
            if len(got) != len(want):
                return "%d outputs, the reference gives %d" % (len(got), len(want))
            for j, (a, b) in enumerate(zip(got, want)):
                why = close(a.numpy(), b.numpy(), 1e-5, 1e-6)
                if why:
                    return "torch.jit.script of the example, set %d, output %d: %s" % (k, j, why)
            ins = []
            for n, t in s:
                f = "set%d.in.%s.bin" % (k, n)
                a = np.asarray(t) if isinstance(t, bool) else t.numpy()
                dt = {np.dtype(np.int64): ("<i8", "int64"), np.dtype(np.bool_): ("|b1", "bool")
                      }.get(a.dtype, ("<f4", "float32"))
                a.astype(dt[0]).tofile(os.path.join(d, f))
                ins.append({"name": n, "dtype": dt[1], "shape": list(a.shape), "file": f})
            outs = []
            for j, w in enumerate(want):
                f = "want%d.%d.bin" % (k, j)
                w.numpy().astype("<f8").tofile(os.path.join(d, f))
                outs.append({"shape": list(w.shape), "file": f})
            meta.append({"inputs": ins, "prefix": "set%d" % k, "want": outs})
    with open(os.path.join(d, "sets.json"), "w") as f:
        json.dump(meta, f)
    return None


def scriptc_args(v, d):
    a = [EXAMPLE, "-o", os.path.join(d, v.name + ".onnx"), "--weights",
         os.path.join(d, v.name + ".safetensors"), "--entry", v.entry]
    for s in v.specs():
        a += ["--input", s]
    return a


def ort_jobs(v, d):
    sys.path.insert(0, os.path.dirname(LIB))
    import run as runner
    with open(os.path.join(d, "sets.json")) as f:
        meta = json.load(f)
    sets = [{"inputs": m["inputs"], "prefix": m["prefix"]} for m in meta]
    jobs, _, checks = runner.ort_jobs(os.path.join(d, v.name + ".onnx"), d, v.name, sets,
                                      "wlm/" + v.name, (v.name,))
    return jobs, checks


def ort_compare(v, d, runs, checks):
    import run as runner
    with open(os.path.join(d, "sets.json")) as f:
        meta = json.load(f)
    for what, r in zip(("", " (optimizations disabled)"), runs[:2]):
        if r is None or r.get("error"):
            return "ONNX Runtime%s: %s" % (what, r and r["error"])
        for k, (m, s) in enumerate(zip(meta, r["sets"])):
            if s.get("error"):
                return "ONNX Runtime%s, set %d: %s" % (what, k, s["error"])
            if len(s["outputs"]) != len(m["want"]):
                return "%d outputs, expected %d" % (len(s["outputs"]), len(m["want"]))
            for j, (o, w) in enumerate(zip(s["outputs"], m["want"])):
                got = np.fromfile(os.path.join(d, o["file"]), dtype="<f4").reshape(o["shape"])
                want = np.fromfile(os.path.join(d, w["file"]), dtype="<f8").reshape(w["shape"])
                why = close(got, want, 1e-4, 1e-5)
                if why:
                    seq, b = m["inputs"][0]["shape"]
                    return "ONNX Runtime%s, seq %d batch %d, output %d: %s" % (what, seq, b, j,
                                                                               why)
    sets = [{"inputs": m["inputs"], "prefix": m["prefix"]} for m in meta]
    bad = runner.shape_failures(sets, runs[2], checks, d)
    if bad:
        return "a declared shape is broken (%d in all): %s" % (len(bad), bad[0][1])
    return None


def torch_child(sel):
    """torch_half of each (variant, dir) in a child interpreter (as run.py's vision_child):
    {name: why}"""
    if not sel:
        return {}
    code = ("import json, os, sys, traceback\n"
            "sys.path.insert(0, %r)\n"
            "import wlm\n"
            "byname = {v.name: v for v in wlm.VARIANTS}\n"
            "for name, d in json.loads(sys.argv[1]):\n"
            "    try:\n"
            "        why = wlm.torch_half(byname[name], d)\n"
            "    except Exception:\n"
            "        why = 'wlm.py raised ' + traceback.format_exc().strip().splitlines()[-1]\n"
            "    print(json.dumps([name, why]), flush=True)\n") % LIB
    p = subprocess.run([sys.executable, "-c", code, json.dumps([[v.name, d] for v, d in sel])],
                       capture_output=True, text=True)
    whys = {}
    for line in p.stdout.splitlines():
        try:
            name, why = json.loads(line)
            whys[name] = why
        except ValueError:
            pass
    for v, _ in sel:
        whys.setdefault(v.name, "the PyTorch half did not report: %s" % (
            (p.stderr.strip().splitlines() or [""])[-1]))
    return whys


def run_all(scriptc, out, selected, run_cmd=None):
    """Every selected variant, both halves: [(check id, why or None)]. selected(check id);
    run_cmd(argv): a finished process with .rc, .stderr (run.py's run), else subprocess."""
    sys.path.insert(0, os.path.dirname(LIB))
    import run as runner
    sel = [(v, runner.fresh_dir(os.path.join(out, "examples", "wlm", v.name)))
           for v in VARIANTS if selected("examples/wlm/" + v.name)]
    whys = torch_child(sel)
    res, jobs, checks, todo = [], [], {}, []
    for v, d in sel:
        why = whys[v.name]
        if not why:
            model = os.path.join(d, v.name + ".onnx")
            p = subprocess.run([scriptc] + scriptc_args(v, d), capture_output=True, text=True,
                               cwd=ROOT)
            with open(os.path.join(d, "scriptc.log"), "w") as f:
                f.write(p.stderr)
            if p.returncode != 0 or not os.path.exists(model):
                why = "scriptc failed (exit status %d): %s" % (
                    p.returncode, (p.stderr.strip().splitlines() or [""])[0])
            else:
                why = runner.onnx_check(model, d)
            if not why:
                more, checks[v.name] = ort_jobs(v, d)
                jobs += more
        todo.append((v, d, why))
    done, err = {}, None
    if jobs:
        path = os.path.join(out, "examples", "wlm", "ort_jobs.json")
        with open(path, "w") as f:
            json.dump([{k: x for k, x in j.items() if k != "key"} for j in jobs], f)
        done, _, err = runner.ort_process(path, {j["id"]: j for j in jobs})
    for v, d, why in todo:
        if not why:
            mine = [j for j in jobs if j["key"][0] == v.name]
            why = ort_compare(v, d, [done.get(j["id"], {"error": err or "no result"})
                                     for j in mine], checks[v.name])
        res.append(("examples/wlm/" + v.name, why and "%s (%s)" % (why, os.path.relpath(d,
                                                                                         ROOT))))
    return res


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scriptc", required=True)
    ap.add_argument("-k", help="only the variants whose name contains this")
    ap.add_argument("--out", default=os.path.join(ROOT, "tests", "out"))
    args = ap.parse_args(argv)
    res = run_all(os.path.abspath(args.scriptc), args.out,
                  lambda cid: not args.k or args.k in cid)
    for cid, why in res:
        print("%s: %s" % (cid, why or "ok"))
    return 1 if any(why for _, why in res) else 0


if __name__ == "__main__":
    sys.path.insert(0, LIB)
    sys.exit(main(sys.argv[1:]))
