# >>> inputs
# x:float32[2,3]
# h:float16[2,3]
# i:int64[3]
# c:bool[3]
# <<<
# >>> stderr
# softmax_dtypes_refused.py:50:9: error: aten::softmax: "softmax_lastdim_kernel_impl" not implemented for 'Half'
#    50 |     a = torch.softmax(h, 1)
#       |         ^~~~~~~~~~~~~~~~~~~
# softmax_dtypes_refused.py:51:9: error: aten::log_softmax: "softmax_kernel_impl" not implemented for 'Half'
#    51 |     b = torch.log_softmax(h, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# softmax_dtypes_refused.py:52:9: error: aten::softmax: "softmax_lastdim_kernel_impl" not implemented for 'Long'
#    52 |     d = F.softmax(i, 0)
#       |         ^~~~~~~~~~~~~~~
# softmax_dtypes_refused.py:53:9: error: aten::log_softmax: "log_softmax_lastdim_kernel_impl" not implemented for 'Half'
#    53 |     e = F.log_softmax(h, -1)
#       |         ^~~~~~~~~~~~~~~~~~~~
# softmax_dtypes_refused.py:54:9: error: aten::softmax: "softmax_kernel_impl" not implemented for 'Half'
#    54 |     g = torch.softmax(x, 0, dtype=torch.float16)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# softmax_dtypes_refused.py:55:9: error: aten::log_softmax: "log_softmax_lastdim_kernel_impl" not implemented for 'Half'
#    55 |     j = x.log_softmax(1, dtype=torch.float16)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# softmax_dtypes_refused.py:56:9: error: aten::softmin: Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.
#    56 |     k = F.softmin(c, 0, dtype=torch.float32)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# softmax_dtypes_refused.py:57:9: error: aten::softmin: "softmax_lastdim_kernel_impl" not implemented for 'Long'
#    57 |     m = F.softmin(i)
#       |         ^~~~~~~~~~~~
# softmax_dtypes_refused.py:58:9: error: aten::log_softmax: "log_softmax_lastdim_kernel_impl" not implemented for 'Bool'
#    58 |     n = torch.log_softmax(c, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~
# softmax_dtypes_refused.py:59:9: error: aten::softmax: "softmax_lastdim_kernel_impl" not implemented for 'Long'
#    59 |     p = F.softmax(x, 1, dtype=torch.int64)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


# PyTorch 1.13's CPU softmax kernels compute in float32, float64 and bfloat16 only: the
# dtype they compute in (dtype= if given, else the input's) is refused otherwise, in
# PyTorch's words, which name the kernel of the last dim (a 1-d tensor's) or of another;
# softmin of bool fails at its negation, whatever dtype= is (each checked in PyTorch)
def f(x: Tensor, h: Tensor, i: Tensor, c: Tensor) -> List[Tensor]:
    a = torch.softmax(h, 1)
    b = torch.log_softmax(h, 0)
    d = F.softmax(i, 0)
    e = F.log_softmax(h, -1)
    g = torch.softmax(x, 0, dtype=torch.float16)
    j = x.log_softmax(1, dtype=torch.float16)
    k = F.softmin(c, 0, dtype=torch.float32)
    m = F.softmin(i)
    n = torch.log_softmax(c, 0)
    p = F.softmax(x, 1, dtype=torch.int64)
    return [a, b, d, e, g, j, k, m, n, p]
