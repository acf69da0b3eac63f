# Heads chosen from a ModuleDict by constant keys (TorchScript indexes a ModuleDict by a
# string literal only). Wrong if another head's weights are used (every head has the same
# shapes), or if the unused head's keys are missing from what the weights must hold.
# >>> inputs
# x:float32[batch,5]
# <<<
# >>> sets
# x = torch.randn(2, 5)
# x = torch.randn(3, 5)
# x = torch.randn(6, 5) * 2
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Linear(5, 5)
        self.heads = nn.ModuleDict({"cls": nn.Linear(5, 2), "reg": nn.Linear(5, 2),
                                    "aux": nn.Linear(5, 2)})

    def forward(self, x: Tensor) -> Tensor:
        x = torch.relu(self.body(x))
        return self.heads["reg"](x) + self.heads["aux"](x) * 0.5
