# Exporter pattern (issue 7: dicts): a feature dict built in a loop over a tuple of names and read back.
# Wrong if a value is read from the wrong level. torch.onnx.export (1.13, opset 17, scripted) refuses it:
# "Exporting the operator 'prim::DictConstruct' to ONNX opset version 17 is not supported".
# >>> inputs
# x:float32[B,4]
# <<<
# >>> sets
# x = torch.randn(2, 4)
# x = torch.randn(3, 4)
# x = torch.randn(6, 4)
# <<<
import torch
from torch import Tensor
from typing import Dict, List, Optional, Tuple


def f(x: Tensor) -> Tuple[Tensor, Tensor, Tensor]:
    feats: Dict[str, Tensor] = {}
    h = x
    for name in ["p2", "p3", "p4"]:
        h = torch.relu(h) * 0.5 + 1.0
        feats[name] = h
    return feats["p2"], feats["p4"] - feats["p3"], feats["p3"]
