# The prelude: torch.nn's built-in modules, written in the script language itself
# (DESIGN.md, "Modules and weights"), so that they compile through the same path as the
# user's own modules. Each class has PyTorch 1.13's name, constructor signature, state_dict
# (keys, shapes, dtypes, persistent and non-persistent buffers) and eval-mode forward,
# following torch/nn/modules/*.py closely.
#
# __init__ stays inside the subset the compile-time evaluator runs: no nn.init, no
# reset_parameters(), no properties or decorators (one exception: Embedding's and
# EmbeddingBag's from_pretrained classmethods), no *args/**kwargs, no generator
# expressions, no sets. Parameter values never come from here: the weights file gives
# them, so every parameter is torch.empty of its shape and dtype (`device` is accepted and
# ignored). forward is TorchScript; attributes read there fold to constants, so the tests
# on them (`if self.bias is not None:`, `if self.padding_mode != "zeros":`) cost nothing.
#
# The file is also plain Python that PyTorch imports and torch.jit.script compiles:
# tests/unit/prelude_torch.py checks every class against torch.nn itself, and __init__
# against the evaluator's subset; docs/modules.md lists the modules and where they differ.
# Every argument torch refuses is refused here with ValueError (torch's asserts too), with
# torch's message less the values it formats in (a located compile error either way).
import math
import torch
import torch.nn.functional as F
from torch import Tensor
from torch.nn import Module, ModuleList, Parameter
from typing import List, Optional, Tuple


# -- helpers (torch/nn/modules/utils.py, written without itertools) ---------------------

def _ntuple(x, n):
    # torch's _ntuple(n)(x): a tuple or list as a tuple, anything else repeated n times
    if isinstance(x, tuple) or isinstance(x, list):
        return tuple(x)
    return tuple([x for _ in range(n)])


def _single(x):
    return _ntuple(x, 1)


def _pair(x):
    return _ntuple(x, 2)


def _triple(x):
    return _ntuple(x, 3)


def _quadruple(x):
    return _ntuple(x, 4)


def _reverse_repeat_list(t, n):
    # torch's _reverse_repeat_tuple, as a list: (1, 2) -> [2, 2, 1, 1] for n == 2
    return [t[len(t) - 1 - i // n] for i in range(len(t) * n)]


def _same_pad_at(kernel_size, dilation, j):
    # entry j of F.pad's list for padding='same' (torch's _ConvNd.__init__): the last
    # spatial dim first, its left then its right side; an odd total puts the extra on
    # the right
    n = len(kernel_size)
    s = n - 1 - j // 2
    total = dilation[s] * (kernel_size[s] - 1)
    if j % 2 == 0:
        return total // 2
    return total - total // 2


def _legacy_reduction(size_average, reduce):
    # torch.nn._reduction.legacy_get_string, without its deprecation warning
    if size_average is None:
        size_average = True
    if reduce is None:
        reduce = True
    if size_average and reduce:
        return "mean"
    if reduce:
        return "sum"
    return "none"


def _check_padding_idx(padding_idx, num_embeddings):
    if padding_idx is None:
        return None
    if padding_idx > 0:
        if padding_idx >= num_embeddings:
            raise ValueError("Padding_idx must be within num_embeddings")
    elif padding_idx < 0:
        if padding_idx < -num_embeddings:
            raise ValueError("Padding_idx must be within num_embeddings")
        return num_embeddings + padding_idx
    return padding_idx


# -- linear.py ---------------------------------------------------------------------------

class Identity(Module):
    # torch's takes and ignores any arguments
    def __init__(self, *args, **kwargs):
        super().__init__()

    def forward(self, input: Tensor) -> Tensor:
        return input


class Linear(Module):
    __constants__ = ["in_features", "out_features"]

    def __init__(self, in_features, out_features, bias=True, device=None, dtype=None):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = Parameter(torch.empty((out_features, in_features), dtype=dtype))
        if bias:
            self.bias = Parameter(torch.empty(out_features, dtype=dtype))
        else:
            self.register_parameter("bias", None)

    def forward(self, input: Tensor) -> Tensor:
        return F.linear(input, self.weight, self.bias)


class Bilinear(Module):
    __constants__ = ["in1_features", "in2_features", "out_features"]

    def __init__(self, in1_features, in2_features, out_features, bias=True, device=None,
                 dtype=None):
        super().__init__()
        self.in1_features = in1_features
        self.in2_features = in2_features
        self.out_features = out_features
        self.weight = Parameter(torch.empty((out_features, in1_features, in2_features),
                                            dtype=dtype))
        if bias:
            self.bias = Parameter(torch.empty(out_features, dtype=dtype))
        else:
            self.register_parameter("bias", None)

    def forward(self, input1: Tensor, input2: Tensor) -> Tensor:
        return F.bilinear(input1, input2, self.weight, self.bias)


# -- flatten.py --------------------------------------------------------------------------

class Flatten(Module):
    __constants__ = ["start_dim", "end_dim"]

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def forward(self, input: Tensor) -> Tensor:
        return input.flatten(self.start_dim, self.end_dim)


class Unflatten(Module):
    __constants__ = ["dim", "unflattened_size"]

    def __init__(self, dim, unflattened_size):
        super().__init__()
        if isinstance(dim, str):
            # a named dim needs named tensors, which TorchScript does not have
            raise ValueError("Unflatten of a named dim is not supported")
        if not isinstance(dim, int):
            raise ValueError("invalid argument type for dim parameter")
        if not (isinstance(unflattened_size, tuple) or isinstance(unflattened_size, list)):
            raise ValueError("unflattened_size must be a tuple of ints")
        if not all([isinstance(s, int) for s in unflattened_size]):
            raise ValueError("unflattened_size must be tuple of ints")
        self.dim = dim
        self.unflattened_size = unflattened_size
        self._sizes = list(unflattened_size)

    def forward(self, input: Tensor) -> Tensor:
        # input.unflatten(dim, sizes), as the reshape it is (a -1 among the sizes is inferred)
        dim = self.dim
        if dim < 0:
            dim = dim + input.dim()
        shape = list(input.shape)
        return input.reshape(shape[:dim] + self._sizes + shape[dim + 1:])


# -- conv.py -----------------------------------------------------------------------------

class _ConvNd(Module):
    __constants__ = ["stride", "padding", "dilation", "groups", "padding_mode",
                     "output_padding", "in_channels", "out_channels", "kernel_size"]

    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation,
                 transposed, output_padding, groups, bias, padding_mode, device=None,
                 dtype=None):
        super().__init__()
        if groups <= 0:
            raise ValueError("groups must be a positive integer")
        if in_channels % groups != 0:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups != 0:
            raise ValueError("out_channels must be divisible by groups")
        if isinstance(padding, str):
            if padding != "same" and padding != "valid":
                raise ValueError("Invalid padding string, should be one of 'same', 'valid'")
            if padding == "same" and any([s != 1 for s in stride]):
                raise ValueError("padding='same' is not supported for strided convolutions")
        if padding_mode not in ["zeros", "reflect", "replicate", "circular"]:
            raise ValueError("padding_mode must be one of 'zeros', 'reflect', 'replicate', "
                             "'circular'")
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = kernel_size
        self.stride = stride
        self.padding = padding
        self.dilation = dilation
        self.transposed = transposed
        self.output_padding = output_padding
        self.groups = groups
        self.padding_mode = padding_mode
        # F.pad's list for the padding modes other than zeros
        if isinstance(padding, str):
            if padding == "same":
                self._reversed_padding_repeated_twice = [
                    _same_pad_at(kernel_size, dilation, j) for j in range(2 * len(kernel_size))]
            else:
                self._reversed_padding_repeated_twice = [0 for _ in range(2 * len(kernel_size))]
        else:
            self._reversed_padding_repeated_twice = _reverse_repeat_list(padding, 2)
        if transposed:
            shape = tuple([in_channels, out_channels // groups] + list(kernel_size))
        else:
            shape = tuple([out_channels, in_channels // groups] + list(kernel_size))
        self.weight = Parameter(torch.empty(shape, dtype=dtype))
        if bias:
            self.bias = Parameter(torch.empty(out_channels, dtype=dtype))
        else:
            self.register_parameter("bias", None)


class Conv1d(_ConvNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0,
                 dilation=1, groups=1, bias=True, padding_mode="zeros", device=None,
                 dtype=None):
        if isinstance(padding, str):
            padding_ = padding
        else:
            padding_ = _single(padding)
        super().__init__(in_channels, out_channels, _single(kernel_size), _single(stride),
                         padding_, _single(dilation), False, _single(0), groups, bias,
                         padding_mode, device, dtype)

    def forward(self, input: Tensor) -> Tensor:
        if self.padding_mode != "zeros":
            return F.conv1d(F.pad(input, self._reversed_padding_repeated_twice,
                                  mode=self.padding_mode),
                            self.weight, self.bias, self.stride, 0, self.dilation, self.groups)
        return F.conv1d(input, self.weight, self.bias, self.stride, self.padding,
                        self.dilation, self.groups)


class Conv2d(_ConvNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0,
                 dilation=1, groups=1, bias=True, padding_mode="zeros", device=None,
                 dtype=None):
        if isinstance(padding, str):
            padding_ = padding
        else:
            padding_ = _pair(padding)
        super().__init__(in_channels, out_channels, _pair(kernel_size), _pair(stride),
                         padding_, _pair(dilation), False, _pair(0), groups, bias,
                         padding_mode, device, dtype)

    def forward(self, input: Tensor) -> Tensor:
        if self.padding_mode != "zeros":
            return F.conv2d(F.pad(input, self._reversed_padding_repeated_twice,
                                  mode=self.padding_mode),
                            self.weight, self.bias, self.stride, 0, self.dilation, self.groups)
        return F.conv2d(input, self.weight, self.bias, self.stride, self.padding,
                        self.dilation, self.groups)


class Conv3d(_ConvNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0,
                 dilation=1, groups=1, bias=True, padding_mode="zeros", device=None,
                 dtype=None):
        if isinstance(padding, str):
            padding_ = padding
        else:
            padding_ = _triple(padding)
        super().__init__(in_channels, out_channels, _triple(kernel_size), _triple(stride),
                         padding_, _triple(dilation), False, _triple(0), groups, bias,
                         padding_mode, device, dtype)

    def forward(self, input: Tensor) -> Tensor:
        if self.padding_mode != "zeros":
            return F.conv3d(F.pad(input, self._reversed_padding_repeated_twice,
                                  mode=self.padding_mode),
                            self.weight, self.bias, self.stride, 0, self.dilation, self.groups)
        return F.conv3d(input, self.weight, self.bias, self.stride, self.padding,
                        self.dilation, self.groups)


class _ConvTransposeNd(_ConvNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation,
                 transposed, output_padding, groups, bias, padding_mode, device=None,
                 dtype=None):
        if padding_mode != "zeros":
            raise ValueError("Only \"zeros\" padding mode is supported for ConvTranspose")
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation,
                         transposed, output_padding, groups, bias, padding_mode, device, dtype)

    def _output_padding(self, input: Tensor, output_size: List[int], num_spatial_dims: int
                        ) -> List[int]:
        # the output_padding that gives output_size (torch's _ConvTransposeNd._output_padding
        # when output_size is given; forward passes self.output_padding itself otherwise)
        has_batch_dim = input.dim() == num_spatial_dims + 2
        num_non_spatial_dims = 1
        if has_batch_dim:
            num_non_spatial_dims = 2
        if len(output_size) == num_non_spatial_dims + num_spatial_dims:
            output_size = output_size[num_non_spatial_dims:]
        if len(output_size) != num_spatial_dims:
            raise ValueError("ConvTranspose: output_size must have as many elements as the "
                             "input has spatial dims, or as the input has dims")
        res: List[int] = []
        for d in range(num_spatial_dims):
            min_size = ((input.size(d + num_non_spatial_dims) - 1) * self.stride[d]
                        - 2 * self.padding[d] + self.dilation[d] * (self.kernel_size[d] - 1) + 1)
            max_size = min_size + self.stride[d] - 1
            size = output_size[d]
            if size < min_size or size > max_size:
                raise ValueError("requested an output size outside the valid range of sizes")
            res.append(size - min_size)
        return res


class ConvTranspose1d(_ConvTransposeNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0,
                 output_padding=0, groups=1, bias=True, dilation=1, padding_mode="zeros",
                 device=None, dtype=None):
        super().__init__(in_channels, out_channels, _single(kernel_size), _single(stride),
                         _single(padding), _single(dilation), True, _single(output_padding),
                         groups, bias, padding_mode, device, dtype)

    def forward(self, input: Tensor, output_size: Optional[List[int]] = None) -> Tensor:
        if output_size is None:
            return F.conv_transpose1d(input, self.weight, self.bias, self.stride, self.padding,
                                      self.output_padding, self.groups, self.dilation)
        output_padding = self._output_padding(input, output_size, 1)
        return F.conv_transpose1d(input, self.weight, self.bias, self.stride, self.padding,
                                  output_padding, self.groups, self.dilation)


class ConvTranspose2d(_ConvTransposeNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0,
                 output_padding=0, groups=1, bias=True, dilation=1, padding_mode="zeros",
                 device=None, dtype=None):
        super().__init__(in_channels, out_channels, _pair(kernel_size), _pair(stride),
                         _pair(padding), _pair(dilation), True, _pair(output_padding),
                         groups, bias, padding_mode, device, dtype)

    def forward(self, input: Tensor, output_size: Optional[List[int]] = None) -> Tensor:
        if output_size is None:
            return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding,
                                      self.output_padding, self.groups, self.dilation)
        output_padding = self._output_padding(input, output_size, 2)
        return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding,
                                  output_padding, self.groups, self.dilation)


class ConvTranspose3d(_ConvTransposeNd):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0,
                 output_padding=0, groups=1, bias=True, dilation=1, padding_mode="zeros",
                 device=None, dtype=None):
        super().__init__(in_channels, out_channels, _triple(kernel_size), _triple(stride),
                         _triple(padding), _triple(dilation), True, _triple(output_padding),
                         groups, bias, padding_mode, device, dtype)

    def forward(self, input: Tensor, output_size: Optional[List[int]] = None) -> Tensor:
        if output_size is None:
            return F.conv_transpose3d(input, self.weight, self.bias, self.stride, self.padding,
                                      self.output_padding, self.groups, self.dilation)
        output_padding = self._output_padding(input, output_size, 3)
        return F.conv_transpose3d(input, self.weight, self.bias, self.stride, self.padding,
                                  output_padding, self.groups, self.dilation)


# -- batchnorm.py, instancenorm.py ---------------------------------------------------------

class _NormBase(Module):
    __constants__ = ["track_running_stats", "momentum", "eps", "num_features", "affine"]

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True,
                 track_running_stats=True, device=None, dtype=None):
        super().__init__()
        self.num_features = num_features
        self.eps = eps
        self.momentum = momentum
        self.affine = affine
        self.track_running_stats = track_running_stats
        if affine:
            self.weight = Parameter(torch.empty(num_features, dtype=dtype))
            self.bias = Parameter(torch.empty(num_features, dtype=dtype))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)
        if track_running_stats:
            self.register_buffer("running_mean", torch.zeros(num_features, dtype=dtype))
            self.register_buffer("running_var", torch.ones(num_features, dtype=dtype))
            self.register_buffer("num_batches_tracked", torch.tensor(0, dtype=torch.long))
        else:
            self.register_buffer("running_mean", None)
            self.register_buffer("running_var", None)
            self.register_buffer("num_batches_tracked", None)


