#!/usr/bin/python3
"""prelude_torch.py PRELUDE: the prelude's modules (frontend/prelude/nn.py) against torch.nn.

For every class and each of its options (CASES: constructor arguments and inputs), builds
torch.nn.X(*args, **kw) and prelude.X(*args, **kw) after the same manual_seed, and checks:
  - the state_dict's keys (in order), shapes and dtypes, and which names are parameters and
    which buffers (persistent or not), are torch's;
  - torch's module, given random parameters and buffers with realistic statistics (running
    variances around 1, not 1), loads into ours with strict=True;
  - after .eval() both, torch.jit.script of ours compiles, and ours (eager and scripted)
    computes torch's outputs on random inputs: torch.allclose(rtol=1e-5, atol=1e-6), exact for
    integer outputs (return_indices), and outputs of the same dtype and shape.
Also: every class the brief names exists, with torch's constructor and forward signatures
(parameter names, order, kinds and defaults); constructor arguments torch refuses are refused here too (ValueError);
and forward's own refusals (a ConvTranspose output_size out of range) are torch's. With
torchvision installed, seven of its models built with the prelude's classes in torch.nn's place
give torch's state_dict and outputs (eager and scripted).
Ends with "N passed, N failed"; exit status 1 if anything failed.
"""
import importlib.util
import inspect
import math
import sys
import time
import warnings

import torch
import torch.nn as tnn

warnings.filterwarnings("ignore")
torch.set_num_threads(1)

CLASSES = """Identity Linear Bilinear Flatten Unflatten Conv1d Conv2d Conv3d ConvTranspose1d
ConvTranspose2d ConvTranspose3d BatchNorm1d BatchNorm2d BatchNorm3d InstanceNorm1d
InstanceNorm2d InstanceNorm3d LayerNorm GroupNorm LocalResponseNorm Embedding EmbeddingBag
Dropout Dropout1d Dropout2d Dropout3d AlphaDropout FeatureAlphaDropout ReLU ReLU6 LeakyReLU
PReLU ELU SELU CELU GELU SiLU Mish Sigmoid Tanh Hardtanh Hardsigmoid Hardswish Softplus
Softsign Softshrink Hardshrink Tanhshrink Threshold Softmax Softmin LogSoftmax Softmax2d GLU
LogSigmoid MaxPool1d MaxPool2d MaxPool3d AvgPool1d AvgPool2d AvgPool3d LPPool1d LPPool2d
AdaptiveAvgPool1d AdaptiveAvgPool2d AdaptiveAvgPool3d AdaptiveMaxPool1d AdaptiveMaxPool2d
AdaptiveMaxPool3d Upsample UpsamplingNearest2d UpsamplingBilinear2d PixelShuffle
PixelUnshuffle ChannelShuffle ZeroPad2d ConstantPad1d ConstantPad2d ConstantPad3d
ReflectionPad1d ReflectionPad2d ReflectionPad3d ReplicationPad1d ReplicationPad2d
ReplicationPad3d CosineSimilarity PairwiseDistance CrossEntropyLoss NLLLoss MSELoss L1Loss
SmoothL1Loss BCELoss BCEWithLogitsLoss Fold Unfold
RReLU MaxUnpool1d MaxUnpool2d MaxUnpool3d HuberLoss KLDivLoss PoissonNLLLoss GaussianNLLLoss
SoftMarginLoss HingeEmbeddingLoss CosineEmbeddingLoss MarginRankingLoss TripletMarginLoss
MultiLabelMarginLoss MultiLabelSoftMarginLoss MultiMarginLoss
MultiheadAttention TransformerEncoderLayer TransformerDecoderLayer TransformerEncoder
TransformerDecoder Transformer
RNNCell LSTMCell GRUCell RNN LSTM GRU""".split()

# the one __init__ that takes *args and **kwargs, and ignores them, as torch's
SUBSET_VARARGS = {("Identity", "__init__")}

# torch's signature differs on purpose (see the prelude): the recurrent layers, whose
# torch constructors take *args and **kwargs
SIGNATURE_EXCEPTIONS = {"RNN", "LSTM", "GRU"}


# -- inputs: each a function of a torch.Generator ---------------------------------------

def maker(f, expr):
    """an input maker, with the Python expression that makes the same kind of input (for
    scripts written from the table)"""
    f.expr = expr
    return f


def R(*shape, dtype=torch.float32):
    """normal floats"""
    return maker(lambda g: torch.randn(shape, generator=g, dtype=dtype),
                 "torch.randn(%r, dtype=%s)" % (shape, dtype))


def U(lo, hi, *shape):
    """uniform floats in [lo, hi)"""
    return maker(lambda g: torch.rand(shape, generator=g) * (hi - lo) + lo,
                 "torch.rand(%r) * %r + %r" % (shape, hi - lo, lo))


def I(hi, *shape, lo=0):
    """int64 in [lo, hi)"""
    return maker(lambda g: torch.randint(lo, hi, shape, generator=g),
                 "torch.randint(%r, %r, %r)" % (lo, hi, shape))


def T(values, dtype=torch.int64):
    """a fixed tensor"""
    return maker(lambda g: torch.tensor(values, dtype=dtype),
                 "torch.tensor(%r, dtype=%s)" % (values, dtype))


def N():
    """None"""
    return maker(lambda g: None, "None")


class Case:
    def __init__(self, cls, *args, inputs=None, fkw=None, build=None, **kw):
        self.cls, self.args, self.kw = cls, args, kw
        self.inputs = inputs       # list of input lists (each a list of makers)
        self.fkw = fkw or {}       # forward keyword arguments
        self.build = build         # (module, name) -> instance, instead of cls(*args, **kw)

    def name(self):
        a = [repr(x) for x in self.args] + ["%s=%r" % kv for kv in self.kw.items()]
        if self.build is not None:
            a = [self.build.__doc__ or "build"]
        s = "%s(%s)" % (self.cls, ", ".join(a))
        if self.fkw:
            s += " fwd " + ", ".join("%s=%r" % kv for kv in self.fkw.items())
        return s


def arity(cls):
    """how many tensors torch's forward requires"""
    ps = list(inspect.signature(getattr(tnn, cls).forward).parameters.values())[1:]
    return len([p for p in ps if p.default is inspect.Parameter.empty])


def C(cls, *args, inp, fkw=None, **kw):
    """a case; inp is one input, or a list of inputs to a forward of one tensor (one call
    each), or the arguments of one call to a forward of several, or a list of calls"""
    if callable(inp):
        inp = [[inp]]
    elif inp and not isinstance(inp[0], list):
        inp = [[x] for x in inp] if arity(cls) == 1 else [inp]
    return Case(cls, *args, inputs=inp, fkw=fkw, **kw)


def pretrained(mod, cls):
    """from_pretrained(torch.randn(7, 3), padding_idx=2)"""
    torch.manual_seed(1)
    return getattr(mod, cls).from_pretrained(torch.randn(7, 3), padding_idx=2)


def pretrained_bag(mod, cls):
    """from_pretrained(torch.randn(7, 3), mode='sum')"""
    torch.manual_seed(1)
    return getattr(mod, cls).from_pretrained(torch.randn(7, 3), mode="sum")


def loss_weight(n):
    return torch.rand(n) + 0.5


X4 = R(2, 3, 5, 6)


def act_cases():
    # also 0-d, empty and float64 inputs
    x = [R(2, 3, 4), R(5), R(), R(0, 3), R(2, 3, dtype=torch.float64)]
    out = []
    for name in ["ReLU", "ReLU6", "SELU", "SiLU", "Mish", "Hardsigmoid", "Hardswish",
                 "Sigmoid", "Tanh", "Softsign", "Tanhshrink", "LogSigmoid", "Hardshrink",
                 "Softshrink", "LeakyReLU", "ELU", "CELU", "GELU", "Hardtanh", "PReLU",
                 "Softplus"]:
        out.append(C(name, inp=x if name != "PReLU" else x[:4]))
    for name in ["ReLU", "ReLU6", "SELU", "SiLU", "Mish", "Hardsigmoid", "Hardswish",
                 "LeakyReLU", "ELU", "CELU", "Hardtanh"]:
        out.append(C(name, inplace=True, inp=x))
    out += [
        C("Hardshrink", 1.2, inp=x), C("Softshrink", lambd=0.1, inp=x),
        C("LeakyReLU", 0.2, inp=x), C("LeakyReLU", negative_slope=-0.5, inp=x),
        C("ELU", alpha=0.5, inp=x), C("ELU", 2, inp=x), C("CELU", 2, inp=x),
        C("CELU", alpha=0.3, inp=x), C("GELU", approximate="tanh", inp=x),
        C("Hardtanh", -2.0, 0.5, inp=x), C("Hardtanh", -2, 2, inp=x),
        C("Hardtanh", min_value=-0.3, max_value=0.7, inp=x),
        C("PReLU", 3, inp=[R(2, 3, 4), R(2, 3)]), C("PReLU", init=0.1, inp=x[:4]),
        C("PReLU", 4, dtype=torch.float64, inp=R(2, 4, 3, dtype=torch.float64)),
        C("Softplus", beta=2, inp=x), C("Softplus", 0.5, threshold=1, inp=x),
        C("Softplus", beta=2.0, threshold=10.0, inp=x),
        C("Threshold", 0.1, 20.0, inp=x), C("Threshold", 1, 20, inp=x),
        C("Threshold", -0.5, -3.0, inplace=True, inp=x),
        C("GLU", inp=[R(2, 3, 4), R(6)]), C("GLU", 1, inp=R(2, 4, 3)), C("GLU", dim=0, inp=R(6, 3)),
        C("Softmax", 1, inp=x[:1]), C("Softmax", dim=-1, inp=x),
        C("Softmax", inp=[R(2, 3), R(2, 3, 4), R(2, 3, 4, 5), R(4), R()]),
        C("Softmin", 0, inp=x), C("Softmin", inp=[R(2, 3), R(4), R(2, 3, 4)]),
        C("ReLU", inp=[T([1, -2, 3]), T([[-1.5, 2.5]], torch.float64)]),
        C("Hardtanh", -2.0, 2.0, inp=[T([1, -3, 3], torch.float64)]),
        C("LogSoftmax", dim=2, inp=x[:1]),
        C("LogSoftmax", inp=[R(2, 3), R(2, 3, 4, 5), R(2, 3, 4), R(3)]),
        C("Softmax2d", inp=[R(2, 3, 4, 5), R(3, 4, 5)]),
    ]
    return out


