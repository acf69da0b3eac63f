"""Feature `table` of the generator (tests/gen/gen.py): calls drawn from the whole operator
table, so that every row scriptc has is tried on the shapes and dtypes programs make.

The rows are docs/ops.md's (what `scriptc --list-ops` prints: the registry as compiled,
kept equal to it by the unit test ops-doc): each row spelled `torch.NAME` or `x.NAME` whose
required arguments are Tensors, numbers and dims gives a call form.  A call is drawn on live
names the generator knows exactly (inputs, and values computed exactly), with its other
arguments drawn by their types; it is kept only if torch.jit.script accepts it and runs it,
on random values like the input sets' at each size of the symbolic dim B, twice per size,
with a result whose shape is a function of B alone (not of the values: masked_select,
nonzero and unique are so dropped) and whose values are a function of the inputs (a second
run on the same inputs gives the same: random draws are so dropped) and of at most 4 dims and 4096 elements.  The result is
then sanitized as the generator's values are: NaN and infinities replaced (torch.nan_to_num)
and floats clamped to CAP (and marked inexact: their last bits may differ), ints to ICAP.

What is drawn never depends on scriptc; a call scriptc refuses is a located error (refused),
one it compiles must compute PyTorch's result (differed otherwise, a wrong-code bug)."""

import functools
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# rows whose results are not a function of their inputs' values (random), whose values
# are unspecified (empty), whose results order ties as the implementation likes (argsort,
# sort's indices), or that only copy or describe storage
DENY = {"rand", "randn", "rand_like", "randn_like", "randint", "randint_like", "randperm",
        "bernoulli", "multinomial", "normal", "poisson", "dropout", "alpha_dropout",
        "feature_dropout", "feature_alpha_dropout", "rrelu", "empty", "empty_like",
        "new_empty", "argsort", "sort", "msort", "unique", "unique_consecutive", "nonzero",
        "masked_select", "item", "tolist", "size", "numel", "dim", "copy", "clone",
        "detach", "contiguous", "set_", "resize_", "to", "type_as", "as_strided",
        "data_ptr", "storage_offset", "stride", "is_contiguous", "element_size",
        # PyTorch 1.13 dies of SIGFPE on a channel count its groups do not divide, and of
        # SIGSEGV on cells whose weights do not fit (the seq-layers feature draws cells)
        "native_channel_shuffle", "channel_shuffle", "gru_cell", "lstm_cell",
        "rnn_tanh_cell", "rnn_relu_cell",
        # a binary search of boundaries the draw does not sort: unspecified (PyTorch's
        # result is its search's path; bucketize(x1, x1) gave 2 where scriptc gives 1)
        "bucketize", "searchsorted"}
# integer division by zero: PyTorch 1.13's kernels die of SIGFPE on some (the input sets have
# zeros in every int tensor), so these take float tensors only
INTDIV = {"floor_divide", "remainder", "fmod", "div", "divide", "true_divide"}
ALLOWED = {"Tensor", "Scalar", "int", "float", "bool", "int[]", "int[1]", "int[2]",
           "SymInt", "SymInt[]"}


def _split_args(s):
    out, depth, cur = [], 0, ""
    for c in s:
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
            continue
        depth += c in "[(" and 1 or (c in "])" and -1 or 0)
        cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


@functools.lru_cache(None)
def forms():
    """(name, spelling, [(type, argname)] of the required arguments, tuple result) of every
    usable row, one per name and argument types"""
    with open(os.path.join(ROOT, "docs", "ops.md")) as f:
        text = f.read()
    seen, out = set(), []
    for line in text.splitlines():
        m = re.match(r"\| `aten::(\w+)` \| `(\w+)(?:\.\w+)?\((.*)\) -> ([^`]*)` \| (.*?) \| [^|]* \| "
                     r"[^|]* \|$", line)
        if not m or m.group(1) in DENY or m.group(1).startswith("_"):
            continue
        name, args, ret, sp = m.group(1), m.group(3), m.group(4), m.group(5)
        spells = re.findall(r"`([^`]*)`", sp)
        spell = ("torch." if "torch." + name in spells else
                 "x." if "x." + name in spells else None)
        if spell is None:
            continue
        req = []
        ok = True
        for a in _split_args(args):
            if a == "*" or "=" in a:
                continue
            ty, _, an = a.rpartition(" ")
            ty = re.sub(r"\(\w!?\)", "", ty)
            if ty not in ALLOWED:
                ok = False
                break
            req.append((ty, an))
        if not ok or not req or req[0][0] != "Tensor":
            continue
        if not re.fullmatch(r"Tensor(\(\w\))?|\((Tensor( \w+)?, )+Tensor( \w+)?\)", ret):
            continue
        key = (name, tuple(t for t, _ in req))
        if key in seen:
            continue
        seen.add(key)
        out.append((name, spell, req, ret.startswith("(")))
    return out


_SCRIPTED = {}


