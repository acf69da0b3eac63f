# A method marked @torch.jit.unused that forward does not call in scripted code, a
# @torch.jit.ignore one that it does not call either, and torch.jit.is_scripting() deciding a
# branch (True when compiled). Wrong if the eager branch is compiled, or the unused methods
# are compiled and refused.
# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(5, 4) * 3
# <<<
import torch
from torch import nn, Tensor


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    @torch.jit.unused
    def debug(self, x: Tensor) -> Tensor:
        print({"not": "scriptable"})
        return x

    @torch.jit.ignore
    def log(self, x: Tensor):
        print(x.shape)

    def forward(self, x: Tensor) -> Tensor:
        y = self.fc(x)
        if torch.jit.is_scripting():
            return torch.relu(y)
        return self.debug(y)
