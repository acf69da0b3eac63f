# In-place built-in activations (nn.ReLU(inplace=True), nn.Hardtanh(inplace=True)) write
# through a view into the tensor it views, and into the module's input, as PyTorch does.
# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(3, 4)
# x = torch.randn(1, 4)
# x = torch.randn(5, 4) * 2
# <<<
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU(inplace=True)
        self.act = nn.Hardtanh(-0.5, 0.5, inplace=True)
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        h = self.fc(x)
        v = h[:, :2]
        y = self.relu(v)
        z = self.act(x)
        return h + y.sum(), x, z
