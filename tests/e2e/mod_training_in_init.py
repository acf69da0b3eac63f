# self.training is True while __init__ runs (nn.Module.__init__ sets it; the model is put in
# eval mode after it is built) and False in forward, also where __init__ assigned it: what
# __init__ reads of it is kept, and a submodule built with training=False by hand is in
# eval mode in forward all the same
# >>> inputs
# x:float32[n,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(0, 4)
# x = torch.randn(5, 4) * 100
# <<<
import torch
from torch import nn, Tensor


def scale_of(m: nn.Module) -> float:
    return 2.0 if m.training else 3.0


class Inner(nn.Module):
    def __init__(self):
        super().__init__()
        self.built_training = self.training
        self.training = False

    def forward(self, x: Tensor) -> Tensor:
        if self.training:
            return x * 10
        return x + 1


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.flag = 1 if self.training else 0
        self.scale = scale_of(self)
        self.inner = Inner()
        self.inner_flag = self.inner.built_training
        self.training = True

    def forward(self, x: Tensor) -> Tensor:
        y = self.inner(x) * self.scale + self.flag
        if self.inner_flag:
            y = y - 5
        if self.training:
            y = y * 100
        return y
