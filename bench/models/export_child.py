#!/usr/bin/python3
"""bench/models/run.py's PyTorch side, in a process of its own (its peak RSS is the export's):

    export_child.py NAME OUT.onnx C,H,W

builds the reference model of NAME (tests/lib/vision.py: torchvision.models.NAME(), or the
tutorial's model) under torch.manual_seed(0) in eval mode, as tools/to_safetensors.py does (so
its weights are those of the file scriptc compiles with), and exports it with
torch.onnx.export at opset 17 with a symbolic batch dim. Prints one line: the seconds
torch.onnx.export took."""
import os
import sys
import time
import warnings

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
warnings.filterwarnings("ignore")

import torch  # noqa: E402
import vision  # noqa: E402


def main(name, out, shape):
    m = [x for x in vision.MODELS if x.name == name][0]
    torch.manual_seed(0)
    model = m.build().eval()
    x = torch.randn((1,) + tuple(shape))
    t0 = time.perf_counter()
    torch.onnx.export(model, x, out, input_names=[m.inp], output_names=["y"],
                      dynamic_axes={m.inp: {0: "batch"}, "y": {0: "batch"}}, opset_version=17)
    print("%.3f" % (time.perf_counter() - t0))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], [int(d) for d in sys.argv[3].split(",")])
