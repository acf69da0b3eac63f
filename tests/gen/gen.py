"""A seeded random generator of valid TorchScript functions (Csmith/YARPGen style).

    program(seed, features) -> the text of one e2e case file (inputs and sets blocks
                               followed by `def f(...)`)

Like YARPGen, the generator keeps a static model of every live name (kind, dtype, shape,
a bound on magnitude, whether its value is computed exactly, and which storage it shares)
and only writes code that is well typed and in bounds for it, so that every program runs
under torch.jit.script on every input set:

- Shapes are tuples of dims; a dim is (a, b) standing for a*B + b, where B is the one
  symbolic dim (sizes 5, 6, 7 across the sets, never equal to a fixed dim, so broadcasting
  never happens by accident). Two dims broadcast iff equal or one is (0, 1).
- Magnitudes are bounded (CAP for floats, ICAP for ints): a value whose bound would pass
  it is clamped; values assigned in a loop body are assumed at the cap, so a loop cannot
  grow them. Float values that went through a non-exact operation (a transcendental, a
  reduction, a matmul, a division) are never compared, floored or converted to int, so
  that rounding differences between PyTorch and ONNX Runtime cannot flip a result.
- Aliases: every tensor name has a storage id; views, detach, plain assignment and tuple
  elements share it. Writes (augmented assignment, in-place methods, subscript stores)
  to a storage another live name shares are a feature of their own (`alias-writes`),
  because scriptc refuses them for now.

Feature names (FEATURES): see the table below; DEFAULT is what scriptc is meant to compile
today, ALL adds the writes it refuses for now.
"""

import random
import re

import genmod

B_SIZES = (5, 6, 7)
CAP = 8.0          # bound on float magnitudes
ICAP = 1000        # bound on int magnitudes
MAXI = 3           # the int parameter n is 0, 1 or 3

FEATURES = {
    "straight": "assignments of tensor, int and bool expressions",
    "if": "if/else on int, bool and tensor conditions",
    "for": "for i in range(n) / range(const) / range(x.size(0))",
    "while": "while loops with a counter, and break",
    "views": "views and aliases: select, slices, view/reshape, t, transpose, "
             "unsqueeze, detach, names sharing a tensor, tuple elements",
    "subscript": "subscript reads with constant and loop-variable indices",
    "mixed-dtypes": "float32/float64/int64/bool operands mixed (promotion)",
    "augassign": "x += e, x -= e, x *= e on tensors no other name shares",
    "alias-writes": "augmented assignment to a tensor another name shares (or a view)",
    "inplace": "in-place methods: add_ ... div_, clamp_, fill_, copy_, masked_fill_, index_put_, "
               "index_add_, scatter_, relu_ ... floor_, unsqueeze_, squeeze_, t_",
    "subscript-write": "subscript assignment: x[i] = e, x[a:b] = e, x[:, j] += e, x[mask] = e, "
                       "x[idx] = e, run-time indices",
    "helpers": "helper functions that write their Tensor argument in place (and return it)",
    "list-views": "with alias-writes, views taken through the lists unbind, split and chunk "
                  "return (issue 7: lists)",
    "lists": "List[Tensor]: literals, append/insert/extend/+=/pop in straight code, branches and "
             "loops with run-time trip counts; lists a loop rebinds (L = L[1:] + [e]); read by "
             "index, stack, cat, len and `for t in xs`",
    "tuples": "tuples carried through loops (rebuilt every trip, nested or not), nested "
              "tuples unpacked",
    "dicts": "Dict[str, Tensor] with constant keys: built, updated (in loops too), read, "
             "iterated with items/keys/values, len",
    "optional": "Optional[Tensor] and Optional[int] locals set on some paths, refined with "
                "`is None` / `is not None` (statements and conditional expressions)",
    "list-edits": "positional pop/insert/del (constant and run-time positions) on List[int] "
                  "and List[Tensor] of known and run-time length; stack/cat of lists grown in "
                  "loops along any dim (negative too); a helper writing a tensor a list holds, "
                  "then a direct write",
    "seq-layers": "recurrent cells (torch.rnn_tanh_cell, rnn_relu_cell, lstm_cell, gru_cell) "
                  "and attention (F.scaled_dot_product_attention: masks, is_causal, scale) "
                  "in straight code, branches and loops, their states carried by the "
                  "loops (a cell's hidden state, an attention output fed back as the "
                  "query, a key/value cache growing by torch.cat)",
    "row-writes": "a buffer made before a counted loop, one row written each trip at the "
                  "loop variable plus 0, 1 or 2 (`buf[i + 1] = e`, as users fill an output "
                  "buffer: onnxscan's pattern), sometimes a break; read after the loop",
    "table": "calls drawn from the whole operator table (docs/ops.md, tests/gen/gentable.py) "
             "on exact live tensors, kept where torch.jit.script runs them with shapes "
             "that depend on B alone; results sanitized (nan_to_num, clamped)",
    "modules": "one seed in four (tests/gen/genmod.py, a random stream of its own: the other "
               "seeds give the same programs) an nn.Module entry: layers built in __init__ "
               "loops into a ModuleList of Block modules (Linear, Conv1d/2d, BatchNorm, "
               "LayerNorm, GroupNorm, activations, Dropout), iterated in forward, a helper "
               "method with control flow; the harness's realistic weights as inputs",
}
DEFAULT = ["straight", "if", "for", "while", "views", "subscript", "mixed-dtypes", "augassign",
           "modules"]
# the writes; modules and seq-layers apart: --all's seeds keep their programs
ALL = [f for f in FEATURES if f not in ("modules", "seq-layers", "table", "row-writes")]

FLOAT = ("float32", "float64")
CONTAINERS = ("tuple", "list", "dict")   # kinds of names that hold tensors (share stores)
CONTAINER_FEATURES = ("lists", "tuples", "dicts", "optional", "list-edits")
KEYS = ("a", "b", "c", "h", "w", "p2", "p3")
ORDER = {"bool": 0, "int64": 1, "float32": 2, "float64": 3}


def dim_str(d):
    a, b = d
    if a == 0:
        return str(b)
    s = "B" if a == 1 else "%d*B" % a
    return s + ("+%d" % b if b > 0 else "-%d" % -b if b < 0 else "")


def broadcast(s, t):
    """The broadcast shape of s and t, or None if they do not broadcast (statically)."""
    n = max(len(s), len(t))
    s = ((0, 1),) * (n - len(s)) + tuple(s)
    t = ((0, 1),) * (n - len(t)) + tuple(t)
    out = []
    for a, b in zip(s, t):
        if a == b or b == (0, 1):
            out.append(a)
        elif a == (0, 1):
            out.append(b)
        else:
            return None
    return tuple(out)


def cval(c):
    """The magnitude of a constant's text."""
    return {"True": 1.0, "False": 0.0}.get(c) if c in ("True", "False") else abs(float(c))


def min_size(d):
    return d[0] * min(B_SIZES) + d[1]


class V:
    """What the generator knows of one name's value."""

    def __init__(self, kind, dtype=None, shape=(), bound=1.0, exact=True, store=None,
                 contig=True):
        self.kind = kind            # "tensor", "int", "float", "bool"
        self.dtype = dtype
        self.shape = tuple(shape)
        self.bound = bound
        self.exact = exact
        self.store = store or frozenset()   # the storages it may be (aliases share one)
        self.contig = contig        # contiguous in PyTorch (so .view(-1) works)
        self.view = False           # defined by a view op (scriptc refuses writes to it)

    def copy(self, **kw):
        v = V(self.kind, self.dtype, self.shape, self.bound, self.exact, self.store, self.contig)
        v.view = self.view
        # lists and dicts (features lists, dicts): the element, lengths and keys
        for k in ("minlen", "maxlen", "iterating"):
            if hasattr(self, k):
                setattr(v, k, getattr(self, k))
        if hasattr(self, "elem"):
            v.elem = self.elem.copy()
        if hasattr(self, "keys"):
            v.keys = list(self.keys)
        for k, x in kw.items():
            setattr(v, k, x)
        return v

    def same_type(self, o):
        return (self.kind == o.kind and self.dtype == o.dtype and self.shape == o.shape)


class E:
    """A generated expression: its code and what it computes."""

    def __init__(self, code, v, prec=0, alias=False, view=False):
        self.code, self.v, self.prec = code, v, prec
        self.view = view            # made by an op scriptc counts as a view (also .to())
        self.alias = alias          # the value is a live name's tensor or a view of it

    def paren(self):
        return "(%s)" % self.code if self.prec else self.code


