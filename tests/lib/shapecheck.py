"""Declared shapes against the shapes ONNX Runtime computes.

A model's declared shapes (graph inputs and outputs and value_info, in every graph: the main
one and the bodies of Loop and If nodes at any depth) are a promise ONNX Runtime acts on: it
folds a declared size into a constant (`t.size(0)` of a tensor declared `[8]` is 8 whatever
the tensor holds). So the harness checks the promise on every input set: `instrument` writes a
copy of the model in which every declared value V gets a check computed in the graph, and
ONNX Runtime runs the copy in a session of its own with its optimizations disabled (at its
default level it would fold `Shape(V)` into the declared shape, and the check would check
nothing). The outputs compared with PyTorch still come from the unmodified model too, at the
default level: making intermediates outputs blocks ONNX Runtime's fusions, and a wrong fusion
is a bug the suite must keep catching (docs/testing.md, "Declared shapes").

The promise of a declared value V of declared rank r and dims d (a number, a name, or
unknown): the rank is r; a number is that size; a name that a graph input declares (`batch`
of `x:float32[batch,3]`) is the size that input has in this run (one size per run everywhere
it is declared); unknown dims promise nothing.

  main graph   the copy computes Shape(V); Python compares it (failures)
  Loop body    a candidate C is computed in the graph: empty if Shape(V) keeps the promise,
               else Shape(V) followed by -1 (a bad 0-d value is [-1], not empty); it is
               carried through the trips in a tensor R (initially empty) that becomes
               Concat(R, C) while R is empty, else stays R: the first bad shape
  If branch    the branch returns its candidates, the other branch empty tensors

so each body value's candidate rises to the main graph through any nesting. Every record is
packed into the one output `__shape`: per check in `order`, [n, n values] (a shape of rank n,
or a candidate of n values). A sequence of the main graph whose element type declares a
shape has its elements' shapes and ranks computed by seqout's loop (`__shapeK.shapes`,
`.ranks`). `instrument` returns the checks (value, the graph it is declared in, declared
shape), so a failure message says which value broke its promise, what it declared and what
ONNX Runtime computed.
"""


I64 = 7
BOOL = 9
BIG = 1 << 62
PREFIX = "__shape"

# Cases known to declare shapes that ONNX Runtime computes otherwise, with the reason. A
# listed case still runs the check: while it fails, the runner prints a `note:` instead of
# failing the case; once it passes, the note says to remove the entry. Remove an entry when
# the fix merges. The keys are e2e case names (both opsets) or NAME@opsetN (that opset
# only), and tests/gen/caught names.
KNOWN = {
}


def _onnx():
    import onnx
    return onnx


class _Names:
    def __init__(self):
        self.n = 0

    def __call__(self, what):
        self.n += 1
        return "__sc%d_%s" % (self.n, what)


class _Nodes:
    """A list of new nodes with fresh names. Constants go to `shared` (the nodes at the
    head of the graph) once per value, if given."""

    def __init__(self, names, shared=None):
        self.names, self.nodes, self.shared = names, [], shared
        self.cache = {}

    def op(self, optype, inputs, **attrs):
        out = self.names(optype)
        self.nodes.append(_onnx().helper.make_node(optype, inputs, [out], name=out + "_n",
                                                   **attrs))
        return out

    def const(self, dtype, dims, values):
        if self.shared is not None:
            return self.shared.const(dtype, dims, values)
        key = (dtype, tuple(dims), tuple(values))
        if key not in self.cache:
            t = _onnx().helper.make_tensor(self.names("c"), dtype, dims, values)
            self.cache[key] = self.op("Constant", [], value=t)
        return self.cache[key]


def _dims(tt):
    """The declared dims of a tensor type with a shape: a list of int, str or None."""
    out = []
    for d in tt.shape.dim:
        if d.HasField("dim_value"):
            out.append(d.dim_value)
        elif d.HasField("dim_param") and d.dim_param:
            out.append(d.dim_param)
        else:
            out.append(None)
    return out


