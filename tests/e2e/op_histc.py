# >>> inputs
# x:float32[b,4]
# <<<
# >>> sets
# x = torch.tensor([[0., 1., 2., 3.], [4., 5., -1., 2.5]])
# x = torch.tensor([[2., 2., 2., 2.]])
# x = torch.zeros(0, 4)
# x = torch.tensor([[0., 0.3, 0.6, 1.], [0.1, 0.2, 0.9, 0.99], [-3., 7., 0.5, 0.25]])
# <<<
# histc: the data's range (min = max = 0, and any min = max), one value (lo - 1, hi + 1), an
# empty input, a given range with elements outside it ignored and the last edge in the last
# bin, bins, float64
import torch
from torch import Tensor
from typing import List


def f(x: Tensor) -> List[Tensor]:
    return [torch.histc(x), torch.histc(x, bins=4), x.histc(4, 0, 4), torch.histc(x, 3, 0.5, 2.5),
            torch.histc(x, 2, 1, 1), torch.histc(x.double(), 5, -1, 1), torch.histc(x, 3, 0, 1)]
