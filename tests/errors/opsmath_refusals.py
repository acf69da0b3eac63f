# >>> inputs
# x:float32[n,3]
# y:float32[n,3]
# i:int64[n,3]
# v:float32[3]
# <<<
# >>> stderr
# opsmath_refusals.py:51:9: error: cross: which dim is the first of size 3 is not known at compile time: give dim=
#    51 |     a = torch.cross(x, y)
#       |         ^~~~~~~~~~~~~~~~~
# opsmath_refusals.py:52:9: error: eye: n must be greater or equal to 0, got -1
#    52 |     b = torch.eye(-1)
#       |         ^~~~~~~~~~~~~
# opsmath_refusals.py:53:9: error: isclose: Float did not match Long
#    53 |     c = torch.isclose(x, i)
#       |         ^~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:54:9: error: round: "round_cpu" not implemented for 'Long'
#    54 |     d = torch.round(i, decimals=1)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:55:9: error: linspace: "linspace_cpu" not implemented for 'Bool'
#    55 |     e = torch.linspace(0, 1, 5, dtype=torch.bool)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:56:9: error: einsum(): fewer operands were provided than specified in the equation
#    56 |     g = torch.einsum('ij,jk->ik', x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:57:9: error: tensordot: Dimension out of range (expected to be in range of [-2, 1], but got -3)
#    57 |     h = torch.tensordot(x, y, 3)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:58:9: error: rot90: expected total dims >= 2, but got total dims = 1
#    58 |     k = torch.rot90(v)
#       |         ^~~~~~~~~~~~~~
# opsmath_refusals.py:59:9: error: einsum(): expected scalar type Float but found Long
#    59 |     m = torch.einsum('ij,jk->ik', x, i)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:60:9: error: linalg.cross: inputs must have the same number of dimensions.
#    60 |     n = torch.linalg.cross(x, v)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:61:9: error: einsum(): more operands were provided than specified in the equation
#    61 |     p = torch.einsum('ij->ij', x, x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:62:9: error: cross: no dimension of size 3 in input
#    62 |     q = torch.cross(v.unsqueeze(0)[:, :2], v.unsqueeze(0)[:, :2])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor, i: Tensor, v: Tensor) -> List[Tensor]:
    a = torch.cross(x, y)
    b = torch.eye(-1)
    c = torch.isclose(x, i)
    d = torch.round(i, decimals=1)
    e = torch.linspace(0, 1, 5, dtype=torch.bool)
    g = torch.einsum('ij,jk->ik', x)
    h = torch.tensordot(x, y, 3)
    k = torch.rot90(v)
    m = torch.einsum('ij,jk->ik', x, i)
    n = torch.linalg.cross(x, v)
    p = torch.einsum('ij->ij', x, x)
    q = torch.cross(v.unsqueeze(0)[:, :2], v.unsqueeze(0)[:, :2])
    return [a, b, c, d, e, g, h, k, m, n, p, q]