def _show(dims):
    return "[%s]" % ", ".join("?" if d is None else str(d) for d in dims)


def _declared(vi):
    """(kind, dims) of a ValueInfo whose shape is declared: kind "tensor" or "seq" (the
    element's shape); None if it declares no shape (or is of another type)."""
    t = vi.type
    if t.HasField("tensor_type"):
        return ("tensor", _dims(t.tensor_type)) if t.tensor_type.HasField("shape") else None
    if t.HasField("sequence_type"):
        e = t.sequence_type.elem_type
        if e.HasField("tensor_type") and e.tensor_type.HasField("shape"):
            return "seq", _dims(e.tensor_type)
    return None


def _candidate(b, v, dims, bound):
    """Nodes in b computing v's candidate: empty if Shape(v) keeps dims, else its shape and
    -1. bound: name -> a 1-d [1] int64 value holding that dim's size in this run."""
    r = len(dims)
    # Shape(v) through a Slice whose end is not a constant: ONNX Runtime's shape inference
    # cannot tell its length from v's declared rank. Where that rank is wrong, an inferred
    # length would be wrong too, and ONNX Runtime's memory planner would fail on it ("Shape
    # mismatch attempting to re-use buffer") inside the check itself.
    s = b.op("Shape", [v])
    s = b.op("Slice", [s, b.const(I64, [1], [0]),
                       b.op("Reshape", [b.op("Size", [s]), b.const(I64, [1], [1])])])
    ok = b.op("Equal", [b.op("Size", [s]), b.const(I64, [], [r])])
    checked = [k for k, d in enumerate(dims) if isinstance(d, int) or d in bound]
    if checked:
        head = b.op("Slice", [b.op("Concat", [s, b.const(I64, [r], [0] * r)], axis=0),
                              b.const(I64, [1], [0]), b.const(I64, [1], [r])])
        parts = []
        for d in dims:
            parts.append(bound[d] if isinstance(d, str) and d in bound else
                         b.const(I64, [1], [d if isinstance(d, int) else 0]))
        want = parts[0] if len(parts) == 1 else b.op("Concat", parts, axis=0)
        eq = b.op("Equal", [head, want])
        unchecked = [not (isinstance(d, int) or d in bound) for d in dims]
        if any(unchecked):
            eq = b.op("Or", [eq, b.const(BOOL, [r], unchecked)])
        allk = b.op("ReduceMin", [b.op("Cast", [eq], to=I64)], keepdims=0)
        ok = b.op("And", [ok, b.op("Equal", [allk, b.const(I64, [], [1])])])
    end = _upto(b, b.op("Not", [ok]))
    return b.op("Slice", [b.op("Concat", [s, b.const(I64, [1], [-1])], axis=0),
                          b.const(I64, [1], [0]), end])


def _upto(b, cond):
    """A Slice end, [BIG] if the 0-d bool cond holds, else [0]."""
    return b.op("Where", [cond, b.const(I64, [1], [BIG]), b.const(I64, [1], [0])])


def _first(b, r_in, c):
    """Concat(r_in, c) while r_in is empty, else r_in."""
    end = _upto(b, b.op("Equal", [b.op("Size", [r_in]), b.const(I64, [], [0])]))
    return b.op("Concat", [r_in, b.op("Slice", [c, b.const(I64, [1], [0]), end])], axis=0)


def _vi(name):
    return _onnx().helper.make_tensor_value_info(name, I64, [None])


def _seq_shapes(g, names, seq, elem):
    """Nodes (appended to g's list) giving the shapes and ranks of sequence seq's elements,
    as tensors: seqout's Loop, which ONNX Runtime runs for every sequence output anyway.
    The comparison with the declared shape is then done in Python (failures).

    Only for sequences of the main graph: a Loop over a sequence that computes the check in
    the graph, in the main graph or inside a Loop or If body, made ONNX Runtime fail in the
    check's own nodes ("Shape mismatch attempting to re-use buffer. {0} != {1}" on a node
    whose output is always [1]: l_del_element at opset 13 and
    seqout_helper_returns_caller_list, however the check was written). The elements that
    enter and leave a sequence in a body are checked as the tensors they are
    (SequenceInsert's inputs, SequenceAt's outputs)."""
    import seqout
    nodes, (_, shapes, ranks), _ = seqout._flatten_loop(seq, elem, names("seq") + "_",
                                                    names.opset)
    g.nodes.extend(nodes)
    return shapes, ranks


