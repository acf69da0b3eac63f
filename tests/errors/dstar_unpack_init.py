# >>> stderr
# dstar_unpack_init.py:14:34: error: argument after ** must be a mapping, not list
#    14 |         self.a = nn.Linear(2, 2, **[1])
#       |                                  ^~~~~
# <<<
import torch
import torch.nn as nn
from torch import Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(2, 2, **[1])

    def forward(self, x: Tensor) -> Tensor:
        return self.a(x)
