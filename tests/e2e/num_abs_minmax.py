# Wrong if int()/float() of a 0-d tensor, abs() of an int or float, min() of two numbers, or
# max()/min() of a List[int] grown in a loop (lengths 1, 2, 5) differ from TorchScript's.
# >>> inputs
# x:float32[]
# t:float32[]
# n:int64[]
# <<<
# >>> sets
# x = 0.5; t = torch.tensor(3.5); n = 0
# x = -2.5; t = torch.tensor(2.5); n = 1
# x = 1.7; t = torch.tensor(-0.5); n = 4
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: float, t: Tensor, n: int) -> Tuple[int, float, int, float, float, int, int]:
    xs: List[int] = [3]
    for i in range(n):
        xs.append(i * 2 - 3)
    return int(t), float(t), abs(-3 - n), abs(x), min(3, x), max(xs), min(xs)
