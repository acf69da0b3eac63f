# >>> stderr
# annotation_not_imported_entry.py:9:10: error: undefined name 'Tensor' in annotation (add 'from torch import Tensor' or write torch.Tensor)
#     9 | def f(x: Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
#       |          ^~~~~~
# <<<
import torch


def f(x: Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    return x, x
