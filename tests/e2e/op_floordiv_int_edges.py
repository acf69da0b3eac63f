# Integer floor division (// and div(rounding_mode='floor')) as the truncated Div less
# (Mod[fmod=0] - Mod[fmod=1]) / b: every sign pair, exact and inexact, int64 past 2^53
# (where a remainder through double would be wrong), int64's minimum, int32 and int8 at
# their limits, empty.
# >>> inputs
# a:int64[n]
# b:int64[n]
# c:int32[n]
# d:int8[n]
# <<<
# >>> sets
# a = torch.tensor([7, -7, 7, -7, 6, -6, 0, 1, -1, 4611686018427387905, -4611686018427387905, -9223372036854775807 - 1, 9223372036854775807]); b = torch.tensor([2, 2, -2, -2, 3, -3, -5, 5, 5, 3, 7, -3, -2]); c = a.clamp(-2147483648, 2147483647).int(); d = torch.tensor([127, -128, -128, 127, 5, -5, 0, -1, 1, 100, -100, -128, 127], dtype=torch.int8)
# a = torch.tensor([123456789012345678, -98765432109876543, 5, -3458764513820540929]); b = torch.tensor([-1000003, 999983, -1, 7]); c = torch.tensor([2147483647, -2147483648, 9, -2147483648], dtype=torch.int32); d = torch.tensor([-128, 127, -7, -128], dtype=torch.int8)
# a = torch.zeros(0, dtype=torch.long); b = torch.ones(0, dtype=torch.long); c = torch.zeros(0, dtype=torch.int32); d = torch.zeros(0, dtype=torch.int8)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(a: Tensor, b: Tensor, c: Tensor, d: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor]:
    bc = b.int()
    bd = torch.where(b.abs() > 100, b.sign(), b).to(torch.int8)
    return a // b, torch.div(a, b, rounding_mode="floor"), c // bc, d // bd, torch.floor_divide(d, bd), a // 3
