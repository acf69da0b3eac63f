# >>> inputs
# x:float32[4,3]
# <<<
# >>> stderr
# scatter_method_only.py:29:12: error: unsupported operator 'torch.zero': PyTorch spells it as the method x.zero
#    29 |     return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x,...
#       |            ^~~~~~~~~~~~~
# scatter_method_only.py:29:27: error: unsupported operator 'torch.copy': PyTorch spells it as the method x.copy
#    29 |     return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x,...
#       |                           ^~~~~~~~~~~~~~~~
# scatter_method_only.py:29:45: error: unsupported operator 'torch.alias': PyTorch spells it as the method x.alias
#    29 |     return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x,...
#       |                                             ^~~~~~~~~~~~~~
# scatter_method_only.py:29:61: error: unsupported operator 'torch.view_as': PyTorch spells it as the method x.view_as
#    29 | ... return torch.zero(x), torch.copy(x, x), torch.alias(x), torch.view_as(x, x), torch.reshape_as(x, x)
#       |                                                             ^~~~~~~~~~~~~~~~~~~
# scatter_method_only.py:29:82: error: unsupported operator 'torch.reshape_as': PyTorch spells it as the method x.reshape_as
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
