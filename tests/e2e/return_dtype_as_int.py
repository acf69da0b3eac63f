# >>> inputs
# x:float32[batch]
# y:int64[batch]
# <<<
# >>> sets
# x = torch.randn(2); y = torch.tensor([1, 2])
# x = torch.randn(5); y = torch.randint(0, 9, (5,))
# x = torch.randn(1); y = torch.tensor([4])
# <<<
import torch
from torch import Tensor


# a dtype is an int to TorchScript: `-> int` may return one
def kind(x: Tensor) -> int:
    return x.dtype


def f(x: Tensor, y: Tensor) -> Tensor:
    if kind(x) == torch.float32:
        x = x + 1
    if kind(y) == torch.float32:
        y = y * 10
    return x + y
