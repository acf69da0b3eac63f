"""The numerics suite: a differential probe of the elementwise operators' numerics
(issue 20, brief "numerics"), and its command line.

    /usr/bin/python3 tests/lib/numerics.py --scriptc BUILD/scriptc [--out DIR] [-k WORD]
                                           [--dtypes float32,float64,float16] [--ulps N]

Every unary and binary elementwise expression of EXPRS below is compiled by scriptc, once per
dtype, and run by ONNX Runtime (tests/ort_run.js, at its default optimization level and at
'disabled') on a grid of special values: +-0, +-denormal, +-tiny, +-1, +-huge, +-max, +-inf,
NaN and ordinary numbers (binary expressions: every pair of a smaller grid).  The truth is
torch.jit.script of the same function under PyTorch 1.13.  A value disagrees when one side is
NaN and the other is not (kind `nan`), when one is infinite and they differ (`inf`), when both
are zeros of different signs (`zero`), or when they are more than --ulps units in the last
place apart (default 4; float16 8) and more than the smallest normal number apart (`ulps`:
ONNX Runtime flushes denormals to zero in some kernels).  The command line prints each
expression's disagreements (and what it skipped: PyTorch has no kernel, or scriptc refuses
with a located error); its exit status is 1 if any expression disagrees.

In tests/run.py each expression and dtype that both sides compute is one check,
`numerics/NAME.DTYPE`: it fails on a disagreement of a kind KNOWN does not allow for it.
A KNOWN entry that no longer disagrees gives a note (remove it).
"""
import argparse
import importlib.util
import json
import math
import os
import subprocess
import sys
import warnings

