# >>> inputs
# x:float32[2,4]
# <<<
# >>> stderr
# mod_init_raises.py:18:13: error: __init__ raises ValueError: d must be at least 8, got 4
#    18 |             raise ValueError("d must be at least 8, got %d" % d)
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
# __init__ raising ValueError: the compile stops there, with its message.
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, d=4):
        super().__init__()
        if d < 8:
            raise ValueError("d must be at least 8, got %d" % d)
        self.fc = nn.Linear(d, 2)

    def forward(self, x):
        return self.fc(x)