def linear_cases():
    return [
        C("Linear", 4, 5, inp=[R(3, 4), R(2, 3, 4), R(4), R(0, 4)]),
        C("Linear", 4, 5, bias=False, inp=R(3, 4)),
        C("Linear", in_features=4, out_features=1, inp=R(2, 4)),
        C("Linear", 4, 5, True, None, torch.float64, inp=R(3, 4, dtype=torch.float64)),
        C("Bilinear", 3, 4, 5, inp=[[R(2, 3), R(2, 4)], [R(3), R(4)], [R(2, 6, 3), R(2, 6, 4)]]),
        C("Bilinear", 3, 4, 5, bias=False, inp=[R(2, 3), R(2, 4)]),
        C("Bilinear", 2, 2, 3, dtype=torch.float64,
          inp=[R(2, 2, dtype=torch.float64), R(2, 2, dtype=torch.float64)]),
    ]


def conv_cases():
    out = []
    for nd, mk in [(1, lambda *s: R(2, 4, *s)), (2, lambda *s: R(2, 4, *s)),
                   (3, lambda *s: R(1, 4, *s))]:
        cv, ct = "Conv%dd" % nd, "ConvTranspose%dd" % nd
        sp = [7, 6, 5][:nd]
        x = mk(*sp)
        unb = R(4, *sp)
        odd = [9, 8, 7][:nd]
        out += [
            C(cv, 4, 6, 3, inp=[x, unb]),
            C(cv, 4, 6, 2, stride=2, padding=1, inp=mk(*odd)),
            C(cv, 4, 2, 3, dilation=2, bias=False, inp=mk(*odd)),
            C(cv, 4, 6, 3, groups=2, inp=x),
            C(cv, 4, 4, 3, groups=4, padding=2, inp=x),
            C(cv, 4, 6, 4, padding="same", dilation=2, inp=x),
            C(cv, 4, 6, 3, padding="same", inp=[x, unb]),
            C(cv, 4, 6, 2, padding="valid", inp=x),
            C(cv, 4, 6, 3, padding=2, padding_mode="reflect", inp=x),
            C(cv, 4, 6, 3, padding=1, padding_mode="replicate", stride=2, inp=mk(*odd)),
            # torch 1.13's circular F.pad takes batched inputs only
            C(cv, 4, 6, 3, padding=2, padding_mode="circular", inp=x),
            C(cv, 4, 6, 4, padding="same", padding_mode="reflect", inp=x),
            C(cv, 4, 6, 3, padding="same", padding_mode="circular", dilation=2, inp=mk(*odd)),
            C(cv, 4, 6, 2, dtype=torch.float64, inp=R(2, 4, *sp, dtype=torch.float64)),
            C(ct, 4, 6, 3, inp=[x, unb]),
            C(ct, 4, 6, 3, stride=2, padding=1, output_padding=1, inp=x),
            C(ct, 4, 6, 2, stride=3, dilation=2, bias=False, inp=x),
            C(ct, 4, 6, 3, groups=2, stride=2, inp=x),
            C(ct, 4, 2, 3, groups=2, dilation=3, padding=2, inp=x),
            C(ct, 4, 6, 3, stride=2, padding=1, inp=x,
              fkw={"output_size": [s * 2 for s in sp]}),
            C(ct, 4, 6, 3, stride=3, inp=x,
              fkw={"output_size": [2, 6] + [s * 3 + 1 for s in sp]}),
            C(ct, 4, 6, 3, stride=2, inp=unb,
              fkw={"output_size": [s * 2 + 1 for s in sp]}),
            C(ct, 4, 6, 2, dtype=torch.float64, inp=R(2, 4, *sp, dtype=torch.float64)),
        ]
    out += [
        C("Conv2d", 4, 6, (3, 5), stride=(2, 1), padding=(1, 2), inp=R(2, 4, 9, 8)),
        C("Conv2d", 4, 6, (2, 3), dilation=(2, 1), padding=(0, 3), padding_mode="reflect",
          inp=R(2, 4, 9, 8)),
        C("Conv2d", 4, 6, (2, 4), padding="same", dilation=(3, 1), padding_mode="replicate",
          inp=R(2, 4, 9, 8)),
        C("Conv2d", in_channels=4, out_channels=6, kernel_size=1, inp=R(2, 4, 3, 3)),
        C("Conv2d", 4, 6, 3, padding=1, inp=R(0, 4, 5, 5)),
        C("ConvTranspose2d", 4, 6, 3, stride=2, inp=R(0, 4, 5, 5)),
        C("Conv3d", 4, 2, (1, 2, 3), stride=(1, 2, 1), padding=(0, 1, 1), inp=R(1, 4, 5, 6, 7)),
        C("ConvTranspose2d", 4, 6, (3, 2), stride=(2, 3), padding=(1, 0),
          output_padding=(1, 2), inp=R(2, 4, 5, 6)),
        C("ConvTranspose2d", 4, 6, (3, 2), stride=(2, 3), inp=R(2, 4, 5, 6),
          fkw={"output_size": (11, 18)}),
    ]
    return out


def norm_cases():
    out = []
    for nd, shapes in [(1, [R(3, 4), R(3, 4, 5)]), (2, [R(3, 4, 5, 6)]), (3, [R(2, 4, 3, 5, 4)])]:
        bn = "BatchNorm%dd" % nd
        out += [
            C(bn, 4, inp=shapes + [R(0, *s(None).shape[1:]) for s in shapes]),
            C(bn, 4, eps=1e-3, momentum=0.3, inp=shapes),
            C(bn, 4, affine=False, inp=shapes), C(bn, 4, momentum=None, inp=shapes),
            C(bn, 4, track_running_stats=False, inp=shapes),
            C(bn, 4, affine=False, track_running_stats=False, inp=shapes),
            C(bn, 4, dtype=torch.float64,
              inp=[R(*s(None).shape, dtype=torch.float64) for s in shapes]),
        ]
    for nd, shapes in [(1, [R(3, 4, 5), R(4, 5)]), (2, [R(2, 4, 5, 6), R(4, 5, 6)]),
                       (3, [R(2, 4, 3, 5, 4), R(4, 3, 5, 4)])]:
        inn = "InstanceNorm%dd" % nd
        out += [
            C(inn, 4, inp=shapes), C(inn, 4, affine=True, inp=shapes),
            C(inn, 4, track_running_stats=True, inp=shapes),
            C(inn, 4, eps=1e-2, affine=True, track_running_stats=True, inp=shapes),
        ]
    out += [
        C("LayerNorm", 5, inp=[R(2, 3, 5), R(5)]), C("LayerNorm", (3, 5), inp=R(2, 3, 5)),
        C("LayerNorm", [4, 3, 5], eps=1e-3, inp=R(2, 4, 3, 5)),
        C("LayerNorm", 5, elementwise_affine=False, inp=R(2, 3, 5)),
        C("LayerNorm", (5,), dtype=torch.float64, inp=R(3, 5, dtype=torch.float64)),
        C("GroupNorm", 2, 4, inp=[R(2, 4, 3, 3), R(2, 4), R(3, 4, 5)]),
        C("GroupNorm", 1, 4, eps=1e-3, inp=R(2, 4, 3, 3)),
        C("GroupNorm", 4, 4, affine=False, inp=R(2, 4, 3, 2, 2)),
        C("LocalResponseNorm", 2, inp=[R(2, 5, 4, 4), R(2, 5, 4)]),
        C("LocalResponseNorm", 3, alpha=1e-2, beta=0.5, k=2, inp=[R(2, 5, 4, 4), R(1, 5, 2, 3, 3)]),
        C("LocalResponseNorm", 4, 0.1, 1, 1, inp=R(2, 7, 3, 3)),
    ]
    return out


