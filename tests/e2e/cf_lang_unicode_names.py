# Names may be non-ASCII letters (PEP 3131): Latin, Greek, Cyrillic and CJK names, as
# variables, parameters and a helper function; the ONNX input keeps its UTF-8 name.
# >>> inputs
# größe:float32[n,3]
# <<<
# >>> sets
# größe = torch.randn(2, 3)
# größe = torch.randn(5, 3)
# größe = torch.randn(1, 3)
# <<<
import torch
from torch import Tensor


def 缩放(張量: Tensor, α: float) -> Tensor:
    return 張量 * α


def f(größe: Tensor) -> Tensor:
    λ = 0.5
    результат = 缩放(größe, λ) + 1
    for ί in range(2):
        результат = результат + ί
    return результат
