"""Sequence and optional outputs for ONNX Runtime, and matching a model's outputs to
PyTorch's result.

An entry that returns a list whose length is known only at run time gives a graph output of
ONNX type sequence(tensor(T)), one that returns an Optional known only at run time an
optional(tensor(T)) (docs/cli.md, "Outputs"). onnxruntime-node, which the e2e suite and
tests/gen/run use, cannot return either ("Non tensor type is temporarily not supported").
So ONNX Runtime runs a copy of the model (`ort_copy`) in which each sequence output S is
three tensor outputs computed from S inside the graph, by a Loop over its elements:

    S.data    1-d T: the elements, each flattened, concatenated in order
    S.shapes  1-d int64: the elements' shapes, one after the other
    S.ranks   1-d int64 [n]: each element's rank (so elements of different ranks work too)

Each is a ConcatFromSequence of a sequence that starts with one empty tensor, so an empty S
gives three empty tensors rather than an ONNX Runtime failure. An optional output is first
made a sequence of its value, or an empty one, then the same. An optional of a sequence
(an Optional[List[Tensor]]) is its sequence, or an empty one, then the same, and a fourth
output, O.has (1-d int64 [1]: 1 if it holds the sequence, 0 for None), since an empty
sequence and None differ. The onnx checker checks the original model; only ONNX Runtime gets
the copy. `decode` cuts the three back into n arrays.

PyTorch's result is flattened (tests/lib/truth.py: a tuple, list or dict gives its elements in
order) and its structure is kept in the manifest as a tree (`truth.tree`): a leaf is the index
of a flattened output, {"tuple": [...]} a tuple or dict, {"list": [...]} a list, {"none":
true} a None. `pairs` walks the tree along the model's outputs: a list stands for one model
output (all its elements) where that output is a sequence of its tensors, or a 1-d tensor of
its numbers (a List[int], List[float] or List[bool] of run-time length); a list of tuples
stands for one output per field of its tuples (each such a sequence or 1-d tensor: a list
of tuples of run-time length, `_rows`); otherwise, and where that does not account for every
model output, it is its elements, one output each (a list of known length). An empty list
whose element type the tree gives ("elem", from the entry's return type) is one output
exactly, empty and of its kind (an empty sequence; a 0-length int64, double or bool tensor),
or one such per field of its tuples: never no output. A None stands for an optional output holding nothing; a tensor or number for
a tensor output or an optional holding one.
"""

import os

import numpy as np

import truth

SEQ_OPSET = 13  # the copy's Loop carries sequences: Loop-13 and later


def _onnx():
    import onnx
    return onnx


def layout(model):
    """Per graph output of the loaded model: "tensor", "seq", "opt" (an optional of a tensor)
    or "optseq" (an optional of a sequence)."""
    def kind(o):
        if o.type.HasField("sequence_type"):
            return "seq"
        if not o.type.HasField("optional_type"):
            return "tensor"
        return "optseq" if o.type.optional_type.elem_type.HasField("sequence_type") else "opt"
    return [kind(o) for o in model.graph.output]


def _opset(model):
    return max([o.version for o in model.opset_import if o.domain in ("", "ai.onnx")] or [0])


class _Graph:
    """Nodes with names that cannot clash with the model's (a prefix per output)."""

    def __init__(self, prefix):
        self.prefix, self.nodes, self.n = prefix, [], 0

    def name(self, what):
        self.n += 1
        return "%s%s%d" % (self.prefix, what, self.n)

    def op(self, optype, inputs, **attrs):
        helper = _onnx().helper
        out = self.name(optype)
        self.nodes.append(helper.make_node(optype, inputs, [out], name=out + "_node", **attrs))
        return out

    def const(self, dtype, dims, values):
        helper = _onnx().helper
        t = helper.make_tensor(self.name("c"), dtype, dims, values)
        return self.op("Constant", [], value=t)


