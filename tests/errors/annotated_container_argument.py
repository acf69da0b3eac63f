# >>> stderr
# annotated_container_argument.py:29:14: error: argument 'xs' of g() must be List[float], not List[int]
#    29 |     return g([1, 2]) + h({"a": 1}) + g(ys)
#       |              ^~~~~~
# annotated_container_argument.py:29:26: error: argument 'd' of h() must be Dict[str, float], not Dict[str, int]
#    29 |     return g([1, 2]) + h({"a": 1}) + g(ys)
#       |                          ^~~~~~~~
# annotated_container_argument.py:29:40: error: argument 'xs' of g() must be List[float], not List[int]
#    29 |     return g([1, 2]) + h({"a": 1}) + g(ys)
#       |                                        ^~
# <<<
import torch
from torch import Tensor
from typing import Dict, List


# TorchScript: "Expected a value of type 'List[float]' for argument 'xs' but instead found
# type 'List[int]'"; likewise for a dict
def g(xs: List[float]) -> float:
    return 7.5 // xs[0]


def h(d: Dict[str, float]) -> float:
    return d["a"] / 2


def f() -> float:
    ys = [3, 4]
    return g([1, 2]) + h({"a": 1}) + g(ys)
