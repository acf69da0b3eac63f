# Buffers: a persistent one (in the state_dict, so in the weights file) and a non-persistent
# one (not in the state_dict: computed at compile time from __init__). Wrong if the
# persistent buffer is taken from __init__ instead of the weights (the test's weights
# replace it with random values), or the non-persistent one is expected in the file.
# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.randn(3, 4)
# x = torch.randn(6, 4) * 2
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("center", torch.zeros(4))
        self.register_buffer("steps", torch.arange(4, dtype=torch.float32) + 1, persistent=False)
        self.fc = nn.Linear(4, 4)

    def forward(self, x: Tensor) -> Tensor:
        return self.fc(x - self.center) * self.steps
