# torch.jit.script: NameError: name 'Bogus' is not defined
import torch
from torch import Tensor
from typing import List, Optional, Tuple


def f(x: Tensor) -> [Bogus, 3]:
    return x