import numpy as np
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# (name, expression over x (and y)); every one is tried in every dtype
UNARY = [
    ("abs", "torch.abs(x)"), ("neg", "-x"), ("exp", "torch.exp(x)"), ("log", "torch.log(x)"),
    ("log2", "torch.log2(x)"), ("log1p", "torch.log1p(x)"), ("sqrt", "torch.sqrt(x)"),
    ("rsqrt", "torch.rsqrt(x)"), ("sin", "torch.sin(x)"), ("cos", "torch.cos(x)"),
    ("tan", "torch.tan(x)"), ("tanh", "torch.tanh(x)"), ("asin", "torch.asin(x)"),
    ("acos", "torch.acos(x)"), ("atan", "torch.atan(x)"), ("sinh", "torch.sinh(x)"),
    ("cosh", "torch.cosh(x)"), ("asinh", "torch.asinh(x)"), ("acosh", "torch.acosh(x)"),
    ("atanh", "torch.atanh(x)"), ("sigmoid", "torch.sigmoid(x)"), ("relu", "torch.relu(x)"),
    ("erf", "torch.erf(x)"), ("floor", "torch.floor(x)"), ("ceil", "torch.ceil(x)"),
    ("round", "torch.round(x)"), ("sign", "torch.sign(x)"), ("reciprocal", "torch.reciprocal(x)"),
    ("silu", "F.silu(x)"), ("leaky_relu", "F.leaky_relu(x, 0.1)"), ("elu", "F.elu(x)"),
    ("elu_a", "F.elu(x, 0.5)"), ("celu", "F.celu(x, 2.0)"), ("selu", "F.selu(x)"),
    ("gelu", "F.gelu(x)"), ("gelu_tanh", "F.gelu(x, approximate='tanh')"),
    ("softplus", "F.softplus(x)"), ("softplus_b", "F.softplus(x, 2.0, 5.0)"),
    ("relu6", "F.relu6(x)"), ("hardtanh", "F.hardtanh(x, -2.0, 3.0)"),
    ("hardsigmoid", "F.hardsigmoid(x)"), ("hardswish", "F.hardswish(x)"), ("mish", "F.mish(x)"),
    ("softsign", "F.softsign(x)"), ("tanhshrink", "F.tanhshrink(x)"),
    ("softshrink", "F.softshrink(x, 0.5)"), ("hardshrink", "F.hardshrink(x, 0.5)"),
    ("threshold", "F.threshold(x, 0.5, -3.0)"), ("logsigmoid", "F.logsigmoid(x)"),
    ("rrelu", "F.rrelu(x)"), ("square", "x * x"), ("pow2", "x ** 2"), ("pow3", "x ** 3"),
    ("pow_half", "x ** 0.5"), ("pow_neg", "x ** -1.5"), ("pow_mhalf", "x ** -0.5"), ("rpow", "2.0 ** x"),
    ("clamp", "torch.clamp(x, -1.0, 1.0)"), ("clamp_min", "torch.clamp_min(x, 0.5)"),
    # zero bounds over 248 elements (x four times): ONNX Runtime's vector Max and Min make
    # a -0.0 against a bound 0.0 +0.0 from 64 elements on, where PyTorch keeps -0.0
    ("clamp0", "torch.clamp(x.repeat(4), min=0.0)"), ("clamp0_max", "torch.clamp(x.repeat(4), max=0)"),
    ("clamp0_both", "torch.clamp(x.repeat(4), -0.0, 2.0)"), ("relu6_wide", "F.relu6(x.repeat(4))"),
    ("hardtanh0", "F.hardtanh(x.repeat(4), 0.0, 1.0)"),
    ("add1", "x + 1"), ("mul3", "x * 3"), ("div3", "x / 3"), ("floordiv2", "x // 2.0"),
    ("mod2", "x % 2.0"), ("mod_neg", "x % -2.5"), ("rsub", "1 - x"),
    ("softmax1", "torch.softmax(x.unsqueeze(1), 1)"),
    ("log_softmax1", "torch.log_softmax(x.unsqueeze(1), 1)"),
    ("softmax_pair", "torch.softmax(torch.stack([x, torch.zeros_like(x)], 1), 1)"),
    ("log_softmax_pair", "torch.log_softmax(torch.stack([x, torch.zeros_like(x)], 1), 1)"),
    ("F_log_softmax_pair", "F.log_softmax(torch.stack([x, torch.zeros_like(x)], 1), 1)"),
    ("cross_entropy", "F.cross_entropy(torch.stack([x, torch.zeros_like(x)], 1), "
     "torch.zeros_like(x).long(), reduction='none')"),
    ("glu", "F.glu(torch.stack([x, x], 1), 1)"),
    ("normalize", "F.normalize(torch.stack([x, torch.ones_like(x)], 1), dim=1)"),
    ("matmul_scale", "(x.unsqueeze(1) @ torch.ones_like(x[:1]).unsqueeze(0)) * 0.1"),
    ("matmul_div", "(x.unsqueeze(1) @ torch.ones_like(x[:1]).unsqueeze(0)) / 3.0"),
    ("scale_matmul", "(x.unsqueeze(1) * 0.1) @ torch.ones_like(x[:1]).unsqueeze(0)"),
    ("addmm", "torch.addmm(x.unsqueeze(1), x.unsqueeze(1), torch.ones_like(x[:1]).unsqueeze(0), "
     "beta=0.1, alpha=0.3)"),
    ("square_t", "torch.square(x)"), ("trunc", "torch.trunc(x)"), ("frac", "torch.frac(x)"),
    ("expm1", "torch.expm1(x)"), ("exp2", "torch.exp2(x)"), ("deg2rad", "torch.deg2rad(x)"),
    ("rad2deg", "torch.rad2deg(x)"), ("sinc", "torch.sinc(x)"), ("logit", "torch.logit(x)"),
    ("logit_eps", "torch.logit(x, 1e-3)"), ("nan_to_num", "torch.nan_to_num(x)"),
    ("nan_to_num_v", "torch.nan_to_num(x, 1.0, 2.0, -3.0)"), ("isinf", "torch.isinf(x).to(x.dtype)"),
    ("isfinite", "torch.isfinite(x).to(x.dtype)"), ("log10", "torch.log10(x)"),
    ("isnan", "torch.isnan(x).to(x.dtype)"),
    ("erfinv", "torch.erfinv(x)"), ("erfinv_mid", "torch.erfinv(x * 0.01)"),
    ("erfinv_tail", "torch.erfinv(1 - x.abs() * 1e-4)"),
    ("round_dec2", "torch.round(x, decimals=2)"), ("round_dec_m1", "torch.round(x, decimals=-1)"),
    ("entr", "torch.special.entr(x)"),
    ("erfc", "torch.erfc(x)"), ("erfc_mid", "torch.erfc(x * 0.37)"),
    ("erfcx", "torch.special.erfcx(x)"), ("erfcx_mid", "torch.special.erfcx(x * 0.37)"),
    ("ndtr", "torch.special.ndtr(x)"), ("ndtr_mid", "torch.special.ndtr(x * 0.37)"),
    ("log_ndtr", "torch.special.log_ndtr(x)"), ("log_ndtr_mid", "torch.special.log_ndtr(x * 0.37)"),
    ("ndtri", "torch.special.ndtri(x)"), ("ndtri_mid", "torch.special.ndtri(x.abs() / (1 + x.abs()))"),
    ("ndtri_tail", "torch.special.ndtri(x.abs() * 1e-3)"),
    ("i0", "torch.i0(x)"), ("i0_mid", "torch.i0(x * 0.37)"),
    ("i0e", "torch.special.i0e(x)"), ("i0e_mid", "torch.special.i0e(x * 0.37)"),
    ("i1", "torch.special.i1(x)"), ("i1_mid", "torch.special.i1(x * 0.37)"),
    ("i1e", "torch.special.i1e(x)"), ("i1e_mid", "torch.special.i1e(x * 0.37)"),
    ("lgamma", "torch.lgamma(x)"), ("lgamma_mid", "torch.lgamma(x * 0.37)"),
    ("digamma", "torch.digamma(x)"), ("digamma_mid", "torch.digamma(x * 0.37)"),
    ("trigamma", "torch.polygamma(1, x)"), ("trigamma_mid", "torch.polygamma(1, x * 0.37)"),
    ("mvlgamma2", "torch.mvlgamma(x, 2)"), ("mvlgamma3_mid", "torch.mvlgamma(x * 0.37, 3)"),
]
BINARY = [
    ("add", "x + y"), ("sub", "x - y"), ("mul", "x * y"), ("div", "x / y"),
    ("div_trunc", "torch.div(x, y, rounding_mode='trunc')"),
    ("div_floor", "torch.div(x, y, rounding_mode='floor')"),
    ("floordiv", "x // y"), ("remainder", "torch.remainder(x, y)"), ("pow", "torch.pow(x, y)"),
    ("maximum", "torch.maximum(x, y)"), ("minimum", "torch.minimum(x, y)"),
    ("max", "torch.max(x, y)"), ("min", "torch.min(x, y)"),
    ("clamp_t", "torch.clamp(x, min=y)"), ("clamp_tmax", "torch.clamp(x, max=y)"),
    ("lt", "(x < y).to(x.dtype)"), ("le", "(x <= y).to(x.dtype)"), ("eq", "(x == y).to(x.dtype)"),
    ("ne", "(x != y).to(x.dtype)"), ("gt", "(x > y).to(x.dtype)"),
    ("where", "torch.where(x > 0, x, y)"), ("masked_fill", "x.masked_fill(y > 0, 2.5)"),
    ("bce_logits", "F.binary_cross_entropy_with_logits(x, y, reduction='none')"),
    ("bce_logits_pw", "F.binary_cross_entropy_with_logits(x, y, reduction='none', "
     "pos_weight=torch.full_like(y, 3.0))"),
    ("bce", "F.binary_cross_entropy(torch.sigmoid(x), torch.sigmoid(y), reduction='none')"),
    ("mse", "F.mse_loss(x, y, reduction='none')"), ("l1", "F.l1_loss(x, y, reduction='none')"),
    ("smooth_l1", "F.smooth_l1_loss(x, y, reduction='none')"),
    ("prelu", "F.prelu(x.unsqueeze(1), y[:1])"),
    ("fmod", "torch.fmod(x, y)"), ("fmin", "torch.fmin(x, y)"), ("fmax", "torch.fmax(x, y)"),
    ("copysign", "torch.copysign(x, y)"), ("heaviside", "torch.heaviside(x, y)"),
    ("atan2", "torch.atan2(x, y)"), ("hypot", "torch.hypot(x, y)"),
    ("lerp", "torch.lerp(x, y, 0.3)"), ("lerp_hi", "torch.lerp(x, y, 0.7)"),
    ("lerp_t", "torch.lerp(x, y, torch.sigmoid(y))"),
    ("addcmul", "torch.addcmul(x, x, y, value=0.5)"), ("addcdiv", "torch.addcdiv(x, x, y, value=0.5)"),
    ("isclose", "torch.isclose(x, y).to(x.dtype)"), ("xlogy", "torch.xlogy(x, y)"),
    ("xlog1py", "torch.special.xlog1py(x, y)"),
    ("isclose_nan", "torch.isclose(x, y, rtol=0.5, atol=1.0, equal_nan=True).to(x.dtype)"),
]
EXPRS = [(n, e, 1) for n, e in UNARY] + [(n, e, 2) for n, e in BINARY]

