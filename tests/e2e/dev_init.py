# Devices in __init__: torch.device("cpu") kept in an attribute and used in forward
# (x.to(self.dev), device=self.dev), a tensor's .device, device= on the factories, .to and
# .cpu() of __init__'s tensors; a CUDA device kept but never used compiles (PyTorch makes
# the device object without CUDA too)
# >>> inputs
# x:float32[n,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# x = torch.randn(0, 3)
# <<<
import torch
from torch import nn, Tensor


class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.dev = torch.device("cpu")
        self.unused = torch.device("cuda:0")
        w = torch.arange(3, device=self.dev, dtype=torch.float32)
        w = w.to(w.device).cpu() + torch.ones(3, device="cpu", layout=torch.strided)
        self.register_buffer("w", w)
        self.lin = nn.Linear(3, 3, device=self.dev)

    def forward(self, x: Tensor) -> Tensor:
        y = self.lin(x.to(self.dev)) + self.w
        return y + torch.zeros(3, device=self.dev) + torch.ones(3, device=self.w.device)
