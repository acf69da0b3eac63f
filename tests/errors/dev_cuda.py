# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# dev_cuda.py:43:9: error: x.cuda(): the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    43 |         x.cuda(),
#       |         ^~~~~~~~
# dev_cuda.py:44:14: error: device 'cuda': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    44 |         x.to(torch.device("cuda")),
#       |              ^~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:45:9: error: device 'cuda:0': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    45 |         x.to("cuda:0", torch.float64),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:46:9: error: device 'cuda': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    46 |         x.to(device="cuda"),
#       |         ^~~~~~~~~~~~~~~~~~~
# dev_cuda.py:47:9: error: device 'cuda': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    47 |         torch.zeros(2, device="cuda"),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:48:35: error: device 'cuda:1': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    48 |         torch.ones_like(x, device=torch.device("cuda:1")),
#       |                                   ^~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:49:9: error: invalid device string 'cuda:x' (PyTorch raises here)
#    49 |         x.to("cuda:x"),
#       |         ^~~~~~~~~~~~~~
# dev_cuda.py:50:14: error: torch.device() takes one string known at compile time, as in TorchScript (torch.device("cpu"))
#    50 |         x.to(torch.device("cpu", 0)),
#       |              ^~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:51:9: error: x.cpu() takes no arguments in TorchScript
#    51 |         x.cpu(memory_format=torch.contiguous_format),
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