class Gen:
    def __init__(self, seed, features, size=1):
        self.size = size
        self.r = random.Random(seed)
        self.f = set(features)
        self.lines = []
        self.env = {}               # name -> V
        self.count = 0
        self.stores = 0
        self.depth = 0              # block nesting
        self.in_loop = 0
        self.loopvars = {}          # name -> max value
        self.params = []            # (name, spec, V)
        self.stmts = 0
        self.helpers = []           # (name, kind, effects, returns t, text) of feature helpers
        self.written = frozenset()  # storages written by inplace, subscript-write, helpers

    # -- helpers --------------------------------------------------------------

    def has(self, feat):
        return feat in self.f

    def fresh(self, prefix="v"):
        self.count += 1
        return "%s%d" % (prefix, self.count)

    def new_store(self):
        self.stores += 1
        return frozenset([self.stores])

    def emit(self, line):
        self.lines.append("    " * (self.depth + 1) + line)
        self.stmts += 1

    def tensors(self, pred=lambda v: True):
        return [(n, v) for n, v in self.env.items() if v.kind == "tensor" and pred(v)]

    def shared(self, name):
        """True if another live name shares this name's storage (or it is a view)."""
        v = self.env[name]
        return any(o.kind in ("tensor",) + CONTAINERS and o.store & v.store and n != name
                   for n, o in self.env.items())

    def dtypes(self):
        return ["float32", "int64", "bool"] + (["float64"] if self.has("mixed-dtypes") else [])

    # -- parameters and input sets -------------------------------------------

    SHAPES = [((1, 0), (0, 4)), ((0, 4),), ((1, 0),), ((1, 0), (0, 1)), (),
              ((0, 4), (0, 3)), ((1, 0), (0, 4), (0, 3))]

    def make_params(self):
        r = self.r
        k = r.randint(2, 4)
        shapes = [((1, 0), (0, 4))] + [r.choice(self.SHAPES) for _ in range(k - 1)]
        for i, shape in enumerate(shapes):
            dt = "float32" if i == 0 else r.choice(
                ["float32", "float32", "int64", "bool"] + (["float64"] if self.has("mixed-dtypes") else []))
            name = "x%d" % i
            v = V("tensor", dt, shape, 4.5 if dt in FLOAT else 3, True, self.new_store())
            if dt == "bool":
                v.bound = 1
            self.params.append((name, "%s:%s[%s]" % (name, dt, ",".join(
                dim_str(d) if d[0] == 0 else "B" for d in shape)), v))
        self.params.append(("n", "n:int64[]", V("int", bound=MAXI)))
        if r.random() < 0.5:
            self.params.append(("flag", "flag:bool[]", V("bool")))
        if r.random() < 0.4:
            self.params.append(("k", "k:float32[]", V("float", bound=2.0)))
        for name, _, v in self.params:
            self.env[name] = v

    def sets(self):
        r = self.r
        bs = list(B_SIZES)
        ns = [0, 1, MAXI]
        r.shuffle(bs)
        r.shuffle(ns)
        out = []
        for b, n in zip(bs, ns):
            parts = []
            for name, _, v in self.params:
                if v.kind == "tensor":
                    dims = ", ".join(str(d[0] * b + d[1]) for d in v.shape)
                    tup = "(%s%s)" % (dims, "," if len(v.shape) == 1 else "")
                    if v.dtype in FLOAT:
                        e = "(torch.randn(%s) * 1.5).clamp(-4.5, 4.5)" % tup
                        if v.dtype == "float64":
                            e += ".double()"
                    elif v.dtype == "int64":
                        e = "torch.randint(-3, 4, %s)" % tup
                    else:
                        e = "torch.rand(%s) > 0.5" % tup
                    parts.append("%s = %s" % (name, e))
                elif v.kind == "int":
                    parts.append("n = %d" % n)
                elif v.kind == "bool":
                    parts.append("flag = %s" % r.choice(["True", "False"]))
                else:
                    parts.append("k = %s" % r.choice(["0.5", "-1.25", "2.0", "0.75"]))
            out.append("; ".join(parts))
        # both branches of `flag`
        if any(p[0] == "flag" for p in self.params):
            out[0] = out[0].replace("flag = False", "flag = True")
            out[1] = out[1].replace("flag = True", "flag = False")
        return out

    # -- expressions ------------------------------------------------------------

    def const(self, dtype):
        r = self.r
        if dtype in FLOAT:
            return r.choice(["0.5", "1.5", "2.0", "-0.25", "3.0", "-1.0"])
        if dtype == "int64":
            return str(r.choice([1, 2, 3, -1, -2]))
        return r.choice(["True", "False"])

    def leaf(self, dtype, shape):
        """An expression of exactly this dtype and shape, from live names if possible."""
        r = self.r
        cands = self.tensors(lambda v: v.dtype == dtype and v.shape == shape)
        if cands and r.random() < 0.85:
            n, v = r.choice(cands)
            return E(n, v, alias=True, view=v.view)
        # same shape, another dtype: convert
        conv = self.tensors(lambda v: v.shape == shape and v.dtype != dtype
                            and (dtype not in ("int64", "bool") or v.exact))
        if conv and r.random() < 0.7:
            n, v = r.choice(conv)
            meth = {"float32": ".float()", "float64": ".double()",
                    "int64": ".long()", "bool": ".to(torch.bool)"}[dtype]
            code = r.choice([n + meth, "%s.to(torch.%s)" % (n, dtype)])
            bound = 1 if dtype == "bool" else v.bound
            return E(code, V("tensor", dtype, shape, bound, v.exact), view=True)
        # a view of a live name with the right shape
        if self.has("views") or self.has("subscript"):
            vs = self.view_cands(dtype, shape)
            if vs:
                return r.choice(vs)
        return self.fill(dtype, shape)

    def fill(self, dtype, shape):
        r = self.r
        sizes = []
        for d in shape:
            if d[0] == 0:
                sizes.append(str(d[1]))
            else:
                src = [(n, i) for n, v in self.tensors()
                       for i, e in enumerate(v.shape) if e == d]
                if not src:
                    return None
                n, i = r.choice(src)
                sizes.append("%s.size(%d)" % (n, i))
        c = self.const(dtype)
        kind = r.choice(["zeros", "ones"] + (["full"] if dtype != "bool" else []))
        dt = "torch.%s" % dtype
        if kind == "full":
            code = "torch.full([%s], %s, dtype=%s)" % (", ".join(sizes), c, dt)
            bound = cval(c)
        else:
            code = "torch.%s([%s], dtype=%s)" % (kind, ", ".join(sizes), dt)
            bound = 1.0
        return E(code, V("tensor", dtype, shape, bound, True))

    def view_cands(self, dtype, shape):
        """Views and subscript reads of live names that have this dtype and shape."""
        out = []
        for n, v in self.tensors(lambda v: v.dtype == dtype):
            for code, s in self.views_of(n, v):
                if s == shape:
                    out.append(E(code, v.copy(shape=s), alias=True, view=True))
        return out

    def views_of(self, n, v):
        """(code, shape) of views and subscript reads of name n."""
        s, out = v.shape, []
        views, sub = self.has("views"), self.has("subscript")
        if views:
            out.append(("%s.detach()" % n, s))
            if len(s) >= 1:
                out.append(("%s.unsqueeze(0)" % n, ((0, 1),) + s))
                out.append(("%s.unsqueeze(-1)" % n, s + ((0, 1),)))
            if len(s) == 2:
                out.append(("%s.t()" % n, (s[1], s[0])))
                out.append(("%s.transpose(0, 1)" % n, (s[1], s[0])))
                a, b = s
                if a[0] == 0 or b[0] == 0:
                    flat = (a[0] * b[1] + b[0] * a[1], a[1] * b[1])
                    if v.contig:
                        out.append(("%s.view(-1)" % n, (flat,)))
                    out.append(("%s.reshape(-1)" % n, (flat,)))
                    out.append(("%s.flatten()" % n, (flat,)))
            if len(s) == 3:
                out.append(("%s.permute(2, 0, 1)" % n, (s[2], s[0], s[1])))
            if s and s[-1] == (0, 1):
                out.append(("%s.squeeze(-1)" % n, s[:-1]))
        if sub and s:
            d0 = s[0]
            out.append(("%s[0]" % n, s[1:]))
            out.append(("%s[-1]" % n, s[1:]))
            if min_size(d0) >= 3:
                out.append(("%s[1:]" % n, ((d0[0], d0[1] - 1),) + s[1:]))
                out.append(("%s[:2]" % n, ((0, 2),) + s[1:]))
                out.append(("%s[::2]" % n, None if d0[0] else ((0, (d0[1] + 1) // 2),) + s[1:]))
            for lv, mx in self.loopvars.items():
                if min_size(d0) > mx:
                    out.append(("%s[%s]" % (n, lv), s[1:]))
            if len(s) >= 2:
                out.append(("%s[:, 0]" % n, (s[0],) + s[2:]))
                if min_size(s[1]) >= 3:
                    out.append(("%s[:, 1:3]" % n, (s[0], (0, 2)) + s[2:]))
                out.append(("%s[..., -1]" % n, s[:-1]))
        return [(c, sh) for c, sh in out if sh is not None]

    def bshape(self, shape):
        """A shape that broadcasts to shape (itself, a suffix, or with 1s)."""
        r = self.r
        k = r.randint(0, len(shape))
        s = list(shape[len(shape) - k:])
        for i in range(len(s)):
            if r.random() < 0.2:
                s[i] = (0, 1)
        return tuple(s)

    def expr(self, dtype, shape, depth=0):
        """A tensor expression of exactly this dtype and shape."""
        r = self.r
        if depth >= 3 or r.random() < 0.25:
            e = self.leaf(dtype, shape)
            if e is not None:
                return e
        kinds = {"float32": ["bin", "bin", "unary", "clamp", "where", "reduce", "scalar", "leaf",
                             "cat", "softmax"],
                 "float64": ["bin", "unary", "where", "scalar", "leaf", "cat"],
                 "int64": ["bin", "bin", "where", "reduce", "scalar", "leaf", "argmax", "cat"],
                 "bool": ["cmp", "cmp", "logic", "not", "leaf", "cat"]}[dtype]
        if dtype == "float32" and len(shape) == 2 and shape[1] == (0, 3):
            kinds.append("matmul")
        if self.has("lists") or self.has("dicts"):
            kinds.append("container")
        for _ in range(4):
            e = getattr(self, "x_" + r.choice(kinds))(dtype, shape, depth + 1)
            if e is not None:
                return self.capped(e)
        e = self.leaf(dtype, shape)
        if e is None:
            e = self.fill(dtype, shape)
        return e

    def capped(self, e):
        v = e.v
        if v.dtype in FLOAT and v.bound > CAP:
            return E("torch.clamp(%s, -%s, %s)" % (e.code, CAP, CAP), v.copy(bound=CAP))
        if v.dtype == "int64" and v.bound > ICAP:
            return E("torch.clamp(%s, -%d, %d)" % (e.code, ICAP, ICAP), v.copy(bound=ICAP))
        return e

    def x_leaf(self, dtype, shape, depth):
        return self.leaf(dtype, shape)

    def other_dtype(self, dtype):
        """A dtype for the second operand of a binary op whose result is dtype."""
        r = self.r
        if not self.has("mixed-dtypes"):
            return dtype
        lower = [d for d in ("bool", "int64", "float32") if ORDER[d] <= ORDER[dtype]]
        if dtype == "bool":
            return dtype
        return r.choice([dtype, dtype] + lower)

    def x_bin(self, dtype, shape, depth):
        r = self.r
        a = self.expr(dtype, shape, depth)
        op = r.choice(["+", "-", "*"])
        if r.random() < 0.3:
            c = self.const(dtype if dtype in FLOAT or not self.has("mixed-dtypes")
                           else r.choice([dtype, "int64"]))
            if dtype == "int64" and "." in c:
                c = "2"
            cb = abs(float(c))
            b = E(c, V("tensor", dtype, (), cb, True))
            if r.random() < 0.5 and op != "-":
                a, b = b, a
        elif r.random() < 0.15 and any(p[0] == "n" for p in self.params):
            b = E("n", V("int", bound=MAXI))
        elif r.random() < 0.15 and dtype in FLOAT and "k" in self.env:
            b = E("k", V("float", bound=2.0))
        else:
            odt = self.other_dtype(dtype)
            bs = self.bshape(shape)
            if odt == "bool" and op == "-":
                op = "+"
            b = self.expr(odt, bs, depth)
            if (dtype == "float32" and odt == "float32" and shape and r.random() < 0.1
                    and self.has("mixed-dtypes")):
                # a float64 0-d operand does not promote a float32 tensor
                b = E("%s.sum().double()" % b.paren(), b.v.copy(bound=b.v.bound * 28, exact=False))
        if a.v.dtype == "bool" and b.v.kind == "tensor" and b.v.dtype == "bool":
            return None
        bound = a.v.bound * b.v.bound if op == "*" else a.v.bound + b.v.bound
        exact = a.v.exact and b.v.exact
        return E("%s %s %s" % (a.paren(), op, b.paren() if op != "+" or b.prec else b.code),
                 V("tensor", dtype, shape, bound, exact), 1)

    def x_unary(self, dtype, shape, depth):
        r = self.r
        a = self.expr(dtype, shape, depth)
        fn = r.choice(["tanh", "sigmoid", "relu", "abs", "neg", "sin", "cos", "exp", "floor"])
        if fn == "exp" and a.v.bound > 2.5:
            a = E("torch.clamp(%s, -2.5, 2.5)" % a.code, a.v.copy(bound=2.5))
        if fn == "floor" and not a.v.exact:
            fn = "relu"
        bound = {"tanh": 1.0, "sigmoid": 1.0, "sin": 1.0, "cos": 1.0,
                 "exp": 2.71828 ** min(a.v.bound, 2.5) + 0.01}.get(fn, a.v.bound + 1)
        exact = a.v.exact and fn in ("relu", "abs", "neg", "floor")
        if fn == "neg" and r.random() < 0.5:
            return E("-%s" % a.paren(), V("tensor", dtype, shape, bound, exact), 1)
        form = r.choice(["torch.%s(%s)", "%s.%s()"])
        code = form % (fn, a.code) if form.startswith("torch") else "%s.%s()" % (a.paren(), fn)
        return E(code, V("tensor", dtype, shape, bound, exact))

    def x_clamp(self, dtype, shape, depth):
        a = self.expr(dtype, shape, depth)
        lo = self.r.choice([-3.0, -1.0, -0.5, 0.0])
        hi = self.r.choice([0.5, 1.0, 2.0, 4.0])
        if dtype == "int64":
            lo, hi = int(lo), int(hi + 0.5)
        form = self.r.choice(["torch.clamp(%s, %s, %s)", "torch.clamp(%s, min=%s, max=%s)"])
        return E(form % (a.code, lo, hi), V("tensor", dtype, shape, max(abs(lo), hi), a.v.exact))

    def x_where(self, dtype, shape, depth):
        c = self.expr("bool", self.bshape(shape), depth)
        a = self.expr(dtype, shape, depth)
        if self.r.random() < 0.3:
            k = self.const(dtype)
            return E("torch.where(%s, %s, %s)" % (c.code, a.code, k),
                     V("tensor", dtype, shape, max(a.v.bound, cval(k)), a.v.exact))
        b = self.expr(dtype, self.bshape(shape), depth)
        return E("torch.where(%s, %s, %s)" % (c.code, a.code, b.code),
                 V("tensor", dtype, shape, max(a.v.bound, b.v.bound), a.v.exact and b.v.exact))

    def x_reduce(self, dtype, shape, depth):
        r = self.r
        sdt = dtype
        if dtype == "int64" and self.has("mixed-dtypes") and r.random() < 0.4:
            sdt = "bool"
        fns = ["sum", "amax", "amin"] + (["mean"] if dtype in FLOAT else [])
        fn = r.choice(fns) if sdt != "bool" else "sum"
        if not shape and r.random() < 0.5:
            src = r.choice(self.SHAPES[:6])
            a = self.expr(sdt, src, depth)
            count = 1
            for d in src:
                count *= d[0] * max(B_SIZES) + d[1]
            m = {"sum": "sum", "amax": "max", "amin": "min", "mean": "mean"}[fn]
            code = "%s.%s()" % (a.paren(), m)
        else:
            pos = r.randint(0, len(shape))
            keep = pos < len(shape) and shape[pos] == (0, 1) and r.random() < 0.5
            sd = r.choice([(0, 4), (0, 3), (1, 0)])
            src = shape[:pos] + (sd,) + (shape[pos + 1:] if keep else shape[pos:])
            if len(src) > 3:
                return None
            a = self.expr(sdt, src, depth)
            count = sd[0] * max(B_SIZES) + sd[1]
            code = "%s.%s(%d%s)" % (a.paren(), fn, pos, ", keepdim=True" if keep else "")
        bound = a.v.bound * count if fn == "sum" else a.v.bound
        if sdt == "bool":
            bound = count
        exact = a.v.exact and (fn in ("amax", "amin") or dtype not in FLOAT)
        return E(code, V("tensor", dtype, shape, bound, exact))

    def x_cat(self, dtype, shape, depth):
        """torch.cat of two parts along a fixed dim, or torch.stack along a leading 2."""
        r = self.r
        if shape and shape[0] == (0, 2) and r.random() < 0.5:
            a = self.expr(dtype, shape[1:], depth)
            b = self.expr(dtype, shape[1:], depth)
            return E("torch.stack([%s, %s])" % (a.code, b.code),
                     V("tensor", dtype, shape, max(a.v.bound, b.v.bound), a.v.exact and b.v.exact))
        dims = [i for i, d in enumerate(shape) if d[0] == 0 and d[1] >= 2]
        if not dims:
            return None
        i = r.choice(dims)
        c1 = r.randint(1, shape[i][1] - 1)
        a = self.expr(dtype, shape[:i] + ((0, c1),) + shape[i + 1:], depth)
        b = self.expr(dtype, shape[:i] + ((0, shape[i][1] - c1),) + shape[i + 1:], depth)
        dim = r.choice([i, i - len(shape)])
        return E("torch.cat([%s, %s], %d)" % (a.code, b.code, dim),
                 V("tensor", dtype, shape, max(a.v.bound, b.v.bound), a.v.exact and b.v.exact))

    def x_softmax(self, dtype, shape, depth):
        if not shape:
            return None
        a = self.expr(dtype, shape, depth)
        fn = self.r.choice(["torch.softmax", "torch.log_softmax"])
        dim = self.r.randrange(len(shape))
        bound = 1.0 if fn == "torch.softmax" else a.v.bound * 2 + 3
        return E("%s(%s, %d)" % (fn, a.code, dim), V("tensor", dtype, shape, bound, False))

    def x_argmax(self, dtype, shape, depth):
        if len(shape) > 1:
            return None
        src = shape + ((0, 4),)
        a = self.expr("float32", src, depth)
        if not a.v.exact:
            return None
        fn = self.r.choice(["argmax", "argmin"])
        return E("%s.%s(%d)" % (a.paren(), fn, len(shape)), V("tensor", "int64", shape, 4, True))

    def x_matmul(self, dtype, shape, depth):
        a = self.expr("float32", (shape[0], (0, 4)), depth)
        b = self.expr("float32", ((0, 4), (0, 3)), depth)
        form = self.r.choice(["torch.matmul(%s, %s)", "%s @ %s", "torch.mm(%s, %s)"])
        code = form % ((a.paren(), b.paren()) if "@" in form else (a.code, b.code))
        return E(code, V("tensor", dtype, shape, a.v.bound * b.v.bound * 4, False), 1 if "@" in form else 0)

    def x_scalar(self, dtype, shape, depth):
        """A tensor op with a python number computed from scalars (n, k, sizes, ...)."""
        a = self.expr(dtype, shape, depth)
        s = self.int_expr() if dtype == "int64" or self.r.random() < 0.6 else self.float_expr()
        op = self.r.choice(["+", "*", "-"])
        bound = a.v.bound * s.v.bound if op == "*" else a.v.bound + s.v.bound
        return E("%s %s %s" % (a.paren(), op, s.paren()),
                 V("tensor", dtype, shape, bound, a.v.exact and s.v.exact), 1)

    def x_cmp(self, dtype, shape, depth):
        r = self.r
        odt = r.choice(["float32", "int64"] + (["float64"] if self.has("mixed-dtypes") else []))
        a = self.expr(odt, shape, depth)
        if not a.v.exact:
            return None
        op = r.choice(["<", ">", "<=", ">=", "==", "!="])
        if odt in FLOAT and op in ("==", "!="):
            op = "<"
        if r.random() < 0.5:
            b = E(self.const(odt), V("tensor", odt, (), 1, True))
        else:
            bdt = r.choice([odt, "int64"]) if self.has("mixed-dtypes") else odt
            b = self.expr(bdt, self.bshape(shape), depth)
            if not b.v.exact:
                return None
        return E("%s %s %s" % (a.paren(), op, b.paren()), V("tensor", "bool", shape, 1, True), 1)

    def x_logic(self, dtype, shape, depth):
        a = self.expr("bool", shape, depth)
        b = self.expr("bool", self.bshape(shape), depth)
        form = self.r.choice(["torch.logical_and(%s, %s)", "torch.logical_or(%s, %s)",
                              "torch.logical_xor(%s, %s)", "%s & %s", "%s | %s"])
        if "torch" in form:
            return E(form % (a.code, b.code), V("tensor", "bool", shape, 1, True))
        return E(form % (a.paren(), b.paren()), V("tensor", "bool", shape, 1, True), 1)

    def x_not(self, dtype, shape, depth):
        a = self.expr("bool", shape, depth)
        return E("torch.logical_not(%s)" % a.code, V("tensor", "bool", shape, 1, True))

    # -- python numbers -----------------------------------------------------------

    def int_expr(self):
        r = self.r
        opts = [E(str(r.randint(-3, 4)), V("int", bound=4))]
        opts.append(E("n", V("int", bound=MAXI)))
        for lv, mx in self.loopvars.items():
            opts.append(E(lv, V("int", bound=mx)))
        for n, v in self.env.items():
            if v.kind == "int" and n != "n":
                opts.append(E(n, v))
        for n, v in self.env.items():
            if v.kind in ("list", "dict"):      # features lists, dicts only
                opts.append(E("len(%s)" % n, V("int", bound=self.maxlen(v))))
        ts = self.tensors(lambda v: v.shape)
        if ts:
            n, v = r.choice(ts)
            i = r.randrange(len(v.shape))
            d = v.shape[i]
            opts.append(E("%s.size(%d)" % (n, i), V("int", bound=abs(d[0]) * 7 + abs(d[1]))))
        e = r.choice(opts)
        if r.random() < 0.3:
            f = r.choice(opts)
            op = r.choice(["+", "-", "*"])
            bound = e.v.bound * f.v.bound if op == "*" else e.v.bound + f.v.bound
            if bound < ICAP:
                e = E("%s %s %s" % (e.code, op, f.code), V("int", bound=bound), 1)
        return e

    def float_expr(self):
        r = self.r
        opts = [E(self.const("float32"), V("float", bound=3.0))]
        if "k" in self.env:
            opts.append(E("k", V("float", bound=2.0)))
        for n, v in self.env.items():
            if v.kind == "float" and n != "k":
                opts.append(E(n, v))
        return r.choice(opts)

    def bool_expr(self):
        """A condition for if/while/break: a bool name, an int comparison, a tensor test."""
        r = self.r
        opts = [lambda: "n > %d" % r.choice([0, 1, 2]), lambda: "n == %d" % r.choice([0, 1, 3])]
        if "flag" in self.env:
            opts += [lambda: "flag", lambda: "not flag"]
        for lv, mx in self.loopvars.items():
            opts.append(lambda lv=lv: "%s %% 2 == 0" % lv)
        ex = self.tensors(lambda v: v.exact and v.dtype != "bool")
        if ex:
            def tcond():
                n, v = r.choice(ex)
                if v.dtype in FLOAT:
                    return "bool((%s > 0.0).any())" % n if r.random() < 0.5 else \
                        "bool(%s.max() > 1.0)" % n
                return "bool(%s.sum() > 0)" % n if r.random() < 0.5 else "int(%s.max()) > 1" % n
            opts.append(tcond)
        bs = self.tensors(lambda v: v.dtype == "bool")
        if bs:
            opts.append(lambda: "bool(%s.any())" % r.choice(bs)[0])
        for n, v in self.env.items():
            if v.kind == "bool" and n != "flag":
                opts.append(lambda n=n: n)
        return r.choice(opts)()

    # -- statements -----------------------------------------------------------------

    def pick_shape(self, dtype):
        r = self.r
        live = [v.shape for _, v in self.tensors()]
        if live and r.random() < 0.7:
            return r.choice(live)
        return r.choice(self.SHAPES[:6])

    def s_assign(self):
        r = self.r
        targets = self.tensors()
        dt = r.choice(self.dtypes())
        if targets and r.random() < 0.35:
            n, v = r.choice(targets)
            e = self.expr(v.dtype, v.shape)
            if self.carried_inexact(n, e):
                return
            if e.alias and e.code != n and self.depth > 0 and not self.has("alias-writes"):
                # an alias made on some paths only: scriptc cannot follow it yet
                e = E(e.paren() + ".clone()", e.v)
        else:
            e = self.expr(dt, self.pick_shape(dt))
            n = self.fresh()
        self.bind(n, e.v.copy(store=e.v.store if e.alias else self.new_store(),
                              contig=self.code_contig(e.code), view=e.view))
        self.emit("%s = %s" % (n, e.code))

    def carried_inexact(self, n, e):
        """True if a loop would carry an inexact float into outer name n: iterated
        rounding differences grow (x = 4 * cos(2 * x) is chaotic), so in loop bodies
        outer float names only get exactly computed values."""
        return (self.in_loop and n in self.outer and self.env[n].dtype in FLOAT
                and not (e.v.exact and self.env[n].exact))

    NONCONTIG = (".t()", "transpose", "permute", "[:,", "[...,", "::2", ".diagonal(", ".select(1",
                 ".narrow(1", ".unbind(1")

    def code_contig(self, code):
        """Conservatively: is the tensor this code computes contiguous in PyTorch?"""
        if any(t in code for t in self.NONCONTIG):
            return False
        return all(self.env[m].contig for m in re.findall(r"[A-Za-z_]\w*", code)
                   if m in self.env and self.env[m].kind == "tensor")

    def bind(self, name, v):
        if self.in_loop and v.kind == "tensor" and name in self.outer:
            v = v.copy(bound=max(v.bound, self.loop_bound(v)))
        self.env[name] = v

    def loop_bound(self, v):
        return CAP if v.dtype in FLOAT else ICAP if v.dtype == "int64" else 1

    def s_scalar(self):
        r = self.r
        name = self.fresh("s")
        if r.random() < 0.6:
            e = self.int_expr()
            self.env[name] = V("int", bound=e.v.bound)
        else:
            c = self.bool_expr()
            e = E(c, V("bool"))
            self.env[name] = V("bool")
        self.emit("%s = %s" % (name, e.code))

    def s_alias(self):
        r = self.r
        ts = self.tensors()
        n, v = r.choice(ts)
        name = self.fresh("a")
        forms = [(n, v.shape)] + self.views_of(n, v)
        if self.has("views") and self.has("alias-writes"):
            forms += self.more_views(n, v)
        if not self.has("views"):
            forms = [(c, s) for c, s in forms if "[" in c]
        if not forms:
            return
        code, shape = r.choice(forms)
        if self.has("views") and r.random() < 0.15 and len(ts) >= 2:
            m, w = r.choice(ts)
            tname = self.fresh("t")
            self.emit("%s = (%s, %s)" % (tname, n, m))
            # the tuple holds both tensors as long as it lives
            self.env[tname] = V("tuple", store=v.store | w.store)
            p, q = self.fresh("p"), self.fresh("q")
            if r.random() < 0.5:
                self.emit("%s, %s = %s" % (p, q, tname))
            else:
                self.emit("%s = %s[0]" % (p, tname))
                self.emit("%s = %s[1]" % (q, tname))
            self.env[p] = v.copy()
            self.env[q] = w.copy()
            return
        self.env[name] = v.copy(shape=shape, contig=self.code_contig(code),
                                view=v.view or code != n)
        self.emit("%s = %s" % (name, code))

    def write_ok(self, n, v):
        if n in self.loopvars or v.dtype == "bool":
            return False
        if (self.shared(n) or v.view) and not self.has("alias-writes"):
            return False
        return True

    def s_augassign(self):
        r = self.r
        ts = [(n, v) for n, v in self.tensors() if self.write_ok(n, v)]
        if not ts:
            return
        n, v = r.choice(ts)
        op = r.choice(["+=", "-=", "*="])
        odt = v.dtype if not self.has("mixed-dtypes") else r.choice(
            [d for d in ("bool", "int64", "float32", v.dtype) if ORDER[d] <= ORDER[v.dtype]])
        if odt == "bool" and op == "-=":
            op = "+="
        if r.random() < 0.3:
            e = self.int_expr() if v.dtype == "int64" else self.float_expr()
            if op == "*=":
                e = E(r.choice(["2", "-1"] if v.dtype == "int64" else ["0.5", "-1.5"]), V("int"))
                e.v.bound = abs(float(e.code))
            e = E(e.code, V("tensor", v.dtype, (), e.v.bound, e.v.exact), e.prec)
        else:
            e = self.expr(odt, self.bshape(v.shape))
        if self.carried_inexact(n, e):
            return
        if e.alias and e.v.store & v.store:
            return      # PyTorch refuses an in-place op reading the memory it writes
        if op == "*=" and e.v.bound > 2:
            lim = "1" if v.dtype == "int64" or e.v.dtype == "int64" else "1.5"
            e = E("torch.clamp(%s, -%s, %s)" % (e.code, lim, lim), e.v.copy(bound=1.5))
        self.emit("%s %s %s" % (n, op, e.code))
        bound = v.bound * e.v.bound if op == "*=" else v.bound + e.v.bound
        self.set_bound(n, bound, v.exact and e.v.exact)
        self.recap(n)

    def set_bound(self, n, bound, exact):
        """A write to n changes every name sharing its storage."""
        st = self.env[n].store
        for m, w in self.env.items():
            if w.kind == "tensor" and w.store & st:
                w.bound = max(w.bound, bound)
                w.exact = w.exact and exact
            if hasattr(w, "elem") and w.store & st:     # a list or dict holding it
                w.elem.bound = max(w.elem.bound, bound)
                w.elem.exact = w.elem.exact and exact

    def recap(self, n):
        v = self.env[n]
        cap = self.loop_bound(v)
        if v.bound > cap:
            self.emit("%s = torch.clamp(%s, -%s, %s)" % (n, n, cap, cap))
            self.env[n] = v.copy(bound=cap, store=self.new_store(), view=False)
            if v.store & self.written:
                self.written |= self.env[n].store   # computed from written memory

    def unshared(self, e, v):
        """e, copied if it is v's memory (PyTorch refuses overlapping in-place reads)."""
        if e.alias and e.v.store & v.store:
            return E(e.paren() + ".clone()", e.v.copy(store=None))
        return e

    # -- writes: features inplace, subscript-write, helpers -----------------------------
    #
    # None of this runs with the default features, so the default programs (and the
    # random numbers drawn for them) stay what they were.

    INPLACE = ["add_", "sub_", "mul_", "div_", "clamp_", "fill_", "zero_", "copy_",
               "masked_fill_", "index_put_", "index_add_", "index_copy_", "index_fill_",
               "scatter_", "scatter_add_", "relu_", "sigmoid_", "tanh_", "exp_", "neg_",
               "abs_", "pow_", "floor_", "unsqueeze_", "squeeze_", "t_"]
    FLOAT_ONLY = ("sigmoid_", "tanh_", "exp_", "floor_")
    INEXACT = ("sigmoid_", "tanh_", "exp_", "pow_")
    RESHAPING = ("unsqueeze_", "squeeze_", "t_")

    def outer_write(self, n):
        """True if a write to n in a loop body changes a tensor that lives across trips."""
        st = self.env[n].store
        return bool(self.in_loop) and any(
            m in self.outer and w.kind in ("tensor",) + CONTAINERS and w.store & st
            for m, w in self.env.items())

    def value_dtype(self, target, op):
        """The dtype of a value written into a tensor of dtype target: op "=" copies (any
        dtype, cast), "+", "-" and "*" compute in place (the result must fit target's
        category: float into int64 raises; bool operands cannot be subtracted)."""
        if not self.has("mixed-dtypes"):
            return target
        if op == "=":
            return self.r.choice([target, target, "bool", "int64", "float32", "float64"])
        c = [target, target, "bool", "int64"] + (["float32", "float64"] if target in FLOAT else [])
        return self.r.choice([d for d in c if not (op == "-" and d == "bool")])

    def written_value(self, target, shape, op, n, same_dtype=False):
        """An expression to write into n (dtype target) with op, broadcasting to shape, or
        None if no safe one came up: an inexact float cast to int64 could round either way,
        and a value reading n's own memory would overlap the write (PyTorch raises)."""
        r = self.r
        odt = target if same_dtype else self.value_dtype(target, op)
        shape = self.bshape(shape)
        if r.random() < 0.3 or not self.makeable(shape):
            c = self.const(target if odt == "bool" or target not in FLOAT else odt)
            if target == "int64" and "." in c:
                c = "2"
            if op == "*":
                c = r.choice(["2", "-1"] if target == "int64" else ["0.5", "-1.5"])
            return E(c, V("tensor", target, (), cval(c), True))
        e = self.unshared(self.expr(odt, shape), self.env[n])
        if target == "int64" and e.v.dtype in FLOAT and not e.v.exact:
            return None
        if self.carried_inexact(n, e) or (self.outer_write(n) and not e.v.exact
                                          and target in FLOAT):
            return None
        if op == "*" and e.v.bound > 1.5:
            lim = "1" if target == "int64" or e.v.dtype == "int64" else "1.5"
            e = E("torch.clamp(%s, -%s, %s)" % (e.code, lim, lim), e.v.copy(bound=float(lim)))
        return e

    def makeable(self, shape):
        """True if expr() can build this shape: each symbolic dim is some live tensor's dim
        (fill() takes sizes from them)."""
        dims = {d for _, v in self.tensors() for d in v.shape}
        return all(d[0] == 0 or d in dims for d in shape)

    def wrote(self, n, code, bound, exact, alias_ok=True):
        """Emit a write to n (sometimes binding its result, `y = x.add_(1)`: y is x)."""
        if alias_ok and self.has("alias-writes") and self.r.random() < 0.2:
            y = self.fresh("y")
            self.emit("%s = %s" % (y, code))
            self.env[y] = self.env[n].copy()
        else:
            self.emit(code)
        self.written |= self.env[n].store
        self.set_bound(n, bound, exact)
        self.recap(n)

    def s_inplace(self):
        r = self.r
        ts = [(n, v) for n, v in self.tensors() if self.write_ok(n, v)]
        if not ts:
            return
        n, v = r.choice(ts)
        m = r.choice(self.INPLACE)
        if m in self.FLOAT_ONLY and v.dtype not in FLOAT:
            return
        if m in self.INEXACT and v.dtype in FLOAT and self.outer_write(n):
            return      # iterated rounding differences grow
        if m in self.RESHAPING:
            return self.reshape_inplace(n, v, m)
        if m in ("index_put_", "index_add_", "index_copy_", "index_fill_", "scatter_",
                 "scatter_add_") and not v.shape:
            return
        got = getattr(self, "m_" + m[:-1])(n, v)
        if got is not None:
            self.wrote(n, *got)

    def m_add(self, n, v, name="add_"):
        r = self.r
        e = self.written_value(v.dtype, v.shape, "-" if name == "sub_" else "+", n)
        if e is None:
            return None
        if e.v.dtype != "bool" and r.random() < 0.3:
            alpha = r.choice(["2", "-1"] if v.dtype == "int64" else ["0.5", "-1.0", "2.0"])
            return ("%s.%s(%s, alpha=%s)" % (n, name, e.code, alpha),
                    v.bound + e.v.bound * abs(float(alpha)), e.v.exact)
        return "%s.%s(%s)" % (n, name, e.code), v.bound + e.v.bound, e.v.exact

    def m_sub(self, n, v):
        return self.m_add(n, v, "sub_")

    def m_mul(self, n, v):
        r = self.r
        if r.random() < 0.5:
            c = r.choice(["2", "-1"] if v.dtype == "int64" else ["0.5", "-1.5", "2.0"])
            if r.random() < 0.3 and v.dtype in FLOAT:
                c = "torch.tensor(%s, dtype=torch.float64)" % c
            return "%s.mul_(%s)" % (n, c), v.bound * 2, v.exact
        e = self.written_value(v.dtype, v.shape, "*", n)
        if e is None:
            return None
        return "%s.mul_(%s)" % (n, e.code), v.bound * e.v.bound, e.v.exact

    def m_div(self, n, v):
        r = self.r
        if v.dtype == "int64":
            c = r.choice(["2", "-3", "4"])
            mode = r.choice(["floor", "trunc"])
            return "%s.div_(%s, rounding_mode=\"%s\")" % (n, c, mode), v.bound, v.exact
        c = r.choice(["2.0", "-2.0", "4.0", "0.5"])
        bound = v.bound / abs(float(c)) + 1
        if v.exact and r.random() < 0.5:
            mode = r.choice(["floor", "trunc"])
            return "%s.div_(%s, rounding_mode=\"%s\")" % (n, c, mode), bound, True
        return "%s.div_(%s)" % (n, c), bound, v.exact

    def m_clamp(self, n, v):
        r = self.r
        isint = v.dtype == "int64"
        lo = r.choice(["-1", "-3", "0"] if isint else ["-1.0", "-0.5", "0.0", "-3.0"])
        hi = r.choice(["1", "2", "4"] if isint else ["0.5", "1.0", "2.0", "4.0"])
        form = r.randrange(4)
        if form == 0:
            return "%s.clamp_(%s, %s)" % (n, lo, hi), abs(float(lo)) + abs(float(hi)), True
        if form == 1:
            return "%s.clamp_(min=%s)" % (n, lo), v.bound + abs(float(lo)), True
        if form == 2:
            return "%s.clamp_(max=%s)" % (n, hi), v.bound + abs(float(hi)), True
        t = self.unshared(self.expr(v.dtype, self.bshape(v.shape)), v)
        if self.carried_inexact(n, t):
            return None
        kw = r.choice(["min", "max"])
        return "%s.clamp_(%s=%s)" % (n, kw, t.code), max(v.bound, t.v.bound), t.v.exact

    def m_fill(self, n, v):
        r = self.r
        if r.random() < 0.6:
            c = self.const(v.dtype)
            return "%s.fill_(%s)" % (n, c), cval(c), True
        e = self.expr(self.value_dtype(v.dtype, "="), ())
        if (v.dtype == "int64" and e.v.dtype in FLOAT and not e.v.exact) or \
                self.carried_inexact(n, e):
            return None
        return "%s.fill_(%s)" % (n, e.code), e.v.bound, e.v.exact

    def m_zero(self, n, v):
        return "%s.zero_()" % n, v.bound, True

    def m_copy(self, n, v):
        e = self.written_value(v.dtype, v.shape, "=", n)
        if e is None:
            return None
        return "%s.copy_(%s)" % (n, e.code), e.v.bound + 1, e.v.exact

    def m_masked_fill(self, n, v):
        r = self.r
        mask = self.expr("bool", self.bshape(v.shape))
        if r.random() < 0.6:
            c = self.const(v.dtype)
            return "%s.masked_fill_(%s, %s)" % (n, mask.code, c), max(v.bound, cval(c)), True
        e = self.expr(v.dtype, ())
        if self.carried_inexact(n, e):
            return None
        return ("%s.masked_fill_(%s, %s)" % (n, mask.code, e.code),
                max(v.bound, e.v.bound), e.v.exact)

    def indices(self, d, k, repeat=False):
        """k indices into a dim d (distinct unless repeat), as a list of ints."""
        size = min_size(d)
        if repeat:
            return [self.r.randrange(size) for _ in range(k)]
        k = min(k, size)
        out = self.r.sample(range(size), k)
        if d[0] == 0 and self.r.random() < 0.3:
            out[0] -= size          # a negative index (only where the size is fixed)
        return out

    def tensor_lit(self, vals):
        return "torch.tensor(%s)" % vals

    def index_src(self, n, v, shape):
        """A source tensor of v's dtype and exactly this shape (index_add_, scatter_ ...)."""
        e = self.unshared(self.expr(v.dtype, shape), v)
        if self.carried_inexact(n, e):
            return None
        return e

    def m_index_put(self, n, v):
        r = self.r
        acc = r.random() < 0.5
        k = r.randint(1, 4)
        if len(v.shape) >= 2 and r.random() < 0.4:
            pairs = list({(a, b) for a, b in zip(self.indices(v.shape[0], k, True),
                                                  self.indices(v.shape[1], k, True))})
            r.shuffle(pairs)
            idx = "(%s, %s)" % (self.tensor_lit([p[0] for p in pairs]),
                                self.tensor_lit([p[1] for p in pairs]))
            vshape, reps = ((0, len(pairs)),) + v.shape[2:], 1
        else:
            ix = self.indices(v.shape[0], k, repeat=acc)
            reps = max(ix.count(i) for i in ix)
            idx = r.choice(["(%s,)", "[%s]"]) % self.tensor_lit(ix)
            vshape = ((0, len(ix)),) + v.shape[1:]
        e = self.index_src(n, v, self.bshape(vshape))
        if e is None:
            return None
        exact = e.v.exact and (reps == 1 or v.dtype not in FLOAT)
        if acc:
            return ("%s.index_put_(%s, %s, accumulate=True)" % (n, idx, e.code),
                    v.bound + reps * e.v.bound, exact)
        return "%s.index_put_(%s, %s)" % (n, idx, e.code), max(v.bound, e.v.bound), exact

    def m_index_add(self, n, v, name="index_add_"):
        r = self.r
        dim = r.randrange(len(v.shape))
        ix = self.indices(v.shape[dim], r.randint(1, 4), repeat=name == "index_add_")
        ix = [i % min_size(v.shape[dim]) for i in ix]     # index_copy_ takes no negatives
        reps = max(ix.count(i) for i in ix)
        shape = v.shape[:dim] + ((0, len(ix)),) + v.shape[dim + 1:]
        e = self.index_src(n, v, shape)
        if e is None:
            return None
        d = r.choice([dim, dim - len(v.shape)])
        code = "%s.%s(%d, %s, %s" % (n, name, d, self.tensor_lit(ix), e.code)
        if name == "index_copy_":
            return code + ")", max(v.bound, e.v.bound), e.v.exact
        alpha = 1
        if r.random() < 0.3:
            alpha = r.choice([2, -1])
            code += ", alpha=%d" % alpha
        exact = e.v.exact and (reps == 1 or v.dtype not in FLOAT)
        return code + ")", v.bound + reps * abs(alpha) * e.v.bound, exact

    def m_index_copy(self, n, v):
        return self.m_index_add(n, v, "index_copy_")

    def m_index_fill(self, n, v):
        r = self.r
        dim = r.randrange(len(v.shape))
        ix = self.indices(v.shape[dim], r.randint(1, 3), repeat=True)
        c = self.const(v.dtype)
        return ("%s.index_fill_(%d, %s, %s)" % (n, dim, self.tensor_lit(ix), c),
                max(v.bound, cval(c)), True)

    def nested(self, ix, dim, rank):
        """The literal of a tensor of shape [1, .., k (at dim), .., 1] holding ix."""
        def build(a, i):
            if a == rank:
                return ix[i]
            if a == dim:
                return [build(a + 1, j) for j in range(len(ix))]
            return [build(a + 1, i)]
        return build(0, 0)

    def m_scatter(self, n, v, name="scatter_"):
        r = self.r
        dim = r.randrange(len(v.shape))
        ix = self.indices(v.shape[dim], r.randint(1, 3), repeat=name == "scatter_add_")
        ix = [i % min_size(v.shape[dim]) for i in ix]
        reps = max(ix.count(i) for i in ix)
        shape = [(0, 1)] * len(v.shape)
        shape[dim] = (0, len(ix))
        lit = self.tensor_lit(self.nested(ix, dim, len(v.shape)))
        if name == "scatter_" and r.random() < 0.4:
            c = self.const(v.dtype)
            return "%s.scatter_(%d, %s, %s)" % (n, dim, lit, c), max(v.bound, cval(c)), True
        e = self.index_src(n, v, tuple(shape))
        if e is None:
            return None
        code = "%s.%s(%d, %s, %s)" % (n, name, dim, lit, e.code)
        if name == "scatter_":
            return code, max(v.bound, e.v.bound), e.v.exact
        return code, v.bound + reps * e.v.bound, e.v.exact and (reps == 1 or v.dtype not in FLOAT)

    def m_scatter_add(self, n, v):
        return self.m_scatter(n, v, "scatter_add_")

    def m_relu(self, n, v):
        return "%s.relu_()" % n, v.bound, True

    def m_neg(self, n, v):
        return "%s.neg_()" % n, v.bound, True

    def m_abs(self, n, v):
        return "%s.abs_()" % n, v.bound, True

    def m_sigmoid(self, n, v):
        return "%s.sigmoid_()" % n, 1.0, False

    def m_tanh(self, n, v):
        return "%s.tanh_()" % n, 1.0, False

    def m_exp(self, n, v):
        return "%s.clamp_(-2.0, 2.0).exp_()" % n, 7.4, False

    def m_pow(self, n, v):
        if v.dtype == "int64":
            return "%s.clamp_(-3, 3).pow_(2)" % n, 9, True
        return "%s.clamp_(-2.0, 2.0).pow_(2)" % n, 4.0, False

    def m_floor(self, n, v):
        if not v.exact:
            return None
        return "%s.floor_()" % n, v.bound + 1, True

    def reshape_inplace(self, n, v, m):
        """unsqueeze_, squeeze_, t_: they change the shape of the tensor object itself, which
        every name bound to that object sees, so only names no other name shares, and only in
        straight code (a shape changed on one path or trip would differ at the merge)."""
        if self.depth or self.in_loop or self.shared(n):
            return
        s = v.shape
        if m == "unsqueeze_":
            if len(s) >= 3:
                return
            d = self.r.randint(-len(s) - 1, len(s))
            pos = d if d >= 0 else len(s) + 1 + d
            shape, contig = s[:pos] + ((0, 1),) + s[pos:], v.contig
        elif m == "squeeze_":
            ones = [i for i, d in enumerate(s) if d == (0, 1)]
            if not ones:
                return
            d = self.r.choice(ones)
            shape, contig = s[:d] + s[d + 1:], v.contig
        else:
            if len(s) != 2:
                return
            d, shape, contig = None, (s[1], s[0]), False
        self.emit("%s.%s(%s)" % (n, m, "" if d is None else d))
        self.written |= v.store
        self.env[n] = v.copy(shape=shape, contig=contig)

    def more_views(self, n, v):
        """(code, shape) of view ops views_of() does not write (with alias-writes only, so
        the default programs stay the same): select, narrow, diagonal, chunk, split,
        unbind, x[None], view(shape)."""
        s, out = v.shape, []
        if not s:
            return out
        d0, m0 = s[0], min_size(s[0])
        lists = "list-views" in self.f
        out += [("%s.select(0, -1)" % n, s[1:]), ("%s[None]" % n, ((0, 1),) + s)]
        if lists:
            out += [("%s.unbind(0)[0]" % n, s[1:]), ("%s.split(1)[-1]" % n, ((0, 1),) + s[1:])]
        if m0 >= 2:
            out.append(("%s.narrow(0, 1, 1)" % n, ((0, 1),) + s[1:]))
        if lists and d0[0] == 0 and d0[1] % 2 == 0:
            out.append(("%s.chunk(2)[1]" % n, ((0, d0[1] // 2),) + s[1:]))
        if len(s) == 2:
            d1 = s[1]
            out.append(("%s.select(1, 0)" % n, (d0,)))
            if lists:
                out.append(("%s.unbind(1)[-1]" % n, (d0,)))
            if min_size(d1) >= 2:
                out.append(("%s.narrow(1, 0, 2)" % n, (d0, (0, 2))))
            if d1[0] == 0 and (d0[0] == 0 or m0 >= d1[1]):
                out.append(("%s.diagonal()" % n, ((0, min(d1[1], m0)),)))
            if v.contig and d0[0] == 0 and d1[0] == 0:
                out.append(("%s.view(%d, %d)" % (n, d1[1], d0[1]), (d1, d0)))
        return out

    def write_targets(self, n, v):
        """(code, shape) of the subscripts of n a value can be stored into."""
        s, out = v.shape, []
        d0, m0 = s[0], min_size(s[0])
        out += [("%s[0]" % n, s[1:]), ("%s[-1]" % n, s[1:]), ("%s[..., 0]" % n, s[:-1])]
        if m0 >= 2:
            out += [("%s[1]" % n, s[1:]), ("%s[-2]" % n, s[1:])]
        if m0 >= 3:
            out += [("%s[1:]" % n, ((d0[0], d0[1] - 1),) + s[1:]),
                    ("%s[:2]" % n, ((0, 2),) + s[1:]), ("%s[1:3]" % n, ((0, 2),) + s[1:]),
                    ("%s[-2:]" % n, ((0, 2),) + s[1:]),
                    ("%s[2:100]" % n, ((d0[0], d0[1] - 2),) + s[1:])]
        if d0[0] == 0:
            out.append(("%s[::2]" % n, ((0, (d0[1] + 1) // 2),) + s[1:]))
            if d0[1] >= 2:
                out.append(("%s[1::2]" % n, ((0, d0[1] // 2),) + s[1:]))
        if m0 > MAXI:
            out.append(("%s[n]" % n, s[1:]))
        for lv, mx in self.loopvars.items():
            if m0 > mx:
                out.append(("%s[%s]" % (n, lv), s[1:]))
                out.append(("%s[-1 - %s]" % (n, lv), s[1:]))
            if m0 >= mx + 2:
                out.append(("%s[%s:%s + 2]" % (n, lv, lv), ((0, 2),) + s[1:]))
        if len(s) >= 2:
            d1, m1 = s[1], min_size(s[1])
            out += [("%s[:, 0]" % n, (d0,) + s[2:]), ("%s[:, -1]" % n, (d0,) + s[2:]),
                    ("%s[0, -1]" % n, s[2:]), ("%s[-1, 0]" % n, s[2:]),
                    ("%s[..., -1]" % n, s[:-1])]
            if m1 >= 3:
                out.append(("%s[:, 1:3]" % n, (d0, (0, 2)) + s[2:]))
                out.append(("%s[0, 1:]" % n, ((d1[0], d1[1] - 1),) + s[2:]))
            if d1[0] == 0 and d1[1] >= 2:
                out.append(("%s[:, ::2]" % n, (d0, (0, (d1[1] + 1) // 2)) + s[2:]))
            for lv, mx in self.loopvars.items():
                if m1 > mx:
                    out.append(("%s[:, %s]" % (n, lv), (d0,) + s[2:]))
                    if m0 > mx:
                        out.append(("%s[%s, %s]" % (n, lv, lv), s[2:]))
        if len(s) >= 3:
            if min_size(s[2]) >= 2:
                out.append(("%s[0, :, 1:]" % n, (s[1], (s[2][0], s[2][1] - 1)) + s[3:]))
            out.append(("%s[:, 0, :]" % n, (s[0],) + s[2:]))
        return out

    def s_subwrite(self):
        r = self.r
        ts = [(n, v) for n, v in self.tensors() if self.write_ok(n, v) and v.shape]
        if not ts:
            return
        n, v = r.choice(ts)
        kind = r.choice(["plain"] * 5 + ["mask", "index"])
        if kind == "mask" and self.in_loop:
            # PyTorch 1.13 bug: a store through a mask computed from a name an enclosing
            # loop rebinds in an `if`, with that name returned, fails in both executors with
            # "Expected Tensor but got None" (seed 10340, --size 2, inplace,subscript-write,
            # helpers)
            kind = "plain"
        op = r.choice(["=", "=", "+=", "-=", "*="])
        if kind == "mask":
            if r.random() < 0.5 or len(v.shape) < 2:
                mask, shape = self.expr("bool", v.shape), ()
            else:
                mask, shape = self.expr("bool", v.shape[:1]), self.bshape(v.shape[1:])
            target = "%s[%s]" % (n, mask.code)
        elif kind == "index":
            dim = r.randrange(min(2, len(v.shape)))
            ix = self.indices(v.shape[dim], r.randint(1, 3))
            lit = self.tensor_lit(ix)
            target = "%s[%s]" % (n, lit) if dim == 0 else "%s[:, %s]" % (n, lit)
            shape = v.shape[:dim] + ((0, len(ix)),) + v.shape[dim + 1:]
        else:
            target, shape = r.choice(self.write_targets(n, v))
        # stores through a mask or an index tensor are index_put_, which takes only a
        # value of the target's dtype (a 0-d value or a constant is cast)
        e = self.written_value(v.dtype, shape, op[0] if op != "=" else "=", n,
                               same_dtype=kind != "plain")
        if e is None:
            return
        self.emit("%s %s %s" % (target, op, e.code))
        self.written |= v.store
        bound = (max(v.bound, e.v.bound) if op == "=" else
                 v.bound * e.v.bound if op == "*=" else v.bound + e.v.bound)
        self.set_bound(n, bound, e.v.exact)
        self.recap(n)

    # -- helper functions that write their arguments (feature helpers) -------------------

    HELPER_WRITES = [   # (line(s), effect on the bound: add, mul, set, cap)
        ("t.add_({c})", "add"), ("t.sub_({c})", "add"), ("t.mul_({m})", "mul"),
        ("t.clamp_(-{c}, {c})", "cap"), ("t.relu_()", "same"), ("t.neg_()", "same"),
        ("t.abs_()", "same"), ("t[0] = {c}", "set"), ("t[-1] += {c}", "add"),
        ("t[0].zero_()", "same"), ("v = t[-1]\n    v += {c}", "add"),
        ("if k > 1:\n        t.add_({c})", "add"),
        ("for i in range(k):\n        t[i % t.size(0)] += {c}", "loop"),
    ]

    def helper(self, dtype):
        """A helper writing its Tensor argument in place, for tensors of dtype's category:
        (name, effects, returns the argument)."""
        kind = "float" if dtype in FLOAT else "int"
        for h in self.helpers:
            if h[1] == kind and self.r.random() < 0.6:
                return h
        if len(self.helpers) >= 3:
            return None
        r = self.r
        name = "h%d" % (len(self.helpers) + 1)
        lines, effects = [], []
        for _ in range(r.randint(1, 3)):
            tpl, eff = r.choice(self.HELPER_WRITES)
            c = r.choice(["1", "2", "3"] if kind == "int" else ["0.5", "1.5", "2.0"])
            m = r.choice(["2", "-1"] if kind == "int" else ["0.5", "-1.5"])
            lines.append("    " + tpl.format(c=c, m=m))
            effects.append((eff, float(c)))
        ret = r.random() < 0.6
        sig = "def %s(t: Tensor, k: int) -> %s:" % (name, "Tensor" if ret else "None")
        text = [sig] + lines + (["    return t"] if ret else [])
        h = (name, kind, effects, ret, text)
        self.helpers.append(h)
        return h

    def s_helper(self):
        r = self.r
        ts = [(n, v) for n, v in self.tensors() if self.write_ok(n, v) and v.shape]
        if not ts:
            return
        n, v = r.choice(ts)
        h = self.helper(v.dtype)
        if h is None or h[1] != ("float" if v.dtype in FLOAT else "int"):
            return
        name, _, effects, ret, _ = h
        k = r.choice(["n", "0", "1", "2"] + [lv for lv, mx in self.loopvars.items() if mx <= MAXI])
        b = v.bound
        for eff, c in effects:
            b = {"add": b + c, "mul": b * 2, "cap": max(b, c), "same": b, "set": max(b, c),
                 "loop": b + MAXI * c}[eff]
        call = "%s(%s, %s)" % (name, n, k)
        if ret and r.random() < 0.5:
            y = self.fresh("y")
            self.emit("%s = %s" % (y, call))
            self.env[y] = v.copy()
        else:
            self.emit(call)
        self.written |= v.store
        self.set_bound(n, b, True)
        self.recap(n)

    # -- containers: features lists, tuples, dicts, optional (issue 7) ----------------
    #
    # None of this runs, or draws random numbers, with those features off, so the default
    # programs stay the same. A list or dict is a V of kind "list" or "dict" whose store is
    # every storage its elements may be (so shared() stops writes to them without
    # alias-writes), with `elem` (a tensor V: dtype, shape, bound and exactness of every
    # element), a list's `minlen`/`maxlen` and a dict's `keys` (the same on every path:
    # keys are added only in straight top-level code).

    BIG = 64        # the length of a list appended in a loop, as far as bounds go

    def maxlen(self, v):
        return min(v.maxlen, self.BIG) if v.kind == "list" else len(v.keys)

    def merge_container(self, w, v):
        """After an if: a list is as short as its shortest path and as long as its
        longest, an element as big as its biggest."""
        if hasattr(w, "minlen") and hasattr(v, "minlen"):
            w.minlen = min(w.minlen, v.minlen)
            w.maxlen = max(w.maxlen, v.maxlen)
        if hasattr(w, "elem") and hasattr(v, "elem"):
            w.elem.bound = max(w.elem.bound, v.elem.bound)
            w.elem.exact = w.elem.exact and v.elem.exact

    def elem_type(self):
        dt = self.r.choice(["float32", "float32", "int64"] +
                           (["float64"] if self.has("mixed-dtypes") else []))
        return dt, self.pick_shape(dt)

    def container(self, kind, dt, shape, es):
        """A new list or dict V holding the values es."""
        v = V(kind, store=frozenset())
        v.elem = V("tensor", dt, shape, 0.0, True, contig=False)
        v.iterating = False
        for e in es:
            self.put(v, e)
        return v

    def put(self, v, e):
        """Value e goes into container v."""
        v.store = v.store | (e.v.store if e.alias else self.new_store())
        v.elem.bound = max(v.elem.bound, e.v.bound)
        v.elem.exact = v.elem.exact and e.v.exact

    def elem_of(self, v):
        """The V of an element read from container v (it may be any of its tensors)."""
        return v.elem.copy(store=v.store, contig=False, view=False)

    def cap_code(self, dt):
        return ("%s" % CAP) if dt in FLOAT else "%d" % ICAP

    def loop_header(self):
        """(variable, range text, its max) of a counted loop, as s_for writes them."""
        r = self.r
        lv = self.fresh("i")
        rng = r.choice(["n", "n", "2", "n + 1", "1, n + 1"])
        mx = {"n": MAXI - 1, "2": 1, "n + 1": MAXI, "1, n + 1": MAXI}[rng]
        return lv, rng, mx

    def reads(self, n, v, dtype, shape):
        """Expressions of this dtype and shape that read list or dict n."""
        el, out = v.elem, []
        if el.dtype != dtype:
            return out
        if v.kind == "dict":
            if el.shape == shape:
                out += [E('%s["%s"]' % (n, k), self.elem_of(v), alias=True) for k in v.keys]
            return out
        if v.minlen < 1:
            return out
        exact = V("tensor", dtype, shape, el.bound, el.exact)
        if el.shape == shape:
            out += [E("%s[0]" % n, self.elem_of(v), alias=True),
                    E("%s[-1]" % n, self.elem_of(v), alias=True),
                    E("%s[len(%s) - 1]" % (n, n), self.elem_of(v), alias=True),
                    E("torch.stack(%s).amax(0)" % n, exact),
                    E("torch.stack(%s, 0).amin(0)" % n, exact),
                    E("torch.stack(%s).sum(0)" % n,
                      V("tensor", dtype, shape, el.bound * self.maxlen(v),
                        el.exact and dtype == "int64"))]
            if v.minlen >= 2:
                out.append(E("%s[1]" % n, self.elem_of(v), alias=True))
        if el.shape and el.shape[:-1] == shape:
            out.append(E("torch.cat(%s, -1).amax(-1)" % n, exact))
        return out

    def x_container(self, dtype, shape, depth):
        out = []
        for n, v in self.env.items():
            if v.kind in ("list", "dict"):
                out += self.reads(n, v, dtype, shape)
        return self.r.choice(out) if out else None

    def fresh_list(self, dt, shape, k):
        """Write a new list of k values; return its name."""
        r = self.r
        name = self.fresh("L")
        es = [self.expr(dt, shape) for _ in range(k)]
        if k == 0 or r.random() < 0.3:
            self.emit("%s: List[Tensor] = []" % name)
            for e in es:
                self.emit("%s.append(%s)" % (name, e.code))
        else:
            self.emit("%s = [%s]" % (name, ", ".join(e.code for e in es)))
        v = self.container("list", dt, shape, es)
        v.minlen = v.maxlen = k
        self.env[name] = v
        return name

    def s_list_new(self):
        dt, shape = self.elem_type()
        self.fresh_list(dt, shape, self.r.choice([0, 1, 1, 2, 3]))

    def carried_ok(self, n, v, es):
        """Values put into an outer container in a loop body: floats only exact ones
        (see carried_inexact)."""
        return not (self.in_loop and n in self.outer and v.elem.dtype in FLOAT
                    and not (v.elem.exact and all(e.v.exact for e in es)))

    def s_list_add(self):
        r = self.r
        ls = [(n, v) for n, v in self.env.items() if v.kind == "list" and not v.iterating]
        if not ls:
            return self.s_list_new()
        n, v = r.choice(ls)
        form = r.choice(["%s.append(%s)", "%s.append(%s)", "%s.insert(0, %s)",
                         "%s.insert(-1, %s)", "%s.extend([%s])", "%s += [%s]"])
        if self.in_loop and "+=" in form:
            # PyTorch 1.13 bug: `L += [..]` in a loop, then `L.append(..)` and `x += 1.0`
            # in a loop nested in it, fails with "Expected GenericList but got None" in
            # both executors (lists seed 178); tests/gen/README.md
            form = "%s.append(%s)"
        k = 2 if "extend" in form else 1
        es = [self.expr(v.elem.dtype, v.elem.shape) for _ in range(k)]
        if not self.carried_ok(n, v, es):
            return
        self.emit(form % (n, ", ".join(e.code for e in es)))
        for e in es:
            self.put(v, e)
        if self.in_loop and n in self.outer:
            v.maxlen = self.BIG
        else:
            v.minlen += k
            v.maxlen += k

    def s_list_pop(self):
        r = self.r
        ls = [(n, v) for n, v in self.env.items() if v.kind == "list" and not v.iterating
              and v.minlen >= 2 and not (self.in_loop and n in self.outer)]
        if not ls:
            return
        n, v = r.choice(ls)
        name = self.fresh("p")
        self.emit("%s = %s" % (name, r.choice(["%s.pop()", "%s.pop(0)", "%s.pop(-2)"]) % n))
        self.env[name] = self.elem_of(v)
        v.minlen -= 1
        v.maxlen -= 1

    def s_list_loop(self):
        """The pattern of decoders: one value, a loop that appends, then a consumer."""
        r = self.r
        dt, shape = self.elem_type()
        name = self.fresh_list(dt, shape, 1)
        v = self.env[name]
        lv, rng, mx = self.loop_header()
        self.emit("for %s in range(%s):" % (lv, rng))
        self.enter_loop()
        self.loopvars[lv] = mx

        def body():
            self.depth += 1
            e = self.expr(dt, shape)
            if not self.carried_ok(name, v, [e]):
                e = self.fill(dt, shape) or E(name + "[-1]", self.elem_of(v), alias=True)
            self.emit("%s.append(%s)" % (name, e.code))
            self.put(v, e)
            v.maxlen = self.BIG
            self.depth -= 1
            self.block(r.randint(0, 2))
        self.scoped(body)
        del self.loopvars[lv]
        self.leave_loop()
        v = self.env[name]
        if r.random() < 0.3:
            return self.iterate(name, v)
        self.use_list(name, v, self.reads(name, v, dt, shape) +
                      self.reads(name, v, dt, shape[:-1]))

    def s_row_loop(self):
        """A buffer made before a counted loop (rows enough for every trip), one row of it
        written each trip at the loop variable plus c, `buf[i + c] = e`, or downward at the
        trip count minus it, `buf[n - i - 1] = e` (issue 23: onnxscan makes the rows a scan
        output). Nothing reads it in the loop; after it,
        it is a tensor like any other."""
        r = self.r
        dt, shape = self.elem_type()
        lv, rng, mx = self.loop_header()
        c = r.choice([0, 0, 1, 2])
        rows = mx + c + 1 + r.choice([0, 0, 1])
        at = lv if not c else "%s + %d" % (lv, c)
        if rng != "1, n + 1" and r.random() < 0.4:
            # downward: the trip count minus the loop variable, minus 0 or 1 (rng - i
            # writes row rng first: one row more)
            c = r.choice([0, 1])
            at = "%s - %s" % (rng if rng != "n + 1" else "(n + 1)", lv)
            at = at if not c else "%s - 1" % at
            rows = mx + 2 + r.choice([0, 0, 1])
        e0 = self.fill(dt, ((0, rows),) + tuple(shape))
        if e0 is None:
            return self.s_assign()
        buf = self.fresh("v")
        self.emit("%s = %s" % (buf, e0.code))
        self.emit("for %s in range(%s):" % (lv, rng))
        self.enter_loop()
        self.loopvars[lv] = mx
        got = []

        def body():
            self.depth += 1
            e = self.expr(dt, shape)
            got.append(e.v)
            self.emit("%s[%s] = %s" % (buf, at, e.code))
            self.depth -= 1
            self.block(r.randint(0, 2))
        self.scoped(body)
        self.exit_stmt()
        del self.loopvars[lv]
        self.leave_loop()
        self.env[buf] = V("tensor", dt, ((0, rows),) + tuple(shape),
                          max(e0.v.bound, got[0].bound), e0.v.exact and got[0].exact,
                          store=self.new_store())

    def use_list(self, name, v, es):
        """A new name set to one of the reads es of list name (v), or to its length."""
        es.append(E("len(%s)" % name, V("int", bound=self.maxlen(v))))
        e = self.capped(self.r.choice(es))
        res = self.fresh("s" if e.v.kind == "int" else "v")
        self.emit("%s = %s" % (res, e.code))
        self.env[res] = e.v if e.v.kind == "int" else e.v.copy(
            store=e.v.store if e.alias else self.new_store(), contig=False)

    def s_list_rebind(self):
        """A list of known length a counted loop rebinds each trip (a window: L = L[1:] +
        [e], or L = [e] + L[:-1]), sometimes only under an if; or to a longer one (L = L +
        [e]), whose length then depends on the trips. A list a loop rebinds is not changed
        in place after (scriptc refuses that: which list it is depends on the trips)."""
        r = self.r
        dt, shape = self.elem_type()
        name = self.fresh_list(dt, shape, r.choice([1, 2, 3]))
        v = self.env[name]
        lv, rng, mx = self.loop_header()
        self.emit("for %s in range(%s):" % (lv, rng))
        self.enter_loop()
        self.loopvars[lv] = mx
        form = r.choice(["{n} = {n}[1:] + [{e}]", "{n} = [{e}] + {n}[:-1]",
                         "{n} = {n} + [{e}]"])
        v.iterating = True      # (not changed in place: in the body nor after)

        def body():
            self.block(r.randint(0, 1))
            self.depth += 1
            e = self.expr(dt, shape)
            if not self.carried_ok(name, v, [e]):
                e = E(name + "[-1]", self.elem_of(v), alias=True)
            if r.random() < 0.3:
                self.emit("if %s %% 2 == 0:" % lv)
                self.depth += 1
                self.emit(form.format(n=name, e=e.code))
                self.depth -= 1
            else:
                self.emit(form.format(n=name, e=e.code))
            self.put(v, e)
            if "+ [" in form and "[1:]" not in form:
                v.maxlen = self.BIG
            self.depth -= 1
            self.block(r.randint(0, 1))
        self.scoped(body)
        del self.loopvars[lv]
        self.leave_loop()
        v = self.env[name]
        v.iterating = True
        self.use_list(name, v, self.reads(name, v, dt, shape))

    def iterate(self, n, v):
        """`for t in n` (a list: also reversed by [::-1], enumerate; a dict: items, keys,
        values) around a block of random statements that may read t."""
        r = self.r
        t, lv = self.fresh("t"), None
        if v.kind == "list":
            form = r.choice(["for {t} in {n}:", "for {t} in {n}[::-1]:",
                             "for {i}, {t} in enumerate({n}):"])
        else:
            form = r.choice(["for {k}, {t} in {n}.items():", "for {t} in {n}.values():",
                             "for {k} in {n}.keys():"])
        if "{i}" in form:
            lv = self.fresh("i")
        k = self.fresh("k")
        self.emit(form.format(t=t, n=n, i=lv, k=k))
        self.enter_loop()
        v.iterating = True
        if lv:
            self.loopvars[lv] = self.maxlen(v) - 1

        def body():
            if "keys" in form:
                self.depth += 1
                self.emit('%s = %s[%s]' % (t, n, k))
                self.depth -= 1
            self.env[t] = self.elem_of(v)
            self.block(r.randint(1, 3))
        self.scoped(body)
        self.exit_stmt()
        if lv:
            del self.loopvars[lv]
        self.leave_loop()
        self.env[n].iterating = False

    def s_list_iter(self):
        ls = [(n, v) for n, v in self.env.items() if v.kind == "list" and not v.iterating]
        if ls:
            self.iterate(*self.r.choice(ls))

    # -- feature list-edits (issue 18): positional edits, cat/stack of sequences, helpers
    #    writing a tensor a list holds. Each statement builds its own list and consumes it
    #    at once (the list is not a live name), so nothing else can write what it holds.

    def list_base(self, ints, dt=None, shape=None):
        """Write a new list: of known length (4 ints, or 2 or 3 tensors) or of run-time
        length (grown by a loop: n + 1 elements, a sequence). Returns (name, minlen,
        maxlen, element bound)."""
        r = self.r
        name = self.fresh("L")
        if r.random() < 0.5:
            if ints:
                vals = [r.randint(-5, 5) for _ in range(4)]
                self.emit("%s = [%s]" % (name, ", ".join(map(str, vals))))
                return name, 4, 4, 5
            es = [self.expr(dt, shape) for _ in range(r.choice([2, 3]))]
            self.emit("%s = [%s]" % (name, ", ".join(e.code for e in es)))
            return name, len(es), len(es), max(e.v.bound for e in es)
        lv = self.fresh("i")
        if ints:
            c = r.randint(-3, 3)
            self.emit("%s: List[int] = []" % name)
            self.emit("for %s in range(n + 1):" % lv)
            self.emit("    %s.append(%s * %d + %d)" % (name, lv, c, r.randint(-3, 3)))
            return name, 1, MAXI + 1, 3 * MAXI + 3
        e0, e1 = self.expr(dt, shape), self.expr(dt, shape)
        self.emit("%s = [%s]" % (name, e0.code))
        self.emit("for %s in range(n):" % lv)
        self.emit("    %s.append(%s + %s)" % (name, e1.paren(), lv))
        return name, 1, MAXI + 1, max(e0.v.bound, e1.v.bound + MAXI)

    def position(self, name, length, insert=False):
        """A position of list name, whose length is at least length (>= 1): a constant or
        a run-time one, negative too; for insert, up to the length."""
        r = self.r
        k = length + 1 if insert else length
        form = r.choice(["const", "const", "n", "neg"])
        if form == "const":
            return str(r.randint(-length, k - 1))
        if form == "n":
            return "n %% %s" % ("(len(%s) + 1)" % name if insert else "len(%s)" % name)
        return "-1 - n %% len(%s)" % name

    def list_edits(self, name, minlen, maxlen, value):
        """One to three pops, inserts and dels at constant and run-time positions; the list
        keeps one element at least. Returns (minlen, maxlen)."""
        r = self.r
        for _ in range(r.randint(1, 3)):
            op = r.choice(["pop", "insert", "del"] if minlen >= 2 else ["insert"])
            if op == "insert":
                self.emit("%s.insert(%s, %s)" % (name, self.position(name, minlen, True),
                                                 value()))
                minlen, maxlen = minlen + 1, maxlen + 1
                continue
            pos = self.position(name, minlen)
            if op == "pop" and r.random() < 0.3:
                self.emit("%s.pop(%s)" % (name, pos))
            elif op == "pop":
                self.emit("%s.pop()" % name if r.random() < 0.3 else "%s.pop(%s)" % (name, pos))
            else:
                self.emit("del %s[%s]" % (name, pos))
            minlen, maxlen = minlen - 1, maxlen - 1
        return minlen, maxlen

    def s_list_edit_ints(self):
        """A List[int] edited by position, then made a tensor: its size, sum and ends."""
        r = self.r
        name, mn, mx, b = self.list_base(True)
        mn, mx = self.list_edits(name, mn, mx, lambda: str(r.choice([r.randint(-9, 9), "n"])))
        t = self.fresh("t")
        self.emit("%s = torch.tensor(%s)" % (t, name))
        res = self.fresh("s")
        self.emit("%s = %s.size(0) * 100 + int(%s.sum()) + %s[0] - %s[-1]" % (
            res, t, t, name, name))
        self.env[res] = V("int", bound=mx * 100 + (mx + 2) * max(b, 9))

    def s_list_edit_tensors(self):
        """A List[Tensor] edited by position, then stacked or concatenated along any dim
        (negative ones too) and reduced along it, or measured."""
        r = self.r
        dt, shape = self.elem_type()
        name, mn, mx, b = self.list_base(False, dt, shape)
        vals = []

        def value():
            e = self.expr(dt, shape)
            vals.append(e.v.bound)
            return e.code
        if r.random() < 0.8:
            mn, mx = self.list_edits(name, mn, mx, value)
        b = max([b] + vals)
        self.seq_consume(name, dt, shape, mx, b)

    def seq_consume(self, name, dt, shape, maxlen, b):
        """A new name from list name (elements dt, shape, bound b): stack or cat along a
        random dim, reduced along it; or a size of the result."""
        r = self.r
        rank = len(shape)
        how = r.choice(["stack", "cat", "size"] if rank else ["stack", "size"])
        if how == "stack":
            d = r.randint(-rank - 1, rank)
            code = "torch.stack(%s, %d)" % (name, d)
        else:
            d = r.randint(-rank, rank - 1) if rank else 0
            code = "torch.cat(%s, %d)" % (name, d) if rank else "torch.stack(%s)" % name
        if how == "size":
            k = r.randint(-rank - 1 if "stack" in code else -rank,
                          rank if "stack" in code else rank - 1) if rank or "stack" in code \
                else 0
            res = self.fresh("s")
            self.emit("%s = %s.size(%d)" % (res, code, k))
            self.env[res] = V("int", bound=max(maxlen, 64) * 8)
            return
        red = r.choice(["sum", "amax", "amin"])
        if code.startswith("torch.cat"):  # cat then reduce along d: d is gone
            shape = tuple(x for i, x in enumerate(shape) if i != d % rank)
        e = E("%s.%s(%d)" % (code, red, d),
              V("tensor", dt, shape, b * maxlen if red == "sum" else b,
                red != "sum" or dt == "int64"))
        e = self.capped(e)
        res = self.fresh("v")
        self.emit("%s = %s" % (res, e.code))
        self.env[res] = e.v.copy(store=self.new_store(), contig=False)

    def s_seq_helper_write(self):
        """A tensor a list (of known or run-time length) holds, written in place by a helper
        and then directly: the list's element must follow both writes (issue 18 item 3).
        Written outside loops only (stmt): the tensor is returned, as every written one."""
        r = self.r
        shape = self.pick_shape("float32")
        w = self.fresh("w")
        e = self.expr("float32", shape)
        self.emit("%s = torch.clamp(%s, -1.0, 1.0)" % (w, e.code))
        name, lv = self.fresh("L"), self.fresh("i")
        form = r.choice(["run", "run", "known0", "known1"])
        if form == "run":
            self.emit("%s = [%s]" % (name, w))
            self.emit("for %s in range(n):" % lv)
            self.emit("    %s.append(%s * float(%s))" % (name, w, lv))
            mx, b = MAXI, 1.0 * (MAXI - 1)
        elif form == "known0":
            self.emit("%s = [%s, %s * 0.5]" % (name, w, w))
            mx, b = 2, 0.5
        else:
            self.emit("%s = [%s * 0.5, %s]" % (name, w, w))
            mx, b = 2, 0.5
        hname = "hw%d" % (len(self.helpers) + 1)
        m1, m2 = r.choice(["1.5", "-1.5", "0.5"]), r.choice(["2.0", "-0.5", "1.5"])
        op = r.choice(["t.mul_(k)", "t.add_(k)", "t[0] = k" if shape else "t.fill_(k)"])
        self.helpers.append((hname, "seq", [], False,
                             ["def %s(t: Tensor, k: float) -> None:" % hname, "    " + op]))
        self.emit("%s(%s, %s)" % (hname, w, m1))
        self.emit(r.choice(["%s.mul_(%s)", "%s.add_(%s)", "%s.sub_(%s)"]) % (w, m2))
        wb = (1.0 + 1.5) * 2.0 + 2.0
        self.env[w] = V("tensor", "float32", shape, wb, True, store=self.new_store())
        self.written |= self.env[w].store
        self.seq_consume(name, "float32", shape, mx + 1, wb + b * mx)

    def s_tuple_loop(self):
        """A (Tensor, int) tuple rebuilt in every trip of a counted loop, unpacked after; its
        tensor is a new one or (sometimes) the same one carried on.  Half the time it is
        nested, ((Tensor, int), int), a loop's count beside it: carried leaf by leaf."""
        r = self.r
        ts = self.tensors(lambda v: v.dtype != "bool" and (v.exact or v.dtype not in FLOAT))
        if not ts:
            return
        a, va = r.choice(ts)
        ie = self.int_expr()
        tp = self.fresh("tp")
        nested = r.random() < 0.5
        c = self.fresh("c")
        self.emit(("%s = ((%s, %s), 0)" if nested else "%s = (%s, %s)") % (tp, a, ie.code))
        self.env[tp] = V("tuple", store=va.store | self.new_store())
        lv, rng, mx = self.loop_header()
        self.emit("for %s in range(%s):" % (lv, rng))
        self.enter_loop()
        self.loopvars[lv] = mx
        u, k = self.fresh("u"), self.fresh("k")
        cap = self.cap_code(va.dtype)

        def body():
            self.depth += 1
            self.emit(("(%s, %s), %s = %s" % (u, k, c, tp)) if nested else
                      ("%s, %s = %s" % (u, k, tp)))
            self.env[u] = va.copy(store=self.env[tp].store, bound=self.loop_bound(va),
                                  contig=False, view=True)
            self.env[k] = V("int", bound=ie.v.bound + 400)
            self.depth -= 1
            self.block(r.randint(0, 2))
            self.depth += 1
            e = self.expr(va.dtype, self.bshape(va.shape))
            if va.dtype in FLOAT and not e.v.exact:
                e = E(self.const(va.dtype), V("tensor", va.dtype, (), 3.0))
            step = r.choice(["1", lv])
            if r.random() < 0.3:   # the same tensor carried on: it stays the initial one
                t = "(%s, %s + %s)" % (u, k, step)
            else:
                t = "(torch.clamp(%s + %s, -%s, %s), %s + %s)" % (u, e.paren(), cap, cap, k,
                                                                  step)
            self.emit("%s = %s" % (tp, ("(%s, %s + 1)" % (t, c)) if nested else t))
            self.depth -= 1
        self.scoped(body)
        del self.loopvars[lv]
        self.leave_loop()
        p, q = self.fresh("p"), self.fresh("s")
        if nested:
            self.emit("(%s, %s), %s = %s" % (p, q, self.fresh("c"), tp))
        else:
            self.emit("%s, %s = %s" % (p, q, tp))
        self.env[p] = va.copy(store=self.env[tp].store, bound=self.loop_bound(va),
                              contig=False, view=True)
        self.env[q] = V("int", bound=ie.v.bound + 400)

    def s_tuple_nest(self):
        r = self.r
        ts = self.tensors()
        if not ts:
            return
        (a, va), (b, vb) = r.choice(ts), r.choice(ts)
        ie = self.int_expr()
        tp = self.fresh("tp")
        self.emit("%s = ((%s, %s), %s)" % (tp, a, b, ie.code))
        self.env[tp] = V("tuple", store=va.store | vb.store)
        p, q, m = self.fresh("p"), self.fresh("q"), self.fresh("s")
        if r.random() < 0.5:
            self.emit("(%s, %s), %s = %s" % (p, q, m, tp))
        else:
            self.emit("%s = %s[0][0]" % (p, tp))
            self.emit("%s = %s[0][-1]" % (q, tp))
            self.emit("%s = %s[-1]" % (m, tp))
        self.env[p] = va.copy()
        self.env[q] = vb.copy()
        self.env[m] = V("int", bound=ie.v.bound)

    def s_dict_new(self):
        r = self.r
        dt, shape = self.elem_type()
        keys = r.sample(KEYS, r.randint(1, 3))
        es = [self.expr(dt, shape) for _ in keys]
        name = self.fresh("d")
        if r.random() < 0.3:
            self.emit("%s: Dict[str, Tensor] = {}" % name)
            for key, e in zip(keys, es):
                self.emit('%s["%s"] = %s' % (name, key, e.code))
        else:
            self.emit("%s = {%s}" % (name, ", ".join(
                '"%s": %s' % (key, e.code) for key, e in zip(keys, es))))
        v = self.container("dict", dt, shape, es)
        v.keys = keys
        self.env[name] = v

    def s_dict_set(self):
        r = self.r
        ds = [(n, v) for n, v in self.env.items() if v.kind == "dict" and not v.iterating]
        if not ds:
            return self.s_dict_new()
        n, v = r.choice(ds)
        unused = [k for k in KEYS if k not in v.keys]
        new = self.depth == 0 and unused and r.random() < 0.4
        key = r.choice(unused) if new else r.choice(v.keys)
        e = self.expr(v.elem.dtype, v.elem.shape)
        if not self.carried_ok(n, v, [e]):
            return
        self.emit('%s["%s"] = %s' % (n, key, e.code))
        self.put(v, e)
        if new:
            v.keys.append(key)

    def s_dict_iter(self):
        ds = [(n, v) for n, v in self.env.items() if v.kind == "dict" and not v.iterating]
        if ds:
            self.iterate(*self.r.choice(ds))

    def s_optional(self):
        """An Optional[Tensor] set under a condition, then refined with `is None`."""
        r = self.r
        dt = r.choice(["float32", "int64"] + (["float64"] if self.has("mixed-dtypes") else []))
        shape = self.pick_shape(dt)
        o, res = self.fresh("o"), self.fresh("v")
        self.emit("%s: Optional[Tensor] = None" % o)
        self.emit("if %s:" % self.bool_expr())
        self.depth += 1
        e = self.expr(dt, shape)
        self.emit("%s = %s" % (o, e.code))
        self.depth -= 1
        other = self.expr(dt, shape)
        e3 = self.expr(dt, self.bshape(shape))
        use = self.capped(E("%s + %s" % (o, e3.paren()),
                            V("tensor", dt, shape, e.v.bound + e3.v.bound,
                              e.v.exact and e3.v.exact)))
        form = r.choice(["is", "is not", "ternary"])
        if form == "ternary":
            self.emit("%s = %s if %s is not None else %s" % (res, use.code, o, other.paren()))
        else:
            first, second = (other, use) if form == "is" else (use, other)
            self.emit("if %s %s None:" % (o, form))
            self.emit("    %s = %s" % (res, first.code))
            self.emit("else:")
            self.emit("    %s = %s" % (res, second.code))
        store = self.new_store() | (other.v.store if other.alias else frozenset())
        self.env[res] = V("tensor", dt, shape, max(use.v.bound, other.v.bound),
                          use.v.exact and other.v.exact, store, contig=False)
        self.env[res].view = other.alias

    def s_optional_int(self):
        r = self.r
        m, res = self.fresh("m"), self.fresh("s")
        self.emit("%s: Optional[int] = None" % m)
        self.emit("if %s:" % self.bool_expr())
        e = self.int_expr()
        self.emit("    %s = %s" % (m, e.code))
        d = r.randint(-3, 4)
        if r.random() < 0.5:
            self.emit("%s = %s if %s is not None else %d" % (res, m, m, d))
        else:
            self.emit("%s = %d" % (res, d))
            self.emit("if %s is not None:" % m)
            self.emit("    %s = %s + 1" % (res, m))
        self.env[res] = V("int", bound=max(e.v.bound + 1, 4))


    # -- recurrent cells and attention (feature seq-layers) ---------------------------

    BH = ((1, 0), (0, 3))   # a cell's state [B, H]: H = 3
    BI = ((1, 0), (0, 4))   # its input [B, I]: I = 4 (x0 is one, always)

    def weight(self, rows, cols, k):
        """A constant weight matrix (or vector if cols is 0) of small entries, computed in
        the program: sin of a range, so that every entry differs and no input is needed."""
        n = rows * max(cols, 1)
        shape = "%d, %d" % (rows, cols) if cols else "%d" % rows
        return "(torch.sin(torch.arange(%d.0) * %s + %s) * 0.5).view(%s)" % (
            n, self.r.choice(["0.7", "1.3", "2.1"]), k, shape)

    def cell_call(self, kind, x, h, c):
        """(code, is LSTM) of one cell step on input code x [B, 4], state h (and c)."""
        r = self.r
        g = {"lstm": 4, "gru": 3, "tanh": 1, "relu": 1}[kind]
        w = [self.weight(g * 3, 4, "0.1"), self.weight(g * 3, 3, "0.2")]
        bias = r.choice(["none", "both", "ih"])
        if bias == "both":
            w += [self.weight(g * 3, 0, "0.3"), self.weight(g * 3, 0, "0.4")]
        elif bias == "ih":
            w += [self.weight(g * 3, 0, "0.3"), "None"]
        fn = {"lstm": "torch.lstm_cell", "gru": "torch.gru_cell", "tanh": "torch.rnn_tanh_cell",
              "relu": "torch.rnn_relu_cell"}[kind]
        state = "[%s, %s]" % (h, c) if kind == "lstm" else h
        return "%s(%s, %s, %s)" % (fn, x, state, ", ".join(w))

    def state_init(self):
        """An initial state [B, 3]: zeros, or a live float32 [B, 3] tensor clamped."""
        r = self.r
        live = self.tensors(lambda v: v.dtype == "float32" and v.shape == self.BH)
        if live and r.random() < 0.5:
            return "torch.clamp(%s, -1.0, 1.0)" % r.choice(live)[0]
        return "torch.zeros([x0.size(0), 3])"

    def cell_input(self):
        """The input of a cell step, float32 [B, 4], bounded to keep relu cells small."""
        e = self.expr("float32", self.BI)
        return "torch.clamp(%s, -4.0, 4.0)" % e.code

    def s_cell(self):
        """A cell stepped in a loop (for, while) or under an if, its state carried: the
        loop's body has random statements before the step, which may read the state."""
        r = self.r
        kind = r.choice(["lstm", "gru", "tanh", "relu"])
        h, c = self.fresh("hx"), self.fresh("cx")   # "h1" is a helper's name
        self.emit("%s = %s" % (h, self.state_init()))
        if kind == "lstm":
            self.emit("%s = %s" % (c, self.state_init()))
        st = V("tensor", "float32", self.BH, 1.0 if kind != "relu" else CAP, False,
               self.new_store())
        # an LSTM's c grows by at most 1 per step; relu is clamped at CAP after each step
        self.env[h] = st
        if kind == "lstm":
            self.env[c] = st.copy(store=self.new_store(), bound=CAP)
        form = r.choice(["for", "for", "while", "if"])
        if form == "for":
            lv = self.fresh("i")
            self.emit("for %s in range(%s):" % (lv, r.choice(["n", "n + 1", "x0.size(0)"])))
        elif form == "while":
            lv = self.fresh("j")
            self.emit("%s = 0" % lv)
            self.emit("while %s < n:" % lv)
        else:
            self.emit("if %s:" % self.bool_expr())
        loop = form != "if"
        if loop:
            self.enter_loop()
        self.depth += 1
        if form == "while":
            self.emit("%s += 1" % lv)

        def body():
            self.block_inline(r.randint(0, 2))
            step = self.cell_call(kind, self.cell_input(), h, c)
            if kind == "lstm":
                self.emit("%s, %s = %s" % (h, c, step))
                self.emit("%s = torch.clamp(%s, -%s, %s)" % (c, c, CAP, CAP))
            elif kind == "relu":
                self.emit("%s = torch.clamp(%s, 0.0, %s)" % (h, step, CAP))
            else:
                self.emit("%s = %s" % (h, step))
        self.scoped(body)
        self.depth -= 1
        if loop:
            self.leave_loop()
            self.env[h].view = False   # carried: a new tensor each trip, written by none
        if kind == "lstm":
            self.env[c].view = False

    def block_inline(self, count):
        """count random statements at the current depth (the caller indented)."""
        for _ in range(count):
            self.stmt()

    def sdpa(self, q, k, v, lq, lk):
        """F.scaled_dot_product_attention of codes q, k, v whose sequence lengths are the
        codes lq and lk, with a random mask, is_causal or scale."""
        r = self.r
        opt = r.choice(["", "", "causal", "bool", "float", "scale"])
        extra = ""
        if opt == "causal":
            extra = ", is_causal=True"
        elif opt == "bool":
            # a causal mask shifted to the end of the keys: every query sees a key
            extra = ", attn_mask=torch.ones([%s, %s], dtype=torch.bool).tril(%s - %s)" % (
                lq, lk, lk, lq)
        elif opt == "float":
            extra = ", attn_mask=torch.ones([%s, %s]).triu(1) * -2.0" % (lq, lk)
        elif opt == "scale":
            extra = ", scale=%s" % r.choice(["0.5", "1.0", "0.25"])
        return "F.scaled_dot_product_attention(%s, %s, %s%s)" % (q, k, v, extra)

    def s_attn(self):
        """One attention: over [B, 4, 3] (batch B, 4 positions) or [B, 4] (B positions,
        unbatched), self- or cross-attention."""
        r = self.r
        shape = r.choice([((1, 0), (0, 4), (0, 3)), self.BI])
        q = self.expr("float32", shape)
        kv = self.expr("float32", shape) if r.random() < 0.5 else q
        v = self.expr("float32", shape)
        seq = "4" if len(shape) == 3 else "x0.size(0)"
        name = self.fresh("a")
        self.emit("%s = %s" % (name, self.sdpa(q.code, kv.code, v.code, seq, seq)))
        self.env[name] = V("tensor", "float32", shape, v.v.bound, False, self.new_store())

    def s_attn_loop(self):
        """Attention in a loop over a key/value cache [S, 4] that grows by torch.cat every
        trip (S = B, then 2B, ...), its output [B, 4] fed back as the next query (the
        decoding pattern); or under an if."""
        r = self.r
        cache, out = self.fresh("kv"), self.fresh("o")
        self.emit("%s = %s" % (cache, self.expr("float32", self.BI).code))
        e = self.expr("float32", self.BI)
        self.emit("%s = %s" % (out, e.paren() + ".clone()" if e.alias else e.code))
        self.env[out] = V("tensor", "float32", self.BI, CAP, False, self.new_store())
        form = r.choice(["for", "for", "while", "if"])
        if form == "for":
            lv = self.fresh("i")
            self.emit("for %s in range(%s):" % (lv, r.choice(["n", "n + 1"])))
        elif form == "while":
            lv = self.fresh("j")
            self.emit("%s = 0" % lv)
            self.emit("while %s < n:" % lv)
        else:
            self.emit("if %s:" % self.bool_expr())
        loop = form != "if"
        if loop:
            self.enter_loop()
        self.depth += 1
        if form == "while":
            self.emit("%s += 1" % lv)

        def body():
            self.block_inline(r.randint(0, 2))
            grow = self.expr("float32", self.BI)
            self.emit("%s = torch.cat([%s, torch.clamp(%s, -4.0, 4.0)], 0)" % (
                cache, cache, grow.code))
            call = self.sdpa(out, cache, cache, "%s.size(0)" % out, "%s.size(0)" % cache)
            self.emit("%s = %s" % (out, call))
        self.scoped(body)
        self.depth -= 1
        if loop:
            self.leave_loop()
        self.env[out].view = False

    def block(self, count):
        self.depth += 1
        start = len(self.lines)
        for _ in range(count):
            self.stmt()
        if len(self.lines) == start:
            self.emit("pass")
        self.depth -= 1

    def scoped(self, fn):
        """Run fn with the names defined inside it dropped afterwards (bounds kept)."""
        before, lvs = set(self.env), set(self.loopvars)
        fn()
        for n in list(self.env):
            if n not in before:
                del self.env[n]
        for n in list(self.loopvars):
            if n not in lvs:
                del self.loopvars[n]

    def s_if(self):
        r = self.r
        cond = self.bool_expr()
        self.emit("if %s:" % cond)
        snap = {n: v.copy() for n, v in self.env.items()}
        self.scoped(lambda: self.block(r.randint(1, 3)))
        after_then = {n: v.copy() for n, v in self.env.items()}
        if r.random() < 0.7:
            self.env = {n: v.copy() for n, v in snap.items()}
            self.emit("else:")
            self.scoped(lambda: self.block(r.randint(1, 3)))
        else:
            self.env = {n: v.copy() for n, v in snap.items()}
        for n, v in after_then.items():
            w = self.env[n]
            w.bound = max(w.bound, v.bound)
            w.exact = w.exact and v.exact
            w.contig = w.contig and v.contig
            w.view = w.view or v.view
            self.merge_container(w, v)
            if v.store != w.store:
                # rebound on one path only: it may be either tensor, so it is
                # not written to unless writes through aliases are on
                w.store = w.store | v.store
                w.view = True

    def enter_loop(self):
        self.before_loop = getattr(self, "before_loop", [])
        self.before_loop.append({n: (v.store, v.exact) for n, v in self.env.items()})
        self.in_loop += 1
        self.outer_stack = getattr(self, "outer_stack", [])
        self.outer_stack.append(getattr(self, "outer", set()))
        self.outer = set(self.env)
        for n, v in self.env.items():
            if v.kind == "tensor":
                v.bound = max(v.bound, self.loop_bound(v))
            if hasattr(v, "elem"):      # a list or dict (features lists, dicts)
                v.elem.bound = max(v.elem.bound, self.loop_bound(v.elem))

    def leave_loop(self):
        # a name rebound in the body is its old tensor if the loop ran 0 times
        for n, (st, exact) in self.before_loop.pop().items():
            w = self.env.get(n)
            if w is not None:
                w.exact = w.exact and exact
            if w is not None and w.store != st:
                w.store = w.store | st
                w.view = True
        self.in_loop -= 1
        self.outer = self.outer_stack.pop()

    def s_for(self):
        r = self.r
        lv = self.fresh("i")
        rng = r.choice(["n", "n", "2", "n + 1", "1, n + 1"])
        mx = {"n": MAXI - 1, "2": 1, "n + 1": MAXI, "1, n + 1": MAXI}[rng]
        ts = self.tensors(lambda v: v.shape and v.shape[0] == (1, 0))
        if ts and r.random() < 0.25:
            rng = "%s.size(0)" % r.choice(ts)[0]
            mx = max(B_SIZES) - 1
        self.emit("for %s in range(%s):" % (lv, rng))
        self.enter_loop()
        self.loopvars[lv] = mx
        self.scoped(lambda: self.block(r.randint(1, 4)))
        self.exit_stmt()
        del self.loopvars[lv]
        self.leave_loop()

    def s_while(self):
        r = self.r
        lv = self.fresh("j")
        self.emit("%s = 0" % lv)
        cond = "%s < n" % lv
        if r.random() < 0.3:
            cond += " and " + self.bool_expr()
        self.emit("while %s:" % cond)
        self.enter_loop()
        self.depth += 1
        self.emit("%s += 1" % lv)
        self.depth -= 1
        self.loopvars[lv] = MAXI
        self.scoped(lambda: self.block(r.randint(1, 3)))
        self.exit_stmt()
        del self.loopvars[lv]
        self.leave_loop()
        self.env[lv] = V("int", bound=MAXI)
        self.loopvars[lv] = MAXI   # never written again (it is a counter)

    def exit_stmt(self):
        """Sometimes `if cond: break` or `continue` at the end of a loop body (a while
        loop's counter is its first statement, so continue cannot skip it)."""
        if self.r.random() < 0.3:
            self.depth += 1
            self.emit("if %s:" % self.bool_expr())
            self.depth += 1
            self.emit(self.r.choice(["break", "continue"]))
            self.depth -= 2

    def stmt(self):
        r = self.r
        choices = [("straight", self.s_assign, 6), ("straight", self.s_scalar, 1),
                   ("views", self.s_alias, 2), ("subscript", self.s_alias, 1),
                   ("augassign", self.s_augassign, 2), ("inplace", self.s_inplace, 2),
                   ("subscript-write", self.s_subwrite, 2), ("helpers", self.s_helper, 2)]
        if self.depth < 3:
            choices += [("if", self.s_if, 2), ("for", self.s_for, 2), ("while", self.s_while, 1)]
        choices += [("lists", self.s_list_new, 1), ("lists", self.s_list_add, 2),
                    ("lists", self.s_list_pop, 1), ("tuples", self.s_tuple_nest, 1),
                    ("dicts", self.s_dict_new, 1), ("dicts", self.s_dict_set, 2)]
        if self.depth < 3:
            choices += [("lists", self.s_list_loop, 2), ("lists", self.s_list_iter, 1),
                        ("lists", self.s_list_rebind, 1),
                        ("tuples", self.s_tuple_loop, 2), ("dicts", self.s_dict_iter, 1),
                        ("optional", self.s_optional, 2), ("optional", self.s_optional_int, 1),
                        ("list-edits", self.s_list_edit_ints, 1),
                        ("list-edits", self.s_list_edit_tensors, 2)]
            if not self.in_loop:
                choices += [("list-edits", self.s_seq_helper_write, 1)]
            choices += [("seq-layers", self.s_cell, 2), ("seq-layers", self.s_attn_loop, 1)]
            choices += [("row-writes", self.s_row_loop, 3)]
        choices += [("seq-layers", self.s_attn, 1), ("table", self.s_table, 4)]
        choices = [(fn, w) for feat, fn, w in choices if self.has(feat)]
        total = sum(w for _, w in choices)
        x = r.uniform(0, total)
        for fn, w in choices:
            x -= w
            if x <= 0:
                fn()
                return
        choices[-1][0]()

    def s_table(self):
        """a call drawn from the operator table (feature table: tests/gen/gentable.py)"""
        import gentable
        got = gentable.draw(self, CAP, ICAP)
        if got is None:
            return
        code, dt, shape, bound, exact = got
        n = self.fresh()
        self.bind(n, V("tensor", dt, shape, bound, exact, self.new_store()))
        self.emit("%s = %s" % (n, code))

    def program(self):
        r = self.r
        self.make_params()
        target = r.randint(6, 14) * self.size
        while self.stmts < target:
            self.stmt()
        self.ret()
        return self.text()

    def ret(self):
        r = self.r
        names = [n for n, v in self.env.items() if v.kind in ("tensor", "int", "bool")]
        new = [n for n in names if n not in dict((p[0], 0) for p in self.params)]
        k = min(len(names), r.randint(1, 4))
        picked = r.sample(new, min(len(new), k)) if new else []
        if len(picked) < k or r.random() < 0.3:
            picked.append(r.choice([p[0] for p in self.params if self.env[p[0]].kind == "tensor"]))
        # Every name holding memory the write features wrote is returned, so that each write
        # shows in an output (a dead write tests nothing; PyTorch 1.13 also fails some
        # programs with dead writes in loops, "Expected Tensor but got None"). Empty, and so
        # no change, with the default features.
        picked += [n for n, v in self.env.items() if v.kind == "tensor" and
                   v.store & self.written and n not in picked]
        # The length of every list and dict is an output (features lists, dicts), so that
        # each append, pop and new key shows.
        for n, v in list(self.env.items()):
            if v.kind in ("list", "dict"):
                s = self.fresh("s")
                self.emit("%s = len(%s)" % (s, n))
                self.env[s] = V("int", bound=self.maxlen(v))
                picked.append(s)
        types = []
        for n in picked:
            v = self.env[n]
            types.append({"tensor": "Tensor", "int": "int", "bool": "bool", "float": "float"}[v.kind])
        self.ret_type = "Tuple[%s]" % ", ".join(types) if len(picked) > 1 else types[0]
        self.emit("return %s" % ", ".join(picked))

    def text(self):
        out = ["# >>> inputs"] + ["# " + p[1] for p in self.params] + ["# <<<", "# >>> sets"]
        out += ["# " + s for s in self.sets()] + ["# <<<"]
        typing = "Tuple"
        if any(self.has(c) for c in CONTAINER_FEATURES):
            typing = "Dict, List, Optional, Tuple"
        out += ["import torch"] + (["import torch.nn.functional as F"] if self.has("seq-layers")
                                   else [])
        out += ["from torch import Tensor", "from typing import " + typing, "", ""]
        for h in self.helpers:
            out += h[4] + ["", ""]
        ann = {"tensor": "Tensor", "int": "int", "bool": "bool", "float": "float"}
        sig = ", ".join("%s: %s" % (n, ann[v.kind]) for n, _, v in self.params)
        out.append("def f(%s) -> %s:" % (sig, self.ret_type))
        out += self.lines
        return "\n".join(out) + "\n"


def program(seed, features=DEFAULT, size=1):
    """The case file of one program; size multiplies its number of statements."""
    if "modules" in features and genmod.chosen(seed):
        return genmod.program(seed, size)
    return Gen(seed, features, size).program()


if __name__ == "__main__":
    import sys
    print(program(int(sys.argv[1]) if len(sys.argv) > 1 else 1,
                  ALL if "--all" in sys.argv else DEFAULT), end="")