class _BatchNorm(_NormBase):
    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True,
                 track_running_stats=True, device=None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device,
                         dtype)

    def forward(self, input: Tensor) -> Tensor:
        self._check_input_dim(input)
        if self.momentum is None:
            exponential_average_factor = 0.0
        else:
            exponential_average_factor = self.momentum
        if self.training and self.track_running_stats:
            if self.num_batches_tracked is not None:
                self.num_batches_tracked.add_(1)
                if self.momentum is None:
                    exponential_average_factor = 1.0 / float(self.num_batches_tracked)
                else:
                    exponential_average_factor = self.momentum
        # batch statistics in training, and in eval when there are no running ones
        if self.training:
            bn_training = True
        else:
            bn_training = (self.running_mean is None) and (self.running_var is None)
        return F.batch_norm(
            input,
            self.running_mean if not self.training or self.track_running_stats else None,
            self.running_var if not self.training or self.track_running_stats else None,
            self.weight, self.bias, bn_training, exponential_average_factor, self.eps)


class BatchNorm1d(_BatchNorm):
    def _check_input_dim(self, input: Tensor):
        if input.dim() != 2 and input.dim() != 3:
            raise ValueError("expected 2D or 3D input")


class BatchNorm2d(_BatchNorm):
    def _check_input_dim(self, input: Tensor):
        if input.dim() != 4:
            raise ValueError("expected 4D input")


class BatchNorm3d(_BatchNorm):
    def _check_input_dim(self, input: Tensor):
        if input.dim() != 5:
            raise ValueError("expected 5D input")


class _InstanceNorm(_NormBase):
    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=False,
                 track_running_stats=False, device=None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device,
                         dtype)

    def _apply_instance_norm(self, input: Tensor) -> Tensor:
        return F.instance_norm(input, self.running_mean, self.running_var, self.weight,
                               self.bias, self.training or not self.track_running_stats,
                               self.momentum, self.eps)

    def forward(self, input: Tensor) -> Tensor:
        self._check_input_dim(input)
        if input.dim() == self._get_no_batch_dim():
            return self._apply_instance_norm(input.unsqueeze(0)).squeeze(0)
        return self._apply_instance_norm(input)


class InstanceNorm1d(_InstanceNorm):
    def _get_no_batch_dim(self) -> int:
        return 2

    def _check_input_dim(self, input: Tensor):
        if input.dim() != 2 and input.dim() != 3:
            raise ValueError("expected 2D or 3D input")


class InstanceNorm2d(_InstanceNorm):
    def _get_no_batch_dim(self) -> int:
        return 3

    def _check_input_dim(self, input: Tensor):
        if input.dim() != 3 and input.dim() != 4:
            raise ValueError("expected 3D or 4D input")


class InstanceNorm3d(_InstanceNorm):
    def _get_no_batch_dim(self) -> int:
        return 4

    def _check_input_dim(self, input: Tensor):
        if input.dim() != 4 and input.dim() != 5:
            raise ValueError("expected 4D or 5D input")


# -- normalization.py ----------------------------------------------------------------------

class LocalResponseNorm(Module):
    __constants__ = ["size", "alpha", "beta", "k"]

    def __init__(self, size, alpha=1e-4, beta=0.75, k=1.0):
        super().__init__()
        self.size = size
        self.alpha = float(alpha)
        self.beta = float(beta)
        self.k = float(k)

    def forward(self, input: Tensor) -> Tensor:
        return F.local_response_norm(input, self.size, self.alpha, self.beta, self.k)


class LayerNorm(Module):
    __constants__ = ["normalized_shape", "eps", "elementwise_affine"]

    def __init__(self, normalized_shape, eps=1e-5, elementwise_affine=True, device=None,
                 dtype=None):
        super().__init__()
        if isinstance(normalized_shape, int):
            normalized_shape = (normalized_shape,)
        self.normalized_shape = tuple(normalized_shape)
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if elementwise_affine:
            self.weight = Parameter(torch.empty(self.normalized_shape, dtype=dtype))
            self.bias = Parameter(torch.empty(self.normalized_shape, dtype=dtype))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)

    def forward(self, input: Tensor) -> Tensor:
        return F.layer_norm(input, self.normalized_shape, self.weight, self.bias, self.eps)


class GroupNorm(Module):
    __constants__ = ["num_groups", "num_channels", "eps", "affine"]

    def __init__(self, num_groups, num_channels, eps=1e-5, affine=True, device=None,
                 dtype=None):
        super().__init__()
        if num_channels % num_groups != 0:
            raise ValueError("num_channels must be divisible by num_groups")
        self.num_groups = num_groups
        self.num_channels = num_channels
        self.eps = eps
        self.affine = affine
        if affine:
            self.weight = Parameter(torch.empty(num_channels, dtype=dtype))
            self.bias = Parameter(torch.empty(num_channels, dtype=dtype))
        else:
            self.register_parameter("weight", None)
            self.register_parameter("bias", None)

    def forward(self, input: Tensor) -> Tensor:
        return F.group_norm(input, self.num_groups, self.weight, self.bias, self.eps)


# -- sparse.py -----------------------------------------------------------------------------

class Embedding(Module):
    __constants__ = ["num_embeddings", "embedding_dim", "padding_idx", "max_norm",
                     "norm_type", "scale_grad_by_freq", "sparse"]

    def __init__(self, num_embeddings, embedding_dim, padding_idx=None, max_norm=None,
                 norm_type=2.0, scale_grad_by_freq=False, sparse=False, _weight=None,
                 device=None, dtype=None):
        super().__init__()
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        self.padding_idx = _check_padding_idx(padding_idx, num_embeddings)
        self.max_norm = max_norm
        self.norm_type = norm_type
        self.scale_grad_by_freq = scale_grad_by_freq
        if _weight is None:
            self.weight = Parameter(torch.empty((num_embeddings, embedding_dim), dtype=dtype))
        else:
            # from_pretrained: the tensor gives the shape and dtype (its values, as every
            # parameter's, come from the weights file)
            if list(_weight.shape) != [num_embeddings, embedding_dim]:
                raise ValueError("Shape of weight does not match num_embeddings and "
                                 "embedding_dim")
            self.weight = Parameter(_weight)
        self.sparse = sparse

    # torch's classmethod (the one kind of decorator here): a new Embedding whose weight
    # has the shape of `embeddings`
    @classmethod
    def from_pretrained(cls, embeddings, freeze=True, padding_idx=None, max_norm=None,
                        norm_type=2.0, scale_grad_by_freq=False, sparse=False):
        if embeddings.dim() != 2:
            raise ValueError("Embeddings parameter is expected to be 2-dimensional")
        return cls(embeddings.shape[0], embeddings.shape[1], padding_idx, max_norm, norm_type,
                   scale_grad_by_freq, sparse, embeddings)

    def forward(self, input: Tensor) -> Tensor:
        return F.embedding(input, self.weight, self.padding_idx, self.max_norm,
                           self.norm_type, self.scale_grad_by_freq, self.sparse)


class EmbeddingBag(Module):
    __constants__ = ["num_embeddings", "embedding_dim", "max_norm", "norm_type",
                     "scale_grad_by_freq", "mode", "sparse", "include_last_offset",
                     "padding_idx"]

    def __init__(self, num_embeddings, embedding_dim, max_norm=None, norm_type=2.0,
                 scale_grad_by_freq=False, mode="mean", sparse=False, _weight=None,
                 include_last_offset=False, padding_idx=None, device=None, dtype=None):
        super().__init__()
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        self.max_norm = max_norm
        self.norm_type = norm_type
        self.scale_grad_by_freq = scale_grad_by_freq
        self.padding_idx = _check_padding_idx(padding_idx, num_embeddings)
        if _weight is None:
            self.weight = Parameter(torch.empty((num_embeddings, embedding_dim), dtype=dtype))
        else:
            if list(_weight.shape) != [num_embeddings, embedding_dim]:
                raise ValueError("Shape of weight does not match num_embeddings and "
                                 "embedding_dim")
            self.weight = Parameter(_weight)
        self.mode = mode
        self.sparse = sparse
        self.include_last_offset = include_last_offset

    @classmethod
    def from_pretrained(cls, embeddings, freeze=True, max_norm=None, norm_type=2.0,
                        scale_grad_by_freq=False, mode="mean", sparse=False,
                        include_last_offset=False, padding_idx=None):
        if embeddings.dim() != 2:
            raise ValueError("Embeddings parameter is expected to be 2-dimensional")
        return cls(embeddings.shape[0], embeddings.shape[1], max_norm, norm_type,
                   scale_grad_by_freq, mode, sparse, embeddings, include_last_offset,
                   padding_idx)

    def forward(self, input: Tensor, offsets: Optional[Tensor] = None,
                per_sample_weights: Optional[Tensor] = None) -> Tensor:
        return F.embedding_bag(input, self.weight, offsets, self.max_norm, self.norm_type,
                               self.scale_grad_by_freq, self.mode, self.sparse,
                               per_sample_weights, self.include_last_offset, self.padding_idx)


# -- dropout.py: identities in eval mode ---------------------------------------------------

class _DropoutNd(Module):
    __constants__ = ["p", "inplace"]

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        if p < 0 or p > 1:
            raise ValueError("dropout probability has to be between 0 and 1")
        self.p = float(p)
        self.inplace = inplace


# Each F.*dropout* with training=False returns its input itself (ATen's dropout: "if
# (p == 0 || !train || input.numel() == 0) return input"); the training branch is torch's
# call, folded away in eval mode.

class Dropout(_DropoutNd):
    def forward(self, input: Tensor) -> Tensor:
        if self.training:
            return F.dropout(input, self.p, self.training, self.inplace)
        return input


class Dropout1d(_DropoutNd):
    def forward(self, input: Tensor) -> Tensor:
        if self.training:
            return F.dropout1d(input, self.p, self.training, self.inplace)
        return input


class Dropout2d(_DropoutNd):
    def forward(self, input: Tensor) -> Tensor:
        if self.training:
            return F.dropout2d(input, self.p, self.training, self.inplace)
        return input


class Dropout3d(_DropoutNd):
    def forward(self, input: Tensor) -> Tensor:
        if self.training:
            return F.dropout3d(input, self.p, self.training, self.inplace)
        return input


class AlphaDropout(_DropoutNd):
    def forward(self, input: Tensor) -> Tensor:
        if self.training:
            return F.alpha_dropout(input, self.p, self.training)
        return input


class FeatureAlphaDropout(_DropoutNd):
    def forward(self, input: Tensor) -> Tensor:
        if self.training:
            return F.feature_alpha_dropout(input, self.p, self.training)
        return input


# -- activation.py -------------------------------------------------------------------------
# Arguments that F annotates float are stored as float: torch stores what it is given, and
# then torch.jit.script refuses an int there (nn.Threshold(1, 20), nn.CELU(2)). `inplace`
# goes to F.leaky_relu and F.elu by keyword: scriptc takes it only so, for now.

class Threshold(Module):
    __constants__ = ["threshold", "value", "inplace"]

    def __init__(self, threshold, value, inplace=False):
        super().__init__()
        self.threshold = float(threshold)
        self.value = float(value)
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.threshold(input, self.threshold, self.value, self.inplace)


class ReLU(Module):
    __constants__ = ["inplace"]

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.relu(input, inplace=self.inplace)


class Hardtanh(Module):
    __constants__ = ["min_val", "max_val", "inplace"]

    def __init__(self, min_val=-1.0, max_val=1.0, inplace=False, min_value=None,
                 max_value=None):
        super().__init__()
        # min_value and max_value: torch's deprecated spellings
        if min_value is not None:
            min_val = min_value
        if max_value is not None:
            max_val = max_value
        self.min_val = float(min_val)
        self.max_val = float(max_val)
        self.inplace = inplace
        if not self.max_val > self.min_val:
            raise ValueError("Hardtanh: max_val must be greater than min_val")

    def forward(self, input: Tensor) -> Tensor:
        return F.hardtanh(input, self.min_val, self.max_val, self.inplace)


class ReLU6(Hardtanh):
    def __init__(self, inplace=False):
        super().__init__(0.0, 6.0, inplace)


class Sigmoid(Module):
    def forward(self, input: Tensor) -> Tensor:
        return torch.sigmoid(input)


class Hardsigmoid(Module):
    __constants__ = ["inplace"]

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.hardsigmoid(input, self.inplace)


class Tanh(Module):
    def forward(self, input: Tensor) -> Tensor:
        return torch.tanh(input)


class SiLU(Module):
    __constants__ = ["inplace"]

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.silu(input, inplace=self.inplace)


class Mish(Module):
    __constants__ = ["inplace"]

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.mish(input, inplace=self.inplace)


class Hardswish(Module):
    __constants__ = ["inplace"]

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.hardswish(input, self.inplace)