def embedding_cases():
    return [
        C("Embedding", 10, 3, inp=[[I(10, 2, 4)], [I(10, 5)], [T(4)]]),
        C("Embedding", 10, 3, padding_idx=0, inp=[I(10, 3, 4)]),
        C("Embedding", 10, 3, padding_idx=-2, inp=[I(10, 3, 4)]),
        C("Embedding", 10, 3, max_norm=1.0, inp=[I(10, 3, 4)]),
        C("Embedding", 10, 3, max_norm=0.5, norm_type=1.0, inp=[I(10, 6)]),
        C("Embedding", 10, 3, dtype=torch.float64, inp=[I(10, 6)]),
        Case("Embedding", build=pretrained, inputs=[[I(7, 2, 3)]]),
        C("EmbeddingBag", 10, 3, inp=[I(10, 2, 4)]),
        C("EmbeddingBag", 10, 3, mode="sum", inp=[[I(10, 2, 4)],
                                                  [I(10, 7), T([0, 2, 2, 5])]]),
        C("EmbeddingBag", 10, 3, mode="max", inp=[[I(10, 2, 4)], [I(10, 7), T([0, 3])]]),
        C("EmbeddingBag", 10, 3, mode="mean", inp=[[I(10, 7), T([0, 1, 4])]]),
        C("EmbeddingBag", 10, 3, mode="sum",
          inp=[[I(10, 7), T([0, 3]), U(0, 1, 7)], [I(10, 2, 3), N(), U(0, 1, 2, 3)]]),
        C("EmbeddingBag", 10, 3, mode="sum", include_last_offset=True,
          inp=[[I(10, 7), T([0, 2, 7])]]),
        C("EmbeddingBag", 10, 3, mode="mean", padding_idx=1,
          inp=[[T([[1, 2, 1], [1, 1, 1], [3, 1, 4]])]]),
        C("EmbeddingBag", 10, 3, mode="max", max_norm=1.0, inp=[[I(10, 7), T([0, 3])]]),
        Case("EmbeddingBag", build=pretrained_bag, inputs=[[I(7, 2, 3)]]),
    ]


def dropout_cases():
    out = []
    for name, x in [("Dropout", R(2, 3, 4)), ("Dropout1d", R(2, 3, 4)),
                    ("Dropout2d", R(2, 3, 4, 5)), ("Dropout3d", R(2, 3, 2, 4, 5)),
                    ("AlphaDropout", R(2, 3)), ("FeatureAlphaDropout", R(2, 3, 4, 5))]:
        out += [C(name, inp=x), C(name, 0.3, inp=x), C(name, p=1, inplace=True, inp=x)]
    return out


def pool_cases():
    out = []
    for nd in (1, 2, 3):
        sp = [9, 8, 7][:nd]
        x = R(2, 3, *sp)
        unb = R(3, *sp)
        mp, ap = "MaxPool%dd" % nd, "AvgPool%dd" % nd
        out += [
            C(mp, 2, inp=[x, unb, R(0, 3, *sp)]), C(mp, 3, stride=2, padding=1, inp=x),
            C(mp, 3, stride=2, ceil_mode=True, inp=x),
            C(mp, 2, stride=1, dilation=2, inp=x),
            C(mp, 3, 2, 1, 1, True, True, inp=x),
            C(mp, 2, return_indices=True, inp=[x, unb]),
            C(ap, 2, inp=[x, unb]), C(ap, 3, stride=2, padding=1, inp=x),
            C(ap, 3, stride=2, padding=1, count_include_pad=False, inp=x),
            C(ap, 3, stride=2, ceil_mode=True, inp=x),
            C(ap, 3, 2, 1, True, False, inp=x),
            C("AdaptiveAvgPool%dd" % nd, 1, inp=[x, unb]),
            C("AdaptiveAvgPool%dd" % nd, 4, inp=x),
            C("AdaptiveMaxPool%dd" % nd, 5, inp=[x, unb]),
            C("AdaptiveMaxPool%dd" % nd, 4, return_indices=True, inp=x),
        ]
        if nd > 1:
            out += [C(ap, 2, divisor_override=3, inp=x),
                    C(ap, 3, stride=1, padding=1, divisor_override=2, ceil_mode=True, inp=x)]
    out += [
        C("MaxPool2d", (2, 3), stride=(1, 2), padding=(1, 0), inp=R(2, 3, 7, 8)),
        C("MaxPool2d", (3, 2), dilation=(1, 2), ceil_mode=True, inp=R(2, 3, 7, 8)),
        C("MaxPool3d", (1, 2, 3), return_indices=True, inp=R(2, 3, 4, 6, 6)),
        C("AvgPool2d", (2, 3), stride=(1, 2), padding=(1, 1), inp=R(2, 3, 7, 8)),
        C("AvgPool1d", (3,), stride=(2,), padding=(1,), ceil_mode=True, inp=R(2, 3, 8)),
        C("AdaptiveAvgPool2d", (3, 5), inp=R(2, 3, 7, 8)),
        C("AdaptiveAvgPool2d", (None, 3), inp=[R(2, 3, 7, 8), R(3, 5, 4)]),
        C("AdaptiveAvgPool2d", [2, None], inp=R(2, 3, 7, 8)),
        C("AdaptiveAvgPool3d", (2, None, 3), inp=R(2, 3, 5, 7, 8)),
        C("AdaptiveAvgPool3d", (2, 3, 4), inp=R(2, 3, 5, 7, 8)),
        C("AdaptiveMaxPool2d", (None, 3), return_indices=True, inp=R(2, 3, 7, 8)),
        C("AdaptiveMaxPool2d", (3, 5), inp=R(2, 3, 7, 8)),
        C("AdaptiveMaxPool3d", (None, None, 2), inp=R(2, 3, 5, 7, 8)),
        C("AdaptiveMaxPool1d", 3, return_indices=True, inp=R(2, 3, 10)),
        C("LPPool1d", 2, 3, inp=[R(2, 3, 9), R(3, 9)]),
        C("LPPool1d", 1.5, 2, stride=1, inp=U(0.1, 2, 2, 3, 9)),
        C("LPPool1d", 3, 3, ceil_mode=True, inp=R(2, 3, 10)),
        C("LPPool2d", 2, 3, inp=R(2, 3, 7, 8)),
        C("LPPool2d", 2.0, (2, 3), stride=(1, 2), inp=R(2, 3, 7, 8)),
        C("LPPool2d", 4, 2, ceil_mode=True, inp=R(2, 3, 7, 7)),
    ]
    return out


def resize_cases():
    x3, x4, x5 = R(2, 3, 5), R(2, 3, 5, 4), R(1, 2, 3, 4, 5)
    return [
        C("Upsample", scale_factor=2, inp=[x3, x4, x5]),
        C("Upsample", scale_factor=1.7, inp=x4),
        C("Upsample", size=7, inp=[x3, x4]), C("Upsample", size=(7, 3), inp=x4),
        C("Upsample", scale_factor=(2, 1.5), inp=x4),
        C("Upsample", scale_factor=(2.0, 3.0), mode="nearest-exact", inp=x4),
        C("Upsample", scale_factor=2, mode="linear", inp=x3),
        C("Upsample", size=8, mode="linear", align_corners=True, inp=x3),
        C("Upsample", scale_factor=1.5, mode="bilinear", inp=x4),
        C("Upsample", scale_factor=1.5, mode="bilinear", recompute_scale_factor=True, inp=x4),
        C("Upsample", size=(6, 9), mode="bilinear", align_corners=True, inp=x4),
        C("Upsample", scale_factor=2, mode="bicubic", inp=x4),
        C("Upsample", scale_factor=2, mode="bicubic", align_corners=True, inp=x4),
        C("Upsample", scale_factor=2, mode="trilinear", inp=x5),
        C("Upsample", size=(4, 5, 6), mode="trilinear", align_corners=True, inp=x5),
        C("Upsample", (3, 2), None, "area", inp=x4),
        C("UpsamplingNearest2d", scale_factor=2, inp=x4),
        C("UpsamplingNearest2d", size=(7, 9), inp=x4),
        C("UpsamplingBilinear2d", scale_factor=2, inp=x4),
        C("UpsamplingBilinear2d", (3, 7), inp=x4),
        C("PixelShuffle", 2, inp=[R(2, 8, 3, 4), R(8, 3, 4)]),
        C("PixelShuffle", 3, inp=R(1, 2, 9, 2, 3)),
        C("PixelUnshuffle", 2, inp=[R(2, 2, 4, 6), R(3, 4, 2)]),
        C("ChannelShuffle", 2, inp=[R(2, 4, 3, 3), R(2, 6, 3)]),
        C("ChannelShuffle", 3, inp=R(1, 6, 2, 2, 2)),
        C("Flatten", inp=[R(2, 3, 4, 5), R(2, 3), R(0, 3, 4)]), C("Flatten", 0, 2, inp=R(2, 3, 4, 5)),
        C("Flatten", start_dim=2, inp=R(2, 3, 4, 5)), C("Flatten", -3, -2, inp=R(2, 3, 4, 5)),
        C("Unflatten", 1, (2, 3), inp=R(4, 6, 5)), C("Unflatten", -1, [2, 2], inp=R(3, 4)),
        C("Unflatten", 1, (2, -1), inp=R(2, 6)), C("Unflatten", 1, (2, 3), inp=R(0, 6)),
        C("Unflatten", 0, (3, 1, 2), inp=[R(6, 2), R(6)]),
        C("Unflatten", -2, (2, 2), inp=R(2, 4, 3)),
        C("Identity", inp=[R(2, 3), T([1, 2])]),
        C("Fold", (4, 5), 2, inp=[R(2, 12, 12), R(12, 12)]),
        C("Fold", output_size=(5, 5), kernel_size=(2, 3), dilation=1, padding=1, stride=2,
          inp=R(1, 12, 9)),
        C("Unfold", 2, inp=[R(2, 3, 4, 5)]),
        C("Unfold", (2, 3), dilation=(1, 2), padding=1, stride=(2, 1), inp=R(2, 3, 6, 7)),
    ]