def _inputs(torch, specs, b, g):
    """tensors like the input sets' for (dtype, shape) specs at size b"""
    out = []
    for dt, shape in specs:
        dims = tuple(a * b + c for a, c in shape)
        if dt in ("float32", "float64"):
            t = (torch.randn(dims, generator=g) * 1.5).clamp(-4.5, 4.5)
            out.append(t.double() if dt == "float64" else t)
        elif dt == "int64":
            out.append(torch.randint(-3, 4, dims, generator=g))
        else:
            out.append(torch.rand(dims, generator=g) > 0.5)
    return out


def probe(code, specs):
    """(dtype, shape as (a, b) dims) of the tensor `code` computes from tensors a0, a1, ...
    of these (dtype, shape) specs, as torch.jit.script runs it; None if TorchScript refuses
    it, it raises on a set, or its shape is not a function of B alone"""
    import torch
    key = (code, tuple(specs))
    if key in _SCRIPTED:
        return _SCRIPTED[key]
    res = None
    src = "def f(%s):\n    return %s\n" % (
        ", ".join("a%d: torch.Tensor" % i for i in range(len(specs))), code)
    try:
        import warnings
        warnings.filterwarnings("ignore")
        scope = {"torch": torch}
        cu = torch.jit.CompilationUnit(src)
        fn = cu.f
        g = torch.Generator().manual_seed(len(code))
        shapes = {}
        dtype = None
        for b in (5, 6, 7):
            for _ in range(2):
                args = _inputs(torch, specs, b, g)
                r = fn(*args)
                if not isinstance(r, torch.Tensor):
                    raise ValueError("not a tensor")
                again = fn(*args)  # a random draw (rand, x.uniform, ...) differs: left out
                if r.shape != again.shape or not bool(((r == again) | (r != r) & (again != again)).all()):
                    raise ValueError("not a function of its inputs")
                if dtype not in (None, r.dtype) or shapes.get(b, r.shape) != r.shape:
                    raise ValueError("varies")
                dtype = r.dtype
                shapes[b] = r.shape
        del scope
        if len(shapes[5]) > 4 or any(d < 1 for d in shapes[5]) or shapes[7].numel() > 4096:
            raise ValueError("too big or empty")
        if len({len(s) for s in shapes.values()}) != 1:
            raise ValueError("rank varies")
        dims = []
        for k in range(len(shapes[5])):
            a = shapes[6][k] - shapes[5][k]
            c = shapes[5][k] - 5 * a
            if shapes[7][k] != 7 * a + c or a < 0 or a > 1:
                raise ValueError("not linear in B")
            dims.append((a, c))
        name = {torch.float32: "float32", torch.float64: "float64", torch.int64: "int64",
                torch.bool: "bool"}.get(dtype)
        if name:
            res = (name, tuple(dims))
    except Exception:
        res = None
    _SCRIPTED[key] = res
    return res


def draw(gen, CAP, ICAP):
    """one statement of a table call on exact live tensors: (code, dtype, shape, bound,
    exact), or None if no draw worked"""
    r = gen.r
    exact = [(n, v) for n, v in gen.tensors() if v.exact and v.dtype is not None]
    if not exact:
        return None
    rows = forms()
    for _ in range(8):
        name, spell, req, tup = r.choice(rows)
        tensors, args, specs = [], [], []
        first = None
        for ty, an in req:
            if ty == "Tensor":
                pool = exact if first is None or r.random() < 0.3 else \
                    [(n, v) for n, v in exact if v.shape == first.shape] or exact
                n, v = r.choice(pool)
                first = first or v
                args.append("a%d" % len(specs))
                tensors.append(n)
                specs.append((v.dtype, v.shape))
            elif ty in ("int", "SymInt"):
                rank = len(first.shape)
                if "dim" in an and rank:
                    args.append(str(r.randint(-rank, rank - 1)))
                else:
                    args.append(str(r.choice([1, 2])))  # a 0 may divide (groups)
            elif ty.startswith(("int[", "SymInt[")):
                rank = len(first.shape)
                args.append("[%d]" % (r.randint(-rank, rank - 1) if rank else 0)
                            if "dim" in an else "[%d]" % r.choice([1, 2]))
            elif ty == "float":
                args.append(r.choice(["0.5", "1.5", "-0.75"]))
            elif ty == "bool":
                args.append(r.choice(["True", "False"]))
            else:  # Scalar
                args.append(r.choice(["2", "-1", "0.5", "1.5"]))
        if spell == "torch.":
            call = "torch.%s(%s)" % (name, ", ".join(args))
        else:
            call = "%s.%s(%s)" % (args[0], name, ", ".join(args[1:]))
        if tup:
            call += "[0]"
        if name in INTDIV and any(dt in ("int64", "bool") for dt, _ in specs):
            continue
        got = probe(call, specs)
        if got is None:
            continue
        dt, shape = got
        for i in reversed(range(len(tensors))):
            call = re.sub(r"\ba%d\b" % i, tensors[i], call)
        if dt in ("float32", "float64"):
            code = "torch.clamp(torch.nan_to_num(%s, 0.0, %s, -%s), -%s, %s)" % (
                call, CAP, CAP, CAP, CAP)
            return code, dt, shape, CAP, False
        if dt == "int64":
            return "torch.clamp(%s, -%d, %d)" % (call, ICAP, ICAP), dt, shape, ICAP, True
        return call, dt, shape, 1, True
    return None