class ELU(Module):
    __constants__ = ["alpha", "inplace"]

    def __init__(self, alpha=1.0, inplace=False):
        super().__init__()
        self.alpha = float(alpha)
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.elu(input, self.alpha, inplace=self.inplace)


class CELU(Module):
    __constants__ = ["alpha", "inplace"]

    def __init__(self, alpha=1.0, inplace=False):
        super().__init__()
        self.alpha = float(alpha)
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.celu(input, self.alpha, self.inplace)


class SELU(Module):
    __constants__ = ["inplace"]

    def __init__(self, inplace=False):
        super().__init__()
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.selu(input, self.inplace)


class GLU(Module):
    __constants__ = ["dim"]

    def __init__(self, dim=-1):
        super().__init__()
        self.dim = dim

    def forward(self, input: Tensor) -> Tensor:
        return F.glu(input, self.dim)


class GELU(Module):
    __constants__ = ["approximate"]

    def __init__(self, approximate="none"):
        super().__init__()
        self.approximate = approximate

    def forward(self, input: Tensor) -> Tensor:
        return F.gelu(input, approximate=self.approximate)


class Hardshrink(Module):
    __constants__ = ["lambd"]

    def __init__(self, lambd=0.5):
        super().__init__()
        self.lambd = float(lambd)

    def forward(self, input: Tensor) -> Tensor:
        return F.hardshrink(input, self.lambd)


class LeakyReLU(Module):
    __constants__ = ["inplace", "negative_slope"]

    def __init__(self, negative_slope=1e-2, inplace=False):
        super().__init__()
        self.negative_slope = float(negative_slope)
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        return F.leaky_relu(input, self.negative_slope, inplace=self.inplace)


class RReLU(Module):
    __constants__ = ["lower", "upper", "inplace"]

    def __init__(self, lower=1.0 / 8, upper=1.0 / 3, inplace=False):
        super().__init__()
        self.lower = float(lower)
        self.upper = float(upper)
        self.inplace = inplace

    def forward(self, input: Tensor) -> Tensor:
        # eval mode: a leaky ReLU of the mean slope (ATen's rrelu_with_noise without
        # training: negative_slope = (lower + upper) / 2)
        if self.training:
            return F.rrelu(input, self.lower, self.upper, self.training, self.inplace)
        return F.leaky_relu(input, (self.lower + self.upper) / 2, inplace=self.inplace)


class LogSigmoid(Module):
    def forward(self, input: Tensor) -> Tensor:
        return F.logsigmoid(input)


class Softplus(Module):
    __constants__ = ["beta", "threshold"]

    def __init__(self, beta=1, threshold=20):
        super().__init__()
        self.beta = beta
        self.threshold = threshold

    def forward(self, input: Tensor) -> Tensor:
        return F.softplus(input, self.beta, self.threshold)


class Softshrink(Module):
    __constants__ = ["lambd"]

    def __init__(self, lambd=0.5):
        super().__init__()
        self.lambd = float(lambd)

    def forward(self, input: Tensor) -> Tensor:
        return F.softshrink(input, self.lambd)


class PReLU(Module):
    __constants__ = ["num_parameters"]

    # `init`, the weight's first value, is for initialization only: it comes from the
    # weights file
    def __init__(self, num_parameters=1, init=0.25, device=None, dtype=None):
        super().__init__()
        self.num_parameters = num_parameters
        self.weight = Parameter(torch.empty(num_parameters, dtype=dtype))

    def forward(self, input: Tensor) -> Tensor:
        return F.prelu(input, self.weight)


class Softsign(Module):
    def forward(self, input: Tensor) -> Tensor:
        return F.softsign(input)


class Tanhshrink(Module):
    def forward(self, input: Tensor) -> Tensor:
        return F.tanhshrink(input)


# dim=None is F's legacy implicit dim (torch's _get_softmax_dim, without its warning);
# softmin is softmax(-input), as F.softmin computes it.

def _softmax_dim(ndim: int) -> int:
    if ndim == 0 or ndim == 1 or ndim == 3:
        return 0
    return 1


class Softmin(Module):
    __constants__ = ["dim"]

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input: Tensor) -> Tensor:
        dim = self.dim
        if dim is None:
            return F.softmax(-input, _softmax_dim(input.dim()))
        else:
            return F.softmax(-input, dim)


class Softmax(Module):
    __constants__ = ["dim"]

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input: Tensor) -> Tensor:
        dim = self.dim
        if dim is None:
            return F.softmax(input, _softmax_dim(input.dim()))
        else:
            return F.softmax(input, dim)


class Softmax2d(Module):
    def forward(self, input: Tensor) -> Tensor:
        assert input.dim() == 4 or input.dim() == 3, \
            "Softmax2d requires a 3D or 4D tensor as input"
        return F.softmax(input, -3)


class LogSoftmax(Module):
    __constants__ = ["dim"]

    def __init__(self, dim=None):
        super().__init__()
        self.dim = dim

    def forward(self, input: Tensor) -> Tensor:
        dim = self.dim
        if dim is None:
            return F.log_softmax(input, _softmax_dim(input.dim()))
        else:
            return F.log_softmax(input, dim)


# -- pooling.py ----------------------------------------------------------------------------
# As torch, the max, LP and adaptive pools keep their sizes as given (an int or a tuple);
# F takes either.

class _MaxPoolNd(Module):
    __constants__ = ["kernel_size", "stride", "padding", "dilation", "return_indices",
                     "ceil_mode"]

    def __init__(self, kernel_size, stride=None, padding=0, dilation=1, return_indices=False,
                 ceil_mode=False):
        super().__init__()
        self.kernel_size = kernel_size
        if stride is not None:
            self.stride = stride
        else:
            self.stride = kernel_size
        self.padding = padding
        self.dilation = dilation
        self.return_indices = return_indices
        self.ceil_mode = ceil_mode


class MaxPool1d(_MaxPoolNd):
    def forward(self, input: Tensor):
        return F.max_pool1d(input, self.kernel_size, self.stride, self.padding, self.dilation,
                            ceil_mode=self.ceil_mode, return_indices=self.return_indices)


class MaxPool2d(_MaxPoolNd):
    def forward(self, input: Tensor):
        return F.max_pool2d(input, self.kernel_size, self.stride, self.padding, self.dilation,
                            ceil_mode=self.ceil_mode, return_indices=self.return_indices)


class MaxPool3d(_MaxPoolNd):
    def forward(self, input: Tensor):
        return F.max_pool3d(input, self.kernel_size, self.stride, self.padding, self.dilation,
                            ceil_mode=self.ceil_mode, return_indices=self.return_indices)


class MaxUnpool1d(Module):
    __constants__ = ["kernel_size", "stride", "padding"]

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _single(kernel_size)
        if stride is not None:
            self.stride = _single(stride)
        else:
            self.stride = _single(kernel_size)
        self.padding = _single(padding)

    def forward(self, input: Tensor, indices: Tensor,
                output_size: Optional[List[int]] = None) -> Tensor:
        return F.max_unpool1d(input, indices, self.kernel_size, self.stride, self.padding,
                              output_size)


class MaxUnpool2d(Module):
    __constants__ = ["kernel_size", "stride", "padding"]

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _pair(kernel_size)
        if stride is not None:
            self.stride = _pair(stride)
        else:
            self.stride = _pair(kernel_size)
        self.padding = _pair(padding)

    def forward(self, input: Tensor, indices: Tensor,
                output_size: Optional[List[int]] = None) -> Tensor:
        return F.max_unpool2d(input, indices, self.kernel_size, self.stride, self.padding,
                              output_size)


class MaxUnpool3d(Module):
    __constants__ = ["kernel_size", "stride", "padding"]

    def __init__(self, kernel_size, stride=None, padding=0):
        super().__init__()
        self.kernel_size = _triple(kernel_size)
        if stride is not None:
            self.stride = _triple(stride)
        else:
            self.stride = _triple(kernel_size)
        self.padding = _triple(padding)

    def forward(self, input: Tensor, indices: Tensor,
                output_size: Optional[List[int]] = None) -> Tensor:
        return F.max_unpool3d(input, indices, self.kernel_size, self.stride, self.padding,
                              output_size)


class _AvgPoolNd(Module):
    __constants__ = ["kernel_size", "stride", "padding", "ceil_mode", "count_include_pad"]


class AvgPool1d(_AvgPoolNd):
    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False,
                 count_include_pad=True):
        super().__init__()
        self.kernel_size = _single(kernel_size)
        if stride is not None:
            self.stride = _single(stride)
        else:
            self.stride = _single(kernel_size)
        self.padding = _single(padding)
        self.ceil_mode = ceil_mode
        self.count_include_pad = count_include_pad

    def forward(self, input: Tensor) -> Tensor:
        return F.avg_pool1d(input, self.kernel_size, self.stride, self.padding, self.ceil_mode,
                            self.count_include_pad)


class AvgPool2d(_AvgPoolNd):
    __constants__ = ["kernel_size", "stride", "padding", "ceil_mode", "count_include_pad",
                     "divisor_override"]

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=None):
        super().__init__()
        self.kernel_size = kernel_size
        if stride is not None:
            self.stride = stride
        else:
            self.stride = kernel_size
        self.padding = padding
        self.ceil_mode = ceil_mode
        self.count_include_pad = count_include_pad
        self.divisor_override = divisor_override

    def forward(self, input: Tensor) -> Tensor:
        return F.avg_pool2d(input, self.kernel_size, self.stride, self.padding, self.ceil_mode,
                            self.count_include_pad, self.divisor_override)


class AvgPool3d(_AvgPoolNd):
    __constants__ = ["kernel_size", "stride", "padding", "ceil_mode", "count_include_pad",
                     "divisor_override"]

    def __init__(self, kernel_size, stride=None, padding=0, ceil_mode=False,
                 count_include_pad=True, divisor_override=None):
        super().__init__()
        self.kernel_size = kernel_size
        if stride is not None:
            self.stride = stride
        else:
            self.stride = kernel_size
        self.padding = padding
        self.ceil_mode = ceil_mode
        self.count_include_pad = count_include_pad
        self.divisor_override = divisor_override

    def forward(self, input: Tensor) -> Tensor:
        return F.avg_pool3d(input, self.kernel_size, self.stride, self.padding, self.ceil_mode,
                            self.count_include_pad, self.divisor_override)


class _LPPoolNd(Module):
    __constants__ = ["norm_type", "kernel_size", "stride", "ceil_mode"]

    def __init__(self, norm_type, kernel_size, stride=None, ceil_mode=False):
        super().__init__()
        self.norm_type = norm_type
        self.kernel_size = kernel_size
        self.stride = stride
        self.ceil_mode = ceil_mode


class LPPool1d(_LPPoolNd):
    def forward(self, input: Tensor) -> Tensor:
        return F.lp_pool1d(input, float(self.norm_type), self.kernel_size, self.stride,
                           self.ceil_mode)


class LPPool2d(_LPPoolNd):
    def forward(self, input: Tensor) -> Tensor:
        return F.lp_pool2d(input, float(self.norm_type), self.kernel_size, self.stride,
                           self.ceil_mode)


def _known_sizes(output_size):
    # An adaptive pool's output size may hold None, "the input's size there"
    # (AdaptiveAvgPool2d((None, 7))), which F's BroadcastingList[int] cannot take under
    # TorchScript: torch.jit.script refuses torch's own module so built. Such a size is kept
    # as a list with -1 at the None entries, and forward asks the input for those; for every
    # other size this is None, and forward passes output_size as torch does.
    if isinstance(output_size, tuple) or isinstance(output_size, list):
        if any([s is None for s in output_size]):
            return [_none_as(s, -1) for s in output_size]
    return None


def _none_as(s, v):
    if s is None:
        return v
    return s


class _AdaptivePoolNd(Module):
    def _input_sizes(self, input: Tensor, sizes: List[int]) -> List[int]:
        # torch's _list_with_default: output size i is the input's dim (i - k) from the end
        k = len(sizes)
        out: List[int] = []
        for i in range(k):
            if sizes[i] == -1:
                out.append(input.size(input.dim() - k + i))
            else:
                out.append(sizes[i])
        return out


class _AdaptiveMaxPoolNd(_AdaptivePoolNd):
    __constants__ = ["output_size", "return_indices"]

    def __init__(self, output_size, return_indices=False):
        super().__init__()
        self.output_size = output_size
        self._known_sizes = _known_sizes(output_size)
        self.return_indices = return_indices


class AdaptiveMaxPool1d(_AdaptiveMaxPoolNd):
    def forward(self, input: Tensor):
        return F.adaptive_max_pool1d(input, self.output_size, self.return_indices)


class AdaptiveMaxPool2d(_AdaptiveMaxPoolNd):
    def forward(self, input: Tensor):
        sizes = self._known_sizes
        if sizes is None:
            return F.adaptive_max_pool2d(input, self.output_size, self.return_indices)
        else:
            return F.adaptive_max_pool2d(input, self._input_sizes(input, sizes),
                                         self.return_indices)


class AdaptiveMaxPool3d(_AdaptiveMaxPoolNd):
    def forward(self, input: Tensor):
        sizes = self._known_sizes
        if sizes is None:
            return F.adaptive_max_pool3d(input, self.output_size, self.return_indices)
        else:
            return F.adaptive_max_pool3d(input, self._input_sizes(input, sizes),
                                         self.return_indices)


class _AdaptiveAvgPoolNd(_AdaptivePoolNd):
    __constants__ = ["output_size"]

    def __init__(self, output_size):
        super().__init__()
        self.output_size = output_size
        self._known_sizes = _known_sizes(output_size)


class AdaptiveAvgPool1d(_AdaptiveAvgPoolNd):
    def forward(self, input: Tensor) -> Tensor:
        return F.adaptive_avg_pool1d(input, self.output_size)


class AdaptiveAvgPool2d(_AdaptiveAvgPoolNd):
    def forward(self, input: Tensor) -> Tensor:
        sizes = self._known_sizes
        if sizes is None:
            return F.adaptive_avg_pool2d(input, self.output_size)
        else:
            return F.adaptive_avg_pool2d(input, self._input_sizes(input, sizes))


