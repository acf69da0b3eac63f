# >>> inputs
# x:int64[4]
# u:bool[]
# <<<
# >>> stderr
# unique_refused.py:24:13: error: unique: sorted=False gives PyTorch's CPU hash-set order, which ONNX cannot reproduce; sorted=True's order is the same values sorted
#    24 |     return [torch.unique(x, sorted=False), torch.unique(x, return_inverse=u),
#       |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# unique_refused.py:24:44: error: unique: sorted, return_inverse and return_counts must be known at compile time (TorchScript picks the function by them)
#    24 |     return [torch.unique(x, sorted=False), torch.unique(x, return_inverse=u),
#       |                                            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# unique_refused.py:25:13: error: unique: Dimension out of range (expected to be in range of [-1, 0], but got 1)
#    25 |             torch.unique(x, dim=1)]
#       |             ^~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# sorted=False is PyTorch's hash-set order; flags known only at run time cannot pick the
# result's type (TorchScript refuses them too); a dim out of range raises in PyTorch
def f(x: Tensor, u: bool) -> List[Tensor]:
    return [torch.unique(x, sorted=False), torch.unique(x, return_inverse=u),
            torch.unique(x, dim=1)]
