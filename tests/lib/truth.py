"""Truths for the e2e suite: PyTorch runs each case under torch.jit.script.

Everything here runs inside the runner's own /usr/bin/python3 process, which
imports torch once for the whole suite. For each case this module checks that
the case is honest (its sets bind every parameter with the dtype, rank and
fixed dims of the spec, and every symbolic dim takes two sizes or more), runs
the entry under torch.jit.script on every set, and writes the inputs and
outputs to the case's out directory:

    manifest.json        {"case", "inputs": [spec...], "sets": [{"code",
                          "inputs": [{"name","dtype","shape","file"}],
                          "outputs": [{"dtype","shape","file","number"?}],
                          "tree"}]}   (tree: the result's structure, see flatten)
    set<K>.in.<name>.bin raw little-endian bytes, C order (bool: 1 byte,
    set<K>.out<J>.bin    bfloat16: the 16-bit pattern)
    weights.safetensors  a module entry's state_dict (its realistic weights), which
                         scriptc gets as --weights; with the block `weights: none`
    param.<key>.bin      instead, each state_dict tensor, an input of every set marked
                         "optional" (fed where the model has an input named <key>)

Any failure raises CaseWrong: the case, not scriptc, is at fault.
"""

import ast
import importlib.util
import inspect
import json
import math
import os
import re
import sys
import traceback
import typing

import numpy as np

import caseblocks


class CaseWrong(Exception):
    """The case cannot be its own truth: fix the case file."""

    def __init__(self, reason, detail=""):
        super().__init__(reason)
        self.reason = reason
        self.detail = detail


_torch = None


def torch():
    global _torch
    if _torch is None:
        import torch as t
        t.set_num_threads(1)
        # PyTorch 2.x's F.scaled_dot_product_attention, which Debian's 1.13 lacks: its
        # documented reference formula, for the truth only (tests/lib/sdpa_ref.py, checked
        # against the documentation's text by unit/sdpa-ref)
        import sdpa_ref
        sdpa_ref.install()
        _torch = t
    return _torch


def dtype_name(dt):
    t = torch()
    names = {t.float32: "float32", t.float64: "float64", t.float16: "float16",
             t.bfloat16: "bfloat16", t.int64: "int64", t.int32: "int32",
             t.int16: "int16", t.int8: "int8", t.uint8: "uint8", t.bool: "bool"}
    return names.get(dt, str(dt))


NP = {"float32": np.float32, "float64": np.float64, "float16": np.float16,
      "bfloat16": np.uint16, "int64": np.int64, "int32": np.int32,
      "int16": np.int16, "int8": np.int8, "uint8": np.uint8, "bool": np.bool_}


def as_float(dtype, a):
    """An array in a dtype numpy can compute with (bfloat16 widened to float32)."""
    if dtype == "bfloat16":
        return (a.astype(np.uint32) << 16).view(np.float32)
    return a


class Arr:
    """One tensor value: dtype name, shape, and a numpy array holding its bytes."""

    def __init__(self, dtype, data):
        self.dtype = dtype
        self.data = np.array(data, dtype=NP[dtype], order="C")  # keeps 0-d
        self.shape = list(self.data.shape)

    def write(self, path):
        with open(path, "wb") as f:
            f.write(self.data.astype(self.data.dtype.newbyteorder("<"), copy=False).tobytes())


def read_arr(dtype, shape, path):
    if dtype not in NP:
        raise ValueError("unknown dtype '%s'" % dtype)
    with open(path, "rb") as f:
        raw = f.read()
    a = np.frombuffer(raw, dtype=np.dtype(NP[dtype]).newbyteorder("<"))
    return Arr(dtype, a.reshape(shape))


