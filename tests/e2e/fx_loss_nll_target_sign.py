# F.nll_loss as ONNX's NegativeLogLikelihoodLoss, whose gather would wrap a target in [-C, 0):
# a negative target other than ignore_index must raise, as in PyTorch (-1 and -C, which
# would read class C - 1 and class 0), an ignored one (-100) gives 0 and is not counted
# >>> inputs
# x:float32[n,5]
# t:int64[n]
# <<<
# >>> sets
# x = torch.randn(4, 5); t = torch.tensor([0, 4, -100, 2])
# x = torch.randn(3, 5); t = torch.tensor([-100, -100, -100])
# x = torch.randn(0, 5); t = torch.zeros(0, dtype=torch.long)
# x = -torch.rand(5, 5); t = torch.tensor([1, 1, 3, 0, 4])
# <<<
# >>> raises
# x = torch.randn(2, 5); t = torch.tensor([-1, 2])
# x = torch.randn(2, 5); t = torch.tensor([1, -5])
# x = torch.randn(2, 5); t = torch.tensor([1, -6])
# x = torch.randn(2, 5); t = torch.tensor([1, 5])
# x = torch.randn(1, 5); t = torch.tensor([-9223372036854775808])
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor


def f(x: Tensor, t: Tensor) -> Tensor:
    return F.nll_loss(x, t)
