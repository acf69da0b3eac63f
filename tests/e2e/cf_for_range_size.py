# range(x.size(0)): the trip count is a symbolic dim; the body reads row x[i].
# >>> inputs
# x:float32[rows,3]
# <<<
# >>> sets
# x = torch.randn(1, 3)
# x = torch.randn(4, 3)
# x = torch.randn(7, 3)
# x = torch.randn(0, 3)
# <<<
import torch
from torch import Tensor


def f(x: Tensor) -> Tensor:
    run = torch.zeros(3)
    best = torch.full((3,), -100.0)
    for i in range(x.size(0)):
        run = run + x[i]
        best = torch.max(best, run)
    return torch.cat([run, best], 0)
