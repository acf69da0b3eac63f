# Slices of lists at run-time bounds (known-length and tolist() lists of ints, floats and
# bools, lists of tensors), negative and past-the-end bounds, reversed, sorted and
# concatenated: the lengths and contents must be PyTorch's, and their declared shapes true.
# >>> inputs
# i:int64[B]
# x:float32[B]
# n:int64[]
# <<<
# >>> sets
# i = torch.tensor([3, -1, 4]); x = torch.tensor([1.5, -2.0, 0.5]); n = 0
# i = torch.tensor([3, -1, 4, 1]); x = torch.tensor([1.5, -2.0, 0.25, 4.0]); n = 1
# i = torch.tensor([3]); x = torch.tensor([7.0]); n = -1
# i = torch.tensor([3, -1, 4, 5, 9]); x = torch.tensor([1.5, -2.0, 0.0, 7.0, 3.0]); n = 9
# i = torch.tensor([], dtype=torch.int64); x = torch.tensor([]); n = -7
# <<<
# >>> min-opset
# 13
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(i: Tensor, x: Tensor, n: int) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, int, Tensor, List[int]]:
    js = [1, 2, 3, 4]
    a = torch.tensor(js[n:])
    b = torch.tensor(js[:n] + js[n:n + 2])
    ks: List[int] = i.tolist()
    c = torch.tensor(ks[n:] + ks[:n])
    fs: List[float] = x.tolist()
    d = torch.tensor(fs[-n:])
    bs = [v > 0.0 for v in fs]
    e = torch.tensor(bs[:n])
    ts = [x, x + 1.0, x + 2.0]
    g = torch.stack(ts[n:] + ts[:n] + [x])
    us = sorted(ks[n:])
    return a, b, c, d, e, g, a.size(0) + b.size(0) * 10 + c.size(0) * 100, torch.tensor(ks[::-1]), us
