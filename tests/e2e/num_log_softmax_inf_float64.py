# >>> inputs
# x:float64[n,3]
# t:int64[n]
# <<<
# >>> sets
# x = torch.tensor([[float('inf'), 0.0, 1.0], [1.0, 2.0, 3.0]], dtype=torch.float64); t = torch.tensor([1, 2])
# x = torch.tensor([[float('-inf'), 0.0, 1.0], [float('nan'), 2.0, 3.0], [0.5, float('inf'), float('inf')]], dtype=torch.float64); t = torch.tensor([0, 1, 2])
# x = torch.tensor([[-800.0, 0.0, 1.0]], dtype=torch.float64); t = torch.tensor([0])
# <<<
import torch
import torch.nn.functional as F
from torch import Tensor
from typing import Tuple


# float64 log_softmax of a row that holds +inf is NaN throughout in PyTorch (inf - inf);
# ONNX Runtime's float64 LogSoftmax gave -inf for [inf, 0] (issue 20, numerics); a -inf
# element is -inf, the row's others numbers; -800 keeps its log-probability
def f(x: Tensor, t: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return (torch.log_softmax(x, 1), F.log_softmax(x, dim=-1), x.log_softmax(0),
            F.cross_entropy(x, t, reduction='none'), torch.softmax(x, 1))
