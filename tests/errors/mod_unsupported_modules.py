# >>> inputs
# x:float32[2,4]
# <<<
# >>> stderr
# mod_unsupported_modules.py:21:18: error: nn.Blorp is not supported (docs/modules.md lists the built-in modules)
#    21 |         self.b = nn.Blorp()
#       |                  ^~~~~~~~
# mod_unsupported_modules.py:22:20: error: nn.Frobnicate is not supported (docs/modules.md lists the built-in modules)
#    22 |         self.act = nn.Frobnicate(3)
#       |                    ^~~~~~~~~~~~~
# <<<
# Every nn.X the prelude lacks, in one run.
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, d=4):
        super().__init__()
        self.fc = nn.Linear(d, 2)
        self.b = nn.Blorp()
        self.act = nn.Frobnicate(3)

    def forward(self, x):
        return self.act(self.b(self.fc(x)))