NP = {"float32": np.float32, "float64": np.float64, "float16": np.float16}
TORCH = {"float32": torch.float32, "float64": torch.float64, "float16": torch.float16}


def grid(dt, binary):
    fi = np.finfo(NP[dt])
    pos = [0.0, float(fi.smallest_subnormal) if hasattr(fi, "smallest_subnormal") else
           float(fi.tiny) / 4, float(fi.tiny), 1e-30, 1e-12, 1e-8, 3e-5, 1e-3, 0.1, 0.5,
           0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 5.5, 10.0, 20.0, 30.0, 50.0, 88.5, 100.0, 710.0,
           1e10, 1e30, 1e37, 1e200, 1e307, float(fi.max), math.inf]
    if binary:  # a smaller grid: its square is the pairs
        pos = [0.0, float(fi.tiny), 1e-8, 0.5, 1.0, 1.5, 2.0, 3.0, 20.0, 100.0, 1e30,
               float(fi.max), math.inf]
    vals = []
    for v in pos:
        vals += [v, -v]
    vals.append(math.nan)
    with np.errstate(over="ignore"):  # a cast overflows to inf: kept, deduplicated
        a = np.array(vals, dtype=np.float64).astype(NP[dt])
    out, seen = [], set()
    for v in a:
        k = (v.tobytes())
        if k not in seen:
            seen.add(k)
            out.append(v)
    a = np.array(out, dtype=NP[dt])
    if not binary:
        return a, None
    x = np.repeat(a, len(a))
    y = np.tile(a, len(a))
    return x, y