def _flatten_loop(seq, elem, prefix, opset=SEQ_OPSET):
    """Nodes that compute (data, shapes, ranks) of sequence `seq` of element type `elem`.
    The Loop carries three sequences, each element appended; below SEQ_OPSET (opsets 11
    and 12, whose Loop carries tensors only) three 1-d tensors, each element concatenated."""
    onnx = _onnx()
    helper, I64, BOOL = onnx.helper, onnx.TensorProto.INT64, onnx.TensorProto.BOOL
    tensors = opset < SEQ_OPSET
    g, body = _Graph(prefix), _Graph(prefix + "b")
    empty = [g.const(elem, [0], []), g.const(I64, [0], []), g.const(I64, [0], [])]
    init = empty if tensors else [g.op("SequenceConstruct", [e]) for e in empty]
    count = g.op("SequenceLength", [seq])
    true = g.const(BOOL, [], [True])
    # body(i, cond, data, shapes, ranks) -> (cond, data + [flat e], shapes + [shape e], ...)
    i, cond = body.name("i"), body.name("cond")
    carried = [body.name("in") for _ in init]
    e = body.op("SequenceAt", [seq, i])
    flat = body.op("Reshape", [e, body.const(I64, [1], [-1])])
    shape = body.op("Shape", [e])
    rank = body.op("Reshape", [body.op("Size", [shape]), body.const(I64, [1], [1])])
    outs = [body.op("Identity", [cond])]
    if tensors:
        outs += [body.op("Concat", [s, v], axis=0)
                 for s, v in zip(carried, (flat, shape, rank))]
    else:
        outs += [body.op("SequenceInsert", [s, v])
                 for s, v in zip(carried, (flat, shape, rank))]
    dtypes = (elem, I64, I64)

    def info(n, dt):
        return (helper.make_tensor_value_info(n, dt, [None]) if tensors
                else helper.make_tensor_sequence_value_info(n, dt, None))
    seqinfo = [info(n, dt) for n, dt in zip(carried, dtypes)]
    outinfo = [helper.make_tensor_value_info(outs[0], BOOL, [])]
    outinfo += [info(n, dt) for n, dt in zip(outs[1:], dtypes)]
    graph = helper.make_graph(
        body.nodes, prefix + "body",
        [helper.make_tensor_value_info(i, I64, []),
         helper.make_tensor_value_info(cond, BOOL, [])] + seqinfo, outinfo)
    loop = [g.name("loop") for _ in init]
    g.nodes.append(helper.make_node("Loop", [count, true] + init, loop,
                                    name=prefix + "loop_node", body=graph))
    res = loop if tensors else [g.op("ConcatFromSequence", [s], axis=0) for s in loop]
    return g.nodes, res, dtypes


def _as_sequence(opt, elem, prefix, ofseq=False):
    """Nodes that make optional `opt` a sequence of its element (one, or none); ofseq: opt
    holds a sequence, which is then the sequence (or an empty one). Returns (nodes, the
    sequence, the OptionalHasElement bool)."""
    onnx = _onnx()
    helper = onnx.helper
    g, then, other = _Graph(prefix), _Graph(prefix + "t"), _Graph(prefix + "e")
    has = g.op("OptionalHasElement", [opt])
    got = then.op("OptionalGetElement", [opt])
    one = then.op("Identity", [got]) if ofseq else then.op("SequenceConstruct", [got])
    none = other.op("SequenceEmpty", [], dtype=elem)
    branches = [helper.make_graph(b.nodes, prefix + what, [],
                                  [helper.make_tensor_sequence_value_info(out, elem, None)])
                for b, what, out in ((then, "then", one), (other, "else", none))]
    seq = g.name("seq")
    g.nodes.append(helper.make_node("If", [has], [seq], name=prefix + "if_node",
                                    then_branch=branches[0], else_branch=branches[1]))
    return g.nodes, seq, has