def _graph(g, where, names, bound, checks):
    """Instrument graph g in place. Returns [(check index, candidate name in g)]."""
    onnx = _onnx()
    decl, seen, elems = [], set(), {}
    for vi in list(g.input) + list(g.output) + list(g.value_info):
        d = _declared(vi)
        if d is not None and d[0] == "seq":
            elems[vi.name] = vi.type.sequence_type.elem_type.tensor_type.elem_type
        if d is not None and d[0] == "seq" and where != "graph":
            continue  # see _seq_shapes
        if d is not None and vi.name not in seen and not vi.name.startswith("__sc"):
            seen.add(vi.name)
            decl.append((vi.name, d))
    produced = {o for n in g.node for o in n.output}
    cands = []

    def check(b, name, kind, dims):
        checks.append({"value": name, "graph": where, "declared": _show(dims),
                       "dims": dims, "kind": kind})
        if kind == "seq":
            checks[-1]["seq"] = _seq_shapes(b, names, name, elems[name])
        elif where == "graph":  # its shape, compared in Python (failures)
            checks[-1]["kind"] = "shape"
            cands.append((len(checks) - 1, b.op("Shape", [name])))
        else:
            cands.append((len(checks) - 1, _candidate(b, name, dims, bound)))

    after = {}  # value -> its (kind, dims), checked right after the node making it
    head = _Nodes(names)
    for name, (kind, dims) in decl:
        if name in produced:
            after[name] = (kind, dims)
        else:  # an input of g, or a value from an enclosing graph
            check(head, name, kind, dims)
    nodes = list(g.node)
    del g.node[:]
    for n in nodes:
        pre = _Nodes(names, head)
        sub = [a for a in n.attribute if a.type == onnx.AttributeProto.GRAPH]
        if n.op_type == "Loop" and sub:
            inner = _graph(sub[0].g, "%s > Loop %s" % (where, n.name or n.output[0]),
                           names, bound, checks)
            _loop(n, sub[0].g, inner, pre, names, cands)
        elif n.op_type == "If" and sub:
            branch = {a.name: a.g for a in sub}
            got = {k: _graph(branch[k], "%s > If %s %s" % (where, n.name or n.output[0],
                                                           k.split("_")[0]),
                             names, bound, checks)
                   for k in ("then_branch", "else_branch")}
            _if(n, branch, got, names, cands)
        g.node.extend(pre.nodes)
        g.node.append(n)
        tail = _Nodes(names, head)
        for o in n.output:
            if o in after:
                check(tail, o, *after.pop(o))
        g.node.extend(tail.nodes)
    new = list(g.node)
    del g.node[:]
    g.node.extend(head.nodes + new)
    return cands


def _loop(n, body, inner, b, names, cands):
    """Carry each body candidate of inner through Loop n: the first bad shape of any trip.
    b: nodes before n (the initial empty tensors)."""
    ncarried = len(n.input) - 2
    at = ncarried  # new carried values go after the old ones, before the scan outputs
    for k, c in inner:
        r_in = names("r")
        body.input.append(_vi(r_in))
        tb = _Nodes(names)
        r_out = _first(tb, r_in, c)
        body.node.extend(tb.nodes)
        body.output.insert(1 + at, _vi(r_out))
        n.input.append(b.const(I64, [0], []))
        out = names("loopshape")
        n.output.insert(at, out)
        at += 1
        cands.append((k, out))


