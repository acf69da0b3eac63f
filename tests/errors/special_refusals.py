# >>> inputs
# x:float32[n]
# h:float16[n]
# b:bfloat16[n]
# n:int64[]
# <<<
# >>> stderr
# special_refusals.py:51:9: error: polygamma: n = 2 is not supported (n = 0 and 1 are)
#    51 |     a = torch.polygamma(2, x)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# special_refusals.py:52:9: error: polygamma(n, x) does not support negative n.
#    52 |     c = torch.polygamma(-1, x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~
# special_refusals.py:53:9: error: polygamma: n must be known at compile time
#    53 |     d = torch.polygamma(n, x)
#       |         ^~~~~~~~~~~~~~~~~~~~~
# special_refusals.py:54:9: error: erfc: "erfc_vml_cpu" not implemented for 'Half'
#    54 |     e = torch.erfc(h)
#       |         ^~~~~~~~~~~~~
# special_refusals.py:55:9: error: special_erfcx: "erfcx_cpu" not implemented for 'BFloat16'
#    55 |     g = torch.special.erfcx(b)
#       |         ^~~~~~~~~~~~~~~~~~~~~~
# special_refusals.py:56:9: error: lgamma: "lgamma_vml_cpu" not implemented for 'Half'
#    56 |     k = torch.lgamma(h)
#       |         ^~~~~~~~~~~~~~~
# special_refusals.py:57:9: error: special_i1: "i1_cpu" not implemented for 'BFloat16'
#    57 |     m = torch.special.i1(b)
#       |         ^~~~~~~~~~~~~~~~~~~
# special_refusals.py:58:9: error: special_ndtri: "ndtri_cpu" not implemented for 'Half'
#    58 |     p = torch.special.ndtri(h)
#       |         ^~~~~~~~~~~~~~~~~~~~~~
# special_refusals.py:59:45: error: special_log_ndtr: "log_ndtr_cpu" not implemented for 'BFloat16'
#    59 |     q = x.polygamma(1).special_log_ndtr() + torch.special.log_ndtr(b)
#       |                                             ^~~~~~~~~~~~~~~~~~~~~~~~~
# special_refusals.py:60:9: error: p has to be greater than or equal to 1
#    60 |     r = torch.mvlgamma(x, 0)
#       |         ^~~~~~~~~~~~~~~~~~~~
# special_refusals.py:61:9: error: The input tensor may not be a boolean tensor.
#    61 |     t = torch.mvlgamma(x > 0, 2)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# torch.special refusals in PyTorch 1.13's words: polygamma of negative n, n > 1 (ATen's zeta
# loop, not supported), n not known at compile time; float16 (no CPU kernel of any of
# these) and bfloat16 (erfcx, log_ndtr, ndtri, i1, i1e have none); mvlgamma of p < 1 and of bool
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, h: Tensor, b: Tensor, n: int) -> List[Tensor]:
    a = torch.polygamma(2, x)
    c = torch.polygamma(-1, x)
    d = torch.polygamma(n, x)
    e = torch.erfc(h)
    g = torch.special.erfcx(b)
    k = torch.lgamma(h)
    m = torch.special.i1(b)
    p = torch.special.ndtri(h)
    q = x.polygamma(1).special_log_ndtr() + torch.special.log_ndtr(b)
    r = torch.mvlgamma(x, 0)
    t = torch.mvlgamma(x > 0, 2)
    return [a, c, d, e, g, k, m, p, q, r, t]