def _elem(o, kind):
    """The element type of sequence or optional output o (a tensor's elem_type)."""
    t = o.type.sequence_type.elem_type if kind == "seq" else o.type.optional_type.elem_type
    if kind == "optseq":
        t = t.sequence_type.elem_type
    if not t.HasField("tensor_type"):
        raise ValueError("output '%s': a %s of a non-tensor is not supported"
                         % (o.name, "sequence" if kind == "seq" else "optional"))
    return t.tensor_type.elem_type


def ort_copy(model_path, copy_path):
    """The model ONNX Runtime runs, and the layout of the original model's outputs:
    (model_path, layout) when every output is a tensor, else (copy_path, layout) with the
    copy written there."""
    onnx = _onnx()
    model = onnx.load(model_path)
    lay = layout(model)
    if lay.count("tensor") == len(lay):
        return model_path, lay
    graph = model.graph
    outs = list(graph.output)
    del graph.output[:]
    for j, (o, kind) in enumerate(zip(outs, lay)):
        if kind == "tensor":
            graph.output.append(o)
            continue
        elem, seq, has = _elem(o, kind), o.name, None
        if kind in ("opt", "optseq"):
            nodes, seq, has = _as_sequence(o.name, elem, "__optout%d_" % j, kind == "optseq")
            graph.node.extend(nodes)
        nodes, res, dtypes = _flatten_loop(seq, elem, "__seqout%d_" % j, _opset(model))
        graph.node.extend(nodes)
        whats = ("data", "shapes", "ranks")
        if kind == "optseq":
            g = _Graph("__optseq%d_" % j)
            res.append(g.op("Reshape", [g.op("Cast", [has], to=onnx.TensorProto.INT64),
                                        g.const(onnx.TensorProto.INT64, [1], [1])]))
            graph.node.extend(g.nodes)
            dtypes, whats = dtypes + (onnx.TensorProto.INT64,), whats + ("has",)
        for r, dt, what in zip(res, dtypes, whats):
            graph.node.append(onnx.helper.make_node(
                "Identity", [r], [o.name + "." + what], name="__seqout%d_%s" % (j, what)))
            graph.output.append(onnx.helper.make_tensor_value_info(
                o.name + "." + what, dt, [None]))
    onnx.save(model, copy_path)
    return copy_path, lay


class Out:
    """One output of the original model as ONNX Runtime gave it, with the name to report
    it by: a tensor (arr), a sequence (arrs), or an optional (arrs of one element, or none
    for None; opt set)."""

    def __init__(self, name, arr=None, arrs=None, opt=False):
        self.name, self.arr, self.arrs, self.opt = name, arr, arrs, opt


def _read(d, g):
    return truth.read_arr(g["dtype"], g["shape"], os.path.join(d, g["file"]))


def decode(lay, got, d):
    """ONNX Runtime's outputs (the copy's: a sequence is three) as the original model's
    outputs. Raises ValueError if they do not fit the layout."""
    res, k = [], 0
    for kind in lay:
        if kind == "tensor":
            if k >= len(got):
                raise ValueError("ONNX Runtime gave %d outputs" % len(got))
            res.append(Out(got[k]["name"], arr=_read(d, got[k])))
            k += 1
            continue
        n = 4 if kind == "optseq" else 3
        if k + n > len(got):
            raise ValueError("ONNX Runtime gave %d outputs" % len(got))
        data, shapes, ranks = (_read(d, g) for g in got[k:k + 3])
        arrs = _cut(data, shapes, ranks)
        if kind == "opt" and len(arrs) > 1:
            raise ValueError("an optional output gave %d values" % len(arrs))
        name = got[k]["name"][:-len(".data")]
        if kind == "optseq" and not _read(d, got[k + 3]).data.tolist()[0]:
            if arrs:
                raise ValueError("an optional output that holds nothing gave a sequence")
            res.append(Out(name, opt=True))  # None
        else:  # an optional that holds a sequence stands for that sequence
            res.append(Out(name, arrs=arrs, opt=kind == "opt"))
        k += n
    if k != len(got):
        raise ValueError("ONNX Runtime gave %d outputs, the model has %d" % (len(got), k))
    return res


