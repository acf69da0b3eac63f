# >>> inputs
# x:float32[B]
# y:float32[]
# <<<
# >>> sets
# x = torch.randn(1); y = torch.tensor(2.0)
# x = torch.randn(3); y = torch.tensor(-1.0)
# x = torch.randn(4); y = torch.tensor(0.5)
# <<<
# meshgrid with indexing xy (first two dims swapped), three tensors, a 0-d one
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, y: Tensor):
    g = torch.meshgrid([x, x[:2], y], indexing="xy")
    return g[0], g[1], g[2], len(g)
