# A module made float64 in __init__ (self.double(), nn.Module._apply): its parameters and
# buffers are float64 in the state_dict and the model, and forward computes in float64.
# >>> inputs
# x:float64[batch,3]
# <<<
# >>> sets
# x = torch.randn(1, 3, dtype=torch.float64)
# x = torch.randn(4, 3, dtype=torch.float64)
# x = torch.randn(2, 3, dtype=torch.float64) * 10
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 4)
        self.bn = nn.BatchNorm1d(4)
        self.out = nn.Linear(4, 2).to(torch.float64)
        self.double()

    def forward(self, x: Tensor) -> Tensor:
        return self.out(torch.relu(self.bn(self.fc(x))))
