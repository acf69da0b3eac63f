"""The check o0/NAME (issue 23): an e2e case compiled at -O2 and at -O0 computes the same
values in ONNX Runtime on every input set.

The passes of -O1 and -O2 must not change what a model computes; the e2e checks compare each
level with PyTorch within a tolerance, which a pass can stay inside while still being wrong
(an off-by-one on a float row that happens to be close, a NaN turned into a number where the
tolerance's NaN rule hides it, a -0.0 made 0.0). Here the two levels are compared with each
other, on the sets of the case (and its raises sets), both at ONNX Runtime's default
optimization level:

  - a set either fails at both levels (a raises set, or a run-time error) or at neither;
  - the outputs have the same structure (tensors, sequences and their lengths, optionals),
    and each tensor the same dtype and shape;
  - integers and bools are equal; floats are equal within the tolerance against PyTorch
    (truth.compare's: rtol 1e-4, atol 1e-5, NaN exactly where NaN), since folding constants
    and reassociating in a pass may round differently, and ONNX Runtime may pick other
    kernels for other graphs. Whether every float is bit-equal is recorded too: the runner
    counts the cases that are not, and lists them in tests/out/o0/inexact.txt.

The case's own level is whatever its `options` block says (-O2 by default); the other level
is -O0, or -O2 for a case compiled at -O0 (the `_O0` twins). Both compile at opset 17,
scriptc's default; a level that does not compile fails the check (unless KNOWN lists it).
"""

import re

import numpy as np

import seqout
import truth

FLOATS = ("float32", "float64", "float16", "bfloat16")

# Cases whose check fails for a known reason that is not a difference in values: the check
# passes with a note while it fails, and says to remove the entry once it passes.
KNOWN = {}


def other_level(args):
    """(the level the case is compiled at, the other level, args at the other level)."""
    levels = [a for a in args if re.fullmatch(r"-O[0-2]", a)]
    own = levels[-1] if levels else "-O2"
    other = "-O2" if own == "-O0" else "-O0"
    return own, other, [a for a in args if a not in levels] + [other]


def _values(a, dtype):
    return truth.as_float(dtype, a.data).reshape(-1)


def _at(a, i):
    return [int(k) for k in np.unravel_index(i, a.shape)] if a.shape else []


def compare_arr(a, b, la, lb):
    """(None or a reason, None if bit-equal else what differs) for tensors a (at level la)
    and b (at level lb)."""
    if a.dtype != b.dtype:
        return "dtype %s at %s, %s at %s" % (a.dtype, la, b.dtype, lb), None
    if a.shape != b.shape:
        return "shape %s at %s, %s at %s" % (a.shape, la, b.shape, lb), None
    if a.data.tobytes() == b.data.tobytes():
        return None, None
    x, y = _values(a, a.dtype), _values(b, b.dtype)
    if a.dtype in FLOATS:
        x64, y64 = x.astype(np.float64), y.astype(np.float64)
        bad = ~np.isclose(x64, y64, rtol=1e-4, atol=1e-5, equal_nan=True)
        if not bad.any():
            both = np.isnan(x64) & np.isnan(y64)
            diff = np.where(both, 0, np.abs(x64 - y64))
            j = int(np.argmax(diff))
            if diff[j] == 0:   # equal numbers, other bits: zero signs or NaN payloads
                odd = np.signbit(x64) != np.signbit(y64)
                j = int(np.argmax(odd))
                return None, "only zero signs or NaN bits differ (%d of %d elements); first " \
                    "at %s: %r at %s, %r at %s" % (int(odd.sum()), x.size, _at(a, j),
                                                   x[j].item(), la, y[j].item(), lb)
            return None, "%d of %d elements; largest difference at %s: %r at %s, %r at %s" % (
                int((x64 != y64).sum() - both.sum()), x.size, _at(a, j), x[j].item(), la,
                y[j].item(), lb)
    else:
        bad = x != y
    i = int(np.argwhere(bad)[0][0])
    return ("values differ at %d of %d elements; first at %s: %r at %s, %r at %s"
            % (int(bad.sum()), bad.size, _at(a, i), x[i].item(), la, y[i].item(), lb)), None


def _kind(o):
    if o.arr is not None:
        return "a tensor"
    if o.arrs is None:
        return "None"
    return "%s of %d" % ("an optional" if o.opt else "a sequence", len(o.arrs))


