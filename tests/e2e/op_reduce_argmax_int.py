# >>> inputs
# i:int64[batch,n]
# k:int32[n]
# <<<
# >>> sets
# i = torch.randperm(6).reshape(2, 3); k = torch.randperm(3).to(torch.int32)
# i = torch.randperm(20).reshape(4, 5) - 10; k = torch.randperm(5).to(torch.int32)
# i = torch.randperm(8).reshape(2, 4) * -1; k = torch.randperm(4).to(torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(i: Tensor, k: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return i.argmax(0), torch.argmin(i, dim=1), k.argmax()
