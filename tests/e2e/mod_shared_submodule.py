# A submodule shared by two attributes (one set of weights, applied twice). PyTorch's
# state_dict lists its tensors under both paths (enc.weight and dec.weight are one tensor);
# the weights file holds both keys. Wrong if the two uses get different weights.
# >>> inputs
# x:float32[batch,5]
# <<<
# >>> sets
# x = torch.randn(1, 5)
# x = torch.randn(4, 5)
# x = torch.randn(3, 5) * 2
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        shared = nn.Linear(5, 5)
        self.enc = shared
        self.mid = nn.Linear(5, 5)
        self.dec = shared

    def forward(self, x: Tensor) -> Tensor:
        return self.dec(torch.relu(self.mid(torch.relu(self.enc(x)))))
