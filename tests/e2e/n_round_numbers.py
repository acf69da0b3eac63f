# round() of a float, of a constant, of an int and of float(t), with the number builtins
# around it. TorchScript's round.float gives a float, halves to even
# (round(0.5) = 0.0, round(2.5) = 2.0, round(-2.5) = -2.0, round(3.5) = 4.0): ONNX Round's rule.
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


def f(x: float, t: Tensor, n: int) -> Tuple[float, float, float, int, float, int, float, float, int, int, float]:
    xs: List[int] = [3]
    for i in range(n):
        xs.append(i * 2 - 3)
    return round(x), round(2.5), round(float(t)), int(t), float(t), abs(-3 - n), abs(x), min(3, x), max(xs), min(xs), round(n - 3)
