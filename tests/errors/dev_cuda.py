# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# dev_cuda.py:16:9: error: x.cuda(): the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    16 |         x.cuda(),
#       |         ^~~~~~~~
# dev_cuda.py:17:14: error: device 'cuda': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    17 |         x.to(torch.device("cuda")),
#       |              ^~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:18:9: error: device 'cuda:0': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    18 |         x.to("cuda:0", torch.float64),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:19:9: error: device 'cuda': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    19 |         x.to(device="cuda"),
#       |         ^~~~~~~~~~~~~~~~~~~
# dev_cuda.py:20:9: error: device 'cuda': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    20 |         torch.zeros(2, device="cuda"),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:21:35: error: device 'cuda:1': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    21 |         torch.ones_like(x, device=torch.device("cuda:1")),
#       |                                   ^~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:22:9: error: invalid device string 'cuda:x' (PyTorch raises here)
#    22 |         x.to("cuda:x"),
#       |         ^~~~~~~~~~~~~~
# dev_cuda.py:23:14: error: torch.device() takes one string known at compile time, as in TorchScript (torch.device("cpu"))
#    23 |         x.to(torch.device("cpu", 0)),
#       |              ^~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:24:9: error: x.cpu() takes no arguments in TorchScript
#    24 |         x.cpu(memory_format=torch.contiguous_format),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# A CUDA device has no meaning in the ONNX model (compiled as PyTorch runs the script on
# the CPU; PyTorch 1.13 without CUDA raises on each of these at run time), nor has a
# string that is no device; TorchScript refuses torch.device("cpu", 0) and x.cpu(...)
def f(x: Tensor) -> List[Tensor]:
    return [
        x.cuda(),
        x.to(torch.device("cuda")),
        x.to("cuda:0", torch.float64),
        x.to(device="cuda"),
        torch.zeros(2, device="cuda"),
        torch.ones_like(x, device=torch.device("cuda:1")),
        x.to("cuda:x"),
        x.to(torch.device("cpu", 0)),
        x.cpu(memory_format=torch.contiguous_format),
    ]
