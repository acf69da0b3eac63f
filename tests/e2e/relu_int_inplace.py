# relu and relu_ of integer tensors: ONNX's Relu takes them from opset 14, ONNX Runtime has no
# kernel for them, so they lower to Max(x, 0) (found by tests/gen with the write features).
# >>> inputs
# x:int64[n]
# y:int32[n]
# <<<
# >>> sets
# x = torch.tensor([-3, 0, 5]); y = torch.tensor([2, -1, 0], dtype=torch.int32)
# x = torch.tensor([7]); y = torch.tensor([-7], dtype=torch.int32)
# x = torch.zeros(0, dtype=torch.int64); y = torch.zeros(0, dtype=torch.int32)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor, y: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    a = torch.relu(x)
    x.relu_()
    y.relu_()
    return a, x, y
