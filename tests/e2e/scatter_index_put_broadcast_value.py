# >>> inputs
# x:float32[n,3]
# i:int64[k]
# v:float32[3]
# c:float32[]
# <<<
# >>> sets
# x = torch.randn(5, 3); i = torch.tensor([0, 3]); v = torch.randn(3); c = torch.tensor(1.5)
# x = torch.randn(4, 3); i = torch.tensor([1]); v = torch.randn(3); c = torch.tensor(-2.0)
# x = torch.randn(2, 3); i = torch.zeros(0, dtype=torch.long); v = torch.randn(3); c = torch.tensor(0.0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, i: Tensor, v: Tensor, c: Tensor) -> Tuple[Tensor, Tensor]:
    return x.index_put([i], v), x.index_put([i], c)
