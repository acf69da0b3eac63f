# torch.fmod and x.fmod of int64 tensors past 2^53 (C's remainder, a's sign): ONNX Runtime
# computes Mod[fmod=1] through double, so 2^60 + 1 fmod 3 came out of it as 2^60's remainder;
# int64 is a - trunc(a / b) * b, int32 keeps Mod. Negative dividends and divisors, a
# broadcast divisor, a Python int divisor, a divisor holding a 0 on a path not taken.
# >>> inputs
# a:int64[n]
# b:int64[n]
# c:int32[n]
# <<<
# >>> sets
# a = torch.tensor([2**60 + 1, -(2**60) - 7, 2**62 + 3, 9007199254740993, -9007199254740993, 7]); b = torch.tensor([3, 5, -7, 2, 10, -3]); c = torch.tensor([7, -7, 2**31 - 1, -(2**31), 5, 0], dtype=torch.int32)
# a = torch.tensor([-(2**61) - 5, 2**55 + 1, 1]); b = torch.tensor([-2, 9, 1]); c = torch.tensor([-5, 5, 0], dtype=torch.int32)
# a = torch.tensor([], dtype=torch.int64); b = torch.tensor([], dtype=torch.int64); c = torch.tensor([], dtype=torch.int32)
# <<<
from typing import List

import torch
from torch import Tensor


def f(a: Tensor, b: Tensor, c: Tensor) -> List[Tensor]:
    z = a
    if a.numel() > 100:
        z = torch.fmod(a, torch.tensor([0, 1])[0])
    return [torch.fmod(a, b), a.fmod(3), torch.fmod(a, -1000000007), torch.fmod(c, 3).long(), z]