def pad_cases():
    out = []
    for nd, x, unb in [(1, R(2, 3, 6), R(3, 6)), (2, R(2, 3, 5, 6), R(3, 5, 6)),
                       (3, R(1, 2, 4, 5, 6), R(2, 4, 5, 6))]:
        n = 2 * nd
        seq = tuple([1, 2, 0, 3, 2, 1][:n])
        neg = tuple([-1, 2, 1, 0, 2, -1][:n])
        out += [
            C("ConstantPad%dd" % nd, 2, 3.5, inp=[x, unb]),
            C("ConstantPad%dd" % nd, seq, -1, inp=x),
            C("ConstantPad%dd" % nd, padding=neg, value=0.5, inp=x),
            C("ReflectionPad%dd" % nd, 2, inp=[x, unb]),
            C("ReflectionPad%dd" % nd, seq, inp=x),
            C("ReplicationPad%dd" % nd, 3, inp=[x, unb]),
            C("ReplicationPad%dd" % nd, seq, inp=x),
        ]
    out += [C("ZeroPad2d", 2, inp=[R(2, 3, 4, 5), R(3, 4, 5)]),
            C("ZeroPad2d", (1, 0, 2, 3), inp=R(2, 3, 4, 5)),
            C("ZeroPad2d", padding=(-1, 1, 0, -2), inp=R(2, 3, 4, 5))]
    return out


def loss_cases():
    out = [
        C("CosineSimilarity", inp=[R(3, 5), R(3, 5)]),
        C("CosineSimilarity", dim=0, eps=1e-3, inp=[[R(4, 2), R(4, 2)], [R(4, 2), R(1, 2)]]),
        C("CosineSimilarity", -1, inp=[R(2, 3, 4), R(2, 3, 4)]),
        C("PairwiseDistance", inp=[[R(3, 5), R(3, 5)], [R(5), R(5)]]),
        C("PairwiseDistance", p=1.0, keepdim=True, inp=[R(3, 5), R(3, 5)]),
        C("PairwiseDistance", 3, eps=1e-2, inp=[R(3, 5), R(1, 5)]),
    ]
    for red in ["mean", "sum", "none"]:
        out += [
            C("MSELoss", reduction=red, inp=[R(3, 4), R(3, 4)]),
            C("L1Loss", reduction=red, inp=[R(3, 4), R(3, 4)]),
            C("SmoothL1Loss", reduction=red, inp=[R(3, 4), R(3, 4)]),
            C("SmoothL1Loss", reduction=red, beta=0.5, inp=[R(3, 4), R(3, 4)]),
            C("BCELoss", reduction=red, inp=[U(0.05, 0.95, 3, 4), U(0, 1, 3, 4)]),
            C("BCELoss", loss_weight(4), reduction=red, inp=[U(0.05, 0.95, 3, 4), U(0, 1, 3, 4)]),
            C("BCEWithLogitsLoss", reduction=red, inp=[R(3, 4), U(0, 1, 3, 4)]),
            C("BCEWithLogitsLoss", weight=loss_weight(4), pos_weight=loss_weight(4),
              reduction=red, inp=[R(3, 4), U(0, 1, 3, 4)]),
            C("NLLLoss", reduction=red, inp=[[R(4, 5), I(5, 4)], [R(2, 5, 3, 3), I(5, 2, 3, 3)]]),
            C("NLLLoss", loss_weight(5), ignore_index=1, reduction=red,
              inp=[[R(4, 5), T([1, 0, 4, 1])], [R(2, 5, 3), I(5, 2, 3)]]),
            C("CrossEntropyLoss", reduction=red,
              inp=[[R(4, 5), I(5, 4)], [R(2, 5, 3), I(5, 2, 3)], [R(4, 5), U(0, 1, 4, 5)],
                   [R(5), T(2)]]),
            C("CrossEntropyLoss", weight=loss_weight(5), ignore_index=2, reduction=red,
              label_smoothing=0.1, inp=[[R(4, 5), T([2, 0, 4, 1])], [R(2, 5, 3), I(5, 2, 3)]]),
            C("CrossEntropyLoss", weight=loss_weight(5), reduction=red, label_smoothing=0.1,
              inp=[[R(4, 5), U(0, 1, 4, 5)], [R(2, 5, 3), U(0, 1, 2, 5, 3)]]),
            C("CrossEntropyLoss", reduction=red, label_smoothing=0.25,
              inp=[[R(4, 5), I(5, 4)], [R(4, 5), U(0, 1, 4, 5)]]),
        ]
    out += [
        C("MSELoss", size_average=False, inp=[R(3, 4), R(3, 4)]),
        C("L1Loss", None, False, inp=[R(3, 4), R(3, 4)]),
        C("NLLLoss", None, True, -100, False, inp=[R(4, 5), I(5, 4)]),
        C("CrossEntropyLoss", reduce=True, size_average=True, inp=[R(4, 5), I(5, 4)]),
        C("BCELoss", size_average=False, reduce=True, inp=[U(0.05, 0.95, 3, 4), U(0, 1, 3, 4)]),
        C("CrossEntropyLoss", loss_weight(5).double(),
          inp=[R(4, 5, dtype=torch.float64), I(5, 4)]),
    ]
    return out


def dtype_cases():
    """parameters and buffers of other dtypes: the layout, the load and the script only
    (torch's CPU kernels lack most of these dtypes)"""
    out = []
    for dt in (torch.float16, torch.bfloat16, torch.float64):
        out += [C("Linear", 3, 2, dtype=dt, inp=[]), C("Bilinear", 2, 3, 4, dtype=dt, inp=[]),
                C("Conv2d", 2, 4, 3, groups=2, dtype=dt, inp=[]),
                C("ConvTranspose3d", 2, 4, 3, dtype=dt, inp=[]),
                C("BatchNorm2d", 3, dtype=dt, inp=[]),
                C("InstanceNorm1d", 3, affine=True, track_running_stats=True, dtype=dt, inp=[]),
                C("LayerNorm", (2, 3), dtype=dt, inp=[]), C("GroupNorm", 2, 4, dtype=dt, inp=[]),
                C("Embedding", 5, 2, dtype=dt, inp=[]), C("EmbeddingBag", 5, 2, dtype=dt, inp=[]),
                C("PReLU", 3, dtype=dt, inp=[])]
    return out


def unpool(nd, k, stride=None, padding=0, sizes=(7, 6, 5)):
    """MaxUnpoolNd's input and indices, from a max pool of the same arguments on an input of
    these sizes"""
    def make(g):
        x = torch.randn((2, 3) + tuple(sizes[:nd]), generator=g)
        pool = getattr(torch.nn.functional, "max_pool%dd" % nd)
        return pool(x, k, stride, padding, return_indices=True)
    cache = {}

    def values(g):
        cache["v"], cache["i"] = make(g)
        return cache["v"]
    return [values, lambda g: cache["i"]]


def more_cases():
    out = [
        C("RReLU", inp=[R(2, 3, 4), R()]), C("RReLU", 0.1, 0.3, inp=R(5)),
        C("RReLU", lower=0.2, upper=0.2, inplace=True, inp=R(2, 3)),
        C("MaxUnpool1d", 2, inp=[unpool(1, 2)]),
        C("MaxUnpool1d", 3, stride=2, padding=1, inp=[unpool(1, 3, 2, 1)],
          fkw={"output_size": [2, 3, 8]}),
        C("MaxUnpool2d", 2, inp=[unpool(2, 2)]),
        C("MaxUnpool2d", (3, 2), stride=(2, 1), padding=(1, 0),
          inp=[unpool(2, (3, 2), (2, 1), (1, 0))]),
        C("MaxUnpool2d", 2, inp=[unpool(2, 2)], fkw={"output_size": [7, 6]}),
        C("MaxUnpool3d", 2, inp=[unpool(3, 2, sizes=(6, 4, 4))]),
        C("MaxUnpool3d", 3, 2, 1, inp=[unpool(3, 3, 2, 1, sizes=(7, 5, 7))]),
        C("MaxUnpool3d", 2, inp=[unpool(3, 2)], fkw={"output_size": [7, 6, 5]}),
        C("GaussianNLLLoss", inp=[R(3, 4), R(3, 4), U(0.1, 2, 3, 4)]),
        C("GaussianNLLLoss", full=True, eps=1e-3, reduction="sum",
          inp=[[R(3, 4), R(3, 4), U(0.1, 2, 3, 1)], [R(3, 4), R(3, 4), U(0.1, 2, 3)]]),
        C("TripletMarginLoss", inp=[R(3, 4), R(3, 4), R(3, 4)]),
        C("TripletMarginLoss", margin=0.5, p=1, swap=True, reduction="none",
          inp=[R(3, 4), R(3, 4), R(3, 4)]),
        C("MultiMarginLoss", inp=[R(3, 5), I(5, 3)]),
        C("MultiMarginLoss", p=2, margin=0.5, weight=loss_weight(5), reduction="sum",
          inp=[R(3, 5), I(5, 3)]),
        C("MultiLabelMarginLoss", inp=[R(3, 4), T([[3, 0, -1, 1], [0, 1, 2, 3], [-1, 0, 0, 0]])]),
        C("PoissonNLLLoss", inp=[R(3, 4), U(0, 3, 3, 4)]),
        C("PoissonNLLLoss", log_input=False, full=True, eps=1e-4,
          inp=[U(0.1, 2, 3, 4), U(0, 3, 3, 4)]),
        C("KLDivLoss", reduction="batchmean", inp=[R(3, 4), U(0.01, 1, 3, 4)]),
        C("KLDivLoss", reduction="sum", log_target=True, inp=[R(3, 4), R(3, 4)]),
    ]
    for red in ["mean", "sum", "none"]:
        out += [
            C("HuberLoss", reduction=red, inp=[R(3, 4), R(3, 4)]),
            C("HuberLoss", reduction=red, delta=0.3, inp=[R(3, 4), R(3, 4)]),
            C("SoftMarginLoss", reduction=red, inp=[R(3, 4), T([[1, -1, 1, 1]] * 3, torch.float32)]),
            C("HingeEmbeddingLoss", margin=0.7, reduction=red,
              inp=[R(3, 4), T([[1, -1, 1, -1]] * 3, torch.float32)]),
            C("CosineEmbeddingLoss", margin=0.2, reduction=red,
              inp=[R(3, 4), R(3, 4), T([1, -1, 1])]),
            C("MarginRankingLoss", margin=0.1, reduction=red, inp=[R(5), R(5), T([1, -1, 1, 1, -1])]),
            C("MultiLabelSoftMarginLoss", loss_weight(4), reduction=red,
              inp=[R(3, 4), T([[1, 0, 1, 1]] * 3, torch.float32)]),
            C("KLDivLoss", reduction=red, inp=[R(3, 4), U(0.01, 1, 3, 4)]),
        ]
    return out