class AdaptiveAvgPool3d(_AdaptiveAvgPoolNd):
    def forward(self, input: Tensor) -> Tensor:
        sizes = self._known_sizes
        if sizes is None:
            return F.adaptive_avg_pool3d(input, self.output_size)
        else:
            return F.adaptive_avg_pool3d(input, self._input_sizes(input, sizes))


# -- upsampling.py, pixelshuffle.py, channelshuffle.py, fold.py ----------------------------

class Upsample(Module):
    __constants__ = ["size", "scale_factor", "mode", "align_corners", "name",
                     "recompute_scale_factor"]

    def __init__(self, size=None, scale_factor=None, mode="nearest", align_corners=None,
                 recompute_scale_factor=None):
        super().__init__()
        self.name = "Upsample"
        self.size = size
        if isinstance(scale_factor, tuple):
            self.scale_factor = tuple([float(f) for f in scale_factor])
        elif scale_factor is not None and scale_factor != 0:
            self.scale_factor = float(scale_factor)
        else:
            # torch: `float(scale_factor) if scale_factor else None`
            self.scale_factor = None
        self.mode = mode
        self.align_corners = align_corners
        self.recompute_scale_factor = recompute_scale_factor

    def forward(self, input: Tensor) -> Tensor:
        return F.interpolate(input, self.size, self.scale_factor, self.mode, self.align_corners,
                             recompute_scale_factor=self.recompute_scale_factor)


class UpsamplingNearest2d(Upsample):
    def __init__(self, size=None, scale_factor=None):
        super().__init__(size, scale_factor, mode="nearest")
        self.name = "UpsamplingNearest2d"


class UpsamplingBilinear2d(Upsample):
    def __init__(self, size=None, scale_factor=None):
        super().__init__(size, scale_factor, mode="bilinear", align_corners=True)
        self.name = "UpsamplingBilinear2d"


class PixelShuffle(Module):
    __constants__ = ["upscale_factor"]

    def __init__(self, upscale_factor):
        super().__init__()
        self.upscale_factor = upscale_factor

    def forward(self, input: Tensor) -> Tensor:
        return F.pixel_shuffle(input, self.upscale_factor)


class PixelUnshuffle(Module):
    __constants__ = ["downscale_factor"]

    def __init__(self, downscale_factor):
        super().__init__()
        self.downscale_factor = downscale_factor

    def forward(self, input: Tensor) -> Tensor:
        return F.pixel_unshuffle(input, self.downscale_factor)