def to_arr(v):
    t = torch()
    if isinstance(v, t.Tensor):
        v = v.detach().cpu().contiguous()
        name = dtype_name(v.dtype)
        if name == "bfloat16":
            return Arr(name, v.view(t.int16).numpy().view(np.uint16))
        if name not in NP:
            raise CaseWrong("output dtype %s is not supported by the e2e format" % name)
        return Arr(name, v.numpy())
    if isinstance(v, bool):
        return Arr("bool", np.array(v, dtype=np.bool_))
    if isinstance(v, int):
        return Arr("int64", np.array(v, dtype=np.int64))
    if isinstance(v, float):
        return Arr("float64", np.array(v, dtype=np.float64))
    raise CaseWrong("output of type %s is not supported by the e2e format"
                    % type(v).__name__)


def _elem(ty):
    """What an empty list of TorchScript type ty holds, for the tree: "Tensor", "int",
    "float", "bool", a list of those for tuples, "other" (None: not known)."""
    if ty is None or ty.kind() != "ListType":
        return None
    e = ty.getElementType()
    names = {"TensorType": "Tensor", "IntType": "int", "FloatType": "float", "BoolType": "bool"}
    if e.kind() == "TupleType":
        return [names.get(f.kind(), "other") for f in e.elements()]
    return names.get(e.kind(), "other")


def _kid_types(ty, out):
    """The TorchScript types of out's elements, from out's type ty (None: unknown)."""
    k = ty.kind() if ty is not None else None
    if k == "OptionalType":
        ty = ty.getElementType()
        k = ty.kind()
    if k == "TupleType":
        return list(ty.elements())
    if k == "ListType":
        return [ty.getElementType()] * len(out)
    if k == "DictType":
        return [ty.getValueType()] * len(out)
    return [None] * len(out)


def flatten(out, res=None, ty=None):
    """(One Arr per output, the result's tree): tuples and lists flattened in order, dicts
    into their values in insertion order (issue 7: a returned list or dict is its elements
    as outputs). The tree keeps the structure for tests/lib/seqout.py: a leaf is the index
    of its Arr, {"tuple": [...]} a tuple or dict, {"list": [...]} a list (a list of run-time
    length is one model output, a sequence or a 1-d tensor), {"none": true} a None (of an
    Optional known only at run time: an ONNX optional output). An Arr of a Python number has
    `number` set. ty, the result's TorchScript type if known, gives an empty list what it
    holds ("elem": _elem), since an empty list is one output of that kind (docs/cli.md)."""
    res = [] if res is None else res
    if out is None:
        return res, {"none": True}
    if isinstance(out, dict):
        out = tuple(out.values())
    if isinstance(out, (tuple, list)):
        tys = _kid_types(ty, out)
        kids = [flatten(o, res, t)[1] for o, t in zip(out, tys)]
        node = {"list" if isinstance(out, list) else "tuple": kids}
        if isinstance(out, list) and not out and ty is not None:
            t = ty.getElementType() if ty.kind() == "OptionalType" else ty
            if _elem(t) is not None:
                node["elem"] = _elem(t)
        return res, node
    a = to_arr(out)
    a.number = not isinstance(out, torch().Tensor)
    res.append(a)
    return res, len(res) - 1


def compare(want, got):
    """None if got matches want, else a short reason."""
    if got.dtype != want.dtype:
        return "dtype %s, expected %s" % (got.dtype, want.dtype)
    if got.shape != want.shape:
        return "shape %s, expected %s" % (got.shape, want.shape)
    w, g = as_float(want.dtype, want.data), as_float(got.dtype, got.data)
    if want.dtype in ("float32", "float64", "float16", "bfloat16"):
        w64, g64 = w.astype(np.float64), g.astype(np.float64)
        if np.allclose(g64, w64, rtol=1e-4, atol=1e-5, equal_nan=True):
            return None
        bad = ~np.isclose(g64, w64, rtol=1e-4, atol=1e-5, equal_nan=True)
    else:
        if np.array_equal(g, w):
            return None
        bad = g != w
    idx = tuple(int(i) for i in np.argwhere(bad)[0]) if bad.ndim else ()
    return ("values differ at %d of %d elements; first at %s: got %r, expected %r"
            % (int(bad.sum()), bad.size, list(idx), g[idx].item(), w[idx].item()))


