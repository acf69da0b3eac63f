# A conv stack with BatchNorm in eval mode: running statistics, not the batch's. Wrong if
# running_mean and running_var are swapped, if eps is left out, if weight and bias are
# swapped, or if the batch's own statistics are used (the sets differ in batch size).
# >>> inputs
# x:float32[batch,3,9,9]
# <<<
# >>> sets
# x = torch.randn(1, 3, 9, 9)
# x = torch.randn(2, 3, 9, 9)
# x = torch.randn(5, 3, 9, 9) + 1
# <<<
import torch
from torch import nn, Tensor


class ConvStack(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 8, 3, stride=2)
        self.bn2 = nn.BatchNorm2d(8, eps=1e-3)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(8, 4)

    def forward(self, x: Tensor) -> Tensor:
        x = torch.relu(self.bn1(self.conv1(x)))
        x = torch.relu(self.bn2(self.conv2(x)))
        return self.fc(torch.flatten(self.pool(x), 1))
