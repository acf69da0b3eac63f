# >>> inputs
# q:float32[batch,2,seq,4]
# k:float32[batch,2,seq,4]
# <<<
# >>> sets
# q = torch.randn(2, 2, 3, 4); k = torch.randn(2, 2, 3, 4)
# q = torch.randn(1, 2, 5, 4); k = torch.randn(1, 2, 5, 4)
# q = torch.randn(3, 2, 2, 4); k = torch.randn(3, 2, 2, 4)
# <<<
import torch
from torch import Tensor


def f(q: Tensor, k: Tensor) -> Tensor:
    return q @ k.transpose(-2, -1) / 2.0
