# >>> stderr
# dstar_unpack_forward.py:23:22: error: '**' argument unpacking is not supported in compiled code: TorchScript has no keyword-arg expansion (__init__, which runs at compile time, has it)
#    23 |         for y in zip(**kw):
#       |                      ^~~~
# <<<
import torch
import torch.nn as nn
from torch import Tensor


def g(a: Tensor, b: int = 1, c: int = 2) -> Tensor:
    return a * b + c


class Net(nn.Module):
    def __init__(self, **kw):
        super().__init__()
        self.kw = kw
        self.a = nn.Linear(2, 2, **kw)

    def forward(self, x: Tensor) -> Tensor:
        kw = {"b": 3, "c": 4}
        for y in zip(**kw):
            x = x + 1
        return g(self.a(x), **kw)
