#!/usr/bin/python3
"""bench/models/seq.py's PyTorch side, in a process of its own (its peak RSS is the export's):

    seq_export.py NAME OUT.onnx

builds NAME's model as the weights file scriptc compiles with was built (under
torch.manual_seed(0), eval mode): `wlm_lstm`, the word language model as PyTorch's examples
repository writes it (tests/lib/wlm.py REFERENCE: RNNModel("LSTM", 33278, 650, 650, 2)),
whose weights are those of examples/word_language_model.py's LSTMModel() built the same way;
`encoder`, bench/models/seq_models.py's Encoder. Exports it with torch.onnx.export at opset 17
with symbolic seq and batch dims. Prints one line: the seconds torch.onnx.export took."""
import os
import sys
import time
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tests", "lib"))
sys.path.insert(0, HERE)
warnings.filterwarnings("ignore")

import torch  # noqa: E402


def main(name, out):
    torch.manual_seed(0)
    if name == "wlm_lstm":
        import wlm
        ref = wlm._module("wlm_reference", wlm.REFERENCE)
        model = ref.RNNModel("LSTM", 33278, 650, 650, 2).eval()
        x = torch.zeros(35, 1, dtype=torch.int64)
        h = (torch.zeros(2, 1, 650), torch.zeros(2, 1, 650))
        args, names = (x, h), ["input", "h0", "c0"]
        outs = ["logp", "h", "c"]
        axes = {"input": {0: "seq", 1: "batch"}, "h0": {1: "batch"}, "c0": {1: "batch"},
                "logp": {0: "rows"}, "h": {1: "batch"}, "c": {1: "batch"}}
    else:
        import seq_models
        model = seq_models.Encoder().eval()
        args, names, outs = (torch.randn(35, 1, 512),), ["src"], ["y"]
        axes = {"src": {0: "seq", 1: "batch"}, "y": {0: "seq", 1: "batch"}}
    t0 = time.perf_counter()
    with torch.no_grad():
        torch.onnx.export(model, args, out, input_names=names, output_names=outs,
                          dynamic_axes=axes, opset_version=17)
    print("%.3f" % (time.perf_counter() - t0))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