def _first_line(e, last=False):
    lines = [l.strip() for l in str(e).splitlines() if l.strip()]
    return "%s: %s" % (type(e).__name__, (lines[-1] if last else lines[0]) if lines else "")


def _load(path, name):
    modname = "scriptc_e2e_" + re.sub(r"\W", "_", name)
    spec = importlib.util.spec_from_file_location(modname, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[modname] = mod
    try:
        spec.loader.exec_module(mod)
    except Exception as e:
        raise CaseWrong("importing the case failed: " + _first_line(e),
                        traceback.format_exc())
    return mod


def entry_call(opts):
    """--entry's value split: (name, positional args, keyword args), the arguments of
    `--entry 'Net(hidden=3, n=2)'` read with ast.literal_eval (scriptc takes literals only);
    (None, [], {}) without --entry."""
    if "--entry" not in opts:
        return None, [], {}
    text = opts[opts.index("--entry") + 1]
    if "(" not in text:
        return text, [], {}
    try:
        call = ast.parse(text, mode="eval").body
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Name):
            raise ValueError("not NAME(ARGS)")
        args = [ast.literal_eval(a) for a in call.args]
        kwargs = {k.arg: ast.literal_eval(k.value) for k in call.keywords}
        if None in kwargs:
            raise ValueError("** is not a literal argument")
    except (SyntaxError, ValueError) as e:
        raise CaseWrong("--entry %r: expected NAME(LITERAL ARGUMENTS): %s" % (text, e))
    return call.func.id, args, kwargs


MODULE_SEED = 0       # torch.manual_seed before a module entry is constructed
WEIGHTS_SEED = 1      # the generator of its realistic weights (realistic.randomize)


def _entry(path, mod, opts):
    """The entry as scriptc picks it: --entry (a class called with its literal arguments),
    else the last nn.Module subclass, else the last top-level function. Returns (callable,
    is_module); a module is built under torch.manual_seed(MODULE_SEED)."""
    t = torch()
    name, args, kwargs = entry_call(opts)
    if name is None:
        with open(path) as f:
            tree = ast.parse(f.read())
        funcs = [n.name for n in tree.body if isinstance(n, ast.FunctionDef)]
        classes = [n.name for n in tree.body if isinstance(n, ast.ClassDef)
                   and isinstance(getattr(mod, n.name, None), type)
                   and issubclass(getattr(mod, n.name), t.nn.Module)]
        if classes:
            name = classes[-1]
        elif funcs:
            name = funcs[-1]
        else:
            raise CaseWrong("the case defines no function")
    obj = getattr(mod, name, None)
    if obj is None:
        raise CaseWrong("entry '%s' is not defined" % name)
    if isinstance(obj, type):
        try:
            t.manual_seed(MODULE_SEED)
            return obj(*args, **kwargs), True
        except Exception as e:
            raise CaseWrong("constructing %s() failed: %s" % (name, _first_line(e)),
                            traceback.format_exc())
    if args or kwargs:
        raise CaseWrong("--entry %s(...): arguments are for an nn.Module class" % name)
    return obj, False


def weights_given(blocks):
    """False if the case has the block `weights` saying `none`: its module's parameters are
    graph inputs named by their state_dict keys instead of initializers from --weights."""
    b = [l.strip() for l in blocks.get("weights", []) if l.strip()]
    if b not in ([], ["none"]):
        raise CaseWrong("the weights block says %r; it can only say 'none'" % b)
    return "weights" not in blocks


WEIGHTS_FILE = "weights.safetensors"


