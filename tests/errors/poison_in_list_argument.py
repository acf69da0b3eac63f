# >>> stderr
# poison_in_list_argument.py:13:9: error: unsupported operator 'torch.no_such_op'
#    13 |     y = torch.no_such_op(x)
#       |         ^~~~~~~~~~~~~~~~~~~
# <<<
# A call that failed gives poison; a list holding it, passed to a factory and to torch.cat,
# raises no second error (it was "no overload of aten::zeros takes (list, ...)").
import torch
from torch import Tensor


def f(x: Tensor, n: int) -> Tensor:
    y = torch.no_such_op(x)
    z = torch.zeros([y.size(0), 2])
    return torch.cat([z, y], 1)