class ChannelShuffle(Module):
    __constants__ = ["groups"]

    def __init__(self, groups):
        super().__init__()
        self.groups = groups

    def forward(self, input: Tensor) -> Tensor:
        # F.channel_shuffle, as ATen's math_channel_shuffle computes it: channels (dim 1)
        # as groups x (channels / groups), transposed
        if input.dim() <= 2:
            raise ValueError("channel_shuffle expects an input of more than 2 dims")
        shape = list(input.shape)
        if shape[1] % self.groups != 0:
            raise ValueError("channel_shuffle: the channels must be divisible by groups")
        grouped = input.reshape([shape[0], self.groups, shape[1] // self.groups] + shape[2:])
        return grouped.transpose(1, 2).reshape(shape)


class Fold(Module):
    __constants__ = ["output_size", "kernel_size", "dilation", "padding", "stride"]

    def __init__(self, output_size, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.output_size = output_size
        self.kernel_size = kernel_size
        self.dilation = dilation
        self.padding = padding
        self.stride = stride

    def forward(self, input: Tensor) -> Tensor:
        return F.fold(input, self.output_size, self.kernel_size, self.dilation, self.padding,
                      self.stride)


class Unfold(Module):
    __constants__ = ["kernel_size", "dilation", "padding", "stride"]

    def __init__(self, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.kernel_size = kernel_size
        self.dilation = dilation
        self.padding = padding
        self.stride = stride

    def forward(self, input: Tensor) -> Tensor:
        return F.unfold(input, self.kernel_size, self.dilation, self.padding, self.stride)


# -- padding.py ----------------------------------------------------------------------------

class _ConstantPadNd(Module):
    __constants__ = ["padding", "value"]

    def __init__(self, value):
        super().__init__()
        # float: F.pad's value is a float, and TorchScript refuses an int there
        self.value = float(value)

    def forward(self, input: Tensor) -> Tensor:
        return F.pad(input, self.padding, "constant", self.value)


class ConstantPad1d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(value)
        self.padding = _pair(padding)


class ConstantPad2d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(value)
        self.padding = _quadruple(padding)


class ConstantPad3d(_ConstantPadNd):
    def __init__(self, padding, value):
        super().__init__(value)
        self.padding = _ntuple(padding, 6)


class ZeroPad2d(ConstantPad2d):
    def __init__(self, padding):
        super().__init__(padding, 0.0)


class _ReflectionPadNd(Module):
    __constants__ = ["padding"]

    def forward(self, input: Tensor) -> Tensor:
        return F.pad(input, self.padding, "reflect")


class ReflectionPad1d(_ReflectionPadNd):
    def __init__(self, padding):
        super().__init__()
        self.padding = _pair(padding)


class ReflectionPad2d(_ReflectionPadNd):
    def __init__(self, padding):
        super().__init__()
        self.padding = _quadruple(padding)


class ReflectionPad3d(_ReflectionPadNd):
    def __init__(self, padding):
        super().__init__()
        self.padding = _ntuple(padding, 6)


class _ReplicationPadNd(Module):
    __constants__ = ["padding"]

    def forward(self, input: Tensor) -> Tensor:
        return F.pad(input, self.padding, "replicate")


class ReplicationPad1d(_ReplicationPadNd):
    def __init__(self, padding):
        super().__init__()
        self.padding = _pair(padding)


class ReplicationPad2d(_ReplicationPadNd):
    def __init__(self, padding):
        super().__init__()
        self.padding = _quadruple(padding)


class ReplicationPad3d(_ReplicationPadNd):
    def __init__(self, padding):
        super().__init__()
        self.padding = _ntuple(padding, 6)


# -- distance.py ---------------------------------------------------------------------------

class PairwiseDistance(Module):
    __constants__ = ["norm", "eps", "keepdim"]

    def __init__(self, p=2.0, eps=1e-6, keepdim=False):
        super().__init__()
        self.norm = float(p)
        self.eps = float(eps)
        self.keepdim = keepdim

    def forward(self, x1: Tensor, x2: Tensor) -> Tensor:
        return F.pairwise_distance(x1, x2, self.norm, self.eps, self.keepdim)


class CosineSimilarity(Module):
    __constants__ = ["dim", "eps"]

    def __init__(self, dim=1, eps=1e-8):
        super().__init__()
        self.dim = dim
        self.eps = float(eps)

    def forward(self, x1: Tensor, x2: Tensor) -> Tensor:
        return F.cosine_similarity(x1, x2, self.dim, self.eps)


# -- loss.py -------------------------------------------------------------------------------
# A class weight (`weight=`, `pos_weight=`) is a persistent buffer, as in torch: its values
# come from the weights file, its shape and dtype from the tensor given here.

class _Loss(Module):
    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__()
        if size_average is not None or reduce is not None:
            self.reduction = _legacy_reduction(size_average, reduce)
        else:
            self.reduction = reduction


class _WeightedLoss(_Loss):
    def __init__(self, weight=None, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)


class L1Loss(_Loss):
    __constants__ = ["reduction"]

    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.l1_loss(input, target, reduction=self.reduction)


class MSELoss(_Loss):
    __constants__ = ["reduction"]

    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.mse_loss(input, target, reduction=self.reduction)


class SmoothL1Loss(_Loss):
    __constants__ = ["reduction"]

    def __init__(self, size_average=None, reduce=None, reduction="mean", beta=1.0):
        super().__init__(size_average, reduce, reduction)
        self.beta = float(beta)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.smooth_l1_loss(input, target, reduction=self.reduction, beta=self.beta)


class NLLLoss(_WeightedLoss):
    __constants__ = ["ignore_index", "reduction"]

    def __init__(self, weight=None, size_average=None, ignore_index=-100, reduce=None,
                 reduction="mean"):
        super().__init__(weight, size_average, reduce, reduction)
        self.ignore_index = ignore_index

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.nll_loss(input, target, weight=self.weight, ignore_index=self.ignore_index,
                          reduction=self.reduction)


class CrossEntropyLoss(_WeightedLoss):
    __constants__ = ["ignore_index", "reduction", "label_smoothing"]

    def __init__(self, weight=None, size_average=None, ignore_index=-100, reduce=None,
                 reduction="mean", label_smoothing=0.0):
        super().__init__(weight, size_average, reduce, reduction)
        self.ignore_index = ignore_index
        self.label_smoothing = float(label_smoothing)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.cross_entropy(input, target, weight=self.weight,
                               ignore_index=self.ignore_index, reduction=self.reduction,
                               label_smoothing=self.label_smoothing)


class BCELoss(_WeightedLoss):
    __constants__ = ["reduction"]

    def __init__(self, weight=None, size_average=None, reduce=None, reduction="mean"):
        super().__init__(weight, size_average, reduce, reduction)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.binary_cross_entropy(input, target, weight=self.weight,
                                      reduction=self.reduction)


class BCEWithLogitsLoss(_Loss):
    def __init__(self, weight=None, size_average=None, reduce=None, reduction="mean",
                 pos_weight=None):
        super().__init__(size_average, reduce, reduction)
        self.register_buffer("weight", weight)
        self.register_buffer("pos_weight", pos_weight)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.binary_cross_entropy_with_logits(input, target, self.weight,
                                                  pos_weight=self.pos_weight,
                                                  reduction=self.reduction)


# The other losses of torch.nn (loss.py), beyond the ones issue 20 lists: wrappers of F.

class HuberLoss(_Loss):
    __constants__ = ["reduction", "delta"]

    def __init__(self, reduction="mean", delta=1.0):
        super().__init__(reduction=reduction)
        self.delta = float(delta)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.huber_loss(input, target, reduction=self.reduction, delta=self.delta)


class KLDivLoss(_Loss):
    __constants__ = ["reduction"]

    def __init__(self, size_average=None, reduce=None, reduction="mean", log_target=False):
        super().__init__(size_average, reduce, reduction)
        self.log_target = log_target

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.kl_div(input, target, reduction=self.reduction, log_target=self.log_target)


class PoissonNLLLoss(_Loss):
    __constants__ = ["log_input", "full", "eps", "reduction"]

    def __init__(self, log_input=True, full=False, size_average=None, eps=1e-8, reduce=None,
                 reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.log_input = log_input
        self.full = full
        self.eps = float(eps)

    def forward(self, log_input: Tensor, target: Tensor) -> Tensor:
        return F.poisson_nll_loss(log_input, target, log_input=self.log_input, full=self.full,
                                  eps=self.eps, reduction=self.reduction)


class GaussianNLLLoss(_Loss):
    __constants__ = ["full", "eps", "reduction"]

    def __init__(self, *, full=False, eps=1e-6, reduction="mean"):
        super().__init__(None, None, reduction)
        self.full = full
        self.eps = float(eps)

    def forward(self, input: Tensor, target: Tensor, var: Tensor) -> Tensor:
        return F.gaussian_nll_loss(input, target, var, full=self.full, eps=self.eps,
                                   reduction=self.reduction)


class SoftMarginLoss(_Loss):
    __constants__ = ["reduction"]

    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.soft_margin_loss(input, target, reduction=self.reduction)


class HingeEmbeddingLoss(_Loss):
    __constants__ = ["margin", "reduction"]

    def __init__(self, margin=1.0, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = float(margin)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.hinge_embedding_loss(input, target, margin=self.margin,
                                      reduction=self.reduction)


class CosineEmbeddingLoss(_Loss):
    __constants__ = ["margin", "reduction"]

    def __init__(self, margin=0.0, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = float(margin)

    def forward(self, input1: Tensor, input2: Tensor, target: Tensor) -> Tensor:
        return F.cosine_embedding_loss(input1, input2, target, margin=self.margin,
                                       reduction=self.reduction)


class MarginRankingLoss(_Loss):
    __constants__ = ["margin", "reduction"]

    def __init__(self, margin=0.0, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = float(margin)

    def forward(self, input1: Tensor, input2: Tensor, target: Tensor) -> Tensor:
        return F.margin_ranking_loss(input1, input2, target, margin=self.margin,
                                     reduction=self.reduction)


class TripletMarginLoss(_Loss):
    __constants__ = ["margin", "p", "eps", "swap", "reduction"]

    def __init__(self, margin=1.0, p=2.0, eps=1e-6, swap=False, size_average=None,
                 reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)
        self.margin = float(margin)
        self.p = float(p)
        self.eps = float(eps)
        self.swap = swap

    def forward(self, anchor: Tensor, positive: Tensor, negative: Tensor) -> Tensor:
        return F.triplet_margin_loss(anchor, positive, negative, margin=self.margin, p=self.p,
                                     eps=self.eps, swap=self.swap, reduction=self.reduction)


class MultiLabelMarginLoss(_Loss):
    __constants__ = ["reduction"]

    def __init__(self, size_average=None, reduce=None, reduction="mean"):
        super().__init__(size_average, reduce, reduction)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.multilabel_margin_loss(input, target, reduction=self.reduction)


class MultiLabelSoftMarginLoss(_WeightedLoss):
    __constants__ = ["reduction"]

    def __init__(self, weight=None, size_average=None, reduce=None, reduction="mean"):
        super().__init__(weight, size_average, reduce, reduction)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.multilabel_soft_margin_loss(input, target, weight=self.weight,
                                             reduction=self.reduction)


class MultiMarginLoss(_WeightedLoss):
    __constants__ = ["p", "margin", "reduction"]

    # torch also asserts that weight is None or 1-d; F.multi_margin_loss refuses another
    # weight when it runs
    def __init__(self, p=1, margin=1.0, weight=None, size_average=None, reduce=None,
                 reduction="mean"):
        super().__init__(weight, size_average, reduce, reduction)
        if p != 1 and p != 2:
            raise ValueError("only p == 1 and p == 2 supported")
        self.p = p
        self.margin = float(margin)

    def forward(self, input: Tensor, target: Tensor) -> Tensor:
        return F.multi_margin_loss(input, target, p=self.p, margin=self.margin,
                                   weight=self.weight, reduction=self.reduction)


# -- attention: activation.py's MultiheadAttention, functional.py's multi_head_attention_forward
# Transliterated from torch 1.13. F.multi_head_attention_forward is this file's
# multi_head_attention_forward (scriptc calls it for the F name). torch's module takes a fused
# kernel (`_native_multi_head_attention`) in some eval cases, whose numbers are the slow
# path's; here there is only the slow path. Where torch tests `k is v` and `q is k` to project
# once, this projects each (the same numbers). baddbmm(mask, a, b) is mask + bmm(a, b).

def _mha_is_batched(query: Tensor, key: Tensor, value: Tensor,
                    key_padding_mask: Optional[Tensor], attn_mask: Optional[Tensor],
                    num_heads: int) -> bool:
    # torch's _mha_shape_check; its asserts as AssertionError
    if query.dim() == 3:
        if key.dim() != 3 or value.dim() != 3:
            raise AssertionError("For batched (3-D) `query`, expected `key` and `value` to be 3-D")
        if key_padding_mask is not None:
            if key_padding_mask.dim() != 2:
                raise AssertionError("For batched (3-D) `query`, expected `key_padding_mask` "
                                     "to be `None` or 2-D")
        if attn_mask is not None:
            if attn_mask.dim() != 2 and attn_mask.dim() != 3:
                raise AssertionError("For batched (3-D) `query`, expected `attn_mask` to be "
                                     "`None`, 2-D or 3-D")
        return True
    if query.dim() == 2:
        if key.dim() != 2 or value.dim() != 2:
            raise AssertionError("For unbatched (2-D) `query`, expected `key` and `value` to "
                                 "be 2-D")
        if key_padding_mask is not None:
            if key_padding_mask.dim() != 1:
                raise AssertionError("For unbatched (2-D) `query`, expected `key_padding_mask` "
                                     "to be `None` or 1-D")
        if attn_mask is not None:
            if attn_mask.dim() != 2 and attn_mask.dim() != 3:
                raise AssertionError("For unbatched (2-D) `query`, expected `attn_mask` to be "
                                     "`None`, 2-D or 3-D")
            if attn_mask.dim() == 3:
                if (attn_mask.size(0) != num_heads or attn_mask.size(1) != query.size(0)
                        or attn_mask.size(2) != key.size(0)):
                    raise AssertionError("Expected `attn_mask` shape to be (num_heads, L, S)")
        return False
    raise AssertionError("query should be unbatched 2D or batched 3D tensor")


def multi_head_attention_forward(
    query: Tensor,
    key: Tensor,
    value: Tensor,
    embed_dim_to_check: int,
    num_heads: int,
    in_proj_weight: Optional[Tensor],
    in_proj_bias: Optional[Tensor],
    bias_k: Optional[Tensor],
    bias_v: Optional[Tensor],
    add_zero_attn: bool,
    dropout_p: float,
    out_proj_weight: Tensor,
    out_proj_bias: Optional[Tensor],
    training: bool = True,
    key_padding_mask: Optional[Tensor] = None,
    need_weights: bool = True,
    attn_mask: Optional[Tensor] = None,
    use_separate_proj_weight: bool = False,
    q_proj_weight: Optional[Tensor] = None,
    k_proj_weight: Optional[Tensor] = None,
    v_proj_weight: Optional[Tensor] = None,
    static_k: Optional[Tensor] = None,
    static_v: Optional[Tensor] = None,
    average_attn_weights: bool = True,
    is_causal: bool = False,
) -> Tuple[Tensor, Optional[Tensor]]:
    # is_causal is PyTorch 2.x's hint that attn_mask is causal: 2.x requires the mask with it,
    # and where it needs no weights and has no key_padding_mask it computes with a causal mask
    # of its own (tril of an (L, S) block, as F.scaled_dot_product_attention's is_causal)
    # in the mask's place, so here too; elsewhere the mask is used
    if is_causal and attn_mask is None:
        raise RuntimeError("Need attn_mask if specifying the is_causal hint. You may use the "
                           "Transformer module method `generate_square_subsequent_mask` to "
                           "create this mask.")
    if is_causal and key_padding_mask is None and not need_weights:
        attn_mask = torch.ones(query.size(0), key.size(0), dtype=torch.bool).tril(
            diagonal=0).logical_not()
    is_batched = _mha_is_batched(query, key, value, key_padding_mask, attn_mask, num_heads)
    if not is_batched:
        query = query.unsqueeze(1)
        key = key.unsqueeze(1)
        value = value.unsqueeze(1)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)

    tgt_len = query.size(0)
    bsz = query.size(1)
    embed_dim = query.size(2)
    src_len = key.size(0)
    if key_padding_mask is not None:
        if key_padding_mask.dtype != torch.bool and not key_padding_mask.is_floating_point():
            raise AssertionError("only bool and floating types of key_padding_mask are supported")
    if embed_dim != embed_dim_to_check:
        raise AssertionError("was expecting embedding dimension of embed_dim_to_check")
    head_dim = embed_dim // num_heads
    if head_dim * num_heads != embed_dim:
        raise AssertionError("embed_dim not divisible by num_heads")
    # torch asserts here that key's and value's sizes agree (all three, or sequence and
    # batch with separate projection weights); the products below fail on the same inputs
    # in ONNX Runtime, and a size known only at run time makes the assert a warning here
    if not use_separate_proj_weight and key.size(2) != value.size(2):
        raise AssertionError("key shape does not match value shape")

    # the in-projection (torch's _in_projection_packed and _in_projection)
    b_q: Optional[Tensor] = None
    b_k: Optional[Tensor] = None
    b_v: Optional[Tensor] = None
    if in_proj_bias is not None:
        b_q, b_k, b_v = in_proj_bias.chunk(3)
    if not use_separate_proj_weight:
        if in_proj_weight is None:
            raise AssertionError("use_separate_proj_weight is False but in_proj_weight is None")
        w_q, w_k, w_v = in_proj_weight.chunk(3)
        q = F.linear(query, w_q, b_q)
        k = F.linear(key, w_k, b_k)
        v = F.linear(value, w_v, b_v)
    else:
        if q_proj_weight is None:
            raise AssertionError("use_separate_proj_weight is True but q_proj_weight is None")
        if k_proj_weight is None:
            raise AssertionError("use_separate_proj_weight is True but k_proj_weight is None")
        if v_proj_weight is None:
            raise AssertionError("use_separate_proj_weight is True but v_proj_weight is None")
        q = F.linear(query, q_proj_weight, b_q)
        k = F.linear(key, k_proj_weight, b_k)
        v = F.linear(value, v_proj_weight, b_v)

    if attn_mask is not None:
        if attn_mask.dtype == torch.uint8:
            attn_mask = attn_mask.to(torch.bool)
        elif not attn_mask.is_floating_point() and attn_mask.dtype != torch.bool:
            raise AssertionError("Only float, byte, and bool types are supported for attn_mask")
        if attn_mask.dim() == 2:
            if attn_mask.size(0) != tgt_len or attn_mask.size(1) != src_len:
                raise RuntimeError("The shape of the 2D attn_mask is wrong")
            attn_mask = attn_mask.unsqueeze(0)
        elif attn_mask.dim() == 3:
            if (attn_mask.size(0) != bsz * num_heads or attn_mask.size(1) != tgt_len
                    or attn_mask.size(2) != src_len):
                raise RuntimeError("The shape of the 3D attn_mask is wrong")
        else:
            raise RuntimeError("attn_mask's dimension is not supported")

    if bias_k is not None and bias_v is not None:
        if static_k is not None:
            raise AssertionError("bias cannot be added to static key.")
        if static_v is not None:
            raise AssertionError("bias cannot be added to static value.")
        k = torch.cat([k, bias_k.repeat(1, bsz, 1)])
        v = torch.cat([v, bias_v.repeat(1, bsz, 1)])
        if attn_mask is not None:
            attn_mask = F.pad(attn_mask, [0, 1])
        if key_padding_mask is not None:
            key_padding_mask = F.pad(key_padding_mask, [0, 1])
    else:
        if bias_k is not None or bias_v is not None:
            raise AssertionError("bias_k and bias_v are given together")

    q = q.contiguous().view(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    if static_k is None:
        k = k.contiguous().view(k.size(0), bsz * num_heads, head_dim).transpose(0, 1)
    else:
        if static_k.size(0) != bsz * num_heads:
            raise AssertionError("expecting static_k.size(0) of bsz * num_heads")
        if static_k.size(2) != head_dim:
            raise AssertionError("expecting static_k.size(2) of head_dim")
        k = static_k
    if static_v is None:
        v = v.contiguous().view(v.size(0), bsz * num_heads, head_dim).transpose(0, 1)
    else:
        if static_v.size(0) != bsz * num_heads:
            raise AssertionError("expecting static_v.size(0) of bsz * num_heads")
        if static_v.size(2) != head_dim:
            raise AssertionError("expecting static_v.size(2) of head_dim")
        v = static_v

    if add_zero_attn:
        k = torch.cat([k, torch.zeros((bsz * num_heads, 1, head_dim), dtype=k.dtype)], dim=1)
        v = torch.cat([v, torch.zeros((bsz * num_heads, 1, head_dim), dtype=v.dtype)], dim=1)
        if attn_mask is not None:
            attn_mask = F.pad(attn_mask, [0, 1])
        if key_padding_mask is not None:
            key_padding_mask = F.pad(key_padding_mask, [0, 1])

    src_len = k.size(1)

    if key_padding_mask is not None:
        if key_padding_mask.size(0) != bsz or key_padding_mask.size(1) != src_len:
            raise AssertionError("expecting key_padding_mask shape of (bsz, src_len)")
        key_padding_mask = key_padding_mask.view(bsz, 1, 1, src_len).expand(
            -1, num_heads, -1, -1).reshape(bsz * num_heads, 1, src_len)
        if attn_mask is None:
            attn_mask = key_padding_mask
        elif attn_mask.dtype == torch.bool:
            attn_mask = attn_mask.logical_or(key_padding_mask)
        else:
            if key_padding_mask.dtype != torch.bool:
                # torch's masked_fill by a float mask (which torch 1.13 ignores where it
                # holds 0 and 1, and refuses at run time otherwise)
                raise RuntimeError("a float key_padding_mask with a float attn_mask: torch "
                                   "fills the attn_mask by it as by a bool mask, which "
                                   "scriptc refuses (give a bool key_padding_mask)")
            attn_mask = attn_mask.masked_fill(key_padding_mask, float("-inf"))

    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            attn_mask = torch.zeros_like(attn_mask, dtype=q.dtype).masked_fill(
                attn_mask, float("-inf"))

    if not training:
        dropout_p = 0.0

    E = q.size(2)
    q_scaled = q / math.sqrt(E)
    if attn_mask is not None:
        attn_output_weights = attn_mask + torch.bmm(q_scaled, k.transpose(-2, -1))
    else:
        attn_output_weights = torch.bmm(q_scaled, k.transpose(-2, -1))
    attn_output_weights = F.softmax(attn_output_weights, dim=-1)
    if dropout_p > 0.0:
        attn_output_weights = F.dropout(attn_output_weights, p=dropout_p)

    attn_output = torch.bmm(attn_output_weights, v)

    attn_output = attn_output.transpose(0, 1).contiguous().view(tgt_len * bsz, embed_dim)
    attn_output = F.linear(attn_output, out_proj_weight, out_proj_bias)
    attn_output = attn_output.view(tgt_len, bsz, attn_output.size(1))

    if need_weights:
        attn_output_weights = attn_output_weights.view(bsz, num_heads, tgt_len, src_len)
        if average_attn_weights:
            attn_output_weights = attn_output_weights.sum(dim=1) / num_heads
        if not is_batched:
            attn_output = attn_output.squeeze(1)
            attn_output_weights = attn_output_weights.squeeze(0)
        return attn_output, attn_output_weights
    if not is_batched:
        attn_output = attn_output.squeeze(1)
    return attn_output, None


def scaled_dot_product_attention(query: Tensor, key: Tensor, value: Tensor,
                                 attn_mask: Optional[Tensor] = None, dropout_p: float = 0.0,
                                 is_causal: bool = False,
                                 scale: Optional[float] = None) -> Tensor:
    # PyTorch 2.x's F.scaled_dot_product_attention (absent from torch 1.13), as its
    # documentation's reference computes it in eval: a bool mask says which positions take
    # part (True), a float mask is added to the scores, is_causal masks the positions after
    # each query's (top-left aligned, as tril of an (L, S) block of ones), and with
    # is_causal an attn_mask is an error. The function has no training flag: torch drops
    # at random whenever dropout_p > 0, which a model cannot; refused (a constant dropout_p
    # is a compile error, one known only at run time a warning).
    if dropout_p > 0.0:
        raise RuntimeError("F.scaled_dot_product_attention applies dropout whenever "
                           "dropout_p > 0 (it has no training flag): pass dropout_p=0.0 "
                           "in eval mode")
    L = query.size(-2)
    S = key.size(-2)
    if scale is None:
        scale_factor = 1.0 / math.sqrt(query.size(-1))
    else:
        scale_factor = scale
    attn_weight = torch.matmul(query, key.transpose(-2, -1)) * scale_factor
    if is_causal:
        if attn_mask is not None:
            raise RuntimeError("_scaled_dot_product_attention: Explicit attn_mask should not "
                               "be set when is_causal=True")
        keep = torch.ones(L, S, dtype=torch.bool).tril(diagonal=0)
        attn_weight = attn_weight.masked_fill(keep.logical_not(), float("-inf"))
    if attn_mask is not None:
        if attn_mask.dtype == torch.bool:
            attn_weight = attn_weight.masked_fill(attn_mask.logical_not(), float("-inf"))
        else:
            attn_weight = attn_weight + attn_mask
    attn_weight = torch.softmax(attn_weight, dim=-1)
    return torch.matmul(attn_weight, value)


class NonDynamicallyQuantizableLinear(Linear):
    """torch.nn.modules.linear's: a Linear under another name (MultiheadAttention.out_proj)"""


class MultiheadAttention(Module):
    __constants__ = ["batch_first"]

    def __init__(self, embed_dim, num_heads, dropout=0., bias=True, add_bias_kv=False,
                 add_zero_attn=False, kdim=None, vdim=None, batch_first=False, device=None,
                 dtype=None):
        super().__init__()
        self.embed_dim = embed_dim
        self.kdim = embed_dim
        if kdim is not None:
            self.kdim = kdim
        self.vdim = embed_dim
        if vdim is not None:
            self.vdim = vdim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads = num_heads
        self.dropout = dropout
        self.batch_first = batch_first
        self.head_dim = embed_dim // num_heads
        if self.head_dim * num_heads != self.embed_dim:
            raise ValueError("embed_dim must be divisible by num_heads")
        if not self._qkv_same_embed_dim:
            self.q_proj_weight = Parameter(torch.empty((embed_dim, embed_dim), dtype=dtype))
            self.k_proj_weight = Parameter(torch.empty((embed_dim, self.kdim), dtype=dtype))
            self.v_proj_weight = Parameter(torch.empty((embed_dim, self.vdim), dtype=dtype))
            self.register_parameter("in_proj_weight", None)
        else:
            self.in_proj_weight = Parameter(torch.empty((3 * embed_dim, embed_dim), dtype=dtype))
            self.register_parameter("q_proj_weight", None)
            self.register_parameter("k_proj_weight", None)
            self.register_parameter("v_proj_weight", None)
        if bias:
            self.in_proj_bias = Parameter(torch.empty(3 * embed_dim, dtype=dtype))
        else:
            self.register_parameter("in_proj_bias", None)
        self.out_proj = NonDynamicallyQuantizableLinear(embed_dim, embed_dim, bias=bias,
                                                        dtype=dtype)
        if add_bias_kv:
            self.bias_k = Parameter(torch.empty((1, 1, embed_dim), dtype=dtype))
            self.bias_v = Parameter(torch.empty((1, 1, embed_dim), dtype=dtype))
        else:
            self.bias_k = None
            self.bias_v = None
        self.add_zero_attn = add_zero_attn

    def forward(self, query: Tensor, key: Tensor, value: Tensor,
                key_padding_mask: Optional[Tensor] = None, need_weights: bool = True,
                attn_mask: Optional[Tensor] = None,
                average_attn_weights: bool = True,
                is_causal: bool = False) -> Tuple[Tensor, Optional[Tensor]]:
        # is_causal: PyTorch 2.x's hint (multi_head_attention_forward)
        is_batched = query.dim() == 3
        if key_padding_mask is not None:
            if key_padding_mask.dtype != torch.bool and not key_padding_mask.is_floating_point():
                raise AssertionError("only bool and floating types of key_padding_mask are "
                                     "supported")
        if self.batch_first and is_batched:
            query = query.transpose(1, 0)
            key = key.transpose(1, 0)
            value = value.transpose(1, 0)
        if not self._qkv_same_embed_dim:
            attn_output, attn_output_weights = multi_head_attention_forward(
                query, key, value, self.embed_dim, self.num_heads,
                self.in_proj_weight, self.in_proj_bias,
                self.bias_k, self.bias_v, self.add_zero_attn,
                self.dropout, self.out_proj.weight, self.out_proj.bias,
                training=self.training,
                key_padding_mask=key_padding_mask, need_weights=need_weights,
                attn_mask=attn_mask, use_separate_proj_weight=True,
                q_proj_weight=self.q_proj_weight, k_proj_weight=self.k_proj_weight,
                v_proj_weight=self.v_proj_weight, average_attn_weights=average_attn_weights,
                is_causal=is_causal)
        else:
            attn_output, attn_output_weights = multi_head_attention_forward(
                query, key, value, self.embed_dim, self.num_heads,
                self.in_proj_weight, self.in_proj_bias,
                self.bias_k, self.bias_v, self.add_zero_attn,
                self.dropout, self.out_proj.weight, self.out_proj.bias,
                training=self.training,
                key_padding_mask=key_padding_mask, need_weights=need_weights,
                attn_mask=attn_mask, average_attn_weights=average_attn_weights,
                is_causal=is_causal)
        if self.batch_first and is_batched:
            return attn_output.transpose(1, 0), attn_output_weights
        return attn_output, attn_output_weights


# -- transformer.py ------------------------------------------------------------------------
# torch 1.13's eval-mode slow path (its fused fast path, taken under torch.no_grad, computes
# the same numbers, except that TransformerEncoder's nested tensors give 0 at padded
# positions). TransformerEncoder and TransformerDecoder copy their layer num_layers times
# (torch's copy.deepcopy): here each copy is built anew from the layer's configuration, so
# the layer must be this file's TransformerEncoderLayer / TransformerDecoderLayer.

def _get_activation_fn(activation):
    if activation == "relu":
        return F.relu
    if activation == "gelu":
        return F.gelu
    raise ValueError("activation should be relu/gelu")


class TransformerEncoderLayer(Module):
    __constants__ = ["batch_first", "norm_first"]

    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation=F.relu,
                 layer_norm_eps=1e-5, batch_first=False, norm_first=False, device=None,
                 dtype=None):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout,
                                            batch_first=batch_first, dtype=dtype)
        self.linear1 = Linear(d_model, dim_feedforward, dtype=dtype)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model, dtype=dtype)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, eps=layer_norm_eps, dtype=dtype)
        self.norm2 = LayerNorm(d_model, eps=layer_norm_eps, dtype=dtype)
        self.dropout1 = Dropout(dropout)
        self.dropout2 = Dropout(dropout)
        if isinstance(activation, str):
            activation = _get_activation_fn(activation)
        self.activation = activation

    def forward(self, src: Tensor, src_mask: Optional[Tensor] = None,
                src_key_padding_mask: Optional[Tensor] = None,
                is_causal: bool = False) -> Tensor:
        # is_causal: PyTorch 2.x's hint that src_mask is causal (multi_head_attention_forward)
        if src_key_padding_mask is not None:
            if (src_key_padding_mask.dtype != torch.bool
                    and not src_key_padding_mask.is_floating_point()):
                raise AssertionError("only bool and floating types of key_padding_mask are "
                                     "supported")
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask, is_causal)
            x = x + self._ff_block(self.norm2(x))
        else:
            x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask, is_causal))
            x = self.norm2(x + self._ff_block(x))
        return x

    def _sa_block(self, x: Tensor, attn_mask: Optional[Tensor],
                  key_padding_mask: Optional[Tensor], is_causal: bool = False) -> Tensor:
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask,
                           need_weights=False, is_causal=is_causal)[0]
        return self.dropout1(x)

    def _ff_block(self, x: Tensor) -> Tensor:
        x = self.linear2(self.dropout(self.activation(self.linear1(x))))
        return self.dropout2(x)


