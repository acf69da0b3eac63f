# __init__ that calls a module-level helper building layers, a list comprehension, an `if`
# on a constructor argument, a loop over a tuple of widths, and self.apply(fn) running an
# initializer (values come from the weights anyway). Wrong if the widths are not the
# comprehension's, or the initializer's values reach the model.
# >>> inputs
# x:float32[batch,4]
# <<<
# >>> sets
# x = torch.randn(1, 4)
# x = torch.randn(3, 4)
# x = torch.randn(2, 4) - 1
# <<<
from typing import List

import torch
from torch import nn, Tensor


def mlp(widths: List[int], bias: bool) -> nn.Sequential:
    layers = nn.Sequential()
    for a, b in zip(widths[:-1], widths[1:]):
        layers.append(nn.Linear(a, b, bias=bias))
        layers.append(nn.ReLU())
    return layers


def zero_init(m: nn.Module):
    if isinstance(m, nn.Linear):
        nn.init.zeros_(m.weight)


class Net(nn.Module):
    def __init__(self, hidden: int = 6, norm: bool = True):
        super().__init__()
        widths = [4] + [hidden * (i + 1) for i in range(2)] + [3]
        self.body = mlp(widths, bias=True)
        self.norm = nn.LayerNorm(3) if norm else nn.Identity()
        self.apply(zero_init)

    def forward(self, x: Tensor) -> Tensor:
        return self.norm(self.body(x))
