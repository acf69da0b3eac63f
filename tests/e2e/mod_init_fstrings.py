# f-strings in __init__, as models name their layers and tags: f"b{i}" keys of a
# ModuleDict and add_module names (the state_dict keys follow), format specs {x:d},
# {x:.2f}, {x:>4}, {x:<3}, {x:^5}, {x:04d}, {x:+d}, {x:x}, {x:.1%}, {x:e}, {x!r},
# {self.attr}, {self.xs[1]}, {{ and }}, and adjacent literals joined; each string compared
# in forward with the text Python makes, so one that differs takes another branch
# >>> inputs
# x:float32[n,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(0, 4)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self, n: int = 3, name: str = "enc"):
        super().__init__()
        self.sizes = [3, 5]
        self.blocks = nn.ModuleDict()
        for i in range(n):
            self.blocks[f"b{i}"] = nn.Linear(4, 4)
        for i in range(2):
            self.add_module(f"{name}_{i:02d}", nn.Linear(4, 4))
        self.tags = [
            f"{n:d}-{0.5:.2f}-{name!r}-{name!s}",
            f"{{lit}} {n:>4}|{n:<3}|{n:^5}|{n:04d}|{-n:+d}|{255:x}|{0.25:.1%}|{1.5e-3:e}",
            f"{self.sizes[1]}/{self.sizes}" "-{0}-" f"{name}",
            f"{2.5}|{1e20}|{False}|{None}|{-7}",
        ]

    def forward(self, x: Tensor) -> Tensor:
        for k, m in self.blocks.items():
            x = m(x)
        x = self.enc_01(self.enc_00(x))
        if self.tags[0] == "3-0.50-'enc'-enc":
            x = x * 2
        if self.tags[1] == "{lit}    3|3  |  3  |0003|-3|ff|25.0%|1.500000e-03":
            x = x * 3
        if self.tags[2] == "5/[3, 5]-{0}-enc":
            x = x * 5
        if self.tags[3] == "2.5|1e+20|False|None|-7":
            x = x * 7
        return x