class TransformerDecoderLayer(Module):
    __constants__ = ["batch_first", "norm_first"]

    def __init__(self, d_model, nhead, dim_feedforward=2048, dropout=0.1, activation=F.relu,
                 layer_norm_eps=1e-5, batch_first=False, norm_first=False, device=None,
                 dtype=None):
        super().__init__()
        self.self_attn = MultiheadAttention(d_model, nhead, dropout=dropout,
                                            batch_first=batch_first, dtype=dtype)
        self.multihead_attn = MultiheadAttention(d_model, nhead, dropout=dropout,
                                                 batch_first=batch_first, dtype=dtype)
        self.linear1 = Linear(d_model, dim_feedforward, dtype=dtype)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model, dtype=dtype)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, eps=layer_norm_eps, dtype=dtype)
        self.norm2 = LayerNorm(d_model, eps=layer_norm_eps, dtype=dtype)
        self.norm3 = LayerNorm(d_model, eps=layer_norm_eps, dtype=dtype)
        self.dropout1 = Dropout(dropout)
        self.dropout2 = Dropout(dropout)
        self.dropout3 = Dropout(dropout)
        if isinstance(activation, str):
            activation = _get_activation_fn(activation)
        self.activation = activation

    def forward(self, tgt: Tensor, memory: Tensor, tgt_mask: Optional[Tensor] = None,
                memory_mask: Optional[Tensor] = None,
                tgt_key_padding_mask: Optional[Tensor] = None,
                memory_key_padding_mask: Optional[Tensor] = None, tgt_is_causal: bool = False,
                memory_is_causal: bool = False) -> Tensor:
        # tgt_is_causal, memory_is_causal: PyTorch 2.x's hints (multi_head_attention_forward)
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask, tgt_is_causal)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask, memory_key_padding_mask,
                                    memory_is_causal)
            x = x + self._ff_block(self.norm3(x))
        else:
            x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask, tgt_is_causal))
            x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask,
                                               memory_is_causal))
            x = self.norm3(x + self._ff_block(x))
        return x

    def _sa_block(self, x: Tensor, attn_mask: Optional[Tensor],
                  key_padding_mask: Optional[Tensor], is_causal: bool = False) -> Tensor:
        x = self.self_attn(x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask,
                           need_weights=False, is_causal=is_causal)[0]
        return self.dropout1(x)

    def _mha_block(self, x: Tensor, mem: Tensor, attn_mask: Optional[Tensor],
                   key_padding_mask: Optional[Tensor], is_causal: bool = False) -> Tensor:
        x = self.multihead_attn(x, mem, mem, attn_mask=attn_mask,
                                key_padding_mask=key_padding_mask, need_weights=False,
                                is_causal=is_causal)[0]
        return self.dropout2(x)

    def _ff_block(self, x: Tensor) -> Tensor:
        x = self.linear2(self.dropout(self.activation(self.linear1(x))))
        return self.dropout3(x)


def _layer_config(layer):
    # what builds a copy of a Transformer layer: its constructor's arguments
    attn = layer.self_attn
    return [attn.embed_dim, attn.num_heads, layer.linear1.out_features, layer.dropout.p,
            layer.activation, layer.norm1.eps, attn.batch_first, layer.norm_first]


def _encoder_clones(layer, n):
    if not isinstance(layer, TransformerEncoderLayer):
        raise ValueError("scriptc: TransformerEncoder copies an nn.TransformerEncoderLayer "
                         "only (torch deep-copies any module)")
    c = _layer_config(layer)
    return ModuleList([TransformerEncoderLayer(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
                                               dtype=layer.linear1.weight.dtype)
                       for _ in range(n)])


def _decoder_clones(layer, n):
    if not isinstance(layer, TransformerDecoderLayer):
        raise ValueError("scriptc: TransformerDecoder copies an nn.TransformerDecoderLayer "
                         "only (torch deep-copies any module)")
    c = _layer_config(layer)
    return ModuleList([TransformerDecoderLayer(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7],
                                               dtype=layer.linear1.weight.dtype)
                       for _ in range(n)])