def _module_weights(fn, blocks, outdir):
    """A module entry gets realistic weights (realistic.randomize) and eval mode. With
    weights (the default) its state_dict goes to outdir/WEIGHTS_FILE, which scriptc gets
    as --weights; with `weights: none`, every state_dict tensor is written as an input
    file, fed to ONNX Runtime by its key where the model has an input of that name (PyTorch
    lists a shared module's tensors under each of its paths; the model reads a key once).
    Returns the inputs to add to every set."""
    import realistic
    t = torch()
    realistic.randomize(fn, t.Generator().manual_seed(WEIGHTS_SEED))
    fn.eval()
    state = fn.state_dict()
    if weights_given(blocks):
        realistic.write_weights(state, os.path.join(outdir, WEIGHTS_FILE))
        return []
    extra = []
    for k, v in state.items():
        a = to_arr(v)
        f = "param.%s.bin" % k
        a.write(os.path.join(outdir, f))
        extra.append({"name": k, "dtype": a.dtype, "shape": a.shape, "file": f,
                      "optional": True})
    return extra


SCALARS = {"int": int, "float": float, "bool": bool, int: int, float: float, bool: bool}
NUMLISTS = {"List[int]": int, "List[float]": float, "List[bool]": bool}


class NumList:
    """The annotation List[int], List[float] or List[bool] of an entry parameter: a 1-d
    tensor input of the model (docs/cli.md)."""

    def __init__(self, elem):
        self.elem = elem

    def __eq__(self, o):
        return isinstance(o, NumList) and o.elem is self.elem

    def __hash__(self):
        return hash(("list", self.elem))


def _ann(a):
    """int, float, bool, NumList or None (a tensor or anything else) for an annotation."""
    if a in SCALARS:
        return SCALARS[a]
    if str(a) in NUMLISTS:
        return NumList(NUMLISTS[str(a)])
    if typing.get_origin(a) is list and typing.get_args(a) and typing.get_args(a)[0] in (
            int, float, bool):
        return NumList(typing.get_args(a)[0])
    return None


def _params(fn, is_module):
    """[(name, int|float|bool|None)]: the entry's parameters, None for others."""
    t = torch()
    if isinstance(fn, t.jit.ScriptFunction):        # decorated with @torch.jit.script
        return [(a.name, _ann(str(a.type))) for a in fn.schema.arguments]
    sig = inspect.signature(fn.forward if is_module else fn)
    return [(p.name, _ann(p.annotation)) for p in sig.parameters.values()]


def _defaults_none(fn, is_module, n):
    """Do the parameters after the first n all default to None or to a string?  An entry's
    `y: Optional[Tensor] = None` or `mode: str = "max"` without an --input is not a model
    input (docs/cli.md): the inputs block may stop before such parameters, and the sets do
    not bind them (PyTorch runs with the same defaults)."""
    t = torch()
    if isinstance(fn, t.jit.ScriptFunction):
        return False
    rest = list(inspect.signature(fn.forward if is_module else fn).parameters.values())[n:]
    return bool(rest) and all(p.default is None or isinstance(p.default, str) for p in rest)


SCALAR_SPEC = {int: "int64", float: "float32", bool: "bool"}


class Dims:
    """Sizes seen for each symbolic dim across all sets."""

    def __init__(self):
        self.seen = {}

    def check(self, k, pname, dims, shape, in_set):
        for d, n in zip(dims, shape):
            if isinstance(d, int):
                if d != n:
                    raise CaseWrong("set %d: %s has shape %s, spec says %s"
                                    % (k, pname, list(shape), dims))
                continue
            if in_set.setdefault(d, n) != n:
                raise CaseWrong("set %d: symbolic dim '%s' is %d and %d in one set"
                                % (k, d, in_set[d], n))
            self.seen.setdefault(d, set()).add(n)

    def verify(self):
        for d, sizes in sorted(self.seen.items()):
            if len(sizes) < 2:
                raise CaseWrong("symbolic dim '%s' takes only the size %d in every set"
                                % (d, next(iter(sizes))))


