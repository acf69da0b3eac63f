# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# init_fstring_spec.py:17:25: error: f-string: format spec ',' is not supported (Python's [[fill]align][sign][#][0][width][.precision][type], without grouping)
#    17 |         self.add_module(f"layer{n:,}", nn.Identity())
#       |                         ^~~~~~~~~~~~~
# <<<
import torch
from torch import nn, Tensor


# a format spec with grouping (Python's ',') is not supported: a located error
class M(nn.Module):
    def __init__(self, n: int = 2000):
        super().__init__()
        self.add_module(f"layer{n:,}", nn.Identity())

    def forward(self, x: Tensor) -> Tensor:
        return x
