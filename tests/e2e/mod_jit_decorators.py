# TorchScript's decorators and checks in a module: a @torch.jit.unused method never called
# on the compiled path (its body is not TorchScript), @torch.jit.ignore'd one not called
# either, @torch.jit.export'ed helper called from forward, torch.jit.is_scripting() (True
# when compiled), Final[int] class attribute folded, self.apply(fn) with a module-level
# function that only touches weights (run at compile time, for shapes), and a model whose
# forward takes an int and a float.
# >>> inputs
# x:float32[batch,4]
# k:int64[]
# s:float32[]
# <<<
# >>> sets
# x = torch.randn(2, 4); k = 0; s = 0.5
# x = torch.randn(3, 4); k = 2; s = -1.0
# x = torch.randn(1, 4); k = 5; s = 2.0
# <<<
import torch
from torch import nn, Tensor
from typing import Final


def init_weights(m):
    if isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight)
        m.bias.data.fill_(0.01)


class Net(nn.Module):
    steps: Final[int] = 2

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
        self.out = nn.Linear(4, 2)
        self.apply(init_weights)

    @torch.jit.unused
    def debug(self, x):
        import numpy
        return numpy.asarray(x)

    @torch.jit.export
    def step(self, x: Tensor, s: float) -> Tensor:
        return torch.tanh(self.fc(x)) * s

    def forward(self, x: Tensor, k: int, s: float) -> Tensor:
        for _ in range(self.steps):
            x = self.step(x, s)
        if torch.jit.is_scripting():
            x = x + k
        else:
            x = x - k
        return self.out(x)