def source(expr, nargs):
    params = "x: Tensor" + (", y: Tensor" if nargs == 2 else "")
    return ("import torch\nimport torch.nn.functional as F\nfrom torch import Tensor\n\n\n"
            "def f(%s) -> Tensor:\n    return %s\n" % (params, expr))


def ordered(a):
    """the float bits as Python ints in the order of the floats (-0 and +0 both 0)"""
    bits = {2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]
    top = 1 << (a.dtype.itemsize * 8 - 1)
    return [-(int(i) & (top - 1)) if int(i) & top else int(i) for i in a.view(bits)]


# What disagrees and is understood: check id -> (the kinds allowed, why).  Each was
# looked at in PyTorch 1.13 and ONNX Runtime 1.30 (a value here is never scriptc's error
# that a lowering could avoid without computing something else elsewhere).
ZERO_ONLY = "the sign of a zero result only"
WHERE0 = (": ONNX Runtime's Where gives +0 for a -0 it selects (Where(true, -0, 1) is 0.0, "
          "measured), and the lowering ends in a Where")
PYFMOD = ("PyTorch's own: its vectorized fmod (Sleef) is NaN where x / y overflows (20 // 1e-38), "
          "its scalar path not: the first 16 of 20 such elements are NaN, the last 4 inf")
