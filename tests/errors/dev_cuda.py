# >>> inputs
# x:float32[2]
# <<<
# >>> stderr
# dev_cuda.py:36:9: error: x.cuda() takes no arguments in TorchScript
#    36 |         x.cuda(0),
#       |         ^~~~~~~~~
# dev_cuda.py:37:19: error: device 'cuda': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    37 |         x * float(x.device == torch.device("cuda")),
#       |                   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:38:9: error: device 'mps': the model is compiled as PyTorch runs it on the CPU, and runs wherever ONNX Runtime runs it; only the 'cpu' device has a meaning in it
#    38 |         x.to("mps"),
#       |         ^~~~~~~~~~~
# dev_cuda.py:39:9: error: invalid device string 'cuda:x' (PyTorch raises here)
#    39 |         x.to("cuda:x"),
#       |         ^~~~~~~~~~~~~~
# dev_cuda.py:40:14: error: torch.device() takes one string known at compile time, as in TorchScript (torch.device("cpu"))
#    40 |         x.to(torch.device("cpu", 0)),
#       |              ^~~~~~~~~~~~~~~~~~~~~~
# dev_cuda.py:41:9: error: x.cpu() takes no arguments in TorchScript
#    41 |         x.cpu(memory_format=torch.contiguous_format),
#       |         ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
# <<<
import torch
from torch import Tensor
from typing import List


# A CUDA device where it only places or moves a tensor is ignored with a warning
# (cli/cuda_ignored); anywhere else it has no meaning in the ONNX model (compiled as
# PyTorch runs the script on the CPU): a comparison with it is an error, as is another
# accelerator, a string that is no device; TorchScript 1.13 refuses x.cuda(0) (its
# aten::cuda takes only self), torch.device("cpu", 0) and x.cpu(...)
def f(x: Tensor) -> List[Tensor]:
    return [
        x.cuda(0),
        x * float(x.device == torch.device("cuda")),
        x.to("mps"),
        x.to("cuda:x"),
        x.to(torch.device("cpu", 0)),
        x.cpu(memory_format=torch.contiguous_format),
    ]
