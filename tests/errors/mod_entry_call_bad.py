# >>> options
# --entry Net(d=)
# <<<
# >>> stderr
# --entry:1:7: error: invalid syntax
#     1 | Net(d=)
#       |       ^
# <<<
# --entry with a call that does not parse: said at its own text.
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, d=4):
        super().__init__()
        self.fc = nn.Linear(d, 2)

    def forward(self, x):
        return self.fc(x)
