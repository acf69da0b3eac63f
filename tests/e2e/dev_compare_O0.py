# dev_compare at -O0 (no DCE): the device chosen in a branch is an If output of type Device that no one reads once its uses took the constant both branches give; lowering drops it, as an unused string output
# >>> options
# -O0
# <<<
# Devices compared and read: x.device == y.device, == a string (made a device), != cpu:0
# (the index differs), d.type, d.index, str(d), x.is_cuda, a device chosen in a branch,
# all known at compile time, steering branches and a loop
# >>> inputs
# x:float32[n]
# y:float32[m]
# <<<
# >>> sets
# x = torch.randn(2); y = torch.randn(3)
# x = torch.randn(4); y = torch.randn(0)
# x = torch.randn(1); y = torch.randn(5)
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor) -> List[Tensor]:
    out: List[Tensor] = []
    if x.device == y.device:
        out.append(x + 1)
    if x.device == "cpu" and x.device != torch.device("cpu:0"):
        out.append(x * 2)
    if x.device.type == "cpu" and x.device.index is None:
        out.append(x - 3)
    idx = torch.device("cpu:1").index
    if idx is not None and torch.device("cpu:1").type == "cpu":
        out.append(x * idx)
    if str(x.device) == "cpu" and str(torch.device("cpu:0")) == "cpu:0":
        out.append(x / 5)
    if not x.is_cuda:
        out.append(x + 6)
    d = x.device if bool(x.sum() > 0) else torch.device("cpu")
    out.append(torch.zeros(2, device=d) + x.to(d).sum())
    for i in range(y.size(0)):
        if y.device == d:
            out.append(y.to(d) + i)
    return out