def _if(n, branch, got, names, cands):
    """Each branch returns its candidates and an empty tensor for the other's."""
    for mine, other in (("then_branch", "else_branch"), ("else_branch", "then_branch")):
        for k, c in got[mine]:
            for which in (mine, other):
                g = branch[which]
                if which == mine:
                    g.output.append(_vi(c))
                else:
                    e = _Nodes(names)
                    empty = e.const(I64, [0], [])
                    g.node.extend(e.nodes)
                    g.output.append(_vi(empty))
            out = names("ifshape")
            n.output.append(out)
            cands.append((k, out))


def instrument(model_path, copy_path):
    """Write the instrumented copy of the model at copy_path. Returns {"checks": [{"value",
    "graph", "declared", "dims", "kind" ("shape", "tensor" in a body, "seq"), "output"}],
    "dims": {name: (input, axis)}, "order": the checks packed in `__shape`}."""
    onnx = _onnx()
    model = onnx.load(model_path)
    g = model.graph
    names = _Names()
    import seqout
    names.opset = seqout._opset(model)  # below 13 the sequence loop carries tensors
    init = {t.name for t in g.initializer}
    head = _Nodes(names)
    bound, where = {}, {}
    for vi in g.input:  # a dim name a graph input declares: its size in this run
        if vi.name in init or not vi.type.HasField("tensor_type"):
            continue
        for k, d in enumerate(_dims(vi.type.tensor_type)):
            if isinstance(d, str) and d not in bound:
                where[d] = (vi.name, k)
                bound[d] = head.op("Slice", [head.op("Shape", [vi.name]),
                                             head.const(I64, [1], [k]),
                                             head.const(I64, [1], [k + 1])])
    checks = []
    cands = _graph(g, "graph", names, bound, checks)
    nodes = list(g.node)
    del g.node[:]
    g.node.extend(head.nodes + nodes)
    # every tensor check as one record [n, n values] in one output: a main graph value's
    # shape (n its rank), or a candidate from a body (n = 0: the promise held)
    tail = _Nodes(names)
    recs = [tail.op("Concat", [tail.op("Reshape", [tail.op("Size", [c]),
                                                   tail.const(I64, [1], [1])]), c], axis=0)
            for _, c in cands]
    outs = [(tail.op("Concat", recs, axis=0) if recs else tail.const(I64, [0], []), "")]
    g.node.extend(tail.nodes)
    outs += [(c, "%d%s" % (k, what)) for k, ck in enumerate(checks) if "seq" in ck
             for c, what in zip(ck.pop("seq"), (".shapes", ".ranks"))]
    for k, ck in enumerate(checks):
        ck["output"] = "%s%d" % (PREFIX, k)
    for c, what in outs:
        out = PREFIX + what
        g.node.append(onnx.helper.make_node("Identity", [c], [out], name=out + "_n"))
        g.output.append(_vi(out))
    onnx.save(model, copy_path)
    return {"checks": checks, "dims": where, "order": [k for k, _ in cands]}


def failures(info, got, read, inputs):
    """The declared values whose shapes ONNX Runtime's run broke, as short texts. info: what
    instrument returned; got: the copy's outputs as ort_run.js reports them; read(g): the
    int64 data of output g; inputs: the set's inputs ({"name", "shape"})."""
    byname = {g["name"]: g for g in got}
    shapes = {i["name"]: i["shape"] for i in inputs}
    size = {d: shapes[n][k] for d, (n, k) in info["dims"].items()
            if n in shapes and k < len(shapes[n])}
    checks, bad = info["checks"], []
    if PREFIX not in byname:
        return ["the check's output %s is missing" % PREFIX]
    data, at = [int(v) for v in read(byname[PREFIX])], 0
    for k in info["order"]:
        c = checks[k]
        if at >= len(data) or at + 1 + data[at] > len(data):
            return bad + ["the check's output %s is short" % PREFIX]
        rec, at = data[at + 1:at + 1 + data[at]], at + 1 + data[at]
        if c["kind"] == "shape":
            if not _keeps(rec, c["dims"], size):
                bad.append("value %s (%s) declared %s, computed [%s]" % (
                    c["value"], c["graph"], c["declared"], ", ".join(map(str, rec))))
        elif rec:
            shape = rec[:rec.index(-1)] if -1 in rec else rec
            bad.append("value %s (%s) declared %s, computed [%s]" % (
                c["value"], c["graph"], c["declared"], ", ".join(map(str, shape))))
    for c in checks:
        if c["kind"] != "seq":
            continue
        out = c["output"]
        if out + ".shapes" not in byname or out + ".ranks" not in byname:
            bad.append("%s (%s): no check output" % (c["value"], c["graph"]))
            continue
        flat = [int(v) for v in read(byname[out + ".shapes"])]
        at = 0
        for j, r in enumerate(int(v) for v in read(byname[out + ".ranks"])):
            shape, at = flat[at:at + r], at + r
            if not _keeps(shape, c["dims"], size):
                bad.append("element %d of sequence %s (%s) declared %s, computed [%s]" % (
                    j, c["value"], c["graph"], c["declared"], ", ".join(map(str, shape))))
                break
    return bad