def _value(k, pname, ann, spec, v, dims, in_set):
    """Check one bound value against its spec; return its Arr for ORT."""
    t = torch()
    _, dtype, sdims = spec
    if ann in SCALAR_SPEC:
        if dtype != SCALAR_SPEC[ann] or sdims:
            raise CaseWrong("parameter %s: %s needs the spec %s:%s[]"
                            % (pname, ann.__name__, pname, SCALAR_SPEC[ann]))
        ok = (type(v) is bool if ann is bool else
              type(v) is int if ann is int else type(v) in (int, float))
        if not ok:
            raise CaseWrong("set %d: %s must be a plain Python %s, got %s"
                            % (k, pname, ann.__name__, type(v).__name__))
        return Arr(dtype, np.array(v, dtype=NP[dtype]))
    if isinstance(ann, NumList):
        want = {int: ("int64",), float: ("float64", "float32"), bool: ("bool",)}[ann.elem]
        if dtype not in want or len(sdims) != 1:
            raise CaseWrong("parameter %s: List[%s] needs the spec %s:%s[N]"
                            % (pname, ann.elem.__name__, pname, want[0]))
        if not isinstance(v, list) or not all(
                type(e) is ann.elem or (ann.elem is float and type(e) is int) for e in v):
            raise CaseWrong("set %d: %s must be a list of Python %s" % (k, pname,
                                                                       ann.elem.__name__))
        dims.check(k, pname, sdims, [len(v)], in_set)
        return Arr(dtype, np.array(v, dtype=NP[dtype]).reshape(len(v)))
    if not isinstance(v, t.Tensor):
        raise CaseWrong("set %d: %s must be a Tensor, got %s" % (k, pname, type(v).__name__))
    if dtype_name(v.dtype) != dtype:
        raise CaseWrong("set %d: %s has dtype %s, spec says %s"
                        % (k, pname, dtype_name(v.dtype), dtype))
    if v.dim() != len(sdims):
        raise CaseWrong("set %d: %s has rank %d, spec says %d (%s)"
                        % (k, pname, v.dim(), len(sdims), sdims))
    dims.check(k, pname, sdims, list(v.shape), in_set)
    return to_arr(v)


def _bind(k, code, params):
    t = torch()
    t.manual_seed(1234 + k)
    env = {"torch": t, "math": math}
    try:
        exec(code, env)
    except Exception as e:
        raise CaseWrong("set %d does not run: %s" % (k, _first_line(e)), traceback.format_exc())
    missing = [p for p, _ in params if p not in env]
    if missing:
        raise CaseWrong("set %d does not bind %s" % (k, ", ".join(missing)))
    return {p: env[p] for p, _ in params}


def _clone(v):
    t = torch()
    return v.clone() if isinstance(v, t.Tensor) else list(v) if isinstance(v, list) else v


def _rettype(scripted, is_module):
    """The scripted entry's return type (torch._C type), or None."""
    try:
        f = scripted.forward if is_module else scripted
        return f.schema.returns[0].type if len(f.schema.returns) == 1 else None
    except Exception:
        return None


