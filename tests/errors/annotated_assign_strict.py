# >>> stderr
# annotated_assign_strict.py:25:16: error: variable 'a' is annotated with type float but is being assigned to a value of type int
#    25 |     a: float = 1
#       |                ^
# annotated_assign_strict.py:26:14: error: variable 'b' is annotated with type int but is being assigned to a value of type Tensor
#    26 |     b: int = x.sum()
#       |              ^~~~~~~
# annotated_assign_strict.py:27:20: error: variable 'c' is annotated with type List[int] but is being assigned to a value of type Tuple[int, int]
#    27 |     c: List[int] = (1, 2)
#       |                    ^~~~~~
# annotated_assign_strict.py:28:26: error: variable 'd' is annotated with type Tuple[int, int] but is being assigned to a value of type Tuple[int, Tensor]
#    28 |     d: Tuple[int, int] = (1, x)
#       |                          ^~~~~~
# annotated_assign_strict.py:29:17: error: variable 'e' is annotated with type Tensor but is being assigned to a value of type int
#    29 |     e: Tensor = 1
#       |                 ^
# <<<
import torch
from torch import Tensor
from typing import List, Optional, Tuple


# TorchScript converts nothing in an annotated assignment (unlike a return)
def f(x: Tensor) -> Tensor:
    a: float = 1
    b: int = x.sum()
    c: List[int] = (1, 2)
    d: Tuple[int, int] = (1, x)
    e: Tensor = 1
    ok1: Optional[Tensor] = None
    ok2: List[int] = [1, 2]
    ok3: Tuple[int, float] = (1, 2.5)
    return x
