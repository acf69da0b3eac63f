# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# annotated_container_return.py:24:5: error: return value was annotated as having type List[float] but is actually of type List[int]
#    24 |     return [1, 2]
#       |     ^~~~~~~~~~~~~
# annotated_container_return.py:28:5: error: return value was annotated as having type List[float] but is actually of type List[Tensor]
#    28 |     return [x.sum()]
#       |     ^~~~~~~~~~~~~~~~
# annotated_container_return.py:33:5: error: return value was annotated as having type Dict[str, float] but is actually of type Dict[str, int]
#    33 |     return d
#       |     ^~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict, List


# TorchScript: "List type annotation `List[float]` did not match the types of the given
# list elements, which were unified to int" (a return converts a 0-d Tensor to float, but
# not inside a list: "... unified to Tensor")
def f() -> List[float]:
    return [1, 2]


def g(x: Tensor) -> List[float]:
    return [x.sum()]


def h() -> Dict[str, float]:
    d = {"a": 1}
    return d


def main(x: Tensor) -> float:
    return f()[0] + g(x)[0] + h()["a"]
