# Python's number semantics at run time, where ONNX's differ: floor division and modulo of
# negative ints and floats (ONNX Div truncates, Mod follows C unless fmod=0), abs/max/min,
# int() truncating toward zero against math.floor/ceil, round() to even, float ** int, and
# the tensor forms (floor division, % and remainder with a negative divisor).
# >>> inputs
# x:float32[5]
# k:int64[]
# r:float32[]
# <<<
# >>> sets
# x = torch.tensor([-3.5, -1.0, 0.0, 2.25, 7.0]); k = 7; r = 2.5
# x = torch.tensor([-3.5, -1.0, 0.0, 2.25, 7.0]); k = -7; r = -2.5
# x = torch.tensor([-0.5, 1.5, -4.0, 3.0, -2.75]); k = -1; r = -0.3
# x = torch.tensor([5.0, -5.0, 1.0, -1.0, 0.5]); k = 0; r = 3.5
# <<<
import math
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, k: int, r: float) -> Tuple[Tensor, List[int], List[float], List[int]]:
    ints = [k // 3, k % 3, -k // 2, (-k) % 5, abs(k), max(k, -2), min(k, 1)]
    floats = [r // 0.5, r % 0.75, float(int(r)), round(r), math.sqrt(abs(r)), r ** 2, float(k ** 2)]
    conv = [math.floor(r), math.ceil(r), int(r), int(-r)]
    y = x * (k // 2) + torch.div(x, 2, rounding_mode="floor") + (x % 1.5) + torch.remainder(x, -2.0)
    return y, ints, floats, conv
