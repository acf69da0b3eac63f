# max, min, amax, amin, aminmax, argmax, argmin, median, kthvalue and mode over no elements raise in PyTorch
# ("Expected reduction dim 0 to have non-zero size"), where ONNX's ReduceMax gives -inf: the
# model fails at run time then, and only then (issue 18, item 4). A reduction over a nonempty
# dim of an empty tensor does not raise.
# >>> inputs
# x:float32[B,3]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 3); n = 0
# x = torch.randn(4, 3); n = 1
# x = torch.randn(1, 3); n = 2
# x = torch.randn(3, 3); n = 3
# x = torch.randn(2, 3); n = 4
# x = torch.randn(5, 3); n = 5
# x = torch.randn(2, 3); n = 6
# x = torch.randn(1, 3); n = 7
# x = torch.randn(3, 3); n = 8
# x = torch.randn(2, 3); n = 9
# x = torch.randn(4, 3); n = 10
# x = torch.randn(0, 3); n = 11
# x = torch.randn(2, 3); n = 11
# x = torch.randn(0, 3); n = 12
# x = torch.randn(3, 3); n = 13
# x = torch.randn(2, 3); n = 14
# x = torch.randn(4, 3); n = 15
# <<<
# >>> raises
# x = torch.randn(0, 3); n = 0
# x = torch.randn(0, 3); n = 1
# x = torch.randn(0, 3); n = 2
# x = torch.randn(0, 3); n = 3
# x = torch.randn(0, 3); n = 4
# x = torch.randn(0, 3); n = 5
# x = torch.randn(0, 3); n = 6
# x = torch.randn(0, 3); n = 7
# x = torch.randn(0, 3); n = 8
# x = torch.randn(0, 3); n = 9
# x = torch.randn(0, 3); n = 10
# x = torch.randn(0, 3); n = 13
# x = torch.randn(0, 3); n = 14
# x = torch.randn(0, 3); n = 15
# <<<
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    one = torch.ones(3)
    if n == 0:
        return x.amax(0)
    if n == 1:
        return x.amin(0)
    if n == 2:
        return x.max(0)[0]
    if n == 3:
        return x.min(0)[1].float()
    if n == 4:
        return x.max() * one
    if n == 5:
        return x.min() * one
    if n == 6:
        return torch.aminmax(x, dim=0)[1]
    if n == 7:
        return x.amax([0, 1]) * one
    if n == 8:
        return torch.max(x, 0, keepdim=True)[0][0]
    if n == 9:
        return x.argmax(0).float()
    if n == 10:
        return x.argmin().float() * one
    if n == 11:
        return x.amax(1).sum() + x.min(1)[0].sum() * one
    if n == 13:
        return x.median(0)[0]
    if n == 14:
        return x.kthvalue(1, 0)[0]
    if n == 15:
        return x.mode(0)[0]
    return x.sum(0)