class TransformerEncoder(Module):
    __constants__ = ["norm"]

    def __init__(self, encoder_layer, num_layers, norm=None, enable_nested_tensor=True,
                 mask_check=True):
        super().__init__()
        self.layers = _encoder_clones(encoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm
        self.enable_nested_tensor = enable_nested_tensor
        self.mask_check = mask_check

    def forward(self, src: Tensor, mask: Optional[Tensor] = None,
                src_key_padding_mask: Optional[Tensor] = None,
                is_causal: Optional[bool] = None) -> Tensor:
        # is_causal: PyTorch 2.x's hint; None (2.x compares the mask with a causal one at run
        # time, and a causal mask computes the same either way) uses the mask
        if src_key_padding_mask is not None:
            if (src_key_padding_mask.dtype != torch.bool
                    and not src_key_padding_mask.is_floating_point()):
                raise AssertionError("only bool and floating types of key_padding_mask are "
                                     "supported")
        output = src
        causal = False
        if is_causal is not None:
            causal = is_causal
        for mod in self.layers:
            output = mod(output, src_mask=mask, src_key_padding_mask=src_key_padding_mask,
                         is_causal=causal)
        if self.norm is not None:
            output = self.norm(output)
        return output


class TransformerDecoder(Module):
    __constants__ = ["norm"]

    def __init__(self, decoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _decoder_clones(decoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def forward(self, tgt: Tensor, memory: Tensor, tgt_mask: Optional[Tensor] = None,
                memory_mask: Optional[Tensor] = None,
                tgt_key_padding_mask: Optional[Tensor] = None,
                memory_key_padding_mask: Optional[Tensor] = None,
                tgt_is_causal: Optional[bool] = None, memory_is_causal: bool = False) -> Tensor:
        # the is_causal hints: PyTorch 2.x's, as TransformerEncoder's
        causal = False
        if tgt_is_causal is not None:
            causal = tgt_is_causal
        output = tgt
        for mod in self.layers:
            output = mod(output, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                         tgt_key_padding_mask=tgt_key_padding_mask,
                         memory_key_padding_mask=memory_key_padding_mask,
                         tgt_is_causal=causal, memory_is_causal=memory_is_causal)
        if self.norm is not None:
            output = self.norm(output)
        return output


class Transformer(Module):
    def __init__(self, d_model=512, nhead=8, num_encoder_layers=6, num_decoder_layers=6,
                 dim_feedforward=2048, dropout=0.1, activation=F.relu, custom_encoder=None,
                 custom_decoder=None, layer_norm_eps=1e-5, batch_first=False,
                 norm_first=False, device=None, dtype=None):
        super().__init__()
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            encoder_layer = TransformerEncoderLayer(d_model, nhead, dim_feedforward, dropout,
                                                    activation, layer_norm_eps, batch_first,
                                                    norm_first, dtype=dtype)
            encoder_norm = LayerNorm(d_model, eps=layer_norm_eps, dtype=dtype)
            self.encoder = TransformerEncoder(encoder_layer, num_encoder_layers, encoder_norm)
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            decoder_layer = TransformerDecoderLayer(d_model, nhead, dim_feedforward, dropout,
                                                    activation, layer_norm_eps, batch_first,
                                                    norm_first, dtype=dtype)
            decoder_norm = LayerNorm(d_model, eps=layer_norm_eps, dtype=dtype)
            self.decoder = TransformerDecoder(decoder_layer, num_decoder_layers, decoder_norm)
        self.d_model = d_model
        self.nhead = nhead
        self.batch_first = batch_first

    def forward(self, src: Tensor, tgt: Tensor, src_mask: Optional[Tensor] = None,
                tgt_mask: Optional[Tensor] = None, memory_mask: Optional[Tensor] = None,
                src_key_padding_mask: Optional[Tensor] = None,
                tgt_key_padding_mask: Optional[Tensor] = None,
                memory_key_padding_mask: Optional[Tensor] = None,
                src_is_causal: Optional[bool] = None, tgt_is_causal: Optional[bool] = None,
                memory_is_causal: bool = False) -> Tensor:
        # the is_causal hints: PyTorch 2.x's (TransformerEncoder, TransformerDecoder)
        is_batched = src.dim() == 3
        if not self.batch_first and src.size(1) != tgt.size(1) and is_batched:
            raise RuntimeError("the batch number of src and tgt must be equal")
        elif self.batch_first and src.size(0) != tgt.size(0) and is_batched:
            raise RuntimeError("the batch number of src and tgt must be equal")
        if src.size(-1) != self.d_model or tgt.size(-1) != self.d_model:
            raise RuntimeError("the feature number of src and tgt must be equal to d_model")
        memory = self.encoder(src, mask=src_mask, src_key_padding_mask=src_key_padding_mask,
                              is_causal=src_is_causal)
        output = self.decoder(tgt, memory, tgt_mask=tgt_mask, memory_mask=memory_mask,
                              tgt_key_padding_mask=tgt_key_padding_mask,
                              memory_key_padding_mask=memory_key_padding_mask,
                              tgt_is_causal=tgt_is_causal, memory_is_causal=memory_is_causal)
        return output

    @staticmethod
    def generate_square_subsequent_mask(sz: int, device: str = "cpu") -> Tensor:
        # torch's, less the device (torch 1.13's torch.jit.script refuses torch's own, whose
        # device parameter has no annotation)
        return torch.triu(torch.full((sz, sz), float("-inf")), diagonal=1)


# -- recurrent cells (torch/nn/modules/rnn.py; the cells are F_EXPAND rows, build_rnn.c) -

class RNNCellBase(Module):
    __constants__ = ["input_size", "hidden_size", "bias"]

    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        self.weight_ih = Parameter(torch.empty((num_chunks * hidden_size, input_size), dtype=dtype))
        self.weight_hh = Parameter(torch.empty((num_chunks * hidden_size, hidden_size), dtype=dtype))
        if bias:
            self.bias_ih = Parameter(torch.empty(num_chunks * hidden_size, dtype=dtype))
            self.bias_hh = Parameter(torch.empty(num_chunks * hidden_size, dtype=dtype))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)


class RNNCell(RNNCellBase):
    __constants__ = ["input_size", "hidden_size", "bias", "nonlinearity"]

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None,
                 dtype=None):
        super().__init__(input_size, hidden_size, bias, 1, device, dtype)
        # torch takes any string here and raises in forward
        self.nonlinearity = nonlinearity

    def forward(self, input: Tensor, hx: Optional[Tensor] = None) -> Tensor:
        assert input.dim() == 1 or input.dim() == 2, \
            "RNNCell: Expected input to be 1-D or 2-D"
        is_batched = input.dim() == 2
        if not is_batched:
            input = input.unsqueeze(0)
        if hx is None:
            hx = torch.zeros(input.size(0), self.hidden_size, dtype=input.dtype)
        elif not is_batched:
            hx = hx.unsqueeze(0)
        if self.nonlinearity == "tanh":
            ret = torch.rnn_tanh_cell(input, hx, self.weight_ih, self.weight_hh,
                                      self.bias_ih, self.bias_hh)
        elif self.nonlinearity == "relu":
            ret = torch.rnn_relu_cell(input, hx, self.weight_ih, self.weight_hh,
                                      self.bias_ih, self.bias_hh)
        else:
            raise RuntimeError("Unknown nonlinearity: " + self.nonlinearity)
        if not is_batched:
            ret = ret.squeeze(0)
        return ret


class LSTMCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, 4, device, dtype)

    def forward(self, input: Tensor,
                hx: Optional[Tuple[Tensor, Tensor]] = None) -> Tuple[Tensor, Tensor]:
        assert input.dim() == 1 or input.dim() == 2, \
            "LSTMCell: Expected input to be 1-D or 2-D"
        is_batched = input.dim() == 2
        if not is_batched:
            input = input.unsqueeze(0)
        if hx is None:
            zeros = torch.zeros(input.size(0), self.hidden_size, dtype=input.dtype)
            h0 = zeros
            c0 = zeros
        elif not is_batched:
            h0 = hx[0].unsqueeze(0)
            c0 = hx[1].unsqueeze(0)
        else:
            h0 = hx[0]
            c0 = hx[1]
        ret = torch.lstm_cell(input, [h0, c0], self.weight_ih, self.weight_hh,
                              self.bias_ih, self.bias_hh)
        if not is_batched:
            ret = (ret[0].squeeze(0), ret[1].squeeze(0))
        return ret


class GRUCell(RNNCellBase):
    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, 3, device, dtype)

    def forward(self, input: Tensor, hx: Optional[Tensor] = None) -> Tensor:
        assert input.dim() == 1 or input.dim() == 2, \
            "GRUCell: Expected input to be 1-D or 2-D"
        is_batched = input.dim() == 2
        if not is_batched:
            input = input.unsqueeze(0)
        if hx is None:
            hx = torch.zeros(input.size(0), self.hidden_size, dtype=input.dtype)
        elif not is_batched:
            hx = hx.unsqueeze(0)
        ret = torch.gru_cell(input, hx, self.weight_ih, self.weight_hh,
                             self.bias_ih, self.bias_hh)
        if not is_batched:
            ret = ret.squeeze(0)
        return ret


# -- recurrent layers (torch/nn/modules/rnn.py): forward calls torch.lstm, torch.gru,
# torch.rnn_tanh and torch.rnn_relu with TorchScript's schemas, as torch's does; the builder
# expands each into one ONNX LSTM/GRU/RNN per layer and direction (build_rnn.c). torch's
# constructors take *args and **kwargs, which the evaluator has not: the signatures here
# spell out RNNBase's (RNN adds nonlinearity as a keyword). --------------------------

def _rnn_weight_names(layer, suffix, bias, proj_size):
    names = ["weight_ih_l", "weight_hh_l"]
    if bias:
        names = names + ["bias_ih_l", "bias_hh_l"]
    if proj_size > 0:
        names = names + ["weight_hr_l"]
    return [n + str(layer) + suffix for n in names]


class RNNBase(Module):
    __constants__ = ["mode", "input_size", "hidden_size", "num_layers", "bias",
                     "batch_first", "dropout", "bidirectional", "proj_size"]

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True,
                 batch_first=False, dropout=0.0, bidirectional=False, proj_size=0,
                 device=None, dtype=None):
        super().__init__()
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        num_directions = 1
        if bidirectional:
            num_directions = 2
        if isinstance(dropout, bool) or not (0 <= dropout and dropout <= 1):
            raise ValueError("dropout should be a number in range [0, 1] representing the "
                             "probability of an element being zeroed")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable "
                             "projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        if mode == "LSTM":
            gate_size = 4 * hidden_size
        elif mode == "GRU":
            gate_size = 3 * hidden_size
        elif mode == "RNN_TANH" or mode == "RNN_RELU":
            gate_size = hidden_size
        else:
            raise ValueError("Unrecognized RNN mode: " + mode)
        real_hidden_size = hidden_size
        if proj_size > 0:
            real_hidden_size = proj_size
        flat = []
        names = []
        for layer in range(num_layers):
            for direction in range(num_directions):
                layer_input_size = input_size
                if layer > 0:
                    layer_input_size = real_hidden_size * num_directions
                suffix = ""
                if direction == 1:
                    suffix = "_reverse"
                shapes = [(gate_size, layer_input_size), (gate_size, real_hidden_size)]
                if bias:
                    shapes = shapes + [(gate_size,), (gate_size,)]
                if proj_size > 0:
                    shapes = shapes + [(proj_size, hidden_size)]
                pnames = _rnn_weight_names(layer, suffix, bias, proj_size)
                for i in range(len(pnames)):
                    p = Parameter(torch.empty(shapes[i], dtype=dtype))
                    self.register_parameter(pnames[i], p)
                    flat = flat + [p]
                names = names + pnames
        self._flat_weights_names = names
        self._flat_weights = flat

    def check_input(self, input: Tensor) -> None:
        if input.dim() != 3:
            raise RuntimeError("input must have 3 dimensions")
        if self.input_size != input.size(-1):
            raise RuntimeError("input.size(-1) must be equal to input_size")

    def check_hidden_size(self, hx: Tensor, size: int, msg: str) -> None:
        # torch also compares the state's batch with the input's: that is known only at
        # run time, and ONNX Runtime's LSTM/GRU/RNN refuse a state of another batch
        num_directions = 1
        if self.bidirectional:
            num_directions = 2
        if hx.dim() != 3 or hx.size(0) != self.num_layers * num_directions or \
                hx.size(2) != size:
            raise RuntimeError(msg)

    def _loop(self, input: Tensor, h0: Tensor, c0: Tensor, lengths: Optional[Tensor] = None,
              time_first: bool = False) -> Tuple[Tensor, Tensor, Tensor]:
        # What ONNX's LSTM, GRU and RNN cannot compute (an LSTM with proj_size; a dtype
        # ONNX Runtime's kernels lack, float64): ATen's cells stepped over the sequence (an
        # ONNX Loop), layer by layer and direction by direction as torch.lstm/gru/rnn_* run
        # them; an LSTM's h projected by weight_hr each step (h = (o * tanh(c)) @ w_hr^T).
        # Eval mode: no dropout. An empty sequence fails at run time (the stack of no
        # steps), as torch refuses it. For GRU and RNN, c0 and the c returned are unused.
        # A packed sequence's lengths (_forward_packed, whose input is time first) mask
        # each step: a row's state stays at its last step and its output is zeros past it.
        x = input
        if self.batch_first and not time_first:
            x = x.transpose(0, 1)
        hs: List[Tensor] = []
        cs: List[Tensor] = []
        for layer in range(self.num_layers):
            k = layer
            if self.bidirectional:
                k = 2 * layer
            y, h, c = self._steps(x, h0[k], c0[k], k, False, lengths)
            hs.append(h)
            cs.append(c)
            if self.bidirectional:
                yb, hb, cb = self._steps(x, h0[k + 1], c0[k + 1], k + 1, True, lengths)
                y = torch.cat([y, yb], 2)
                hs.append(hb)
                cs.append(cb)
            x = y
        if self.batch_first and not time_first:
            x = x.transpose(0, 1)
        return x, torch.stack(hs), torch.stack(cs)

    def _steps(self, x: Tensor, h: Tensor, c: Tensor, k: int, reverse: bool,
               lengths: Optional[Tensor] = None) -> Tuple[Tensor, Tensor, Tensor]:
        # one layer and direction: the weights read from the list have no known rank
        # here, so the gates and h are reshaped to their 2-d shapes
        per = 2
        if self.bias:
            per = 4
        if self.proj_size > 0:
            per = per + 1
        w_ih = self._flat_weights[k * per]
        w_hh = self._flat_weights[k * per + 1]
        b_ih: Optional[Tensor] = None
        b_hh: Optional[Tensor] = None
        if self.bias:
            b_ih = self._flat_weights[k * per + 2]
            b_hh = self._flat_weights[k * per + 3]
        hid = self.hidden_size
        batch = x.size(1)
        steps: List[Tensor] = []
        n = x.size(0)
        for i in range(n):
            t = i
            if reverse:
                t = n - 1 - i
            gi = F.linear(x[t], w_ih, b_ih)
            gh = F.linear(h, w_hh, b_hh)
            hp = h
            cp = c
            if self.mode == "LSTM":
                g = (gh + gi).reshape(batch, 4 * hid).chunk(4, 1)
                c = torch.sigmoid(g[1]) * c + torch.sigmoid(g[0]) * torch.tanh(g[2])
                h = torch.sigmoid(g[3]) * torch.tanh(c)
                if self.proj_size > 0:
                    w_hr = self._flat_weights[k * per + per - 1]
                    h = F.linear(h, w_hr).reshape(batch, self.proj_size)
            elif self.mode == "GRU":
                a = gi.reshape(batch, 3 * hid).chunk(3, 1)
                r = gh.reshape(batch, 3 * hid).chunk(3, 1)
                reset = torch.sigmoid(r[0] + a[0])
                update = torch.sigmoid(r[1] + a[1])
                new = torch.tanh(a[2] + r[2] * reset)
                h = (h - new) * update + new
            elif self.mode == "RNN_TANH":
                h = torch.tanh((gh + gi).reshape(batch, hid))
            else:
                h = torch.relu((gh + gi).reshape(batch, hid))
            y = h
            if lengths is not None:
                live = (t < lengths).unsqueeze(1)
                y = torch.where(live, h, torch.zeros_like(h))
                h = torch.where(live, h, hp)
                c = torch.where(live, c, cp)
            if reverse:
                steps.insert(0, y)
            else:
                steps.append(y)
        return torch.stack(steps), h, c