def _cut(data, shapes, ranks):
    """The n arrays of a sequence from its flattened data, shapes and ranks."""
    arrs, at, si = [], 0, 0
    for r in ranks.data.tolist():
        shape = shapes.data[si:si + r].tolist()
        si += r
        size = int(np.prod(shape, dtype=np.int64))
        if at + size > data.data.size or si > shapes.data.size:
            raise ValueError("the sequence's shapes need more data than it has")
        arrs.append(truth.Arr(data.dtype, data.data[at:at + size].reshape(shape)))
        at += size
    if at != data.data.size or si != shapes.data.size:
        raise ValueError("the sequence has data its shapes do not account for")
    return arrs


def _is_leaf(node):
    return isinstance(node, int)


def _expand(node, outs, p, numbers):
    """Every way node can take model outputs from p on: yields (pairs, next p). A pair is
    (flattened truth index, the Arr ONNX Runtime gave for it, its name for messages)."""
    o = outs[p] if p < len(outs) else Out("")
    if _is_leaf(node):
        if o.arr is not None or (o.opt and o.arrs):
            yield [(node, o.arr if o.arr is not None else o.arrs[0], o.name)], p + 1
        return
    if "none" in node:
        if o.opt and not o.arrs:
            yield [], p + 1
        return
    kids = node.get("tuple", node.get("list"))
    if "list" in node and not kids and "elem" in node:
        yield from _empty(node["elem"], outs, p)
        return
    if "list" in node:
        yield from _rows(kids, outs, p, numbers)
        if o.arrs is not None and not o.opt and len(o.arrs) == len(kids) and \
                all(_is_leaf(c) and not numbers[c] for c in kids):
            yield [(c, a, "%s[%d]" % (o.name, i))
                   for i, (c, a) in enumerate(zip(kids, o.arrs))], p + 1
        arr = o.arr if o.arr is not None else \
            o.arrs[0] if o.opt and o.arrs else None  # an optional holding the list
        if arr is not None and len(arr.shape) == 1 and arr.shape[0] == len(kids) and \
                all(_is_leaf(c) and numbers[c] for c in kids):
            yield [(c, truth.Arr(arr.dtype, arr.data[i]), "%s[%d]" % (o.name, i))
                   for i, c in enumerate(kids)], p + 1
    yield from _expand_all(kids, outs, p, numbers)


NUMBER_DTYPES = {"int": "int64", "float": "float64", "bool": "bool"}


def _is_empty(o, elem):
    """Is model output o an empty list of elem ("Tensor", "int", ...: truth._elem)? A list
    of tensors (or of anything but numbers) is an empty sequence, a list of numbers a
    0-length 1-d tensor of int64, double or bool (docs/cli.md, "Outputs")."""
    if elem not in NUMBER_DTYPES:
        return o.arrs is not None and not o.opt and not o.arrs
    arr = o.arr if o.arr is not None else o.arrs[0] if o.opt and o.arrs else None
    return arr is not None and list(arr.shape) == [0] and arr.dtype == NUMBER_DTYPES[elem]


def _empty(elem, outs, p):
    """An empty list whose elements are elem (truth._elem): one output, or one per field of
    its tuples (a list of fields), each empty of its kind; never no output at all."""
    fields = elem if isinstance(elem, list) else [elem]
    if p + len(fields) <= len(outs) and all(_is_empty(outs[p + i], f)
                                             for i, f in enumerate(fields)):
        yield [], p + len(fields)


def _field(o, n, number):
    """The n arrays model output o gives for n elements: a sequence of n tensors, or a 1-d
    tensor of n numbers; None if it gives none such."""
    if o.opt:
        return None
    if o.arrs is not None and not number and len(o.arrs) == n:
        return o.arrs
    if o.arr is not None and (number or n == 0) and len(o.arr.shape) == 1 and \
            o.arr.shape[0] == n:
        return [truth.Arr(o.arr.dtype, o.arr.data[i]) for i in range(n)]
    return None


