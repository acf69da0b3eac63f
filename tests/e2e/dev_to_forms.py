# Every TorchScript overload of x.to with a device (PyTorch 1.13 on CPU: the device is
# "cpu" at compile time): to(device), to(device, dtype), to(dtype=, device=), to(other),
# keywords non_blocking, copy, memory_format, layout; a device from x.device,
# torch.device("cpu"), a string; the dtype kept where none is given
# >>> inputs
# x:float32[n,3]
# y:int32[n]
# <<<
# >>> sets
# x = torch.randn(2, 3); y = torch.tensor([1, -2], dtype=torch.int32)
# x = torch.randn(0, 3); y = torch.zeros(0, dtype=torch.int32)
# x = torch.randn(5, 3) * 10; y = torch.arange(5, dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import List


def f(x: Tensor, y: Tensor) -> List[Tensor]:
    d = x.device
    return [
        x.to(d),
        x.to(torch.device("cpu")),
        x.to("cpu"),
        x.to(torch.device("cpu:0")),
        x.to(d, torch.float64),
        x.to("cpu", torch.int64),
        x.to(device=d),
        x.to(device=d, dtype=torch.int32),
        x.to(dtype=torch.float64, device="cpu", copy=True,
             memory_format=torch.preserve_format),
        x.to(d, torch.float16, False, True),
        x.to(torch.device("cpu"), torch.float64, memory_format=torch.contiguous_format),
        x.to(torch.float64, memory_format=torch.preserve_format),
        x.to(layout=torch.strided),
        x.to(d, non_blocking=True, copy=True),
        x.to(y, non_blocking=True, copy=True),
        y.to(x.device, x.dtype),
        y.to(device=y.device),
    ]
