# >>> inputs
# x:float32[2,4]
# <<<
# >>> stderr
# mod_prelude_error.py:17:19: error: a tensor's sizes are ints, not str (inside nn.Linear)
#    17 |         self.fc = nn.Linear(d, "2")
#       |                   ^~~~~~~~~~~~~~~~~
# <<<
# A bad argument to a built-in module is said at the script's line, naming the module.
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, d=4):
        super().__init__()
        self.fc = nn.Linear(d, "2")

    def forward(self, x):
        return self.fc(x)