KNOWN = {
    "clamp0_both.float64": ({"zero"}, ZERO_ONLY + " (clamp(0.0, -0.0, 2.0) is -0.0): a float64 "
                            "bound -0.0 is ONNX Runtime's Max, which gives a tie's second input "
                            "(its Clip is float32 only here; x < -0.0 ? -0.0 : x would need the "
                            "-0 its Where selects, which it gives as +0)"),
    "erfinv_tail.float32": ({"ulps"}, "ONNX Runtime's float32 Erf (as gelu.float32) in "
                            "calc_erfinv's Newton steps, which PyTorch computes in float32 too: "
                            "10 ulps (6e-7 relative) at 0.99"),
    "isclose_nan.float16": ({"ulps"}, "ONNX Runtime computes a chain of float16 nodes in "
                            "float32 (its cast insertion, at every level), so |x - y| is not "
                            "rounded to float16 before it is compared: |6.1e-5 - -2| is 2.00006 "
                            "> 2 there, 2.0 <= 2 in PyTorch"),
    "div_floor.float32": ({"zero", "nan"}, "zero signs (0 / -y floored" + WHERE0 + "); " + PYFMOD),
    "div_floor.float64": ({"zero", "nan"}, "zero signs (0 / -y floored" + WHERE0 + "); " + PYFMOD),
    "div_floor.float16": ({"zero"}, ZERO_ONLY + " (0 / -y floored)" + WHERE0),
    "floordiv.float32": ({"zero", "nan"}, "zero signs (0 // -y" + WHERE0 + "); " + PYFMOD),
    "floordiv.float64": ({"zero", "nan"}, "zero signs (0 // -y" + WHERE0 + "); " + PYFMOD),
    "floordiv.float16": ({"zero"}, ZERO_ONLY + " (0 // -y)" + WHERE0),
    "floordiv2.float32": ({"zero"}, ZERO_ONLY + " (-0 // 2)" + WHERE0),
    "floordiv2.float64": ({"zero"}, ZERO_ONLY + " (-0 // 2)" + WHERE0),
    "floordiv2.float16": ({"zero"}, ZERO_ONLY + " (-0 // 2)" + WHERE0),
    "div_trunc.float32": ({"zero"}, ZERO_ONLY + " (x / -y truncated to 0)" + WHERE0),
    "div_trunc.float64": ({"zero"}, ZERO_ONLY + " (x / -y truncated to 0)" + WHERE0),
    "div_trunc.float16": ({"zero"}, ZERO_ONLY + " (x / -y truncated to 0)" + WHERE0),
    "log1p.float32": ({"zero", "inf"}, ZERO_ONLY + " (log1p(-0))" + WHERE0 + "; and "
                      "PyTorch's own log1p is inf near the dtype's max (from 2e38 in float32, "
                      "1e308 in float64), the exact form finite (88.7, 709.8)"),
    "log1p.float64": ({"zero", "inf"}, "as log1p.float32"),
    "scale_matmul.float32": ({"zero"}, ZERO_ONLY + " (a denormal times 0.1, flushed)"),
    "clamp_t.float16": ({"zero"}, ZERO_ONLY + " (max(0, -0) of half floats)"),
    "clamp_tmax.float16": ({"zero"}, ZERO_ONLY + " (min(0, -0) of half floats)"),
    "max.float16": ({"zero"}, ZERO_ONLY + " (max(0, -0) of half floats)"),
    "maximum.float16": ({"zero"}, ZERO_ONLY + " (max(0, -0) of half floats)"),
    "min.float16": ({"zero"}, ZERO_ONLY + " (min(0, -0) of half floats)"),
    "minimum.float16": ({"zero"}, ZERO_ONLY + " (min(0, -0) of half floats)"),
    "elu.float32": ({"zero", "ulps"}, "elu(-0) is +0 in PyTorch; 8 ulps near -0.1, where "
                    "PyTorch's kernel is expm1 and ONNX's Elu exp(x) - 1"),
    "elu_a.float32": ({"zero", "ulps"}, "as elu.float32"),
    "celu.float32": ({"ulps"}, "16 ulps near -0.1: exp(x) - 1 against PyTorch's expm1"),
    "hardswish.float32": ({"inf"}, "x * (x + 3) / 6 overflows to inf in PyTorch from 5.7e37 on; "
                          "ONNX's HardSwish, x * (x / 6 + 0.5), does not (one node against four, "
                          "which ONNX Runtime fuses into a Conv before it, as PyTorch's export)"),
    "selu.float32": ({"ulps"}, "7 ulps near -0.1: ONNX's Selu, alpha * exp(x) - alpha, against "
                     "PyTorch's (exp(x) - 1) * alpha (one node against five, as PyTorch's export)"),
    "gelu.float32": ({"zero", "ulps"}, "ONNX Runtime's float32 Erf, 48 ulps (4e-6 relative) "
                     "at -2; gelu(-0) is +0 in PyTorch"),
    "gelu_tanh.float32": ({"ulps"}, "1 + tanh(z) cancels near z = -3: an ulp of tanh is "
                          "hundreds of the result's, in PyTorch's own formula too"),
    "gelu_tanh.float64": ({"ulps"}, "as gelu_tanh.float32"),
    "tanhshrink.float32": ({"ulps"}, "x - tanh(x) cancels for small x: ONNX Runtime's tanh "
                           "differs from PyTorch's by an ulp, which is most of the result"),
    "tanhshrink.float64": ({"ulps"}, "as tanhshrink.float32"),
    "bce_logits_pw.float32": ({"ulps"}, "8-16 ulps at x = +-1.5: PyTorch's own formula, "
                              "(1 - t) x + w (log(exp(-m) + exp(-x - m)) + m), with ONNX "
                              "Runtime's float32 Exp and Log an ulp from PyTorch's, summed"),
    "silu.float32": ({"ulps"}, "x * Sigmoid(x), fused by ONNX Runtime, on purpose: its "
                     "float32 Sigmoid is 74 ulps off at -5.5, 2e-4 relative at -10 and 0 "
                     "from -18 (silu under 1e-7 in magnitude off, under 3e-7 in all); "
                     "PyTorch's x / (1 + exp(-x)) cost efficientnet_b0 70% in latency"),
    "remainder.float32": ({"nan"}, PYFMOD + "; its scalar path's exact fmod (8.6e-39 for "
                          "20 % 1.18e-38) ONNX Runtime's Mod gives as 0"),
    "remainder.float64": ({"nan"}, "as remainder.float32"),
    "pow.float64": ({"inf"}, "PyTorch's own: its float64 pow(max, 1.0) is inf"),
    "trunc.float32": ({"zero"}, ZERO_ONLY + " (trunc(-0.5))" + WHERE0),
    "trunc.float64": ({"zero"}, ZERO_ONLY + " (trunc(-0.5))" + WHERE0),
    "expm1.float32": ({"zero"}, ZERO_ONLY + " (expm1(-0))" + WHERE0),
    "expm1.float64": ({"zero"}, ZERO_ONLY + " (expm1(-0))" + WHERE0),
    "fmod.float32": ({"nan"}, PYFMOD),
    "fmod.float64": ({"nan"}, PYFMOD),
    "fmin.float16": ({"zero"}, ZERO_ONLY + " (fmin(-0, NaN))" + WHERE0),
    "fmin.float32": ({"zero"}, ZERO_ONLY + " (fmin(-0, NaN))" + WHERE0),
    "fmin.float64": ({"zero"}, ZERO_ONLY + " (fmin(-0, NaN))" + WHERE0),
    "fmax.float16": ({"zero"}, ZERO_ONLY + " (fmax(-0, NaN))" + WHERE0),
    "fmax.float32": ({"zero"}, ZERO_ONLY + " (fmax(-0, NaN))" + WHERE0),
    "fmax.float64": ({"zero"}, ZERO_ONLY + " (fmax(-0, NaN))" + WHERE0),
    "heaviside.float16": ({"zero"}, ZERO_ONLY + " (heaviside(0, -0))" + WHERE0),
    "heaviside.float32": ({"zero"}, ZERO_ONLY + " (heaviside(0, -0))" + WHERE0),
    "heaviside.float64": ({"zero"}, ZERO_ONLY + " (heaviside(0, -0))" + WHERE0),
    "atan2.float32": ({"zero"}, ZERO_ONLY + " (atan2(-0, y))" + WHERE0),
    "lerp_t.float32": ({"zero"}, ZERO_ONLY + " (lerp(-0, y, w))" + WHERE0),
    "lerp_t.float64": ({"zero", "ulps"}, ZERO_ONLY + " (lerp(-0, y, w))" + WHERE0 + "; and "
                       "at x = -y = 1e-8 the result, 5e-17, is x (1 - 2 w) with w = sigmoid(y) "
                       "a hair below 0.5: an ulp of w (ONNX Runtime's float64 Exp against "
                       "PyTorch's) is 1e-7 of it"),
    "addcmul.float64": ({"inf"}, "PyTorch's kernel is compiled to a fused multiply-add: "
                        "max + 0.5 * max * -3 is -max / 2 there, -inf in two steps (float32 "
                        "computes in float64 and agrees)"),
    "sinc.float64": ({"ulps"}, "at the integers, 3.9e-17 in PyTorch (C's sin of pi rounded to "
                     "a double, 1.2e-16) and 0 in ONNX Runtime, whose float64 Sin is that far off "
                     "there"),
    "erfcx_mid.float64": ({"ulps"}, "PyTorch's own: at x = 3.7e-13 erfcx is 1 - 4.174995e-13 = "
                          "0.99999999999958250; scriptc gives ...5824, PyTorch's Faddeeva table "
                          "...5818 (7 ulps off)"),
    "i1_mid.float32": ({"ulps"}, "PyTorch 1.13's own float32 i1 at 7.4 is 227.17513, 6 ulps above "
                       "its float64 value rounded (227.17500); scriptc, ATen's float kernel as "
                       "Math.h writes it (the short float table, float32 steps), gives 227.17503"),
    "i1e_mid.float64": ({"ulps"}, "7 ulps at 0.2775: PyTorch 1.13's float64 i1e is 8 ulps above "
                        "Cephes's chbevl of ATen's table in float64 (numpy gives scriptc's value)"),
    "lgamma.float64": ({"ulps"}, "11 ulps at -2.5 (lgamma -0.056): the reflection log(pi) - "
                       "log|x sin(pi x)| - lgamma(1 - x) cancels; glibc's lgamma does not"),
    "lgamma_mid.float64": ({"ulps"}, "9 ulps at 0.925, near lgamma's root at 1 (0.048): Cephes's "
                           "rational on [2, 3) less log1p(x - 1), where glibc expands about 1"),
    "digamma.float64": ({"ulps"}, "28 ulps at -0.5: ATen adds pi / tan(pi r) = 1.9e-16 (tan of pi/2 "
                        "rounded), ONNX Runtime's float64 Cos and Sin give other rounding noise"),
    "digamma_mid.float64": ({"ulps"}, "8 ulps at 2.035: calc_digamma's steps as ATen's (a Python "
                            "mirror gives PyTorch's bits); ONNX Runtime's float64 Log of 10.035 is "
                            "an ulp (8 of the result's) from glibc's"),
    "trigamma.float64": ({"ulps"}, "at x <= -1e10 ATen's sin(pi x) is C's sin of a huge argument, "
                         "reduced exactly; the three-part reduction by pi here is exact up to "
                         "2^20 pi: both are 1 / sin^2 of pi x's rounding there, noise"),
    "trigamma_mid.float64": ({"ulps"}, "as trigamma.float64"),
}


