"""Fitting the confidence (accuracy/calibrate.py): Newton's method, knots that hold in every folder of
cases, hidden-gold picks counted as a share of a mistake, and out-of-fold figures that never see the
group they score."""

from dataclasses import replace

import numpy as np
import pytest

from codemap_pipeline.accuracy import calibrate
from codemap_pipeline.accuracy.calibrate import Pick
from codemap_pipeline.mapping.mapper import CONFIRMED, capped_confidence


def pick(right: bool, folder: str = "cases", hidden: bool = False, repository: str = "r", **features) -> Pick:
    return Pick(features, right, hidden, "case", repository, folder)


def test_newton_reaches_the_weighted_ridge_optimum():
    rng = np.random.default_rng(7)
    x = rng.normal(size=(300, 3))
    y = (rng.random(300) < 1 / (1 + np.exp(-(x @ [2.0, -1.0, 0.0] + 0.5)))).astype(float)
    weights = rng.uniform(0.5, 2.0, size=300)
    beta = calibrate.newton(x, y, weights, l2=1.0)
    a = np.hstack([np.ones((300, 1)), x])
    p = 1 / (1 + np.exp(-(a @ beta)))
    gradient = a.T @ (weights * (p - y)) + np.r_[0.0, beta[1:]]   # the bias is not penalised
    assert np.abs(gradient).max() < 1e-6
    assert beta[1] > 0 > beta[2]
    # a weight of 2 is a pick counted twice
    doubled = calibrate.newton(np.vstack([x, x[:50]]), np.r_[y, y[:50]], np.ones(350), l2=1.0)
    twice = calibrate.newton(x, y, np.r_[np.full(50, 2.0), np.ones(250)], l2=1.0)
    assert doubled == pytest.approx(twice, abs=1e-6)


def test_the_confirmed_knot_holds_in_every_folder():
    rows = [pick(True, "a")] * 300 + [pick(True, "b")] * 30 + [pick(True, "b")] * 20 + [pick(False, "b")] * 5
    probs = np.array([0.9] * 330 + [0.6] * 25)
    # pooled, 350 of 355 picks above 0.6 are right (98.6%); in folder b only 50 of 55 are
    assert calibrate.knot(probs, [replace(r, folder="all") for r in rows], 0.98) == pytest.approx(0.6)
    assert calibrate.knot(probs, rows, 0.98) == pytest.approx(0.9)


def test_a_hidden_gold_pick_counts_as_a_share_of_a_mistake():
    def knot_with(hidden: int) -> float:
        rows = [pick(True)] * 100 + [pick(False, hidden=True)] * hidden + [pick(True)] * 50 + [pick(False)] * 10
        return calibrate.knot(np.array([0.9] * (100 + hidden) + [0.3] * 60), rows, 0.98)
    # 100 right picks allow 2.04 mistakes at 98%: more hidden-gold picks than that pass, if not too many
    allowed = int(2.0 / calibrate.UNSEEN_MISTAKES)
    assert allowed > 2
    assert knot_with(allowed) == pytest.approx(0.9)
    assert knot_with(3 * allowed) == 1.0


def test_the_knot_decides_only_picks_the_caps_leave_open():
    # wrong picks that share no name look as good as right ones to the model; the nameless cap keeps them
    # uncertain whatever the knot, so they must not hold the knot above the right picks
    rows = ([pick(True, agree=1.0)] * 100 + [pick(False, agree=1.0, no_names=1.0)] * 30
            + [pick(True, agree=0.0)] * 50 + [pick(False, agree=0.0)] * 50)
    params = calibrate.fit(rows)
    confirmed = [r for r in rows if capped_confidence(r.features, params) >= CONFIRMED]
    assert len(confirmed) == 100 and all(r.right for r in confirmed)


def test_out_of_fold_confidences_never_see_their_own_repository():
    rng = np.random.default_rng(3)
    rows = [pick(bool(rng.random() < 0.2 + 0.7 * a), "dev", repository=f"r{i % 3}", agree=float(a), evidence=float(e))
            for i, (a, e) in enumerate(rng.random((240, 2)))]
    flipped = [replace(r, right=not r.right) if r.repository == "r0" else r for r in rows]
    held = lambda scored: [c for p, c in scored if p.repository == "r0"]   # noqa: E731
    assert held(calibrate.out_of_fold(rows, "repository")) == held(calibrate.out_of_fold(flipped, "repository"))
    # while a fit that sees them changes with them
    assert calibrate.fit(rows)["weights"] != calibrate.fit(flipped)["weights"]


def test_a_case_with_an_event_log_is_also_fitted_as_the_pipeline_maps_it_with_the_logs_entry():
    # a real PySpark run with its event log, whose plan a twin script explains as well (tests/data/eventlog_entry)
    from pathlib import Path

    from codemap_pipeline.accuracy.evaluation import load_cases

    (case,) = load_cases(Path(__file__).resolve().parents[1] / "data" / "eventlog_entry")
    rows = calibrate.picks([case])
    plain = [r for r in rows if not r.hidden and r.folder == str(case.folder.parent)]
    logged = [r for r in rows if r.folder == str(case.folder.parent) + calibrate.EVENT_LOG_FOLDER]
    assert len(logged) == len(plain) == len(case.gold) and not any(r.hidden for r in logged)
    # the entry the log names takes the twin out: its picks are right where the plan alone could not tell
    assert sum(r.right for r in logged) > sum(r.right for r in plain)
