# >>> inputs
# x:float32[n,3]
# y:float32[n,3]
# i:int64[n,3]
# v:float32[3]
# <<<
# >>> stderr
# opsmath_refusals.py:66:9: error: cross: which dim is the first of size 3 is not known at compile time: give dim=
#    66 |     a = torch.cross(x, y)
#       |         ^~~~~~~~~~~~~~~~~
# opsmath_refusals.py:67:9: error: eye: n must be greater or equal to 0, got -1
#    67 |     b = torch.eye(-1)
#       |         ^~~~~~~~~~~~~
# opsmath_refusals.py:68:9: error: isclose: Float did not match Long
#    68 |     c = torch.isclose(x, i)
#       |         ^~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:69:9: error: round: "round_cpu" not implemented for 'Long'
#    69 |     d = torch.round(i, decimals=1)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:70:9: error: linspace: "linspace_cpu" not implemented for 'Bool'
#    70 |     e = torch.linspace(0, 1, 5, dtype=torch.bool)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:71:9: error: einsum(): fewer operands were provided than specified in the equation
#    71 |     g = torch.einsum('ij,jk->ik', x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:72:9: error: tensordot: Dimension out of range (expected to be in range of [-2, 1], but got -3)
#    72 |     h = torch.tensordot(x, y, 3)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:73:9: error: rot90: expected total dims >= 2, but got total dims = 1
#    73 |     k = torch.rot90(v)
#       |         ^~~~~~~~~~~~~~
# opsmath_refusals.py:74:9: error: einsum(): expected scalar type Float but found Long
#    74 |     m = torch.einsum('ij,jk->ik', x, i)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:75:9: error: linalg.cross: inputs must have the same number of dimensions.
#    75 |     n = torch.linalg.cross(x, v)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:76:9: error: einsum(): more operands were provided than specified in the equation
#    76 |     p = torch.einsum('ij->ij', x, x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:77:9: error: cross: no dimension of size 3 in input
#    77 |     q = torch.cross(v.unsqueeze(0)[:, :2], v.unsqueeze(0)[:, :2])
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:78:9: error: einsum(): output subscript i appears more than once in the output
#    78 |     r = torch.einsum('ij->ii', x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:79:9: error: einsum(): output subscript k does not appear in the equation for any input operand
#    79 |     s = torch.einsum('ij->k', x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:80:9: error: einsum(): the number of subscripts in the equation (3) does not match the number of dimensions (2) for operand 0 and no ellipsis was given
#    80 |     t = torch.einsum('ijk', x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:81:9: error: einsum(): found '.' for operand 0 that is not part of any ellipsis
#    81 |     u = torch.einsum('i.j', x)
#       |         ^~~~~~~~~~~~~~~~~~~~~~
# opsmath_refusals.py:82:9: error: einsum(): invalid subscript given at index 1 in the equation string, subscripts must be in [a-zA-Z]
#    82 |     w = torch.einsum('i1', x)
#       |         ^~~~~~~~~~~~~~~~~~~~~
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
    r = torch.einsum('ij->ii', x)
    s = torch.einsum('ij->k', x)
    t = torch.einsum('ijk', x)
    u = torch.einsum('i.j', x)
    w = torch.einsum('i1', x)
    return [a, b, c, d, e, g, h, k, m, n, p, q, r, s, t, u, w]
