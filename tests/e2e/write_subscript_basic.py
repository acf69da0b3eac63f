# x[0] = 1 and x[i] = 0.0 with an index tensor write the graph input itself, which is then
# returned; an int written into a float tensor converts (copy_ semantics).
# >>> inputs
# x:float32[n,3]
# i:int64[2]
# <<<
# >>> sets
# x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]); i = torch.tensor([1, 2])
# x = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]); i = torch.tensor([-1, -1])
# x = torch.tensor([[0.5, -2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 1.0, 1.0]]); i = torch.tensor([3, 0])
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor) -> Tuple[Tensor, Tensor]:
    y = x[1:]
    x[0] = 1
    x[i] = 0.0
    return x, y
