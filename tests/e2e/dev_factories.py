# device=, layout=, pin_memory= on the factories and memory_format= on the *_like
# factories, clone and contiguous, where PyTorch 1.13 takes them; the device from the
# input, torch.device("cpu") or a string, inside a loop of run-time length and a branch
# >>> inputs
# x:float32[n,4]
# k:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 4); k = 0
# x = torch.randn(3, 4); k = 1
# x = torch.randn(0, 4); k = 4
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, k: int) -> List[Tensor]:
    d = x.device
    acc = torch.zeros(x.size(0), 4, device=d)
    for i in range(k):
        acc = acc + torch.ones(x.size(0), 4, device="cpu", layout=torch.strided,
                               pin_memory=False)
        if i > 1:
            acc = acc + torch.full([x.size(0), 4], 2.5, device=torch.device("cpu"))
    return [
        acc,
        torch.arange(5, device=d),
        torch.arange(1, 7, 2, dtype=torch.float64, device=x.device),
        torch.arange(0.5, 3.0, device="cpu", pin_memory=False),
        torch.tensor([1.0, 2.0], device=d),
        torch.tensor(3, device=d),
        torch.tensor([[1, 2], [3, 4]], dtype=torch.int32, device="cpu"),
        torch.zeros_like(x, device=d),
        torch.ones_like(x, dtype=torch.int64, device="cpu", layout=torch.strided),
        torch.full_like(x, 7.0, device=torch.device("cpu"),
                        memory_format=torch.preserve_format),
        torch.zeros_like(x, memory_format=torch.contiguous_format),
        x.clone(memory_format=torch.contiguous_format),
        x.t().contiguous(memory_format=torch.contiguous_format),
        torch.zeros([2], dtype=torch.float, layout=torch.strided,
                    device=torch.device("cpu"), pin_memory=False),
    ]
