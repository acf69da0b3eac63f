# xs.index(v) and xs.remove(v) where the position of v is known only at run time (the
# value, or the list's contents, come from inputs): lists of known length and tolist()
# lists of ints and floats; the first of equal elements; -0.0 equals 0.0.  PyTorch raises
# ValueError when v is not there: ONNX Runtime must fail too.
# >>> inputs
# i:int64[B]
# x:float32[C]
# n:int64[]
# v:float32[]
# <<<
# >>> sets
# i = torch.tensor([3, -1, 4, -1]); x = torch.tensor([1.5, -0.0, 0.5]); n = -1; v = 0.0
# i = torch.tensor([3, 2]); x = torch.tensor([1.5, -2.0]); n = 3; v = 1.5
# i = torch.tensor([2, 3, 3]); x = torch.tensor([1.5, -2.0, -2.0, 7.0]); n = 2; v = -2.0
# <<<
# >>> raises
# i = torch.tensor([1, -1, 4, -1]); x = torch.tensor([1.5, -0.0, 0.5]); n = 5; v = 0.0
# i = torch.tensor([3, 2]); x = torch.tensor([1.5, -2.0]); n = 3; v = 2.5
# i = torch.tensor([], dtype=torch.int64); x = torch.tensor([1.5, -2.0]); n = 3; v = 1.5
# <<<
import torch
from torch import Tensor
from typing import List, Tuple


def f(i: Tensor, x: Tensor, n: int, v: float) -> Tuple[List[int], int, List[float], int, List[int], int]:
    js = [1, 2, 3, 2]
    a = js.index(n if n == 1 or n == 3 else 2)
    js.remove(n if n > 0 and n < 4 else 2)
    ks: List[int] = i.tolist()
    b = ks.index(n if n < 5 else 3)
    ks.remove(3)
    fs: List[float] = x.tolist()
    c = fs.index(v)
    fs.remove(v)
    es = [n, n + 1, 7]
    es.remove(7)
    return js, a * 10 + b, fs, c, es, es.index(n + 1)