def kind(g, w, ulps, dt, dist):
    """why got g differs from want w, or None"""
    if np.isnan(w) or np.isnan(g):
        return "nan" if np.isnan(w) != np.isnan(g) else None
    if np.isinf(w) or np.isinf(g):
        return "inf" if g != w else None
    if w == 0 and g == 0:
        return "zero" if np.signbit(w) != np.signbit(g) else None
    if dist > ulps and abs(float(g) - float(w)) > float(np.finfo(NP[dt]).tiny):
        return "ulps"
    return None


def prepare(name, expr, nargs, dt, out, scriptc, env=None):
    """compile one expression in one dtype and compute its truth: (meta, jobs) or (skip
    reason, [])"""
    cid = "%s.%s" % (name, dt)
    d = os.path.join(out, cid)
    os.makedirs(d, exist_ok=True)
    src = source(expr, nargs)
    with open(os.path.join(d, "f.py"), "w") as fh:
        fh.write(src)
    x, y = grid(dt, nargs == 2)
    try:
        spec = importlib.util.spec_from_file_location("numerics_" + cid.replace(".", "_"),
                                                      os.path.join(d, "f.py"))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        fn = torch.jit.script(mod.f)
        targs = [torch.from_numpy(x.copy())] + ([torch.from_numpy(y.copy())] if y is not None else [])
        with warnings.catch_warnings():  # "Applying the CPU mse kernel on half-type tensors"
            warnings.simplefilter("ignore")
            want = fn(*targs).numpy().reshape(-1)
    except Exception as e:  # PyTorch has no kernel (float16 on the CPU)
        lines = [l for l in str(e).splitlines() if l.strip()]
        return "PyTorch: %s" % (lines[-1][:100] if lines else type(e).__name__), []
    ins = ["--input", "x:%s[n]" % dt] + (["--input", "y:%s[n]" % dt] if y is not None else [])
    model = os.path.join(d, "f.onnx")
    p = subprocess.run([scriptc, "f.py", "-o", model] + ins, cwd=d, capture_output=True,
                       text=True, env=env)
    if p.returncode != 0:
        err = p.stderr.strip()
        if p.returncode < 0 or "Sanitizer" in err or "runtime error:" in err:
            return {"cid": cid, "crash": "scriptc: exit %d: %s" % (p.returncode, err[-300:])}, []
        return "scriptc: %s" % (err.splitlines() or ["?"])[0][:160], []
    x.tofile(os.path.join(d, "x.bin"))
    inputs = [{"name": "x", "dtype": dt, "shape": [len(x)], "file": "x.bin"}]
    if y is not None:
        y.tofile(os.path.join(d, "y.bin"))
        inputs.append({"name": "y", "dtype": dt, "shape": [len(y)], "file": "y.bin"})
    jobs = []
    for opt in ("default", "disabled"):
        j = {"id": cid + "." + opt, "model": model, "dir": d,
             "sets": [{"inputs": inputs, "prefix": opt}]}
        if opt != "default":
            j["opt"] = opt
        jobs.append(j)
    return {"cid": cid, "dir": d, "x": x, "y": y, "want": want, "dt": dt, "expr": expr}, jobs


