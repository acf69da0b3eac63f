# Containers and parameters: a subclass of nn.Sequential without forward (called as the
# chain), negative indices (self.layers[-1]; TorchScript 1.13 cannot call the items of a slice,
# self.gates[1:], so no case here checks slices), zip
# over two ModuleLists, `in` and .items() on a ModuleDict, a ParameterList iterated, a bare
# nn.Parameter, tied weights (dec.weight is enc.weight: one Parameter under two keys), and
# attributes that are a list of ints, a dict and a string, folded where forward reads them.
# >>> inputs
# x:float32[batch,5]
# <<<
# >>> sets
# x = torch.randn(1, 5)
# x = torch.randn(4, 5)
# x = torch.randn(2, 5) * 3
# <<<
import torch
from torch import nn, Tensor
from typing import Dict, List


class Stack(nn.Sequential):
    def __init__(self, d: int, n: int):
        super().__init__(*[nn.Linear(d, d) for _ in range(n)])


class Net(nn.Module):
    def __init__(self, d: int = 5):
        super().__init__()
        self.stack = Stack(d, 3)
        self.layers = nn.ModuleList([nn.Linear(d, d), nn.Tanh(), nn.Linear(d, d), nn.Sigmoid()])
        self.gates = nn.ModuleList([nn.Linear(d, d) for _ in range(2)])
        self.norms = nn.ModuleList([nn.LayerNorm(d) for _ in range(2)])
        self.heads = nn.ModuleDict({"mean": nn.Linear(d, 1), "logvar": nn.Linear(d, 1)})
        self.biases = nn.ParameterList([nn.Parameter(torch.zeros(d)) for _ in range(3)])
        self.scale = nn.Parameter(torch.ones(1))
        self.enc = nn.Linear(d, d, bias=False)
        self.dec = nn.Linear(d, d, bias=False)
        self.dec.weight = self.enc.weight
        self.sizes: List[int] = [1, 2]
        self.table: Dict[str, int] = {"a": 1, "b": 2}
        self.mode = "sum"

    def forward(self, x: Tensor) -> Tensor:
        x = self.stack(x)
        x = self.layers[-1](x) + self.layers[0](x)
        for g, n in zip(self.gates, self.norms):
            x = n(g(x))
        for b in self.biases:
            x = x + b
        x = self.dec(self.enc(x)) * self.scale
        out = x * 0.0
        for k, h in self.heads.items():
            out = out + h(x)
        if "mean" in self.heads:
            out = out * 2
        if self.mode == "sum":
            out = out + self.sizes[1] + self.table["b"]
        return out
