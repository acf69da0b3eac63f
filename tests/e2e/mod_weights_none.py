# Without --weights (the `weights` block says none): the parameters are graph inputs named
# by their state_dict keys, after x (PyTorch's export_params=False), fed by name from the
# state_dict. The shared submodule's tensors are listed under both of its paths; the model
# has one input per key it reads. Wrong if an input is named otherwise or a parameter is
# baked in.
# >>> inputs
# x:float32[batch,3]
# <<<
# >>> weights
# none
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# x = torch.randn(2, 3) - 1
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(3, 3)
        self.b = self.a
        self.norm = nn.BatchNorm1d(3)
        self.out = nn.Linear(3, 2, bias=False)

    def forward(self, x: Tensor) -> Tensor:
        return self.out(self.norm(self.b(torch.relu(self.a(x)))))
