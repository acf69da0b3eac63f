# >>> inputs
# x:float32[4,3]
# <<<
# >>> stderr
# scatter_method_only.py:29:12: error: 'torch.zero' is not a function: PyTorch has only the method Tensor.zero
#    29 |     return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x,...
#       |            ^~~~~~~~~~~~~
# scatter_method_only.py:29:27: error: 'torch.copy' is not a function: PyTorch has only the method Tensor.copy
#    29 |     return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x,...
#       |                           ^~~~~~~~~~~~~~~~
# scatter_method_only.py:29:45: error: 'torch.alias' is not a function: PyTorch has only the method Tensor.alias
#    29 |     return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x,...
#       |                                             ^~~~~~~~~~~~~~
# scatter_method_only.py:29:61: error: 'torch.view_as' is not a function: PyTorch has only the method Tensor.view_as
#    29 | ... return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x, x)
#       |                                                             ^~~~~~~~~~~~~~~~~~~
# scatter_method_only.py:29:82: error: 'torch.reshape_as' is not a function: PyTorch has only the method Tensor.reshape_as
#    29 | ... return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x, x)
#       |                                                                                  ^~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Tuple


# TorchScript: "object has no attribute zero" (and copy, alias, view_as, reshape_as): these
# are methods only (x.zero(), x.copy(y), ...)
def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor, Tensor, Tensor]:
    return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x, x)
