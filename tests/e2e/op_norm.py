# >>> inputs
# x:float32[b,3]
# y:float64[b,2,3]
# <<<
# >>> sets
# x = torch.tensor([[1., -2., 0.], [3., float('nan'), -4.]]); y = torch.randn(2, 2, 3, dtype=torch.float64)
# x = torch.randn(4, 3); y = torch.randn(4, 2, 3, dtype=torch.float64)
# x = torch.tensor([[0., 0., 0.]]); y = torch.tensor([[[0., 1., -2.], [float('inf'), 0.5, -3.]]], dtype=torch.float64)
# x = torch.zeros(0, 3); y = torch.zeros(0, 2, 3, dtype=torch.float64)
# <<<
# torch.norm and x.norm: every p (2 default, 1, 0 counting NaN, inf, -inf, fractional,
# negative), with and without dims (int, list, negative, empty = every dim), keepdim, dtype=;
# the string forms 'fro' (no dim, a dim, two); frobenius_norm; over an empty dim every p
# gives 0; NaN and inf; float64; a 0-d tensor
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor) -> List[Tensor]:
    inf = float('inf')
    r: List[Tensor] = []
    r.append(torch.norm(x))
    r.append(x.norm())
    r.append(torch.norm(x, 1, 1))
    r.append(x.norm(2, -1))
    r.append(torch.norm(x, 0, 1))
    r.append(torch.norm(x, inf, 1))
    r.append(torch.norm(x, -inf, 1))
    r.append(torch.norm(x, 0.5, 1))
    r.append(torch.norm(x, -1, 1))
    r.append(torch.norm(x, 3, 1, keepdim=True))
    r.append(torch.norm(x, inf, 0))
    r.append(torch.norm(x, -inf, 0))
    r.append(torch.norm(x, -0.5, 0))
    r.append(torch.norm(x, 2, [0, 1]))
    r.append(x.norm(2, []))
    r.append(torch.norm(x, p=1, dim=1, dtype=torch.float64))
    r.append(torch.norm(x, 2, dtype=torch.float64))
    r.append(x.norm(2, 1, True, dtype=torch.float64))
    r.append(torch.norm(x, 'fro'))
    r.append(torch.norm(x, 'fro', 1))
    r.append(torch.norm(x, 'fro', [0, 1], keepdim=True))
    r.append(torch.norm(x, p=None))
    r.append(torch.norm(x, dim=0))
    r.append(torch.frobenius_norm(x))
    r.append(torch.frobenius_norm(x, [1], True))
    r.append(torch.frobenius_norm(y, [0, 2]))
    r.append(torch.norm(y, 1, [1, 2]))
    r.append(torch.norm(y, inf))
    r.append(y.norm(0.3, 0))
    r.append(torch.norm(x.sum(), 1, 0))
    r.append(x.sum().norm(3))
    return r