def V(x):
    """a constant argument (True, a number)"""
    return maker(lambda g: x, repr(x))


def B(*rows):
    """a fixed bool tensor"""
    return T(list(rows), torch.bool)


def enc_stack(mod, cls):
    """TransformerEncoder(TransformerEncoderLayer(8, 2, 16), 3, LayerNorm(8))"""
    return mod.TransformerEncoder(mod.TransformerEncoderLayer(8, 2, 16), 3, mod.LayerNorm(8))


def enc_stack_nf(mod, cls):
    """TransformerEncoder(TransformerEncoderLayer(8, 2, 16, 'gelu', batch_first, norm_first), 2,
    enable_nested_tensor=False)"""
    return mod.TransformerEncoder(mod.TransformerEncoderLayer(
        8, 2, 16, activation="gelu", batch_first=True, norm_first=True), 2,
        enable_nested_tensor=False)


def dec_stack(mod, cls):
    """TransformerDecoder(TransformerDecoderLayer(8, 2, 16), 2, LayerNorm(8))"""
    return mod.TransformerDecoder(mod.TransformerDecoderLayer(8, 2, 16), 2, mod.LayerNorm(8))


def attention_cases():
    # MultiheadAttention's forward takes query, key, value, key_padding_mask, need_weights,
    # attn_mask, average_attn_weights; masks as fixed tensors so that no row is all masked
    # (rows that are: tests/e2e/mod_attn_mha_fully_masked)
    q, k = R(5, 3, 8), R(4, 3, 8)
    kpm = B([False, True, False, True], [False, False, False, False], [False, False, True, True])
    am = B([False, True, False, False], [False, False, True, False], [False, False, False, True],
           [False, True, True, False], [False, False, False, False])
    def causal(n):
        return T([[0.0] * (i + 1) + [float("-inf")] * (n - i - 1) for i in range(n)],
                 torch.float32)
    src, tgt = R(5, 3, 8), R(4, 3, 8)
    return [
        C("MultiheadAttention", 8, 2, inp=[[q, k, k], [q, q, q], [R(2, 1, 8), R(1, 1, 8), R(1, 1, 8)]]),
        C("MultiheadAttention", 8, 2, inp=[q, k, k, kpm]),
        C("MultiheadAttention", 8, 2, inp=[q, k, k, R(3, 4)]),
        C("MultiheadAttention", 8, 2, inp=[q, k, k, kpm],
          fkw={"attn_mask": torch.randn(5, 4, generator=torch.Generator().manual_seed(5))}),
        C("MultiheadAttention", 8, 4, inp=[q, k, k, kpm, V(True), am], fkw={"average_attn_weights": False}),
        C("MultiheadAttention", 8, 2, inp=[q, k, k, N(), V(False), R(6, 5, 4)]),
        C("MultiheadAttention", 8, 2, batch_first=True, inp=[[R(3, 5, 8), R(3, 4, 8), R(3, 4, 8)], [R(3, 5, 8)] * 3]),
        C("MultiheadAttention", 8, 2, bias=False, inp=[q, k, k]),
        C("MultiheadAttention", 8, 2, add_bias_kv=True, inp=[q, k, k, kpm, V(True), am]),
        C("MultiheadAttention", 8, 2, add_zero_attn=True, inp=[q, k, k, kpm, V(True), am]),
        C("MultiheadAttention", 8, 2, add_bias_kv=True, add_zero_attn=True, inp=[q, k, k]),
        C("MultiheadAttention", 8, 2, kdim=3, vdim=5, inp=[q, R(4, 3, 3), R(4, 3, 5), kpm]),
        C("MultiheadAttention", 8, 2, kdim=3, inp=[q, R(4, 3, 3), R(4, 3, 8)]),
        C("MultiheadAttention", 8, 2, dropout=0.2, inp=[q, k, k]),
        C("MultiheadAttention", 8, 2, inp=[R(5, 8), R(4, 8), R(4, 8), B(False, True, False, False)]),
        C("MultiheadAttention", 8, 2, batch_first=True, inp=[R(5, 8), R(4, 8), R(4, 8), N(), V(True), R(2, 5, 4)]),
        C("MultiheadAttention", 6, 3, dtype=torch.float64, inp=[R(2, 2, 6, dtype=torch.float64)] * 3),
        C("TransformerEncoderLayer", 8, 2, 16, inp=[[src], [src, causal(5)], [src, causal(5), B(*[[False] * 5] * 3)]]),
        C("TransformerEncoderLayer", 8, 2, 16, norm_first=True, inp=[src]),
        C("TransformerEncoderLayer", 8, 2, 16, activation="gelu", inp=[src]),
        C("TransformerEncoderLayer", 8, 2, 16, activation=torch.nn.functional.gelu, inp=[src]),
        C("TransformerEncoderLayer", 8, 2, 16, activation=torch.nn.Tanh(), inp=[src]),
        C("TransformerEncoderLayer", 8, 4, dim_feedforward=24, dropout=0.5, layer_norm_eps=1e-3, inp=[src]),
        C("TransformerEncoderLayer", 8, 2, 16, batch_first=True, inp=[[R(3, 5, 8)], [R(5, 8)]]),
        C("TransformerEncoderLayer", 8, 2, 16, dtype=torch.float64, inp=[R(5, 3, 8, dtype=torch.float64)]),
        C("TransformerDecoderLayer", 8, 2, 16, inp=[[tgt, src], [tgt, src, causal(4)]]),
        C("TransformerDecoderLayer", 8, 2, 16, inp=[tgt, src, N(), R(4, 5), N(), B(*[[False, True, False, False, True]] * 3)]),
        C("TransformerDecoderLayer", 8, 2, 16, norm_first=True, activation="gelu", batch_first=True, inp=[R(3, 4, 8), R(3, 5, 8)]),
        C("TransformerDecoderLayer", 8, 2, 16, layer_norm_eps=1e-4, activation=torch.nn.functional.gelu, inp=[tgt, src]),
        Case("TransformerEncoder", build=enc_stack, inputs=[[src], [src, causal(5)], [src, N(), B(*[[False, False, True, True, False]] * 3)]]),
        Case("TransformerEncoder", build=enc_stack_nf, inputs=[[R(3, 5, 8)]]),
        Case("TransformerDecoder", build=dec_stack, inputs=[[tgt, src], [tgt, src, causal(4)]]),
        C("Transformer", 8, 2, 2, 1, 16, inp=[[src, tgt], [src, tgt, N(), causal(4)]]),
        C("Transformer", 8, 2, 1, 2, 16, activation="gelu", batch_first=True, norm_first=True,
          inp=[R(3, 5, 8), R(3, 4, 8)]),
        C("Transformer", 8, 2, 1, 1, 16, dtype=torch.float64,
          inp=[R(5, 2, 8, dtype=torch.float64), R(4, 2, 8, dtype=torch.float64)]),
    ]


def rnn_cases():
    f64 = torch.float64
    calls = [[R(2, 4), R(2, 3)], [R(2, 4)], [R(4), R(3)], [R(4)], [R(0, 4)]]
    return [
        C("RNNCell", 4, 3, inp=calls),
        C("RNNCell", 4, 3, nonlinearity="relu", inp=calls),
        C("RNNCell", 4, 3, bias=False, inp=calls[:2]),
        C("RNNCell", 4, 3, True, "relu", None, f64, inp=[[R(2, 4, dtype=f64), R(2, 3, dtype=f64)]]),
        C("LSTMCell", 4, 3, inp=[[R(2, 4)], [R(4)], [R(0, 4)]]),
        C("LSTMCell", 4, 3, bias=False, inp=[[R(3, 4)]]),
        C("LSTMCell", 4, 3, dtype=f64, inp=[[R(3, 4, dtype=f64)]]),
        C("GRUCell", 4, 3, inp=calls),
        C("GRUCell", 4, 3, bias=False, inp=calls[:2]),
        C("GRUCell", 4, 3, dtype=f64, inp=[[R(2, 4, dtype=f64), R(2, 3, dtype=f64)]]),
    ]


