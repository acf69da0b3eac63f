# >>> inputs
# x:float32[b,3]
# y:float64[b,2,3]
# <<<
# >>> sets
# x = torch.tensor([[1., -2., 0.], [3., float('nan'), -4.]]); y = torch.randn(2, 2, 3, dtype=torch.float64)
# x = torch.randn(4, 3); y = torch.randn(4, 2, 3, dtype=torch.float64)
# x = torch.tensor([[0., 0., 0.]]); y = torch.tensor([[[0., 1., -2.], [float('inf'), 0.5, -3.]]], dtype=torch.float64)
# <<<
# torch.linalg.vector_norm (every ord, dims, keepdim, dtype= widening), matrix_norm ('fro',
# 1, -1, inf, -inf over the last two dims or others, keepdim), linalg.norm (no ord: every
# element; one dim: vector; two dims: matrix; ord with no dim on 1-d and 2-d)
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor) -> List[Tensor]:
    inf = float('inf')
    r: List[Tensor] = []
    r.append(torch.linalg.vector_norm(x))
    r.append(torch.linalg.vector_norm(x, 1, 1))
    r.append(torch.linalg.vector_norm(x, inf, -1, keepdim=True))
    r.append(torch.linalg.vector_norm(x, -inf, 1))
    r.append(torch.linalg.vector_norm(x, 0, [0, 1]))
    r.append(torch.linalg.vector_norm(x, ord=0.5, dim=1, dtype=torch.float64))
    r.append(torch.linalg.vector_norm(y, 3, (0, 2)))
    r.append(torch.linalg.vector_norm(x, 2, None, True))
    r.append(torch.linalg.matrix_norm(y))
    r.append(torch.linalg.matrix_norm(y, 1))
    r.append(torch.linalg.matrix_norm(y, -1, keepdim=True))
    r.append(torch.linalg.matrix_norm(y, inf))
    r.append(torch.linalg.matrix_norm(y, -inf, dim=(0, 2)))
    r.append(torch.linalg.matrix_norm(y, 'fro', [2, 1]))
    r.append(torch.linalg.matrix_norm(x, dtype=torch.float64))
    r.append(torch.linalg.norm(x))
    r.append(torch.linalg.norm(y, keepdim=True))
    r.append(torch.linalg.norm(x, 1))
    r.append(torch.linalg.norm(x, inf))
    r.append(torch.linalg.norm(x, 'fro'))
    r.append(torch.linalg.norm(x[0], 3))
    r.append(torch.linalg.norm(y, dim=1))
    r.append(torch.linalg.norm(y, -inf, dim=(1, 2)))
    r.append(torch.linalg.norm(y, dim=[0, 1]))
    r.append(torch.linalg.norm(y, 'fro', dim=[-1, 0]))
    r.append(torch.linalg.norm(y, 0.5, dim=[1]))
    return r
