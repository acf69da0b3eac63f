# A slice of x.shape / x.size() is a List[int], as in TorchScript: added to a list on either
# side (it was refused as "a list and a tuple or number"), edited in place, unpacked, passed
# to reshape and zeros; empty, reversed and stepped slices, and symbolic sizes in them; the
# shape of a 0-d tensor (an empty list of ints) plus a list.
# >>> inputs
# x:float32[B,3,N]
# y:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 3, 4); y = torch.tensor(2.0)
# x = torch.randn(5, 3, 1); y = torch.tensor(3.0)
# x = torch.randn(1, 3, 6); y = torch.tensor(-1.0)
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, List[int], int, Tensor]:
    a = x.reshape(x.shape[:1] + [-1])
    b = x.reshape([-1] + x.size()[1:])
    c = torch.zeros(x.shape[::-1] + x.shape[3:] + [2])
    s = x.shape[1:]
    s.append(1)
    s[0] = 3
    d = x.reshape(x.shape[:1] + s)
    n, m = x.shape[1:]
    e = x.shape[0:3:2] + [n * m]
    g = torch.zeros(y.shape + [2]) + y.reshape(y.shape[:] + [1])
    return a, b, c, d, e, len(x.shape[5:] + [0]) + n, g