def rnn_layer_cases():
    seqs = [[R(5, 2, 4)], [R(1, 3, 4)], [R(5, 4)], [R(3, 0, 4)]]
    return [
        C("RNN", 4, 3, inp=seqs + [[R(5, 2, 4), R(1, 2, 3)], [R(5, 4), R(1, 3)]]),
        C("RNN", 4, 3, nonlinearity="relu", inp=seqs),
        C("RNN", 4, 3, 2, False, True, 0.2, True, nonlinearity="relu", inp=seqs[:3]),
        C("RNN", input_size=4, hidden_size=3, batch_first=True, inp=[[R(2, 5, 4)], [R(5, 4)]]),
        C("LSTM", 4, 3, inp=seqs),
        C("LSTM", 4, 3, num_layers=3, dropout=0.5, inp=[[R(5, 2, 4)]]),
        C("LSTM", 4, 3, bias=False, bidirectional=True, inp=seqs),
        C("LSTM", 4, 3, batch_first=True, num_layers=2, inp=[[R(2, 5, 4)], [R(5, 4)]]),
        C("LSTM", 4, 3, proj_size=2, inp=seqs[:3]),
        C("LSTM", 4, 5, 2, True, True, 0.0, True, 3, inp=[[R(2, 5, 4)], [R(5, 4)]]),
        C("LSTM", 4, 5, bias=False, proj_size=1, inp=[[R(5, 2, 4)]]),
        C("GRU", 4, 3, inp=seqs + [[R(5, 2, 4), R(1, 2, 3)]]),
        C("GRU", 4, 3, num_layers=2, bidirectional=True, batch_first=True, inp=[[R(2, 5, 4)], [R(5, 4)]]),
        C("GRU", 4, 3, bias=False, inp=seqs[:2]),
        C("LSTM", 4, 3, num_layers=2, bidirectional=True, dtype=torch.float64,
          inp=[[R(5, 2, 4, dtype=torch.float64)], [R(5, 4, dtype=torch.float64)]]),
        C("GRU", 4, 3, batch_first=True, dtype=torch.float64, inp=[[R(2, 5, 4, dtype=torch.float64)]]),
        C("RNN", 4, 3, nonlinearity="relu", dtype=torch.float64,
          inp=[[R(5, 2, 4, dtype=torch.float64), R(1, 2, 3, dtype=torch.float64)]]),
    ]


CASES = (dtype_cases() + more_cases() + linear_cases() + act_cases() + conv_cases() + norm_cases() + embedding_cases() + dropout_cases()
         + pool_cases() + resize_cases() + pad_cases() + loss_cases() + attention_cases() + rnn_cases()
         + rnn_layer_cases())

# constructor arguments torch refuses (any exception); the prelude must raise ValueError
REFUSED = [
    ("Conv2d", (4, 6, 3), {"groups": 3}), ("Conv2d", (4, 6, 3), {"groups": 0}),
    ("Conv1d", (4, 5, 3), {"groups": 2}),
    ("Conv2d", (4, 6, 3), {"padding": "same", "stride": 2}),
    ("Conv2d", (4, 6, 3), {"padding": "full"}),
    ("Conv3d", (4, 6, 3), {"padding_mode": "mirror"}),
    ("ConvTranspose2d", (4, 6, 3), {"padding_mode": "reflect"}),
    ("ConvTranspose1d", (4, 6, 3), {"groups": 4}),
    ("GroupNorm", (3, 4), {}), ("Dropout", (1.5,), {}), ("Dropout2d", (-0.1,), {}),
    ("Embedding", (10, 3), {"padding_idx": 10}), ("Embedding", (10, 3), {"padding_idx": -11}),
    ("EmbeddingBag", (10, 3), {"padding_idx": 12}),
    ("Hardtanh", (1.0, 0.0), {}), ("Hardtanh", (1.0, 1.0), {}),
    ("Unflatten", (1, 6), {}), ("Unflatten", (1, (2.0, 3)), {}),
    ("LSTM", (4, 3), {"dropout": 1.5}), ("GRU", (4, 3), {"dropout": -0.1}),
    ("LSTM", (4, 3), {"proj_size": 3}), ("LSTM", (4, 3), {"proj_size": -1}),
    ("RNN", (4, 3), {"nonlinearity": "gelu"}),
]

# forward calls torch refuses: ours (eager and scripted) must refuse them too
FORWARD_REFUSED = [
    (("ConvTranspose2d", (4, 6, 3), {"stride": 2}), [R(2, 4, 5, 5)], {"output_size": [14, 11]}),
    (("ConvTranspose1d", (4, 6, 3), {"stride": 2}), [R(2, 4, 5)], {"output_size": [1, 2, 3, 4]}),
    (("BatchNorm2d", (4,), {}), [R(2, 4, 5)], {}),
    (("BatchNorm1d", (4,), {}), [R(2, 4, 5, 5)], {}),
    (("InstanceNorm2d", (4,), {}), [R(4, 5)], {}),
    (("Softmax2d", (), {}), [R(4, 5)], {}),
    (("ChannelShuffle", (4,), {}), [R(2, 6, 3)], {}),
    (("ChannelShuffle", (2,), {}), [R(2, 6)], {}),
    (("Unflatten", (1, (2, 3)), {}), [R(4, 7)], {}),
    (("Unflatten", (1, (2, -1)), {}), [R(4, 7)], {}),
]


# -- the compile-time evaluator's subset (issue 20's brief), checked on the source --------
# __init__, the classmethods and the module-level helpers run in the compile-time evaluator;
# they may use these constructs and calls only (forward and its helpers are TorchScript).

SUBSET_NODES = {
    "Module", "ClassDef", "FunctionDef", "arguments", "arg", "Assign", "AugAssign", "If",
    "For", "While", "Break", "Continue", "Raise", "Return", "Expr", "Pass", "Call",
    "Attribute", "Name", "Load", "Store", "Constant", "Tuple", "List", "Dict", "ListComp",
    "comprehension", "Compare", "BoolOp", "BinOp", "UnaryOp", "Subscript", "Slice",
    "keyword", "Add", "Sub", "Mult", "Div", "FloorDiv", "Mod", "Pow", "Eq", "NotEq", "Lt",
    "LtE", "Gt", "GtE", "In", "NotIn", "Is", "IsNot", "And", "Or", "Not", "USub", "UAdd",
    "Import", "ImportFrom", "alias",
}
SUBSET_BUILTINS = {"super", "isinstance", "len", "tuple", "list", "int", "float", "min",
                   "max", "abs", "all", "any", "range", "Parameter", "ValueError", "str",
                   "bool", "ModuleList"}
SUBSET_TORCH = {"empty", "zeros", "ones", "tensor"}
SUBSET_SELF = {"register_parameter", "register_buffer"}
SUBSET_IMPORTS = ["import math", "import torch", "import torch.nn.functional as F",
                  "from torch import Tensor", "from torch.nn import Module, ModuleList, Parameter",
                  "from typing import List, Optional, Tuple"]
# what the prelude needs beyond the subset, each named in docs/modules.md: Embedding's and
# EmbeddingBag's from_pretrained (a classmethod, reading the tensor it is given) and the
# `_weight` tensor their __init__ then takes
SUBSET_EXCEPTIONS = {("Embedding", "from_pretrained"), ("EmbeddingBag", "from_pretrained"),
                     ("Embedding", "__init__:_weight"), ("EmbeddingBag", "__init__:_weight")}


# the module-level functions that are TorchScript (forward's helpers, and F's functions
# written in the prelude), not run by the evaluator
SCRIPT_FUNCTIONS = {"_mha_is_batched", "multi_head_attention_forward",
                    "scaled_dot_product_attention", "_pack_padded_sequence",
                    "_pack_padded_sequence_list", "_pad_packed_sequence", "_pad_sequence",
                    "_sequence_lengths"}


# staticmethods that forward may call (TorchScript too), checked against torch's by
# check_static below
SCRIPT_METHODS = {("Transformer", "generate_square_subsequent_mask")}


def check_static(prelude, res):
    for sz in (1, 2, 5):
        want = tnn.Transformer.generate_square_subsequent_mask(sz)
        for label, f in (("eager", prelude.Transformer.generate_square_subsequent_mask),
                         ("scripted", torch.jit.script(
                             prelude.Transformer.generate_square_subsequent_mask))):
            r = same(want, f(sz), "Transformer.generate_square_subsequent_mask(%d) %s"
                     % (sz, label))
            if r:
                res.fail("static", r)
            else:
                res.ok()


