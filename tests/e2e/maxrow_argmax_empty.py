# argmax/argmin along a dim of run-time size raise in PyTorch when that dim is empty, also
# when the result is empty ([0, 0].argmax(0)), where ONNX Runtime's ArgMax returns an
# empty result: the model fails there too (issue 23).  NaN first and later, ties, -inf.
# >>> inputs
# x:float32[N,M]
# <<<
# >>> sets
# x = torch.tensor([[1.0, float('nan'), 2.0], [float('-inf'), 3.0, 3.0]])
# x = torch.tensor([[float('nan'), 1.0, float('nan'), float('inf')]])
# x = torch.randn(5, 2)
# <<<
# >>> raises
# x = torch.randn(0, 0)
# x = torch.randn(0, 3)
# x = torch.randn(3, 0)
# <<<
import torch
from torch import Tensor
from typing import Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    return x.argmax(0), x.argmin(1, keepdim=True), x.double().argmax(1)
