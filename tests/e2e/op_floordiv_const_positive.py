# Floor division by constants above 0 (x // 2, torch.div(..., rounding_mode='floor'),
# floor_divide by a constant tensor), lowered as the truncated quotient less one where C's
# remainder is negative: every integer dtype, negative dividends, exact and inexact, the
# dtype's minimum and maximum, Python ints of either sign, divisor 1.
# >>> inputs
# a:int8[n]
# b:uint8[n]
# c:int16[n]
# d:int32[n]
# x:int64[m]
# k:int64[]
# <<<
# >>> sets
# a = torch.tensor([-128, -127, -3, -2, 0, 5, 127], dtype=torch.int8); b = torch.tensor([0, 1, 2, 3, 254, 255, 7], dtype=torch.uint8); c = torch.tensor([-32768, -7, -6, 6, 7, 32767, 1], dtype=torch.int16); d = torch.tensor([-2147483648, -9, 9, 2147483647, -1, 1, 0], dtype=torch.int32); x = torch.tensor([-9223372036854775808, 9223372036854775807, -1, -6, -7]); k = -7
# a = torch.randint(-128, 127, (5,), dtype=torch.int8); b = torch.randint(0, 255, (5,), dtype=torch.uint8); c = torch.randint(-300, 300, (5,), dtype=torch.int16); d = torch.randint(-99999, 99999, (5,), dtype=torch.int32); x = torch.randint(-99, 99, (0,)); k = 7
# a = torch.zeros(0, dtype=torch.int8); b = torch.zeros(0, dtype=torch.uint8); c = torch.zeros(0, dtype=torch.int16); d = torch.zeros(0, dtype=torch.int32); x = torch.randint(-99, 99, (3,)); k = 0
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(a: Tensor, b: Tensor, c: Tensor, d: Tensor, x: Tensor, k: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, List[int]]:
    q = torch.div(x, 7, rounding_mode='floor')
    r = torch.floor_divide(x, torch.tensor([2]))
    return a // 3, b // 2, c // 4, d // 5, x // 1, q, r, [k // 2, k // 3, (k - 1) // 4]
