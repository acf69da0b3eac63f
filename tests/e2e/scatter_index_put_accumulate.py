# >>> inputs
# x:float32[n,3]
# i:int64[k]
# v:float32[j,3]
# <<<
# >>> sets
# x = torch.randn(4, 3); i = torch.tensor([0, 0, 2, 0]); v = torch.randn(4, 3)
# x = torch.randn(2, 3); i = torch.tensor([-1, 1]); v = torch.randn(2, 3)
# x = torch.randn(3, 3); i = torch.zeros(0, dtype=torch.long); v = torch.randn(0, 3)
# <<<
# >>> raises
# x = torch.randn(4, 3); i = torch.tensor([4]); v = torch.randn(1, 3)
# x = torch.randn(4, 3); i = torch.tensor([0, -5]); v = torch.randn(2, 3)
# x = torch.randn(4, 3); i = torch.tensor([0, 1]); v = torch.randn(3, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor, i: Tensor, v: Tensor) -> Tensor:
    return torch.index_put(x, [i], v, True)
