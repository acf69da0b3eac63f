# A module passed to another's constructor (the block gets its activation and its
# projection from outside), the projection also kept by the outer model: one set of weights
# under two paths (block.proj.weight and proj.weight). Wrong if the passed module is copied.
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


class Block(nn.Module):
    def __init__(self, proj: nn.Module, act: nn.Module):
        super().__init__()
        self.proj = proj
        self.act = act

    def forward(self, x: Tensor) -> Tensor:
        return self.act(self.proj(x))


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(4, 4)
        self.block = Block(self.proj, nn.LeakyReLU(0.1))

    def forward(self, x: Tensor) -> Tensor:
        return self.block(x) + self.proj(x)
