# x * -1 is Neg(x), a + (-b) is a - b, -(-x) is x, and an int // -1 is its negation, each
# exact: -0.0, NaN, ±inf, and the int64 extremes (INT64_MIN * -1 wraps to itself; PyTorch
# traps on INT64_MIN // -1, so no set holds it there); a loop counting down
# (range(s - 1, 0, -1)) takes them all.  1 / r shows a zero's sign.
# >>> inputs
# x:float32[n]
# k:int64[m]
# s:int64[]
# <<<
# >>> sets
# x = torch.tensor([-0.0, 0.0, float('nan'), float('inf'), float('-inf'), 1e-40, -2.5]); k = torch.tensor([0, -3, 7, 9223372036854775807, -9223372036854775807]); s = 5
# x = torch.zeros(0); k = torch.zeros(0, dtype=torch.int64); s = 0
# x = torch.tensor([3.0]); k = torch.tensor([-1]); s = -9223372036854775807
# x = torch.tensor([1.0, -0.0]); k = torch.tensor([2, 2]); s = 1
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, k: Tensor, s: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, int, List[int], int]:
    y = x * 2.0
    down: List[int] = []
    for t in range(s - 1, 0, -1):
        down.append(t - 1)
        if len(down) > 4:
            break
    kmin = torch.full([1], -9223372036854775807 - 1)
    return (1.0 / (x * -1.0), 1.0 / (y + (-x)), 1.0 / (-(-x)), torch.cat([k, kmin]) * -1,
            k // -1, torch.floor_divide(k, -1), s // -1, down, -(-s))
