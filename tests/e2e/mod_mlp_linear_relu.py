# A Linear+ReLU MLP. Wrong if a Linear's weight is not transposed (y = x W^T + b), if a
# bias is dropped, or if the state_dict keys (fc1.weight, ...) are not the initializers'.
# >>> inputs
# x:float32[batch,8]
# <<<
# >>> sets
# x = torch.randn(1, 8)
# x = torch.randn(4, 8)
# x = torch.randn(7, 8) * 3
# <<<
import torch
from torch import nn, Tensor


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.fc2 = nn.Linear(16, 16)
        self.out = nn.Linear(16, 3)
        self.relu = nn.ReLU()

    def forward(self, x: Tensor) -> Tensor:
        x = self.relu(self.fc1(x))
        x = self.relu(self.fc2(x))
        return self.out(x)
