# >>> inputs
# x:int64[batch,3,5]
# b:bool[batch,4]
# d:float64[batch,2,5]
# n:int64[]
# v:float32[]
# <<<
# >>> sets
# x = torch.randint(-9, 9, (2, 3, 5)); b = torch.rand(2, 4) > 0.5; d = torch.randn(2, 2, 5, dtype=torch.float64); n = 0; v = 2.5
# x = torch.randint(-9, 9, (1, 3, 5)); b = torch.rand(1, 4) > 0.5; d = torch.randn(1, 2, 5, dtype=torch.float64); n = 2; v = -1.75
# x = torch.randint(-9, 9, (3, 3, 5)); b = torch.rand(3, 4) > 0.5; d = torch.randn(3, 2, 5, dtype=torch.float64); n = -1; v = 0.0
# <<<
# >>> raises
# x = torch.randint(-9, 9, (2, 3, 5)); b = torch.rand(2, 4) > 0.5; d = torch.randn(2, 2, 5, dtype=torch.float64); n = 3; v = 2.5
# <<<
# F.pad of int64 and bool tensors (constant and circular), float64 reflect; pads and a value
# known only at run time (negative pads crop), a float value truncated for ints; a reflect
# padding known at run time to reach the size raises in both.
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import List


def f(x: Tensor, b: Tensor, d: Tensor, n: int, v: float) -> List[Tensor]:
    return [
        F.pad(x, [1, 2], value=1.5),
        F.pad(x.unsqueeze(1), [2, 0, 1, 1], mode='circular'),
        F.pad(b, [1, 1], value=1.0),
        F.pad(b, [0, 2]),
        F.pad(d, [3, 4], mode='reflect'),
        F.pad(d, [n, 1], mode='replicate'),
        F.pad(d, [1, n, n, 0], value=v),
        F.pad(x, [n, n], value=v),
        F.pad(d, [n + 2, 1], mode='reflect'),
    ]