def check_subset(path, res):
    import ast
    src = open(path, encoding="utf-8").read()
    tree = ast.parse(src)
    helpers = {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    bad = []

    def where(node, fn):
        return "line %d (%s)" % (node.lineno, fn)

    def walk(node, fn, cls):
        for n in ast.walk(node):
            kind = type(n).__name__
            if kind not in SUBSET_NODES:
                bad.append("%s: %s" % (where(n, fn), kind))
            if isinstance(n, ast.Call):
                f = n.func
                ok = False
                if isinstance(f, ast.Name):
                    ok = f.id in SUBSET_BUILTINS or f.id in helpers or f.id == "cls"
                elif isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
                    base = f.value.id
                    ok = ((base == "torch" and f.attr in SUBSET_TORCH)
                          or base == "math"
                          or (base == "self" and f.attr in SUBSET_SELF))
                    if base in ("_weight", "embeddings"):
                        ok = (cls, fn if fn != "__init__" else "__init__:_weight") \
                            in SUBSET_EXCEPTIONS
                elif (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Call)
                      and isinstance(f.value.func, ast.Name) and f.value.func.id == "super"):
                    ok = f.attr == "__init__"
                if not ok:
                    bad.append("%s: call of %s" % (where(n, fn), ast.unparse(f)))
                for k in n.keywords:
                    if k.arg is None:
                        bad.append("%s: **kwargs" % where(n, fn))
                if isinstance(f, ast.Attribute) and getattr(f.value, "id", "") == "torch":
                    if [k.arg for k in n.keywords if k.arg != "dtype"]:
                        bad.append("%s: torch.%s takes dtype= only" % (where(n, fn), f.attr))
            if (isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
                    and n.value.id in ("_weight", "embeddings")
                    and (cls, fn if fn != "__init__" else "__init__:_weight")
                    not in SUBSET_EXCEPTIONS):
                bad.append("%s: reads the tensor %s" % (where(n, fn), n.value.id))

    def check_args(fn_node, fn, cls=None):
        a = fn_node.args
        if (a.vararg or a.kwarg) and (cls, fn) not in SUBSET_VARARGS:
            bad.append("%s: *args or **kwargs" % where(fn_node, fn))

    imports = [ast.unparse(n) for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    if imports != SUBSET_IMPORTS:
        bad.append("imports %r, the subset's are %r" % (imports, SUBSET_IMPORTS))
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name in SCRIPT_FUNCTIONS:
            continue  # TorchScript, as forward is
        if isinstance(node, ast.FunctionDef):
            check_args(node, node.name)
            if node.decorator_list:
                bad.append("%s: a decorator" % where(node, node.name))
            walk(node, node.name, None)
        elif isinstance(node, ast.ClassDef):
            if [b for b in node.bases if not isinstance(b, ast.Name)]:
                bad.append("%s: a base that is not a plain name" % where(node, node.name))
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    decos = [ast.unparse(d) for d in item.decorator_list]
                    if decos == ["staticmethod"] and (node.name, item.name) in SCRIPT_METHODS:
                        continue  # TorchScript, called from forward
                    if decos and not (decos == ["classmethod"]
                                      and (node.name, item.name) in SUBSET_EXCEPTIONS):
                        bad.append("%s: decorator %s" % (where(item, item.name), decos))
                    if item.name == "__init__" or decos:
                        check_args(item, item.name, node.name)
                        walk(item, item.name, node.name)
                elif isinstance(item, ast.Assign):
                    names = [ast.unparse(t) for t in item.targets]
                    if names != ["__constants__"]:
                        bad.append("%s: class attribute %s" % (where(item, node.name), names))
                elif not isinstance(item, ast.Expr):
                    bad.append("%s: %s in a class body" % (where(item, node.name),
                                                           type(item).__name__))
        elif not isinstance(node, (ast.Import, ast.ImportFrom, ast.Expr)):
            bad.append("line %d: module-level %s" % (node.lineno, type(node).__name__))
    for b in bad:
        res.fail("subset", b)
    if not bad:
        res.ok()


# -- checks --------------------------------------------------------------------------------

def load_prelude(path):
    spec = importlib.util.spec_from_file_location("prelude_nn", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def realistic(ref, g):
    """give torch's module random parameters and buffers, as after training"""
    with torch.no_grad():
        for name, t in ref.state_dict().items():
            leaf = name.rsplit(".", 1)[-1]
            if not t.is_floating_point():
                t.copy_(torch.randint(1, 1000, t.shape, generator=g))
            elif leaf == "running_var":
                t.copy_(torch.rand(t.shape, generator=g, dtype=t.dtype) * 1.5 + 0.2)
            elif leaf == "running_mean":
                t.copy_(torch.randn(t.shape, generator=g, dtype=t.dtype) * 0.7)
            elif leaf in ("weight", "pos_weight") and isinstance(ref, tnn.modules.loss._Loss):
                t.copy_(torch.rand(t.shape, generator=g, dtype=t.dtype) + 0.3)
            else:
                t.copy_(torch.randn(t.shape, generator=g, dtype=t.dtype) * 0.5)


def trained(model, g):
    """a whole model's trained-looking weights: the unit cases' statistics, with weights of 2
    dims or more scaled by 1/sqrt(fan-in) and 1-d weights around 1, so that activations stay
    of order 1 through dozens of layers (then a difference anywhere shows in the output)"""
    realistic(model, g)
    with torch.no_grad():
        for name, t in model.state_dict().items():
            if name.endswith(".weight") and t.is_floating_point():
                if t.dim() >= 2:
                    t.copy_(torch.randn(t.shape, generator=g) / math.sqrt(t[0].numel()))
                else:
                    t.copy_(torch.rand(t.shape, generator=g) + 0.5)
            elif name.endswith(".bias"):
                t.mul_(0.2)


def layout(m):
    """the state_dict's keys, shapes and dtypes, and which names are parameters and buffers"""
    sd = [(k, tuple(v.shape), v.dtype) for k, v in m.state_dict().items()]
    params = [k for k, _ in m.named_parameters()]
    buffers = [k for k, _ in m.named_buffers()]
    return sd, params, buffers


def same(a, b, what):
    """None if a and b (tensors or tuples of them) are equal, else why not"""
    if isinstance(a, (tuple, list)):
        if not isinstance(b, (tuple, list)) or len(a) != len(b):
            return "%s: %r against torch's tuple of %d" % (what, type(b), len(a))
        for i, (x, y) in enumerate(zip(a, b)):
            r = same(x, y, "%s[%d]" % (what, i))
            if r:
                return r
        return None
    if a is None:  # MultiheadAttention(need_weights=False)'s weights
        return None if b is None else "%s: %r, torch gives None" % (what, type(b))
    if not isinstance(b, torch.Tensor):
        return "%s: %r, torch gives a tensor" % (what, type(b))
    if a.dtype != b.dtype or a.shape != b.shape:
        return "%s: %s%s, torch gives %s%s" % (what, b.dtype, list(b.shape), a.dtype,
                                                list(a.shape))
    if a.is_floating_point():
        ok = torch.allclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True)
    else:
        ok = torch.equal(a, b)
    if not ok:
        d = (a.double() - b.double()).abs().max().item() if a.numel() else 0
        return "%s differs from torch's (max abs difference %g)" % (what, d)
    return None


def build(prelude, case):
    if case.build is not None:
        return case.build(tnn, case.cls), case.build(prelude, case.cls)
    torch.manual_seed(0)
    ref = getattr(tnn, case.cls)(*case.args, **case.kw)
    torch.manual_seed(0)
    ours = getattr(prelude, case.cls)(*case.args, **case.kw)
    return ref, ours


def clone(xs):
    return [x.clone() if isinstance(x, torch.Tensor) else x for x in xs]


def check_case(prelude, case, seed):
    ref, ours = build(prelude, case)
    if layout(ref) != layout(ours):
        return "state_dict %r, torch's %r" % (layout(ours), layout(ref))
    g = torch.Generator().manual_seed(seed)
    realistic(ref, g)
    ours.load_state_dict(ref.state_dict(), strict=True)
    ref.eval()
    ours.eval()
    if ours.training or any(m.training for m in ours.modules()):
        return "training after eval()"
    try:
        scripted = torch.jit.script(ours)
    except Exception as e:  # noqa: BLE001 - any failure of TorchScript is the finding
        return "torch.jit.script failed: " + str(e).strip().splitlines()[0]
    for n, makers in enumerate(case.inputs):
        xs = [mk(g) for mk in makers]
        try:
            want = ref(*clone(xs), **case.fkw)
        except Exception as e:  # noqa: BLE001
            return "torch raises on input %d (the table is wrong): %s" % (n, e)
        for what, m in (("eager", ours), ("scripted", scripted)):
            got = m(*clone(xs), **case.fkw)
            r = same(want, got, "input %d, %s" % (n, what))
            if r:
                return r
    # ours still holds torch's values (max_norm renormalizes the weight in place: the same)
    for (k, a), b in zip(ref.state_dict().items(), ours.state_dict().values()):
        r = same(a, b, "state %s after forward" % k)
        if r:
            return r
    return None


def sig(f):
    out = []
    for p in inspect.signature(f).parameters.values():
        out.append((p.name, p.kind, None if p.default is inspect.Parameter.empty
                    else p.default))
    return out


# forward parameters of PyTorch 2.x that the prelude takes beyond 1.13's, last
FORWARD_2X = {"MultiheadAttention": ["is_causal"], "TransformerEncoderLayer": ["is_causal"],
              "TransformerDecoderLayer": ["tgt_is_causal", "memory_is_causal"],
              "TransformerEncoder": ["is_causal"],
              "TransformerDecoder": ["tgt_is_causal", "memory_is_causal"],
              "Transformer": ["src_is_causal", "tgt_is_causal", "memory_is_causal"]}


def check_causal_hints(prelude, res):
    """PyTorch 2.x's is_causal hints (1.13 has none to compare with): with a causal mask the
    hint changes nothing; where 2.x computes with its own causal mask instead of the one
    given (no weights, no key padding mask) a non-causal mask with the hint gives the causal
    mask's result; a hint without a mask is refused"""
    g = torch.Generator().manual_seed(11)
    L, S = 5, 4
    causal = tnn.Transformer.generate_square_subsequent_mask(L)
    causal_ls = torch.ones(L, S, dtype=torch.bool).tril().logical_not()
    other = torch.randn(L, L, generator=g)
    x, mem = torch.randn(L, 2, 8, generator=g), torch.randn(S, 2, 8, generator=g)
    mha = prelude.MultiheadAttention(8, 2)
    enc = prelude.TransformerEncoder(prelude.TransformerEncoderLayer(8, 2, 16), 2)
    dec = prelude.TransformerDecoderLayer(8, 2, 16)
    tr = prelude.Transformer(8, 2, 1, 1, 16)
    for m in (mha, enc, dec, tr):
        realistic(m, g)
        m.eval()
    checks = []
    for label, f in (("eager", lambda m: m), ("scripted", torch.jit.script)):
        a, e, d, t = f(mha), f(enc), f(dec), f(tr)
        checks += [
            (label + " MHA causal mask", a(x, x, x, attn_mask=causal, need_weights=False)[0],
             a(x, x, x, attn_mask=causal, need_weights=False, is_causal=True)[0]),
            (label + " MHA other mask, no weights", a(x, x, x, attn_mask=causal,
                                                      need_weights=False)[0],
             a(x, x, x, attn_mask=other, need_weights=False, is_causal=True)[0]),
            (label + " MHA other mask, weights", a(x, x, x, attn_mask=other),
             a(x, x, x, attn_mask=other, is_causal=True)),
            (label + " MHA cross (L, S)", a(x, mem, mem, attn_mask=causal_ls,
                                            need_weights=False)[0],
             a(x, mem, mem, attn_mask=torch.randn(L, S, generator=g), need_weights=False,
               is_causal=True)[0]),
            (label + " encoder", e(x, causal), e(x, causal, is_causal=True)),
            (label + " encoder other mask", e(x, causal), e(x, other, is_causal=True)),
            (label + " decoder layer", d(x, mem, causal),
             d(x, mem, other, tgt_is_causal=True)),
            (label + " transformer", t(mem, x, tgt_mask=causal),
             t(mem, x, tgt_mask=other, tgt_is_causal=True)),
        ]
        try:
            a(x, x, x, need_weights=False, is_causal=True)
            res.fail("causal hint " + label, "a hint without attn_mask is accepted")
        except Exception:  # noqa: BLE001 - RuntimeError, wrapped by TorchScript
            res.ok()
    for what, want, got in checks:
        r = same(want, got, what)
        if r:
            res.fail("causal hint", r)
        else:
            res.ok()


def check_signatures(prelude, res):
    for name in CLASSES:
        ours = getattr(prelude, name, None)
        if ours is None:
            res.fail("class " + name, "missing from the prelude")
            continue
        if not issubclass(ours, torch.nn.Module):
            res.fail("class " + name, "not a Module")
            continue
        theirs = getattr(tnn, name)
        if name not in SIGNATURE_EXCEPTIONS and sig(theirs.__init__) != sig(ours.__init__):
            res.fail("signature " + name, "__init__%s, torch's __init__%s"
                     % (inspect.signature(ours.__init__), inspect.signature(theirs.__init__)))
            continue
        fo, ft = sig(ours.forward), sig(theirs.forward)
        extra = FORWARD_2X.get(name, [])
        if extra and [p[0] for p in fo[len(ft):]] == extra:
            fo = fo[:len(ft)]  # PyTorch 2.x's is_causal hints, after 1.13's parameters
        if [p[0] for p in fo] != [p[0] for p in ft] or [p[2] for p in fo] != [p[2] for p in ft]:
            res.fail("signature " + name, "forward%s, torch's forward%s"
                     % (inspect.signature(ours.forward), inspect.signature(theirs.forward)))
            continue
        res.ok()


def check_refused(prelude, res):
    for cls, args, kw in REFUSED:
        what = "refused %s%r %r" % (cls, args, kw)
        try:
            getattr(tnn, cls)(*args, **kw)
            res.fail(what, "torch accepts it: the table is wrong")
            continue
        except Exception:  # noqa: BLE001 - torch raises several kinds
            pass
        try:
            getattr(prelude, cls)(*args, **kw)
            res.fail(what, "the prelude accepts it")
        except ValueError:
            res.ok()
        except Exception as e:  # noqa: BLE001
            res.fail(what, "the prelude raises %s, not ValueError" % type(e).__name__)
    g = torch.Generator().manual_seed(7)
    for (cls, args, kw), makers, fkw in FORWARD_REFUSED:
        what = "forward refused %s%r %r %r" % (cls, args, kw, fkw)
        ref = getattr(tnn, cls)(*args, **kw).eval()
        ours = getattr(prelude, cls)(*args, **kw).eval()
        xs = [mk(g) for mk in makers]
        try:
            ref(*clone(xs), **fkw)
            res.fail(what, "torch accepts it: the table is wrong")
            continue
        except Exception:  # noqa: BLE001
            pass
        bad = []
        for label, m in (("eager", ours), ("scripted", torch.jit.script(ours))):
            try:
                m(*clone(xs), **fkw)
                bad.append(label + " accepts it")
            except Exception:  # noqa: BLE001 - TorchScript wraps the ValueError
                pass
        if bad:
            res.fail(what, ", ".join(bad))
        else:
            res.ok()


# torchvision's models built with the prelude's classes in torch.nn's place (where a model
# names them at build time: a default argument bound at import, as torchvision.ops'
# Conv2dNormActivation's norm_layer, keeps torch's), against the same model built with
# torch.nn: the prelude's modules inside real architectures, under torch.jit.script too
TORCHVISION = [("resnet18", (2, 3, 64, 64)), ("mobilenet_v3_small", (1, 3, 64, 64)),
               ("squeezenet1_1", (1, 3, 64, 64)), ("shufflenet_v2_x1_0", (1, 3, 64, 64)),
               ("mnasnet0_5", (1, 3, 64, 64)), ("efficientnet_b0", (1, 3, 64, 64)),
               ("lraspp_mobilenet_v3_large", (1, 3, 64, 64))]


def check_torchvision(prelude, res):
    try:
        import torchvision
    except ImportError:
        print("note: torchvision is not installed: its models are not checked")
        return
    names = [n for n in CLASSES if hasattr(prelude, n)]
    for model, shape in TORCHVISION:
        seg = model.startswith("lraspp")
        mods = torchvision.models.segmentation if seg else torchvision.models
        kw = {"weights": None, "weights_backbone": None} if seg else {"weights": None}
        torch.manual_seed(0)
        ref = getattr(mods, model)(**kw)
        saved = {n: getattr(tnn, n) for n in names}
        try:
            for n in names:
                setattr(tnn, n, getattr(prelude, n))
            torch.manual_seed(0)
            ours = getattr(mods, model)(**kw)
        finally:
            for n, c in saved.items():
                setattr(tnn, n, c)
        what = "torchvision " + model
        used = sum(1 for m in ours.modules() if type(m).__module__ == prelude.__name__)
        if used < 10:
            res.fail(what, "only %d of its modules are the prelude's" % used)
            continue
        if layout(ref) != layout(ours):
            res.fail(what, "state_dict differs from torch's")
            continue
        g = torch.Generator().manual_seed(3)
        trained(ref, g)
        ours.load_state_dict(ref.state_dict(), strict=True)
        ref.eval()
        ours.eval()
        x = torch.randn(shape, generator=g)
        with torch.no_grad():
            outs = [ref(x), ours(x), torch.jit.script(ours)(x)]
        outs = [o["out"] if isinstance(o, dict) else o for o in outs]
        why = same(outs[0], outs[1], "eager") or same(outs[0], outs[2], "scripted")
        if why:
            res.fail(what, why)
        else:
            res.ok()


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = []

    def ok(self):
        self.passed += 1

    def fail(self, what, why):
        self.failed.append((what, why))
        print("FAIL %s: %s" % (what, why))


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: prelude_torch.py PRELUDE")
    start = time.time()
    prelude = load_prelude(sys.argv[1])
    res = Results()
    check_subset(sys.argv[1], res)
    check_signatures(prelude, res)
    check_static(prelude, res)
    check_causal_hints(prelude, res)
    check_refused(prelude, res)
    covered = set()
    for i, case in enumerate(CASES):
        covered.add(case.cls)
        try:
            why = check_case(prelude, case, 1000 + i)
        except Exception as e:  # noqa: BLE001 - a crash is a failed case, not a stop
            why = "raised %s: %s" % (type(e).__name__, str(e).strip().splitlines()[0]
                                      if str(e).strip() else "")
        if why:
            res.fail(case.name(), why)
        else:
            res.ok()
    check_torchvision(prelude, res)
    for name in CLASSES:
        if name not in covered:
            res.fail("cases " + name, "no case in the table")
    print("%d cases in %.1f s" % (len(CASES), time.time() - start))
    print("%d passed, %d failed" % (res.passed, len(res.failed)))
    sys.exit(1 if res.failed else 0)


if __name__ == "__main__":
    main()
