# Integer `%` and `//` by a constant zero on a path the inputs may not take, for int8, uint8,
# int16 and int32 tensors: the zeros of the divisor are replaced in int64 (ONNX Runtime has no
# Where for int8 or int16), so the model loads, computes the other paths, and fails on that
# one, where PyTorch raises ZeroDivisionError (issue 18, item 9).
# >>> inputs
# a:int8[B]
# b:uint8[B]
# c:int16[B]
# d:int32[B]
# k:int64[]
# <<<
# >>> sets
# a = torch.tensor([7, -7], dtype=torch.int8); b = torch.tensor([7, 200], dtype=torch.uint8); c = torch.tensor([-300, 301], dtype=torch.int16); d = torch.tensor([9, -9], dtype=torch.int32); k = 0
# a = torch.tensor([5, -128, 127], dtype=torch.int8); b = torch.tensor([0, 1, 255], dtype=torch.uint8); c = torch.tensor([3, -3, 0], dtype=torch.int16); d = torch.tensor([0, 1, -1], dtype=torch.int32); k = 2
# a = torch.tensor([5, -128, 127], dtype=torch.int8); b = torch.tensor([0, 1, 255], dtype=torch.uint8); c = torch.tensor([3, -3, 0], dtype=torch.int16); d = torch.tensor([0, 1, -1], dtype=torch.int32); k = 0
# <<<
# >>> raises
# a = torch.tensor([7, -7], dtype=torch.int8); b = torch.tensor([7, 200], dtype=torch.uint8); c = torch.tensor([-300, 301], dtype=torch.int16); d = torch.tensor([9, -9], dtype=torch.int32); k = 1
# <<<
import torch
from torch import Tensor
from typing import List


def f(a: Tensor, b: Tensor, c: Tensor, d: Tensor, k: int) -> List[Tensor]:
    if k == 1:
        return [a % 0, b // 0, c % 0, d // 0]
    if k == 2:
        return [a % 3, b // 7, c.remainder(-4), torch.div(d, 2, rounding_mode="floor")]
    return [a // 3, b % 7, c // -4, d % 5]