def compare(m, done, ulps, ort_err=""):
    """[(kind, text)] of the disagreements of one prepared expression"""
    if "crash" in m:
        return [("crash", m["crash"])]
    dt, x, y, want = m["dt"], m["x"], m["y"], m["want"]
    ulps = ulps if dt != "float16" else 2 * ulps
    rows = []
    for opt in ("default", "disabled"):
        r = done.get(m["cid"] + "." + opt)
        if r is None or r.get("error") or r["sets"][0].get("error"):
            err = r and (r.get("error") or r["sets"][0].get("error"))
            rows.append(("ort", "%s: ONNX Runtime failed: %s" % (opt, err or ort_err)))
            continue
        o = r["sets"][0]["outputs"][0]
        got = np.fromfile(os.path.join(m["dir"], o["file"]),
                          dtype={"float32": np.float32, "float64": np.float64,
                                 "float16": np.float16}.get(o["dtype"], np.uint8))
        if got.dtype != want.dtype or got.size != want.size:
            rows.append(("shape", "%s: output %s[%d], PyTorch %s[%d]" % (
                opt, got.dtype, got.size, want.dtype, want.size)))
            continue
        og, ow = ordered(got), ordered(want)
        for k in range(want.size):
            why = kind(got[k], want[k], ulps, dt, abs(og[k] - ow[k]))
            if not why:
                continue
            if want.size != len(x):
                at = "element %d" % k
            else:
                at = "x=%r" % float(x[k]) + (" y=%r" % float(y[k]) if y is not None else "")
            what = why if why != "ulps" else "%d ulps" % abs(og[k] - ow[k])
            rows.append((why, "%s: %s: %s: scriptc %r, PyTorch %r" % (
                opt, what, at, float(got[k]), float(want[k]))))
    return rows


