# Docstrings on module and functions, comments everywhere, blank lines, line continuations.
# >>> inputs
# x:float32[n]
# <<<
# >>> sets
# x = torch.randn(2)
# x = torch.randn(3)
# x = torch.randn(6)
# <<<
"""Module docstring: ignored by the compiler."""
import torch
from torch import Tensor  # the Tensor type


def helper(x: Tensor) -> Tensor:
    '''Single-quoted docstring.'''
    # comment line
    return x * 2.0  # trailing comment


def f(x: Tensor) -> Tensor:
    """Multi-line docstring.

    It goes on for a while.
    """

    y = helper(x) + \
        1.0
    z = (y +
         x)  # implicit continuation inside parentheses
    return z
