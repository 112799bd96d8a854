"""Confidence calibrated on the accuracy cases.

The mapper describes each pick with a few features (how strong and how rare the shared names are, the
lead over the runner-up, agreement with the tree...). A logistic model fitted on the labelled cases
turns them into the probability that the pick is right; a monotone rescale then puts the `confirmed`
threshold (0.75) where the picks above it were right at least 98% of the time on the cases, and
`probable` (0.50) where they were right about as often as not.

Refit after changing the mapper: `python -m codemap_pipeline.mapping.calibration bench/cases`
(rewrites calibration.json beside this file and prints the figures).
"""

from __future__ import annotations

import json
import math
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np

FEATURES = ["strength", "margin", "agree", "evidence", "sql_site", "no_names", "derived", "lookalikes",
            "local_margin"]
PARAMS_PATH = Path(__file__).with_name("calibration.json")
CONFIRMED_PRECISION = 0.985   # aimed for on the cases, a little above the promised 98%


@lru_cache(maxsize=1)
def _params() -> dict:
    return json.loads(PARAMS_PATH.read_text())


def probability(features: dict[str, float], params: dict | None = None) -> float:
    params = params or _params()
    z = params["bias"] + sum(params["weights"].get(name, 0.0) * float(features.get(name, 0.0)) for name in FEATURES)
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def to_confidence(p: float, params: dict | None = None) -> float:
    """Monotone rescale of the probability so that the status bands mean what they promise."""
    params = params or _params()
    lo, hi = params["probable_at"], params["confirmed_at"]
    if p >= hi:
        value = 0.75 + 0.25 * (p - hi) / max(1e-9, 1.0 - hi)
    elif p >= lo:
        value = 0.50 + 0.25 * (p - lo) / max(1e-9, hi - lo)
    else:
        value = 0.50 * p / max(1e-9, lo)
    return round(min(1.0, max(0.0, value)), 3)


def confidence(features: dict[str, float]) -> float:
    return to_confidence(probability(features))


def fit(rows: list[tuple[dict, bool]], l2: float = 0.01, steps: int = 3000) -> dict:
    """Logistic regression by gradient descent (a few features, a few hundred rows), then the knots."""
    x = np.array([[float(f.get(name, 0.0)) for name in FEATURES] for f, _ in rows])
    y = np.array([1.0 if right else 0.0 for _, right in rows])
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
        w -= 0.5 * ((x.T @ (p - y)) / len(y) + l2 * w)
        b -= 0.5 * float(np.mean(p - y))
    params = {"bias": b, "weights": dict(zip(FEATURES, w.tolist())), "probable_at": 0.5, "confirmed_at": 0.9}
    probs = np.array([probability(f, params) for f, _ in rows])
    params["confirmed_at"] = _threshold_for_precision(probs, y, CONFIRMED_PRECISION)
    params["probable_at"] = min(params["confirmed_at"], _threshold_for_precision(probs, y, 0.5))
    return params


def _threshold_for_precision(probs: np.ndarray, y: np.ndarray, target: float) -> float:
    """The lowest probability such that picks at or above it are right at least `target` of the time."""
    best = 1.0
    for t in sorted(set(probs.tolist()), reverse=True):
        chosen = probs >= t
        if y[chosen].mean() >= target:
            best = t
        else:
            break
    return float(best)


def main(argv: list[str]) -> int:
    from codemap_pipeline.mapping.evaluation import evaluate, load_cases

    cases = [c for folder in argv for c in load_cases(Path(folder))]
    results = evaluate(cases)
    rows = [(r.features, r.line1) for r in results if r.features]
    params = fit(rows)
    PARAMS_PATH.write_text(json.dumps(params, indent=2) + "\n")
    _params.cache_clear()
    confirmed = [right for f, right in rows if confidence(f) >= 0.75]
    print(f"fitted on {len(rows)} nodes of {len(cases)} cases: confirmed {len(confirmed)} "
          f"({len(confirmed) / len(rows):.1%}), right {sum(confirmed) / max(1, len(confirmed)):.1%}")
    print(json.dumps(params, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
