# >>> inputs
# x:int64[n]
# k:int64[n]
# j:int32[n]
# u:uint8[n]
# a:int64[]
# <<<
# >>> sets
# x = torch.tensor([5, -5, 1, -1, 0, 2**62, -2**63, 7, -7, 3, 2**40, -1]); k = torch.tensor([0, 1, 3, 63, 64, 65, -1, -2, 62, 31, 32, 100]); j = torch.tensor([5, -5, 100, -100, 1, -1, 7, 2**30, -2**31, 9, 0, 3], dtype=torch.int32); u = torch.tensor([5, 200, 255, 0, 1, 128, 7, 9, 64, 3, 2, 250], dtype=torch.uint8); a = torch.tensor(3)
# x = torch.randint(-1000, 1000, (5,)); k = torch.randint(-70, 70, (5,)); j = torch.randint(-1000, 1000, (5,), dtype=torch.int32); u = torch.randint(0, 255, (5,), dtype=torch.uint8); a = torch.tensor(-2)
# x = torch.zeros(0, dtype=torch.int64); k = torch.zeros(0, dtype=torch.int64); j = torch.zeros(0, dtype=torch.int32); u = torch.zeros(0, dtype=torch.uint8); a = torch.tensor(64)
# <<<
# << and >> on int64, int32 and uint8 tensors and Python ints, with PyTorch 1.13's CPU
# semantics: the count taken modulo 64 for int64 and 32 below it (so 64 shifts nothing,
# -1 is 63), arithmetic right shifts, results wrapped to the dtype; count tensors, numbers
# and a 0-d tensor; bitwise_left_shift/bitwise_right_shift and the in-place forms
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, k: Tensor, j: Tensor, u: Tensor, a: Tensor) -> List[Tensor]:
    out = [x << k, x >> k, x << 2, x >> 1, x << 63, x >> 63, x << a, x >> a]
    out += [j << k, j >> k, j << 31, j >> 40, j << 32, u << 3, u >> 1, u << 8, u >> 9, u << k, u >> j]
    out += [torch.bitwise_left_shift(x, k), x.bitwise_right_shift(3), x.__lshift__(1), j.__rshift__(a)]
    n = int(a)
    out += [torch.tensor([n << 2, n >> 1, 5 << n, -40 >> n, 1 << 64, -1 >> 65])]
    y = x.clone()
    y <<= 2
    z = x.clone()
    z.bitwise_right_shift_(k)
    w = j.clone()
    w >>= 1
    out += [y, z, w]
    return out