def compute(path, name, blocks, outdir, eager=False):
    """Check case `name` and write its truths to outdir; return the manifest. eager: the
    entry run as Python (tests/gen: where TorchScript 1.13 computes something else), its
    outputs in eager.set*.bin and manifest-eager.json, no raises block. A case with the
    block `truth` saying `eager` has eager PyTorch's outputs as its truths (where
    TorchScript 1.13 has a wrong-code bug; it is still scripted, to check it compiles)."""
    opts = caseblocks.options(blocks)
    specs = [caseblocks.parse_spec(l) for l in blocks.get("inputs", []) if l.strip()]
    sets = [l for l in blocks.get("sets", []) if l.strip()]
    if len(sets) < 3:
        raise CaseWrong("needs a '# >>> sets' block of 3 or more lines, has %d" % len(sets))
    mod = _load(path, name)
    fn, is_module = _entry(path, mod, opts)
    params = _params(fn, is_module)
    if _defaults_none(fn, is_module, len(specs)):
        params = params[:len(specs)]  # left to their defaults: not model inputs
    if [p for p, _ in params] != [s[0] for s in specs]:
        raise CaseWrong("inputs block names %s, entry parameters are %s"
                        % ([s[0] for s in specs], [p for p, _ in params]))
    params_in = _module_weights(fn, blocks, outdir) if is_module else []
    try:
        scripted = fn if eager else torch().jit.script(fn)
    except Exception as e:
        raise CaseWrong("torch.jit.script failed: " + _first_line(e), traceback.format_exc())
    rettype = None if eager else _rettype(scripted, is_module)
    if [l.strip() for l in blocks.get("truth", []) if l.strip()] == ["eager"]:
        scripted = fn
    pre = "eager." if eager else ""
    man = {"case": name, "inputs": blocks.get("inputs", []), "sets": []}
    dims = Dims()
    for k, code in enumerate(sets):
        vals = _bind(k, code, params)
        in_set, ins = {}, []
        for (p, ann), spec in zip(params, specs):
            a = _value(k, p, ann, spec, vals[p], dims, in_set)
            f = "set%d.in.%s.bin" % (k, p)
            a.write(os.path.join(outdir, f))
            ins.append({"name": p, "dtype": a.dtype, "shape": a.shape, "file": f})
        ins += params_in
        try:
            out = scripted(**{p: _clone(v) for p, v in vals.items()})
        except Exception as e:
            raise CaseWrong("set %d: the scripted entry raised %s" % (k, _first_line(e, True)),
                            traceback.format_exc())
        outs = []
        arrs, tree = flatten(out, ty=rettype)
        for j, a in enumerate(arrs):
            f = "%sset%d.out%d.bin" % (pre, k, j)
            a.write(os.path.join(outdir, f))
            outs.append({"dtype": a.dtype, "shape": a.shape, "file": f})
            if a.number:
                outs[-1]["number"] = True
        man["sets"].append({"code": code, "inputs": ins, "outputs": outs, "tree": tree})
    dims.verify()
    man["raises"] = [] if eager else _raises(blocks, scripted, params, specs, outdir,
                                             params_in)
    with open(os.path.join(outdir, "manifest%s.json" % ("-eager" if eager else "")), "w") as f:
        json.dump(man, f, indent=1)
    return man


def _raises(blocks, scripted, params, specs, outdir, params_in):
    """The `raises` block: sets on which PyTorch must raise at run time (and ONNX
    Runtime must fail); their inputs, and PyTorch's error for the log."""
    out = []
    for k, code in enumerate(l for l in blocks.get("raises", []) if l.strip()):
        vals = _bind(k, code, params)
        in_set, ins = {}, []
        for (p, ann), spec in zip(params, specs):
            a = _value(k, p, ann, spec, vals[p], Dims(), in_set)
            f = "raise%d.in.%s.bin" % (k, p)
            a.write(os.path.join(outdir, f))
            ins.append({"name": p, "dtype": a.dtype, "shape": a.shape, "file": f})
        ins += params_in
        try:
            scripted(**{p: _clone(v) for p, v in vals.items()})
        except Exception as e:
            out.append({"code": code, "inputs": ins, "error": _first_line(e, True)})
            continue
        raise CaseWrong("raises set %d (%s): the scripted entry did not raise" % (k, code))
    return out


def rejection(path, name, blocks):
    """The rejects suite: why PyTorch refuses case `name` (a one-line reason).

    Importing the module (a Python SyntaxError or NameError counts) and then
    torch.jit.script on the entry (picked as for e2e) must fail; a case that
    PyTorch accepts raises CaseWrong. The reason is kept in the case's out
    directory, so a case rejected for a reason other than its intent shows."""
    t = torch()
    try:
        mod = _load(path, "reject_" + name)
    except CaseWrong as e:
        return e.reason
    fn, _ = _entry(path, mod, caseblocks.options(blocks))
    try:
        t.jit.script(fn)
    except Exception as e:
        return "torch.jit.script: " + _first_line(e)
    raise CaseWrong("torch.jit.script accepts it")
