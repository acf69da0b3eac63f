# torch.jit.script accepts it and raises KeyError at run time when n > 0 (the key is gone):
# ONNX cannot raise, so deleting a key the dict has on some paths only is refused.
# >>> inputs
# x:float32[3]
# n:int64[]
# <<<
# >>> stderr
# dict_del_some_paths.py:21:9: error: dict.pop() of key 'a', which the dict has on some paths only: what it gives would be known only at run time
#    21 |     del d["a"]
#       |         ^~~~~~
# <<<
import torch
from torch import Tensor
from typing import Dict


def f(x: Tensor, n: int) -> int:
    d: Dict[str, Tensor] = {"a": x, "b": x * 2.0}
    if n > 0:
        del d["a"]
    del d["a"]
    return len(d)
