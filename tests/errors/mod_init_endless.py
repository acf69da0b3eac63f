# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# mod_init_endless.py:19:18: error: __init__ runs more than 10000000 steps at compile time
#    19 |             n += 1
#       |                  ^
# <<<
# An __init__ that never ends stops the compile at the evaluator's step limit, located.
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        n = 0
        while n >= 0:
            n += 1

    def forward(self, x):
        return x
