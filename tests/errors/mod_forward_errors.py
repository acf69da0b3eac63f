# >>> inputs
# x:float32[2,4]
# <<<
# >>> stderr
# mod_forward_errors.py:31:13: error: a ModuleList is indexed by a constant only (TorchScript unrolls it); this index is known only at run time
#    31 |         y = self.layers[i](x)
#       |             ^~~~~~~~~~~~~~
# mod_forward_errors.py:32:13: error: 'debug' is @torch.jit.unused: TorchScript leaves it to Python (unused: it raises), and an ONNX model cannot call it
#    32 |         y = self.debug(y)
#       |             ^~~~~~~~~~~~~
# mod_forward_errors.py:33:20: error: 'Net' object has no attribute 'missing'
#    33 |         return y + self.missing
#       |                    ^~~~~~~~~~~~
# <<<
# forward reading an attribute __init__ never set, indexing a ModuleList by a run-time
# index, and calling a @torch.jit.unused method.
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(4, 4), nn.Linear(4, 4)])

    @torch.jit.unused
    def debug(self, x):
        return x

    def forward(self, x, i: int):
        y = self.layers[i](x)
        y = self.debug(y)
        return y + self.missing
