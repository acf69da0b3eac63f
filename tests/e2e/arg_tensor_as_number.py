# >>> inputs
# x:float32[batch,3]
# k:int64[batch]
# <<<
# >>> sets
# x = torch.randn(2, 3); k = torch.tensor([3, -1])
# x = torch.randn(5, 3); k = torch.randint(-9, 9, (5,))
# x = torch.randn(1, 3); k = torch.tensor([7])
# <<<
import torch
from torch import Tensor


# a 0-dim tensor passed for an int or float parameter converts, as TorchScript's
# aten::IntImplicit / FloatImplicit do
def g(x: Tensor, n: int, s: float) -> Tensor:
    return x * (n // 2) + s


def f(x: Tensor, k: Tensor) -> Tensor:
    return g(x, k.sum(), x.mean()) + g(x, s=k.max(), n=k.min())
