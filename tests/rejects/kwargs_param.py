# torch.jit.script: NotSupportedError:
#   Compiled functions can't take variable number of arguments or use keyword-only argume...
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor, **kw) -> Tensor:
    return x