def _keeps(shape, dims, size):
    if len(shape) != len(dims):
        return False
    return all(d is None or (isinstance(d, str) and d not in size) or
               s == (size[d] if isinstance(d, str) else d) for s, d in zip(shape, dims))


def is_check(name):
    return name.startswith(PREFIX)


def known(name, stem=""):
    """The reason the case named name (at opsetN, stem) is listed in KNOWN, or None."""
    return KNOWN.get("%s@%s" % (name, stem), KNOWN.get(name))


def selftest_model(path):
    """A model that breaks declared shapes on purpose, for the runner's self-test of this
    check (run.py, `e2e/shapecheck-selftest`): x: float32[N], n: int64[];
    a = Concat(x, x) declared [N] (it is [2N]) in the main graph; a Loop of n trips over
    x whose body holds an If whose then branch makes t = Concat(v, v) declared [N], and a
    u = Identity(v) declared [3] in the else branch (never taken). Expected failures: a on
    every set, t on the sets with n > 0 ("graph > Loop L > If I then"), never u."""
    onnx = _onnx()
    h, F = onnx.helper, onnx.TensorProto.FLOAT
    then = h.make_graph([h.make_node("Concat", ["v", "v"], ["t"], axis=0),
                         h.make_node("Slice", ["t", "zero", "nn"], ["ts"])], "then", [],
                        [h.make_tensor_value_info("ts", F, ["N"])],
                        value_info=[h.make_tensor_value_info("t", F, ["N"])])
    other = h.make_graph([h.make_node("Identity", ["v"], ["u"])], "else", [],
                         [h.make_tensor_value_info("u", F, [3])])
    body = h.make_graph(
        [h.make_node("Constant", [], ["yes"], value=h.make_tensor("y", onnx.TensorProto.BOOL,
                                                                  [], [True])),
         h.make_node("If", ["yes"], ["w"], name="I", then_branch=then, else_branch=other),
         h.make_node("Identity", ["c"], ["c2"])], "body",
        [h.make_tensor_value_info("i", I64, []), h.make_tensor_value_info("c", BOOL, []),
         h.make_tensor_value_info("v", F, ["N"])],
        [h.make_tensor_value_info("c2", BOOL, []), h.make_tensor_value_info("w", F, ["N"])])
    g = h.make_graph(
        [h.make_node("Constant", [], ["zero"], value=h.make_tensor("z", I64, [1], [0])),
         h.make_node("Shape", ["x"], ["nn"]),
         h.make_node("Concat", ["x", "x"], ["a"], axis=0),
         h.make_node("Constant", [], ["go"], value=h.make_tensor("g", BOOL, [], [True])),
         h.make_node("Loop", ["n", "go", "x"], ["out"], name="L", body=body),
         h.make_node("Add", ["out", "x"], ["res"])], "selftest",
        [h.make_tensor_value_info("x", F, ["N"]), h.make_tensor_value_info("n", I64, [])],
        [h.make_tensor_value_info("res", F, ["N"])],
        value_info=[h.make_tensor_value_info("a", F, ["N"])])
    model = h.make_model(g, opset_imports=[h.make_opsetid("", 13)])
    onnx.save(model, path)
