# assert statements (with and without a message) that hold for every input set.
# >>> inputs
# x:float32[n,3]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = 0
# x = torch.randn(4, 3); k = 2
# x = torch.randn(3, 3); k = 1
# x = torch.randn(1, 3); k = 7
# <<<
import torch
from torch import Tensor


def f(x: Tensor, k: int) -> Tensor:
    assert x.dim() == 2, "x must be 2-d"
    assert k >= 0
    assert x.size(1) == 3
    for i in range(k):
        assert i < k
        x = x * 0.5
    return x
