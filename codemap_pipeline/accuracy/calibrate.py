"""Fitting the mapper's confidence (mapping/calibration.py) on labelled accuracy cases.

`python -m codemap_pipeline.accuracy.calibrate bench/cases bench/real/dev` maps every case, fits the
logistic model and the `confirmed` / `probable` knots, and rewrites calibration.json beside the runtime
module; add `--cross` to see, without writing anything, what leave-one-case-out fits confirm on the case
each one never saw. Never fit on a held-out part.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

from codemap_pipeline.accuracy.evaluation import evaluate, load_cases
from codemap_pipeline.mapping.calibration import FEATURES, PARAMS_PATH, confidence, probability, reload, to_confidence

CONFIRMED_PRECISION = 0.98    # on the weighted picks: right and wrong in the assumed proportion


# The mapper's error rate on real plans that the fitted probabilities assume. Labelled cases hold almost
# no real mistakes and the hidden-gold picks are all mistakes, so the wrong picks are weighted to stand
# for this share of all picks: a conservative guess (held-out cases measured lower, see the README).
ASSUMED_ERROR_RATE = 0.10


def fit(rows: list[tuple[dict, bool]], l2: float = 0.001, steps: int = 3000,
        error_rate: float = ASSUMED_ERROR_RATE) -> dict:
    """Weighted logistic regression by gradient descent (a few features, a few hundred rows), then the knots."""
    x = np.array([[float(f.get(name, 0.0)) for name in FEATURES] for f, _ in rows])
    y = np.array([1.0 if right else 0.0 for _, right in rows])
    weights = sample_weights(y, error_rate)
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


def sample_weights(y: np.ndarray, error_rate: float | None) -> np.ndarray:
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
    parser = argparse.ArgumentParser(prog="python -m codemap_pipeline.accuracy.calibrate",
                                     description="Fit the mapper's confidence on labelled cases (never a held-out part).")
    parser.add_argument("cases", nargs="+", help="folders of cases")
    parser.add_argument("--cross", action="store_true", help="leave-one-case-out figures only, nothing written")
    args = parser.parse_args(argv)
    for folder in args.cases:
        if Path(folder).name == "heldout" or (Path(folder) / "heldout").is_dir():
            parser.error(f"{folder}: a held-out part is never fitted on; give its dev part")
        if not Path(folder).is_dir():
            parser.error(f"{folder}: no such folder")
    cross = args.cross
    cases = [c for folder in args.cases for c in load_cases(Path(folder))]
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
    reload()
    confirmed = [right for f, right in rows if confidence(f) >= 0.75]
    print(f"fitted on {len(rows)} picks of {len(cases)} cases ({sum(1 for _, r in rows if not r)} wrong): "
          f"confirmed {len(confirmed)} ({len(confirmed) / len(rows):.1%}), "
          f"right {sum(confirmed) / max(1, len(confirmed)):.1%}")
    print(json.dumps(params, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
