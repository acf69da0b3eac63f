# self.training in eval mode: the dropout branch and F.dropout(training=self.training) are
# the identity, the BatchNorm uses running statistics. Wrong if the training branch is
# compiled (the outputs would be scaled or random).
# >>> inputs
# x:float32[batch,6]
# <<<
# >>> sets
# x = torch.randn(2, 6)
# x = torch.randn(3, 6)
# x = torch.randn(7, 6) + 1
# <<<
import torch
import torch.nn.functional as F
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 6)
        self.bn = nn.BatchNorm1d(6)
        self.drop = nn.Dropout(0.5)

    def forward(self, x: Tensor) -> Tensor:
        x = self.bn(self.fc(x))
        if self.training:
            x = x * 2
        x = F.dropout(x, p=0.3, training=self.training)
        return self.drop(torch.relu(x))