def _compare_out(o, p, la, lb):
    """compare_arr's verdict on one decoded output (seqout.Out) at levels la, lb."""
    if o.arr is not None and p.arr is not None:
        return compare_arr(o.arr, p.arr, la, lb)
    if (o.arr is None) != (p.arr is None) or (o.arrs is None) != (p.arrs is None) or \
            len(o.arrs or []) != len(p.arrs or []):
        return "%s at %s, %s at %s" % (_kind(o), la, _kind(p), lb), None
    for k, (x, y) in enumerate(zip(o.arrs or [], p.arrs or [])):
        why, inexact = compare_arr(x, y, la, lb)
        if why or inexact:
            return ("element %d: %s" % (k, why) if why else None,
                    "element %d: %s" % (k, inexact) if inexact else None)
    return None, None


def compare(nsets, r, lay, rt, layt, d, own, other):
    """(None or a reason, None if every float is bit-equal else where the first is not) for
    the ONNX Runtime runs r (the case's level, layout lay) and rt (the other level, layout
    layt) of the same sets; nsets: how many sets the case has before its raises sets."""
    def name(k):
        return "set %d" % k if k < nsets else "raises set %d" % (k - nsets)
    for what, run in ((own, r), (other, rt)):
        if run is None or run.get("error"):
            return "the %s model did not run: %s" % (what, run and run.get("error")), None
    if len(r["sets"]) != len(rt["sets"]):
        return "%d sets ran at %s, %d at %s" % (len(r["sets"]), own, len(rt["sets"]),
                                                  other), None
    first = None
    for k, (g, gt) in enumerate(zip(r["sets"], rt["sets"])):
        if g.get("error") or gt.get("error"):
            if g.get("error") and gt.get("error"):
                continue
            return "%s: fails at %s only: %s" % (name(k), own if g.get("error") else other,
                                                  (g.get("error") or gt.get("error"))[:200]), None
        try:
            outs, outst = seqout.decode(lay, g["outputs"], d), seqout.decode(layt, gt["outputs"], d)
        except ValueError as e:
            return "%s: %s" % (name(k), e), None
        if len(outs) != len(outst):
            return "%s: %d outputs at %s, %d at %s" % (name(k), len(outs), own, len(outst),
                                                       other), None
        for j, (o, p) in enumerate(zip(outs, outst)):
            why, inexact = _compare_out(o, p, own, other)
            if why:
                return "%s: output %d (%s): %s" % (name(k), j, o.name, why), None
            if inexact and not first:
                first = "%s: output %d (%s): %s" % (name(k), j, o.name, inexact)
    return None, first


def verdict(name, why):
    """(failure reason or None, note or None) of the check o0/NAME, from compare's reason."""
    known = KNOWN.get(name)
    if known and why:
        return None, "known (%s), still: %s" % (known, why)
    if known:
        return None, "listed in tests/lib/levels.py KNOWN (%s) but passes now: remove it" % known
    return why, None


def selftest():
    """None if the comparison sees what it must (the check o0/selftest), else what it missed:
    a check that passes everything would pass every case."""
    A = truth.Arr
    nan = float("nan")
    cases = [  # (a, b, fails?, bit-equal?)
        (A("int64", [1, 2, 3]), A("int64", [1, 2, 4]), True, False),
        (A("bool", [True]), A("bool", [False]), True, False),
        (A("float32", [1.0, 2.0]), A("float32", [1.0, 2.001]), True, False),
        (A("float32", [1.0, nan]), A("float32", [1.0, 0.0]), True, False),
        (A("float64", [1.0]), A("float32", [1.0]), True, False),
        (A("float32", [[1.0]]), A("float32", [1.0]), True, False),
        (A("float32", [1.0, nan]), A("float32", [1.0, nan]), False, True),
        (A("float32", [1.0]), A("float32", [1.0000001]), False, False),
        (A("float32", [0.0]), A("float32", [-0.0]), False, False),
        (A("float16", []), A("float16", []), False, True),
    ]
    for k, (a, b, fails, exact) in enumerate(cases):
        why, inexact = compare_arr(a, b, "-O2", "-O0")
        if bool(why) != fails or (not fails and (inexact is None) != exact):
            return "case %d: got (%r, %r)" % (k, why, inexact)
    seq = seqout.Out("s", arrs=[A("int64", [1])])
    for o, p in ((seq, seqout.Out("s", arrs=[])), (seqout.Out("o", opt=True), seq),
                 (seq, seqout.Out("s", arrs=[A("int64", [2])]))):
        if not _compare_out(o, p, "-O2", "-O0")[0]:
            return "%s against %s: no difference found" % (_kind(o), _kind(p))
    return None
