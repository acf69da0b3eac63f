# >>> inputs
# x:float32[2,3]
# h:float16[3]
# i:int64[3]
# c:bool[3]
# w:float32[4]
# o:float32[2,3]
# <<<
# >>> stderr
# fx_activations_refused.py:78:9: error: aten::relu6: "relu6" not implemented for float16
#    78 |     a = F.relu6(h)
#       |         ^~~~~~~~~~
# fx_activations_refused.py:79:9: error: aten::hardtanh: "hardtanh" not implemented for bool
#    79 |     b = F.hardtanh(c)
#       |         ^~~~~~~~~~~~~
# fx_activations_refused.py:80:9: error: aten::hardsigmoid: "hardsigmoid" not implemented for int64
#    80 |     d = F.hardsigmoid(i)
#       |         ^~~~~~~~~~~~~~~~
# fx_activations_refused.py:81:9: error: aten::mish: "mish" not implemented for bfloat16
#    81 |     e = F.mish(x.to(torch.bfloat16))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_activations_refused.py:82:9: error: aten::softsign: "softsign" not implemented for bool
#    82 |     g = F.softsign(c)
#       |         ^~~~~~~~~~~~~
# fx_activations_refused.py:83:9: error: aten::tanhshrink: "tanhshrink" not implemented for float16
#    83 |     j = F.tanhshrink(h)
#       |         ^~~~~~~~~~~~~~~
# fx_activations_refused.py:84:9: error: aten::glu: Halving dimension must be even, but dimension 1 is size 3
#    84 |     k = F.glu(x)
#       |         ^~~~~~~~
# fx_activations_refused.py:85:9: error: aten::glu: glu does not support scalars because halving size must be even
#    85 |     m = F.glu(x[0, 0])
#       |         ^~~~~~~~~~~~~~
# fx_activations_refused.py:86:9: error: aten::prelu: Mismatch of parameter numbers and input channel size. Found parameter numbers = 4 and channel size = 3.
#    86 |     n = F.prelu(x, w)
#       |         ^~~~~~~~~~~~~
# fx_activations_refused.py:87:9: error: aten::prelu: prelu: Expected `weight` to be a scalar or 1D tensor, but got ndim = 2
#    87 |     p = F.prelu(x, w.view(2, 2))
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# fx_activations_refused.py:88:9: error: aten::prelu: Found dtype float64 but expected float32
#    88 |     q = F.prelu(x, w.double()[:1])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~
# fx_activations_refused.py:89:9: error: aten::softmax: dim 2 out of range for a tensor of 2 dims
#    89 |     r = F.softmax(x, 2)
#       |         ^~~~~~~~~~~~~~~
# fx_activations_refused.py:90:9: error: aten::softmin: "softmax_lastdim_kernel_impl" not implemented for 'Long'
#    90 |     s = F.softmin(i)
#       |         ^~~~~~~~~~~~
# fx_activations_refused.py:91:9: error: aten::normalize: "normalize" not implemented for int64
#    91 |     t = F.normalize(i)
#       |         ^~~~~~~~~~~~~~
# fx_activations_refused.py:92:9: error: no overload of aten::threshold takes (Float(2, 3), int, int)
#    92 |     u = F.threshold(x, 1, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~
# fx_activations_refused.py:93:9: error: aten::rrelu: training=True (random slopes) is not supported
#    93 |     v = F.rrelu(x, training=True)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# fx_activations_refused.py:94:9: error: aten::normalize: out= is not supported
#    94 |     z = F.normalize(x, out=o)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# fx_activations_refused.py:95:9: error: aten::softsign: float16 inputs are not supported yet
#    95 |     y = F.softsign(h)
#       |         ^~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# what PyTorch 1.13 refuses (each checked there): float16 (no CPU kernel), bool, integers
# where the kernel is float only, glu of an odd size or a 0-d tensor, prelu's weight of
# another size, rank or dtype, a dim out of range, an int for a float parameter of F's
# Python functions; and what scriptc does not support: rrelu's training=True (random
# slopes), F.normalize's out=, float16 softsign (PyTorch rounds each step to half, which
# ONNX Runtime's CPU does not)
def f(x: Tensor, h: Tensor, i: Tensor, c: Tensor, w: Tensor, o: Tensor) -> List[Tensor]:
    a = F.relu6(h)
    b = F.hardtanh(c)
    d = F.hardsigmoid(i)
    e = F.mish(x.to(torch.bfloat16))
    g = F.softsign(c)
    j = F.tanhshrink(h)
    k = F.glu(x)
    m = F.glu(x[0, 0])
    n = F.prelu(x, w)
    p = F.prelu(x, w.view(2, 2))
    q = F.prelu(x, w.double()[:1])
    r = F.softmax(x, 2)
    s = F.softmin(i)
    t = F.normalize(i)
    u = F.threshold(x, 1, 2)
    v = F.rrelu(x, training=True)
    z = F.normalize(x, out=o)
    y = F.softsign(h)
    return [a, b, d, e, g, j, k, m, n, p, q, r, s, t, u, v, z, y]
