# Empty lists returned beside other results, in a tuple, a dict and a list of lists: each
# one output, empty of its kind (a sequence; a 0-length int64, double or bool tensor; one
# per field for a list of tuples), in its place; a helper's empty list too.  An empty dict
# beside them gives no output (a dict gives one per value).
# >>> inputs
# x:float32[B,2]
# n:int64[]
# <<<
# >>> sets
# x = torch.randn(2, 2); n = 0
# x = torch.randn(3, 2); n = 2
# x = torch.randn(1, 2); n = 5
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Tuple


def none_of(x: Tensor) -> List[Tensor]:
    r: List[Tensor] = []
    return r


def f(x: Tensor, n: int) -> Tuple[Tensor, List[Tensor], List[int], Dict[str, List[float]], List[List[bool]], List[Tuple[Tensor, int]], Dict[str, Tensor], List[Tensor], int]:
    ks: List[int] = []
    for i in range(n):
        x = x * 2.0
    fs: List[float] = []
    bs: List[bool] = []
    rows: List[Tuple[Tensor, int]] = []
    e: Dict[str, Tensor] = {}
    return x, none_of(x), ks, {"a": fs, "b": [1.5]}, [bs, [True]], rows, e, none_of(x), n