def _rows(kids, outs, p, numbers):
    """A list of tuples of run-time length, one model output per field of its tuples (a
    sequence for a tensor field, a 1-d tensor for a number field: docs/cli.md): every way it
    takes outputs from p on. An empty list has no tuples to tell how many fields: 1 to all
    the outputs left, each empty."""
    if kids and not all(not _is_leaf(c) and c.get("tuple") and
                        all(_is_leaf(x) for x in c["tuple"]) and
                        len(c["tuple"]) == len(kids[0]["tuple"]) for c in kids):
        return
    widths = [len(kids[0]["tuple"])] if kids else range(1, len(outs) - p + 1)
    for k in widths:
        if p + k > len(outs):
            return
        got = []
        for f in range(k):
            cs = [c["tuple"][f] for c in kids]
            arrs = _field(outs[p + f], len(kids), bool(cs) and numbers[cs[0]])
            if arrs is None:
                break
            got += [(c, a, "%s[%d]" % (outs[p + f].name, i))
                    for i, (c, a) in enumerate(zip(cs, arrs))]
        else:
            yield got, p + k


def _fixed(node):
    """Does node take its outputs one way only (it holds no list)?"""
    if _is_leaf(node):
        return True
    return "none" in node or ("tuple" in node and all(_fixed(c) for c in node["tuple"]))


def _expand_all(nodes, outs, p, numbers, at=0):
    """_expand of nodes[at:] in turn; the nodes without lists in a loop, not a recursion,
    so that a long tuple does not nest generators deeply."""
    got = []
    while at < len(nodes) and _fixed(nodes[at]):
        ways = list(_expand(nodes[at], outs, p, numbers))
        if not ways:
            return
        got += ways[0][0]
        p = ways[0][1]
        at += 1
    if at == len(nodes):
        yield got, p
        return
    for first, q in _expand(nodes[at], outs, p, numbers):
        for rest, r in _expand_all(nodes, outs, q, numbers, at + 1):
            yield got + first + rest, r


def pairs(tree, outs, numbers):
    """The first way the truth's tree takes exactly the model's outputs, as a list of
    pairs (see _expand), or None if there is none. numbers[j]: flattened truth j is a
    Python number (it may be an element of a 1-d tensor output)."""
    for ps, p in _expand(tree, outs, 0, numbers):
        if p == len(outs):
            return ps
    return None


def _shape_of(tree, numbers):
    if _is_leaf(tree):
        return "number" if numbers[tree] else "tensor"
    if "none" in tree:
        return "None"
    if "tuple" in tree:
        return "(%s)" % ", ".join(_shape_of(c, numbers) for c in tree["tuple"])
    return "[%s]" % ", ".join(_shape_of(c, numbers) for c in tree["list"])


def compare_set(s, got, lay, d):
    """None if ONNX Runtime's outputs `got` for manifest set s match PyTorch's, else a
    short reason. lay: the original model's layout (ort_copy); d: the case's directory."""
    try:
        outs = decode(lay, got, d)
    except ValueError as e:
        return str(e)
    numbers = [bool(w.get("number")) for w in s["outputs"]]
    tree = s.get("tree", {"tuple": list(range(len(s["outputs"])))})
    ps = pairs(tree, outs, numbers)
    if ps is None:
        return "the model's outputs (%s) do not fit PyTorch's result %s" % (
            ", ".join("sequence of %d" % len(o.arrs) if o.arrs is not None and not o.opt else
                      "optional of %d" % len(o.arrs) if o.opt else
                      "%s%s" % (o.arr.dtype, o.arr.shape) for o in outs),
            _shape_of(tree, numbers))
    for j, have, name in ps:
        w = s["outputs"][j]
        try:
            want = truth.read_arr(w["dtype"], w["shape"], os.path.join(d, w["file"]))
            why = truth.compare(want, have)
        except ValueError as e:
            why = str(e)
        if why:
            return "output %s (PyTorch's output %d): %s" % (name, j, why)
    return None
