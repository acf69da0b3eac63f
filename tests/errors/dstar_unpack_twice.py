# >>> stderr
# dstar_unpack_twice.py:23:34: error: got multiple values for keyword argument 'bias'
#    23 |         self.b = Sub(bias=False, **{"bias": True})
#       |                                  ^~~~~~~~~~~~~~~~
# <<<
import torch
import torch.nn as nn
from torch import Tensor


class Sub(nn.Module):
    def __init__(self, **kw):
        super().__init__()
        self.lin = nn.Linear(2, 2, **kw)

    def forward(self, x: Tensor) -> Tensor:
        return self.lin(x)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.b = Sub(bias=False, **{"bias": True})

    def forward(self, x: Tensor) -> Tensor:
        return self.b(x)
