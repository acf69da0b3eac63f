# nn.Sequential built from an OrderedDict: its children are named by the dict's keys
# (features.conv.weight), not by position. Wrong if the keys are 0, 1, ... or if the
# order of the layers is not the dict's.
# >>> inputs
# x:float32[batch,2,7]
# <<<
# >>> sets
# x = torch.randn(1, 2, 7)
# x = torch.randn(4, 2, 7)
# x = torch.randn(2, 2, 7) - 1
# <<<
from collections import OrderedDict

import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(OrderedDict([
            ("conv", nn.Conv1d(2, 4, 3)),
            ("norm", nn.BatchNorm1d(4)),
            ("act", nn.ReLU()),
            ("pool", nn.MaxPool1d(2, ceil_mode=True)),
        ]))
        self.classifier = nn.Sequential(OrderedDict([("flat", nn.Flatten()),
                                                     ("fc", nn.Linear(12, 3))]))

    def forward(self, x: Tensor) -> Tensor:
        return self.classifier(self.features(x))
