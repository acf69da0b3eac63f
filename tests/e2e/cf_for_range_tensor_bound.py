# range(int(y)) with y a 0-d int64 tensor input; the loop also carries an int counter.
# >>> inputs
# x:float32[batch]
# y:int64[]
# <<<
# >>> sets
# x = torch.randn(3); y = torch.tensor(0)
# x = torch.randn(6); y = torch.tensor(1)
# x = torch.randn(4); y = torch.tensor(9)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, int]:
    count = 0
    for i in range(int(y)):
        x = x * 0.9 + float(i) / 10.0
        count += 2
    return x, count