class RNN(RNNBase):
    def __init__(self, input_size, hidden_size, num_layers=1, bias=True, batch_first=False,
                 dropout=0.0, bidirectional=False, device=None, dtype=None,
                 nonlinearity="tanh"):
        if nonlinearity == "tanh":
            mode = "RNN_TANH"
        elif nonlinearity == "relu":
            mode = "RNN_RELU"
        else:
            raise ValueError("Unknown nonlinearity '" + str(nonlinearity) + "'")
        super().__init__(mode, input_size, hidden_size, num_layers, bias, batch_first,
                         dropout, bidirectional, 0, device, dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input: Tensor, hx: Optional[Tensor] = None) -> Tuple[Tensor, Tensor]:
        is_batched = input.dim() == 3
        batch_dim = 1
        if self.batch_first:
            batch_dim = 0
        if not is_batched:
            input = input.unsqueeze(batch_dim)
            if hx is not None:
                if hx.dim() != 2:
                    raise RuntimeError("For unbatched 2-D input, hx should also be 2-D")
                hx = hx.unsqueeze(1)
        else:
            if hx is not None and hx.dim() != 3:
                raise RuntimeError("For batched 3-D input, hx should also be 3-D")
        max_batch_size = input.size(batch_dim)
        if hx is None:
            num_directions = 1
            if self.bidirectional:
                num_directions = 2
            h0 = torch.zeros(self.num_layers * num_directions, max_batch_size,
                             self.hidden_size, dtype=input.dtype)
        else:
            h0 = hx
        self.check_input(input)
        self.check_hidden_size(h0, self.hidden_size, "Expected hidden size")
        output = input  # bound before the branch, as in LSTM.forward
        hidden = h0
        if input.dtype != torch.float32:
            output, hidden, _ = self._loop(input, h0, h0)
        elif self.mode == "RNN_TANH":
            output, hidden = torch.rnn_tanh(input, h0, self._flat_weights, self.bias,
                                            self.num_layers, self.dropout, self.training,
                                            self.bidirectional, self.batch_first)
        else:
            output, hidden = torch.rnn_relu(input, h0, self._flat_weights, self.bias,
                                            self.num_layers, self.dropout, self.training,
                                            self.bidirectional, self.batch_first)
        if not is_batched:
            output = output.squeeze(batch_dim)
            hidden = hidden.squeeze(1)
        return output, hidden

    def _forward_packed(self, input: Tensor, lengths: Tensor, hx: Optional[Tensor] = None
                        ) -> Tuple[Tensor, Tensor]:
        # a PackedSequence's padded input, time first whatever batch_first, and its lengths
        # (frontend/packed.c): ONNX's RNN with sequence_lens, or the masked loop; the
        # output is packed again by the caller
        max_batch_size = input.size(1)
        if hx is None:
            num_directions = 1
            if self.bidirectional:
                num_directions = 2
            h0 = torch.zeros(self.num_layers * num_directions, max_batch_size,
                             self.hidden_size, dtype=input.dtype)
        else:
            h0 = hx
            if h0.dim() != 3:
                raise RuntimeError("For batched 3-D input, hx should also be 3-D")
        self.check_input(input)
        self.check_hidden_size(h0, self.hidden_size, "Expected hidden size")
        output = input
        hidden = h0
        if input.dtype != torch.float32:
            output, hidden, _ = self._loop(input, h0, h0, lengths, True)
        elif self.mode == "RNN_TANH":
            output, hidden = torch.rnn_tanh(input, h0, self._flat_weights, self.bias,
                                            self.num_layers, self.dropout, self.training,
                                            self.bidirectional, False)
        else:
            output, hidden = torch.rnn_relu(input, h0, self._flat_weights, self.bias,
                                            self.num_layers, self.dropout, self.training,
                                            self.bidirectional, False)
        return output, hidden


class LSTM(RNNBase):
    def __init__(self, input_size, hidden_size, num_layers=1, bias=True, batch_first=False,
                 dropout=0.0, bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__("LSTM", input_size, hidden_size, num_layers, bias, batch_first,
                         dropout, bidirectional, proj_size, device, dtype)

    def forward(self, input: Tensor, hx: Optional[Tuple[Tensor, Tensor]] = None
                ) -> Tuple[Tensor, Tuple[Tensor, Tensor]]:
        is_batched = input.dim() == 3
        batch_dim = 1
        if self.batch_first:
            batch_dim = 0
        if not is_batched:
            input = input.unsqueeze(batch_dim)
        max_batch_size = input.size(batch_dim)
        num_directions = 1
        if self.bidirectional:
            num_directions = 2
        real_hidden_size = self.hidden_size
        if self.proj_size > 0:
            real_hidden_size = self.proj_size
        if hx is None:
            h0 = torch.zeros(self.num_layers * num_directions, max_batch_size,
                             real_hidden_size, dtype=input.dtype)
            c0 = torch.zeros(self.num_layers * num_directions, max_batch_size,
                             self.hidden_size, dtype=input.dtype)
        else:
            h0 = hx[0]
            c0 = hx[1]
            if is_batched:
                if h0.dim() != 3 or c0.dim() != 3:
                    raise RuntimeError("For batched 3-D input, hx and cx should also be 3-D")
            else:
                if h0.dim() != 2 or c0.dim() != 2:
                    raise RuntimeError("For unbatched 2-D input, hx and cx should also be 2-D")
                h0 = h0.unsqueeze(1)
                c0 = c0.unsqueeze(1)
        self.check_input(input)
        self.check_hidden_size(h0, real_hidden_size, "Expected hidden[0] size")
        self.check_hidden_size(c0, self.hidden_size, "Expected hidden[1] size")
        # bound before the branch: an input that is an error (poison) takes neither
        output = input
        hn = h0
        cn = c0
        if self.proj_size > 0 or input.dtype != torch.float32:
            output, hn, cn = self._loop(input, h0, c0)
        else:
            result = torch.lstm(input, [h0, c0], self._flat_weights, self.bias,
                                self.num_layers, self.dropout, self.training,
                                self.bidirectional, self.batch_first)
            output = result[0]
            hn = result[1]
            cn = result[2]
        if not is_batched:
            output = output.squeeze(batch_dim)
            hn = hn.squeeze(1)
            cn = cn.squeeze(1)
        return output, (hn, cn)

    def _forward_packed(self, input: Tensor, lengths: Tensor,
                        hx: Optional[Tuple[Tensor, Tensor]] = None
                        ) -> Tuple[Tensor, Tuple[Tensor, Tensor]]:
        # a PackedSequence's padded input, time first, and its lengths (as RNN's)
        max_batch_size = input.size(1)
        num_directions = 1
        if self.bidirectional:
            num_directions = 2
        real_hidden_size = self.hidden_size
        if self.proj_size > 0:
            real_hidden_size = self.proj_size
        if hx is None:
            h0 = torch.zeros(self.num_layers * num_directions, max_batch_size,
                             real_hidden_size, dtype=input.dtype)
            c0 = torch.zeros(self.num_layers * num_directions, max_batch_size,
                             self.hidden_size, dtype=input.dtype)
        else:
            h0 = hx[0]
            c0 = hx[1]
            if h0.dim() != 3 or c0.dim() != 3:
                raise RuntimeError("For batched 3-D input, hx and cx should also be 3-D")
        self.check_input(input)
        self.check_hidden_size(h0, real_hidden_size, "Expected hidden[0] size")
        self.check_hidden_size(c0, self.hidden_size, "Expected hidden[1] size")
        output = input
        hn = h0
        cn = c0
        if self.proj_size > 0 or input.dtype != torch.float32:
            output, hn, cn = self._loop(input, h0, c0, lengths, True)
        else:
            result = torch.lstm(input, [h0, c0], self._flat_weights, self.bias,
                                self.num_layers, self.dropout, self.training,
                                self.bidirectional, False)
            output = result[0]
            hn = result[1]
            cn = result[2]
        return output, (hn, cn)


class GRU(RNNBase):
    def __init__(self, input_size, hidden_size, num_layers=1, bias=True, batch_first=False,
                 dropout=0.0, bidirectional=False, device=None, dtype=None):
        super().__init__("GRU", input_size, hidden_size, num_layers, bias, batch_first,
                         dropout, bidirectional, 0, device, dtype)

    def forward(self, input: Tensor, hx: Optional[Tensor] = None) -> Tuple[Tensor, Tensor]:
        is_batched = input.dim() == 3
        batch_dim = 1
        if self.batch_first:
            batch_dim = 0
        if not is_batched:
            input = input.unsqueeze(batch_dim)
            if hx is not None:
                if hx.dim() != 2:
                    raise RuntimeError("For unbatched 2-D input, hx should also be 2-D")
                hx = hx.unsqueeze(1)
        else:
            if hx is not None and hx.dim() != 3:
                raise RuntimeError("For batched 3-D input, hx should also be 3-D")
        max_batch_size = input.size(batch_dim)
        if hx is None:
            num_directions = 1
            if self.bidirectional:
                num_directions = 2
            h0 = torch.zeros(self.num_layers * num_directions, max_batch_size,
                             self.hidden_size, dtype=input.dtype)
        else:
            h0 = hx
        self.check_input(input)
        self.check_hidden_size(h0, self.hidden_size, "Expected hidden size")
        output = input  # bound before the branch, as in LSTM.forward
        hidden = h0
        if input.dtype != torch.float32:
            output, hidden, _ = self._loop(input, h0, h0)
        else:
            output, hidden = torch.gru(input, h0, self._flat_weights, self.bias,
                                       self.num_layers, self.dropout, self.training,
                                       self.bidirectional, self.batch_first)
        if not is_batched:
            output = output.squeeze(batch_dim)
            hidden = hidden.squeeze(1)
        return output, hidden

    def _forward_packed(self, input: Tensor, lengths: Tensor, hx: Optional[Tensor] = None
                        ) -> Tuple[Tensor, Tensor]:
        # a PackedSequence's padded input, time first, and its lengths (as RNN's)
        max_batch_size = input.size(1)
        if hx is None:
            num_directions = 1
            if self.bidirectional:
                num_directions = 2
            h0 = torch.zeros(self.num_layers * num_directions, max_batch_size,
                             self.hidden_size, dtype=input.dtype)
        else:
            h0 = hx
            if h0.dim() != 3:
                raise RuntimeError("For batched 3-D input, hx should also be 3-D")
        self.check_input(input)
        self.check_hidden_size(h0, self.hidden_size, "Expected hidden size")
        output = input
        hidden = h0
        if input.dtype != torch.float32:
            output, hidden, _ = self._loop(input, h0, h0, lengths, True)
        else:
            output, hidden = torch.gru(input, h0, self._flat_weights, self.bias,
                                       self.num_layers, self.dropout, self.training,
                                       self.bidirectional, False)
        return output, hidden


# -- packed sequences (torch/nn/utils/rnn.py). A PackedSequence is the compiler's value
# (frontend/packed.c): the padded input, time first, and the int64 lengths in the batch's
# own order; PyTorch's sort (enforce_sorted=False) and its undoing cancel out, since ONNX's
# recurrent ops take a length per row in any order. nn.utils.rnn.pack_padded_sequence and
# pad_packed_sequence call these with their arguments bound. ---------------------------

def _pack_padded_sequence(input: Tensor, lengths: Tensor, batch_first: bool,
                          enforce_sorted: bool) -> Tuple[Tensor, Tensor]:
    lengths = lengths.to(torch.int64)  # torch.as_tensor(lengths, dtype=torch.int64)
    if lengths.dim() != 1:
        raise RuntimeError("'lengths' argument should be a 1D CPU int64 tensor")
    if input.dim() < 2:
        raise RuntimeError("pack_padded_sequence: the input has no batch dim")
    if batch_first:
        input = input.transpose(0, 1)
    if lengths.size(0) != input.size(1):
        raise RuntimeError("Expected `len(lengths)` to be equal to batch_size")
    if input.numel() == 0:  # (so a layer given a PackedSequence needs no empty-input If)
        raise RuntimeError("Cannot pack empty tensors.")
    if enforce_sorted:
        if bool((lengths[1:] > lengths[:-1]).any()):
            raise RuntimeError("`lengths` array must be sorted in decreasing order when "
                               "`enforce_sorted` is True.")
    if bool((lengths <= 0).any()):
        raise RuntimeError("Length of all samples has to be greater than 0")
    if bool((lengths > input.size(0)).any()):
        # PyTorch packs fewer steps than the lengths count, and the layer or
        # pad_packed_sequence given them then fails
        raise RuntimeError("pack_padded_sequence: a length is longer than the sequence")
    return input, lengths


def _pack_padded_sequence_list(input: Tensor, lengths: List[int], batch_first: bool,
                               enforce_sorted: bool) -> Tuple[Tensor, Tensor]:
    return _pack_padded_sequence(input, torch.tensor(lengths, dtype=torch.int64),
                                 batch_first, enforce_sorted)


def _pad_packed_sequence(padded: Tensor, lengths: Tensor, batch_first: bool,
                         padding_value: float, total_length: Optional[int], zeroed: bool
                         ) -> Tuple[Tensor, Tensor]:
    # the first max(lengths) (or total_length) steps, padding_value past each length;
    # zeroed: padded holds zeros past each length already (a recurrent layer's output)
    if padded.dim() != 2 and padded.dim() != 3:
        raise RuntimeError("pad_packed_sequence: only 2-d and 3-d padded sequences are "
                           "supported")
    n = int(lengths.max())
    t = padded.size(0)
    if total_length is not None:
        if total_length < n:
            raise ValueError("Expected total_length to be at least the length of the "
                             "longest sequence in input")
        n = total_length
        out = padded.index_select(0, torch.clamp(torch.arange(n), max=t - 1))
    else:
        out = padded[:n]  # n <= t: _pack_padded_sequence raised otherwise
    if total_length is not None or not zeroed or padding_value != 0.0:
        live = torch.arange(n).unsqueeze(1) < lengths.unsqueeze(0)
        if padded.dim() == 3:
            live = live.unsqueeze(2)
        out = torch.where(live, out, torch.full_like(out, padding_value))
    if batch_first:
        out = out.transpose(0, 1)
    return out, lengths


def _pad_sequence(sequences: List[Tensor], batch_first: bool, padding_value: float) -> Tensor:
    # torch/nn/utils/rnn.py's pad_sequence: each sequence padded with padding_value to the
    # longest one's length, then stacked on the batch dim (time first unless batch_first)
    if len(sequences) == 0:
        raise RuntimeError("received an empty list of sequences")
    n = 0
    for s in sequences:
        if s.dim() < 1:
            raise RuntimeError("pad_sequence: a 0-d tensor has no length")
        n = max(n, s.size(0))
    out: List[Tensor] = []
    for s in sequences:
        pads: List[int] = [0, 0] * (s.dim() - 1)
        pads.append(0)
        pads.append(n - s.size(0))
        out.append(F.pad(s, pads, value=padding_value))
    return torch.stack(out, 0 if batch_first else 1)


def _sequence_lengths(sequences: List[Tensor]) -> Tensor:
    # pack_sequence's lengths: pack_padded_sequence(pad_sequence(sequences), these)
    lengths: List[int] = []
    for s in sequences:
        lengths.append(s.size(0))
    return torch.tensor(lengths, dtype=torch.int64)
