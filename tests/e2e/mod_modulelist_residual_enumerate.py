# A ModuleList of residual blocks iterated with enumerate, the index used in forward. Wrong
# if the blocks run in another order, if one is skipped or run twice, or if i is not each
# block's own index (the blocks' outputs are scaled by 1/(i+1)).
# >>> inputs
# x:float32[batch,6]
# <<<
# >>> sets
# x = torch.randn(1, 6)
# x = torch.randn(3, 6)
# x = torch.randn(8, 6)
# <<<
import torch
from torch import nn, Tensor


class Block(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc = nn.Linear(dim, dim)

    def forward(self, x: Tensor) -> Tensor:
        return torch.tanh(self.fc(self.norm(x)))


class Net(nn.Module):
    def __init__(self, dim: int = 6, n: int = 4):
        super().__init__()
        self.blocks = nn.ModuleList([Block(dim) for _ in range(n)])

    def forward(self, x: Tensor) -> Tensor:
        for i, block in enumerate(self.blocks):
            x = x + block(x) / (i + 1)
        return x
