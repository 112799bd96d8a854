"""Confidence calibrated on the accuracy cases.

The mapper describes each pick with a few features (how strong and how rare the shared names are, the
lead over the runner-up, agreement with the tree...). A logistic model fitted on the labelled cases
turns them into the probability that the pick is right; a monotone rescale then puts the `confirmed`
threshold (0.75) where the picks above it were right at least 98% of the time on the cases, and
`probable` (0.50) where they were right about as often as not.

Refit after changing the mapper: `python -m codemap_pipeline.mapping.calibration bench/cases`
(rewrites calibration.json beside this file and prints the figures); add `--cross` to see, without
writing anything, what leave-one-case-out fits confirm on the case each one never saw.
"""

from __future__ import annotations

import json
import math
import sys
from functools import lru_cache
from pathlib import Path

import numpy as np

FEATURES = ["strength", "margin", "agree", "evidence", "sql_site", "no_names", "derived", "lookalikes",
            "local_margin", "keyword", "contradicted", "plan_share", "rival", "second_reading",
            "reading_margin", "outside"]
PARAMS_PATH = Path(__file__).with_name("calibration.json")
CONFIRMED_PRECISION = 0.98    # on the weighted picks: right and wrong in the assumed proportion


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


# The mapper's error rate on real plans that the fitted probabilities assume. Labelled cases hold almost
# no real mistakes and the hidden-gold picks are all mistakes, so the wrong picks are weighted to stand
# for this share of all picks: a conservative guess (held-out cases measured lower, see the README).
ASSUMED_ERROR_RATE = 0.10


def fit(rows: list[tuple[dict, bool]], l2: float = 0.001, steps: int = 3000,
        error_rate: float = ASSUMED_ERROR_RATE) -> dict:
    """Weighted logistic regression by gradient descent (a few features, a few hundred rows), then the knots."""
    x = np.array([[float(f.get(name, 0.0)) for name in FEATURES] for f, _ in rows])
    y = np.array([1.0 if right else 0.0 for _, right in rows])
    weights = _weights(y, error_rate)
    w, b = np.zeros(x.shape[1]), 0.0
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-(x @ w + b)))
        residual = weights * (p - y)
        w -= 0.5 * ((x.T @ residual) / weights.sum() + l2 * w)
        b -= 0.5 * float(residual.sum() / weights.sum())
    params = {"bias": b, "weights": dict(zip(FEATURES, w.tolist())), "probable_at": 0.5, "confirmed_at": 0.9,
              "assumed_error_rate": error_rate}
    probs = np.array([probability(f, params) for f, _ in rows])
    params["confirmed_at"] = _threshold_for_precision(probs, y, weights, CONFIRMED_PRECISION)
    params["probable_at"] = min(params["confirmed_at"], _threshold_for_precision(probs, y, weights, 0.5))
    return params


def _weights(y: np.ndarray, error_rate: float | None) -> np.ndarray:
    """Right picks weigh 1; wrong ones together weigh `error_rate` of the whole (None: every pick 1, for
    rows whose mistakes are the mapper's own on real code)."""
    right, wrong = y.sum(), len(y) - y.sum()
    if error_rate is None or not wrong or not right:
        return np.ones_like(y)
    return np.where(y > 0, 1.0, error_rate / (1 - error_rate) * right / wrong)


MIN_MASS = 20.0  # precision is judged once at least this much weight is above a threshold


def _threshold_for_precision(probs: np.ndarray, y: np.ndarray, weights: np.ndarray, target: float) -> float:
    """The lowest probability such that the (weighted) picks at or above it are right at least `target` of
    the time: exactly what "confirmed precision" measures. Thresholds holding less than MIN_MASS of weight
    are not trusted to say anything."""
    best = 1.0
    for t in sorted(set(probs.tolist()), reverse=True):
        chosen = probs >= t
        mass = weights[chosen].sum()
        if mass >= MIN_MASS and (weights[chosen] * y[chosen]).sum() / mass >= target:
            best = t
    return float(best)


def _rows_by_case(cases, hide_gold: bool) -> dict[str, list[tuple[dict, bool]]]:
    """(features, right) of every labelled node's pick, per case."""
    from codemap_pipeline.mapping.evaluation import evaluate

    rows: dict[str, list[tuple[dict, bool]]] = {c.case_id: [] for c in cases}
    for r in evaluate(cases, hide_gold=hide_gold):
        if r.features:
            rows[r.case_id].append((r.features, r.line1))
    return rows


def training_rows(cases) -> list[tuple[dict, bool]]:
    """(features, right) for every labelled node, mapped as is and mapped with its right place hidden
    from the index. The mapper is right on nearly every labelled node, so the hidden-gold picks are
    where the model sees what a wrong pick looks like: the best look-alike when the real call is absent."""
    return [row for hide in (False, True) for rows in _rows_by_case(cases, hide).values() for row in rows]


def cross_check(cases) -> tuple[int, int, int]:
    """Leave one case out: fit on the others, apply to that case's real picks. Returns (picks, confirmed,
    confirmed and right) over all cases: what the thresholds do on plans the model never saw."""
    real, hidden = _rows_by_case(cases, False), _rows_by_case(cases, True)
    picks = confirmed = right = 0
    for case in cases:
        params = fit([row for c in cases if c.case_id != case.case_id for row in real[c.case_id] + hidden[c.case_id]])
        for features, ok in real[case.case_id]:
            picks += 1
            if to_confidence(probability(features, params), params) >= 0.75:
                confirmed += 1
                right += ok
    return picks, confirmed, right


def main(argv: list[str]) -> int:
    from codemap_pipeline.mapping.evaluation import load_cases

    cross = "--cross" in argv
    cases = [c for folder in argv if folder != "--cross" for c in load_cases(Path(folder))]
    if cross:
        picks, confirmed, right = cross_check(cases)
        print(f"leave-one-case-out over {len(cases)} cases: {confirmed}/{picks} confirmed "
              f"({confirmed / max(1, picks):.1%}), {right / max(1, confirmed):.1%} of them right")
        return 0
    rows = training_rows(cases)
    # Real public code gives the mapper real mistakes in their real share: no assumed rate is needed then.
    natural = [right for row_case in _rows_by_case(cases, False).values() for _, right in row_case]
    error_rate = None if natural and natural.count(False) >= 0.1 * len(natural) else ASSUMED_ERROR_RATE
    params = fit(rows, error_rate=error_rate)
    PARAMS_PATH.write_text(json.dumps(params, indent=2) + "\n")
    _params.cache_clear()
    confirmed = [right for f, right in rows if confidence(f) >= 0.75]
    print(f"fitted on {len(rows)} picks of {len(cases)} cases ({sum(1 for _, r in rows if not r)} wrong): "
          f"confirmed {len(confirmed)} ({len(confirmed) / len(rows):.1%}), "
          f"right {sum(confirmed) / max(1, len(confirmed)):.1%}")
    print(json.dumps(params, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
