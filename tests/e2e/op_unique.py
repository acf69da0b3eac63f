# >>> inputs
# x:int64[b,3]
# f:float32[n]
# <<<
# >>> sets
# x = torch.tensor([[1, 2, 1], [1, 2, 1], [0, 5, 0], [1, 2, 0]]); f = torch.tensor([2., -1., 2., 0.5, -0.0, 0.0])
# x = torch.tensor([[3, 3, 3]]); f = torch.tensor([7.])
# x = torch.tensor([[2, 2, 1], [2, 2, 1]]); f = torch.tensor([float('inf'), -float('inf'), 1., 1.])
# x = torch.tensor([[9, 8, 7]]); f = torch.zeros(0)
# <<<
# torch.unique: sorted, with the inverse (x's shape) and the counts, each alone and both;
# along dim 0 and dim 1 (rows and columns ordered lexicographically); an empty input; 0-d;
# -0.0 and 0.0 one value; infinities; bool; unique_consecutive (dim too; the method's three
# tensors, empty where not asked for)
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, f: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    r.append(torch.unique(x))
    a, b = torch.unique(x, return_inverse=True)
    r += [a, b]
    c, d = torch.unique(f, return_counts=True)
    r += [c, d]
    e, g, h = torch.unique(x, return_inverse=True, return_counts=True, dim=0)
    r += [e, g, h]
    k, m, n = torch.unique(x, sorted=True, return_inverse=True, return_counts=True, dim=1)
    r += [k, m, n]
    p, q = torch.unique(f.sum(), return_inverse=True)
    r += [p, q, torch.unique(x > 1)]
    s, t, u = torch.unique_consecutive(f, return_inverse=True, return_counts=True)
    r += [s, t, u, torch.unique_consecutive(x, dim=0)]
    v, w, y = x.unique_consecutive(return_counts=True)
    r += [v, w, y, x.unique_consecutive(True, dim=1)[1]]
    return r
