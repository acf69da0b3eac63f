# >>> inputs
# x:float32[b,3]
# k:int64[]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(4, 3); k = 3; n = 0
# x = torch.randn(2, 3); k = 2; n = 2
# x = torch.randn(4, 3); k = 1; n = 5
# x = torch.randn(2, 3); k = 3; n = 4
# <<<
# >>> min-opset
# 13
# <<<
# Run-time lists returned from inside a loop (at i == 3) or after it. The values returned
# from inside the loop wait in placeholders of the lists' types (an empty sequence) until
# then. ks ([k]) and ys ([]) have a known length when the loop body is first built, and are
# sequences when it is built again: the returns' types are learned again (they were an
# error: "this return gives lists or tuples of other lengths", "returns inside this loop
# return different numbers of values"). At opset 13 the If inside the loop returns one
# sequence twice (the stash and the carried list): two copies that must stay two.
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, k: int, n: int) -> Tuple[List[Tensor], List[int], List[Tensor]]:
    xs: List[Tensor] = x.split(k, 1)
    ks: List[int] = [k]
    ys: List[Tensor] = []
    for i in range(n):
        if i == 3:
            return xs, ks, ys
        xs.append(x[:, :1] * float(i + 1))
        ks.append(i)
        ys.append(x[i % 2] - float(i))
    return xs, ks, ys