def run_ort(jobs, out):
    """run every job in one node process: ({id: its answer}, stderr's tail)"""
    path = os.path.join(out, "jobs.json")
    with open(path, "w") as fh:
        json.dump(jobs, fh)
    p = subprocess.run(["node", os.path.join(ROOT, "tests", "ort_run.js"), path], cwd=ROOT,
                       capture_output=True, text=True)
    done = {}
    for line in p.stdout.splitlines():
        msg = json.loads(line)
        if "done" in msg:
            done[msg["done"]] = msg
    return done, p.stderr.strip()[-200:]


def probe(scriptc, out, selected, dtypes=("float32", "float64", "float16"), ulps=4, env=None):
    """{cid: ("skip", reason) or ("ran", [(kind, text)], expr)} for every selected one"""
    os.makedirs(out, exist_ok=True)
    report, metas, jobs = {}, [], []
    for name, expr, nargs in EXPRS:
        for dt in dtypes:
            cid = "%s.%s" % (name, dt)
            if not selected(cid):
                continue
            m, js = prepare(name, expr, nargs, dt, out, scriptc, env)
            if isinstance(m, str):
                report[cid] = ("skip", m)
            else:
                metas.append(m)
                jobs += js
    done, err = run_ort(jobs, out) if jobs else ({}, "")
    for m in metas:
        report[m["cid"]] = ("ran", compare(m, done, ulps, err), m.get("expr", ""))
    return report


def verdict(cid, rows):
    """(failure reason or None, note or None) of one check"""
    allowed, why = KNOWN.get(cid, (set(), ""))
    bad = [t for k, t in rows if k not in allowed]
    if bad:
        return "%d values disagree with PyTorch, first: %s" % (len(bad), bad[0]), None
    if cid in KNOWN and not rows:
        return None, "numerics/%s agrees now: remove it from KNOWN (tests/lib/numerics.py)" % cid
    return None, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--scriptc", default=os.path.join(ROOT, "build-rel", "scriptc"))
    ap.add_argument("--out", default=os.path.join(ROOT, "tests", "out", "numerics"))
    ap.add_argument("-k", default="", help="only expressions whose NAME.DTYPE contains this")
    ap.add_argument("--dtypes", default="float32,float64,float16")
    ap.add_argument("--ulps", type=int, default=4)
    args = ap.parse_args()
    report = probe(os.path.abspath(args.scriptc), os.path.abspath(args.out),
                   lambda cid: args.k in cid, tuple(args.dtypes.split(",")), args.ulps)
    differ = 0
    for cid in sorted(report):
        r = report[cid]
        if r[0] == "skip":
            print("SKIP %s: %s" % (cid, r[1]))
        elif r[1]:
            differ += 1
            known = " (KNOWN: %s)" % KNOWN[cid][1] if cid in KNOWN else ""
            print("DIFF %s (%s): %d values%s" % (cid, r[2], len(r[1]), known))
            for _, text in r[1][:12]:
                print("    " + text)
    print("%d expressions differ" % differ)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
