# >>> inputs
# a:int8[n]
# b:int8[n]
# x:int64[m]
# y:int64[m]
# <<<
# >>> sets
# a = torch.tensor([-128, -127, 100, 0, 7], dtype=torch.int8); b = torch.tensor([3, 2, 7, -3, -2], dtype=torch.int8); x = torch.tensor([-9223372036854775808, 7, -7], dtype=torch.int64); y = torch.tensor([3, -2, 2], dtype=torch.int64)
# a = torch.randint(-128, 127, (9,), dtype=torch.int8); b = torch.randint(1, 9, (9,), dtype=torch.int8); x = torch.randint(-99, 99, (4,)); y = torch.randint(-9, -1, (4,))
# a = torch.tensor([-128, 127], dtype=torch.int8); b = torch.tensor([127, -128], dtype=torch.int8); x = torch.tensor([-9223372036854775807, 9223372036854775807]); y = torch.tensor([-5, 5])
# <<<
import torch
from torch import Tensor
from typing import Tuple


# floor division of integers near the dtype's minimum: computing it as (a - a % b) / b
# overflowed (-128 // 3 gave 42 in int8, not -43)
def f(a: Tensor, b: Tensor, x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor]:
    return a // b, torch.div(a, b, rounding_mode='floor'), x // y, a // 3
