# >>> stderr
# annotated_container_elems.py:50:22: error: variable 'a' is annotated with type List[float] but is being assigned to a value of type List[int]
#    50 |     a: List[float] = [1, 2]
#       |                      ^~~~~~
# annotated_container_elems.py:51:20: error: variable 'b' is annotated with type List[int] but is being assigned to a value of type List[float]
#    51 |     b: List[int] = [1.0]
#       |                    ^~~~~
# annotated_container_elems.py:52:20: error: variable 'c' is annotated with type List[int] but is being assigned to a value of type List[bool]
#    52 |     c: List[int] = [True]
#       |                    ^~~~~~
# annotated_container_elems.py:53:21: error: variable 'd' is annotated with type List[bool] but is being assigned to a value of type List[int]
#    53 |     d: List[bool] = [1]
#       |                     ^~~
# annotated_container_elems.py:54:26: error: variable 'e' is annotated with type List[List[int]] but its element 1 is of type List[float]
#    54 |     e: List[List[int]] = [[1], [2.0]]
#       |                          ^~~~~~~~~~~~
# annotated_container_elems.py:55:36: error: a list holds one type (as in TorchScript): its first element is Float and this one float
#    55 |     g: List[Tensor] = [x, x.sum(), 1.5]
#       |                                    ^~~
# annotated_container_elems.py:56:27: error: variable 'h' is annotated with type Dict[str, float] but is being assigned to a value of type Dict[str, int]
#    56 |     h: Dict[str, float] = {"a": 1}
#       |                           ^~~~~~~~
# annotated_container_elems.py:57:39: error: a dict of int cannot hold float
#    57 |     k: Dict[str, int] = {"a": 1, "b": 2.5}
#       |                                       ^~~
# annotated_container_elems.py:58:31: error: variable 'm' is annotated with type Dict[str, List[int]] but is being assigned to a value of type Dict[str, List[float]]
#    58 |     m: Dict[str, List[int]] = {"a": [1.0]}
#       |                               ^~~~~~~~~~~~
# annotated_container_elems.py:59:24: error: variable 'o' is annotated with type Optional[int] but is being assigned to a value of type float
#    59 |     o: Optional[int] = 1.5
#       |                        ^~~
# annotated_container_elems.py:60:32: error: variable 'p' is annotated with type Optional[List[float]] but is being assigned to a value of type List[int]
#    60 |     p: Optional[List[float]] = [1]
#       |                                ^~~
# annotated_container_elems.py:61:26: error: variable 'q' is annotated with type Optional[float] but is being assigned to a value of type int
#    61 |     q: Optional[float] = 1
#       |                          ^
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


# TorchScript checks a list's or dict's elements against the annotation and converts none:
# "List type annotation `List[float]` did not match the types of the given list elements,
# which were unified to int", "Type annotation was inferred to be `Dict[str, float]`, but
# the type of values given by the dict literal is int", "Variable 'o' is annotated with
# type Optional[int] but is being assigned to a value of type float"
def f(x: Tensor) -> int:
    a: List[float] = [1, 2]
    b: List[int] = [1.0]
    c: List[int] = [True]
    d: List[bool] = [1]
    e: List[List[int]] = [[1], [2.0]]
    g: List[Tensor] = [x, x.sum(), 1.5]
    h: Dict[str, float] = {"a": 1}
    k: Dict[str, int] = {"a": 1, "b": 2.5}
    m: Dict[str, List[int]] = {"a": [1.0]}
    o: Optional[int] = 1.5
    p: Optional[List[float]] = [1]
    q: Optional[float] = 1
    ok1: List[Optional[int]] = [1, None]
    ok2: List[List[float]] = [[1.0], [2.0, 3.0]]
    ok3: Dict[str, List[int]] = {"a": [1], "b": []}
    return len(a) + len(b)
