"""Confidence calibrated on the accuracy cases.

The mapper describes each pick with a few features (how strong and how rare the shared names are, the
lead over the runner-up, agreement with the tree...). A logistic model fitted on the labelled cases
turns them into the probability that the pick is right; a monotone rescale then puts the `confirmed`
threshold (0.75) where the picks above it were right at least 98% of the time in every folder of cases
(bench/cases, bench/real/dev; a hidden-gold mistake counting as a share of a real one), and `probable`
(0.50) where they were right about as often as not. The mapper's caps (mapper.confidence_cap) come on top.

This module is what the mapper needs at run time: the features, the fitted parameters and the rescale.
Fitting them is an accuracy tool: `python -m codemap_pipeline.accuracy.calibrate` (accuracy/calibrate.py).
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path

# The mapper records more (pick_features); these are the ones that help out of fold, leaving one
# repository out (`python -m codemap_pipeline.accuracy.calibrate --cross`): the others only fit noise.
FEATURES = ["agree", "evidence", "sql_site", "plan_share", "rival", "margin", "outside", "second_reading"]
PARAMS_PATH = Path(__file__).with_name("calibration.json")


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


def reload() -> None:
    """Read calibration.json again (after a refit)."""
    _params.cache_clear()
