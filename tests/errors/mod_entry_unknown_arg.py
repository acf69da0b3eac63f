# >>> options
# --entry Net(width=3)
# <<<
# >>> stderr
# --entry:1:1: error: __init__() got an unexpected keyword argument 'width'
#     1 | Net(width=3)
#       | ^~~~~~~~~~~~
# <<<
# --entry with an argument __init__ does not take.
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, d=4):
        super().__init__()
        self.fc = nn.Linear(d, 2)

    def forward(self, x):
        return self.fc(x)
