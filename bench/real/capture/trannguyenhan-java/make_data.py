"""Generated stand-ins for the inputs Dsimplify/spark-scala's Spark SQL lessons read and the repository has not got
(its `.gitignore` lists `/input/`). Written into the `input/` folder of a run's scratch copy (the lessons read
`input/...` relative to the working directory, the scratch copy's root); trannguyenhan/window-function-pivot-spark-sql
needs none (its `src/partN/input.csv` files are used as they are).

- `input/user.json` (SparkSQL05_LoadSava's `select * from json.\`input/user.json\``): JSON lines with `username` and
  `age`, the columns of the course's file the lesson comes from.
- `input/user_visit_action.csv` (SparkSQL08_Load_CSV, read with header and inferSchema): the course's user-action
  columns (date, user_id, session_id, page_id, action_time, search_keyword, click_category_id, click_product_id,
  order_category_ids, order_product_ids, pay_category_ids, pay_product_ids, city_id), 30 rows.

    PYTHONPATH=. .venv/bin/python bench/real/capture/trannguyenhan-java/make_data.py DIR
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

COLUMNS = ["date", "user_id", "session_id", "page_id", "action_time", "search_keyword", "click_category_id",
           "click_product_id", "order_category_ids", "order_product_ids", "pay_category_ids", "pay_product_ids",
           "city_id"]


def write_inputs(root: Path) -> None:
    """`input/user.json` and `input/user_visit_action.csv` under `root`."""
    folder = root / "input"
    folder.mkdir(parents=True, exist_ok=True)
    users = [("zhangsan", 20), ("lisi", 30), ("wangwu", 40), ("zhaoliu", 25)]
    (folder / "user.json").write_text("".join(json.dumps({"username": n, "age": a}) + "\n" for n, a in users))
    rng = random.Random(33)
    lines = [",".join(COLUMNS)]
    for i in range(30):
        kind = rng.choice(["search", "click", "order", "pay"])
        lines.append(",".join([
            f"2019-07-{17 + i % 3:02d}", str(rng.randint(1, 60)), f"s{rng.randint(1000, 9999)}", str(rng.randint(1, 50)),
            f"2019-07-{17 + i % 3:02d} 00:{i:02d}:{rng.randint(0, 59):02d}",
            rng.choice(["phone", "tv", "book"]) if kind == "search" else "null",
            str(rng.randint(1, 20)) if kind == "click" else "-1",
            str(rng.randint(1, 100)) if kind == "click" else "-1",
            str(rng.randint(1, 20)) if kind == "order" else "null",
            str(rng.randint(1, 100)) if kind == "order" else "null",
            str(rng.randint(1, 20)) if kind == "pay" else "null",
            str(rng.randint(1, 100)) if kind == "pay" else "null",
            str(rng.randint(1, 26))]))
    (folder / "user_visit_action.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    write_inputs(Path(sys.argv[1]))
