"""Issue 22's two lists of operators, checked against `scriptc --list-ops` (meson test
`ops-issue22`), so that the table cannot silently lose one.

    /usr/bin/python3 tests/unit/ops_issue22.py SCRIPTC

Each name of the lists (PyTorch's documented list of exportable operators, and the list
"beside them" of what users reach for) must be in the table: as an operator row
(`aten::NAME`), a spelling of a row (`torch.NAME`, `x.NAME`, `F.NAME`, `math.NAME`), an
other name of a row, or a module or function the prelude writes (`nn.NAME`, `F.NAME`).
Names the lists give in PyTorch's internal or ONNX's spelling (BatchNorm, Index,
upsample_nearest2d, ...) are mapped below to what a script writes.  MISSING names what is
not supported yet, each with why: the test fails on a name that is neither in the table nor
in MISSING, and on a name in MISSING that the table now has (so MISSING only shrinks).
What each row computes is the e2e suite's to check; ops_rows.py checks the rows' spellings
against PyTorch."""
import re
import subprocess
import sys

DOCUMENTED = """BatchNorm ConstantPadNd Conv Dropout Embedding FeatureDropout Index MaxPool1d MaxPool2d
MaxPool3d RNN abs acos adaptive_avg_pool1d adaptive_avg_pool2d adaptive_avg_pool3d
adaptive_max_pool1d adaptive_max_pool2d adaptive_max_pool3d add addmm and arange argmax argmin
asin atan avg_pool1d avg_pool2d avg_pool3d baddbmm bitshift cat ceil clamp clamp_max clamp_min
concat copy cos cumsum det dim_arange div dropout elu empty empty_like eq erf exp expand
expand_as flatten floor floor_divide frobenius_norm full full_like gather ge gelu glu
group_norm gt hardtanh im2col col2im index_copy index_fill index_put index_select
instance_norm interpolate isnan layer_norm le leaky_relu log log1p log2 log_sigmoid
log_softmax logdet logsumexp lt masked_fill max mean min mm mul multinomial narrow ne neg
nonzero norm ones ones_like or permute pixel_shuffle pow prelu prod rand randn randn_like
reciprocal reflection_pad relu repeat replication_pad reshape reshape_as round rrelu rsqrt
rsub scalar_tensor scatter scatter_add select selu sigmoid sign sin size slice softmax
softplus sort split sqrt squeeze stack std sub sum t tan tanh threshold to topk transpose
true_divide type_as unbind unfold unique unsqueeze upsample_nearest1d upsample_nearest2d
upsample_nearest3d view weight_norm where zeros zeros_like""".split()

BESIDE = """var std_mean var_mean einsum cross cdist dot mv outer tensordot kron eye triu tril
tril_indices triu_indices diag diag_embed flip fliplr flipud roll rot90 tile repeat_interleave
movedim hardswish hardsigmoid silu mish logical_and logical_or logical_xor logical_not
bitwise_and bitwise_or bitwise_xor bitwise_not isinf isfinite isclose allclose nan_to_num sinh
cosh asinh acosh atanh atan2 hypot fmod remainder minimum maximum fmin fmax lerp addcmul addcdiv
cumprod cummax cummin logcumsumexp argsort msort kthvalue median nanmedian mode quantile nansum
nanmean count_nonzero bincount histc linspace logspace bucketize searchsorted one_hot
embedding_bag pad normalize cosine_similarity pairwise_distance grid_sample affine_grid take
take_along_dim masked_select masked_scatter diff clone square exp2 expm1 logit erfinv sinc
deg2rad rad2deg trunc frac copysign heaviside linalg.det linalg.norm linalg.vector_norm
linalg.matrix_norm linalg.cross new_zeros new_ones new_full new_empty new_tensor""".split()

# names the lists spell otherwise than a script does: the spellings that stand for them
MAPPED = {
    "BatchNorm": ["nn.BatchNorm1d", "nn.BatchNorm2d", "nn.BatchNorm3d"],
    "ConstantPadNd": ["F.pad"], "Conv": ["nn.Conv1d", "nn.Conv2d", "nn.Conv3d"],
    "Dropout": ["nn.Dropout"], "Embedding": ["nn.Embedding"],
    "FeatureDropout": ["nn.Dropout2d"], "Index": ["aten::index"],
    "MaxPool1d": ["nn.MaxPool1d"], "MaxPool2d": ["nn.MaxPool2d"], "MaxPool3d": ["nn.MaxPool3d"],
    "RNN": ["nn.RNN"], "and": ["&"], "or": ["|"], "bitshift": ["<<", ">>"],
    "copy": ["x.copy_"], "dim_arange": ["torch._dim_arange"],
    "im2col": ["F.unfold"], "col2im": ["F.fold"], "reflection_pad": ["F.pad"],
    "replication_pad": ["F.pad"], "slice": ["aten::slice"], "size": ["x.size"],
    "to": ["x.to"], "unfold": ["x.unfold"], "weight_norm": ["torch._weight_norm"],
    "upsample_nearest1d": ["F.interpolate"], "upsample_nearest2d": ["F.interpolate"],
    "upsample_nearest3d": ["F.interpolate"],
    "dropout": ["nn.Dropout"],  # F.dropout is the builder's own (eval: the identity)
    "linalg.det": ["torch.linalg.det"], "linalg.norm": ["torch.linalg.norm"],
    "linalg.vector_norm": ["torch.linalg.vector_norm"],
    "linalg.matrix_norm": ["torch.linalg.matrix_norm"],
    "linalg.cross": ["torch.linalg.cross"],
}

# not supported yet, and why (issue 22 is open while this is not empty)
MISSING = {
    "new_tensor": "TorchScript 1.13 has no Tensor.new_tensor: torch.jit.script refuses it (rejects/new_tensor.py)",
}


def spellings(text):
    """every spelling --list-ops gives: rows, their spellings, other names, the prelude's"""
    have = set()
    for line in text.splitlines():
        m = re.match(r"\| `(\w+::\w+)` \| `[^`]*` \| (.*?) \| [^|]* \| [^|]* \|$", line)
        if m:
            have.add(m.group(1))
            have.update(re.findall(r"`([^`]*)`", m.group(2)))
            continue
        m = re.match(r"\| `(\w+)` \| `(\w+)::\w+` \| `[^`]*` \|$", line)
        if m:  # an other name spells the row's spellings under that name
            have.update({"torch." + m.group(1), "x." + m.group(1), "F." + m.group(1)})
    for m in re.finditer(r"`((?:nn|F|torch)\.[\w.]+)`", text.split("Written in the script "
                                                                  "language")[-1]):
        have.add(m.group(1))
    return have


def covered(name, have):
    if name in MAPPED:
        return all(w in have for w in MAPPED[name])
    return any(w in have for w in ("aten::" + name, "torch." + name, "x." + name, "F." + name,
                                   "nn." + name))


def main(scriptc):
    text = subprocess.run([scriptc, "--list-ops"], capture_output=True, text=True,
                          check=True).stdout
    have = spellings(text)
    bad = 0
    for name in DOCUMENTED + BESIDE:
        ok = covered(name, have)
        if not ok and name not in MISSING:
            print("%s: not in --list-ops (and not in MISSING)" % name)
            bad += 1
        if ok and name in MISSING:
            print("%s: in --list-ops now: take it out of MISSING" % name)
            bad += 1
    for name in MISSING:
        if name not in DOCUMENTED + BESIDE:
            print("%s: in MISSING but in neither list" % name)
            bad += 1
    print("%d names, %d not supported yet" % (len(DOCUMENTED + BESIDE), len(MISSING)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
