# >>> options
# --entry f
# <<<
# >>> stderr
# annotation_not_imported.py:19:27: error: undefined name 'Tensor' in annotation (add 'from torch import Tensor' or write torch.Tensor)
#    19 | def g(x: torch.Tensor, y: "Tensor") -> typing.Tuple[torch.Tensor, torch.Tensor]:
#       |                           ^~~~~~~~
# annotation_not_imported.py:23:27: error: unsupported type 'tuple' in annotation
#    23 | def h(x: torch.Tensor, n: tuple) -> torch.Tensor:
#       |                           ^~~~~
# annotation_not_imported.py:27:27: error: undefined name 'Optional' in annotation (add 'from typing import Optional')
#    27 | def k(x: torch.Tensor) -> Optional[torch.Tensor]:
#       |                           ^~~~~~~~
# <<<
import torch
import typing


def g(x: torch.Tensor, y: "Tensor") -> typing.Tuple[torch.Tensor, torch.Tensor]:
    return x, y


def h(x: torch.Tensor, n: tuple) -> torch.Tensor:
    return x


def k(x: torch.Tensor) -> Optional[torch.Tensor]:
    return x


def f(x: torch.Tensor) -> torch.Tensor:
    a, b = g(x, x)
    return h(x, (1, 2)) + k(x)


def e(x: Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    return x, x
