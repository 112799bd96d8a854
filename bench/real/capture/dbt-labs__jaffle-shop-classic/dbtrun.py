"""A small dbt stand-in for Spark SQL: render a dbt project's models as dbt-spark would, build them
in a local Spark session, and record the plan of chosen models' queries.

Rendering covers what the jaffle-shop projects use: `ref`, `source`, `config`, `var`, the project's
own macros (with `adapter.dispatch` choosing `spark__`, then `default__`, and dbt's `return`),
`dbt.date_trunc/hash/concat/type_string` and `dbt_utils.generate_surrogate_key`, each rendered to
the SQL the dbt-spark adapter's defaults give. Materializations follow dbt_project.yml: a seed is a
parquet table loaded from its CSV (integers as bigint, as dbt-spark types agate numbers), a view is
`create or replace view`, a table is `drop table if exists` + `create table ... using parquet as`.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import jinja2
import yaml


class _Namespace:
    def __init__(self, **functions):
        self.__dict__.update(functions)


def _dbt_namespace() -> _Namespace:
    def concat(fields):
        return f"concat({', '.join(fields)})"

    return _Namespace(
        date_trunc=lambda datepart, date: f"date_trunc('{datepart}', {date})",
        type_string=lambda: "string",
        hash=lambda field: f"md5(cast({field} as string))",
        concat=concat,
    )


def _dbt_utils_namespace(dbt: _Namespace) -> _Namespace:
    def generate_surrogate_key(field_list):
        fields = []
        for i, field in enumerate(field_list):
            fields.append(f"coalesce(cast({field} as {dbt.type_string()}), '_dbt_utils_surrogate_key_null_')")
            if i < len(field_list) - 1:
                fields.append("'-'")
        return dbt.hash(dbt.concat(fields))

    return _Namespace(generate_surrogate_key=generate_surrogate_key)


class Project:
    def __init__(self, root: Path, model_schema: str, source_schema: str):
        self.root = root
        self.config = yaml.safe_load((root / "dbt_project.yml").read_text())
        self.name = self.config["name"]
        self.model_schema = model_schema
        self.source_schema = source_schema
        self.models = {p.stem: p for d in self.config.get("model-paths", ["models"])
                       for p in sorted((root / d).rglob("*.sql"))}
        self.seeds = {p.stem: p for d in self.config.get("seed-paths", ["seeds"])
                      for p in sorted((root / d).rglob("*.csv"))}
        self.env = jinja2.Environment(extensions=["jinja2.ext.do"], undefined=jinja2.StrictUndefined)
        dbt = _dbt_namespace()
        macros: dict[str, object] = {}
        self.env.globals.update(
            config=lambda *a, **k: "", var=lambda name, default=None: default,
            dbt=dbt, dbt_utils=_dbt_utils_namespace(dbt),
            adapter=_Namespace(dispatch=lambda name, macro_namespace=None:
                               macros.get(f"spark__{name}") or macros[f"default__{name}"]),
            **{"return": lambda value: value})
        for d in self.config.get("macro-paths", ["macros"]):
            for path in sorted((root / d).rglob("*.sql")):
                module = self.env.from_string(path.read_text()).module
                macros.update({k: v for k, v in vars(module).items() if not k.startswith("_")})
        self.env.globals.update(macros)

    def relation(self, name: str) -> str:
        return f"{self.model_schema}.{name}"

    def render(self, name: str) -> tuple[str, list[str]]:
        """The model's SQL as dbt would compile it, and the names it refs."""
        refs: list[str] = []

        def ref(model):
            refs.append(model)
            return self.relation(model)

        def source(source_name, table):
            return f"{self.source_schema}.{table}"

        template = self.env.from_string(self.models[name].read_text())
        return template.render(ref=ref, source=source), refs

    def materialized(self, name: str) -> str:
        """The `materialized` setting that applies to a model's folder in dbt_project.yml."""
        rel = self.models[name].relative_to(self.root).parts[1:-1]  # folders under models/
        node = self.config.get("models", {}).get(self.name, {})
        setting = "view"
        for part in (None, *rel):
            if part is not None:
                node = node.get(part, {}) if isinstance(node, dict) else {}
            for key in ("+materialized", "materialized"):
                if isinstance(node, dict) and key in node:
                    setting = node[key]
        return setting


def load_seed(spark, csv: Path, relation: str) -> None:
    from pyspark.sql import functions as F
    from pyspark.sql.types import IntegerType

    df = spark.read.csv(str(csv), header=True, inferSchema=True)
    df = df.select([F.col(f.name).cast("bigint") if isinstance(f.dataType, IntegerType) else F.col(f.name)
                    for f in df.schema.fields])
    spark.sql(f"drop table if exists {relation}")
    df.write.format("parquet").saveAsTable(relation)


def build(spark, project: Project, name: str, built: set[str]) -> None:
    """Build a model after everything it refs, as `dbt run` does."""
    if name in built:
        return
    if name in project.seeds and name not in project.models:
        load_seed(spark, project.seeds[name], project.relation(name))
        built.add(name)
        return
    sql, refs = project.render(name)
    for upstream in refs:
        build(spark, project, upstream, built)
    relation = project.relation(name)
    if project.materialized(name) == "view":
        spark.sql(f"create or replace view {relation} as\n{sql}")
    else:
        spark.sql(f"drop table if exists {relation}")
        spark.sql(f"create table {relation} using parquet as\n{sql}")
    built.add(name)


def record_plan(spark, project: Project, name: str, dest: Path, built: set[str]) -> str:
    """Build what the model refs, run its compiled query, collect, then save both explain modes."""
    sql, refs = project.render(name)
    for upstream in refs:
        build(spark, project, upstream, built)
    df = spark.sql(sql)
    df.collect()  # run first so an adaptive plan is final
    dest.mkdir(parents=True, exist_ok=True)
    for mode, file in (("formatted", "plan.formatted.txt"), ("simple", "plan.simple.txt")):
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            df.explain(mode=mode)
        (dest / file).write_text(buffer.getvalue())
    return re.sub(r"\n\s*\n+", "\n", sql)


def local_session(app: str, warehouse: Path, conf: dict[str, str]):
    from pyspark.sql import SparkSession

    builder = (SparkSession.builder.master("local[1]").appName(app)
               .config("spark.ui.enabled", "false")
               .config("spark.sql.shuffle.partitions", "4")
               .config("spark.sql.session.timeZone", "UTC")
               .config("spark.sql.catalogImplementation", "in-memory")
               .config("spark.sql.warehouse.dir", str(warehouse)))
    for key, value in conf.items():
        builder = builder.config(key, value)
    return builder.getOrCreate()


def capture_cases(spark, project: Project, cases: dict, real: Path, work: Path, meta: dict, notes: str) -> None:
    """Record each case's plan (its model built and run with the case's session settings) and write its
    case.json. `cases`: case -> (split, model, settings); `meta`: repo, commit, source of the case.json."""
    import json

    built: set[str] = set()
    for case, (split, model, conf) in cases.items():
        for key, value in conf.items():
            spark.conf.set(key, value)
        sql = record_plan(spark, project, model, real / split / case, built)
        for key in conf:
            spark.conf.unset(key)
        (work / f"{model}.compiled.sql").write_text(sql)
        settings = ", ".join(f"{k}={v}" for k, v in conf.items()) or "defaults otherwise (AQE on)"
        rel = project.models[model].relative_to(project.root)
        case_json = {
            "repo": meta["repo"], "commit": meta["commit"], "index_root": "", "script": str(rel),
            "dataframe": f"spark.sql(<{rel} compiled as dbt-spark would>), collect()ed, then explained",
            "notes": f"{notes} Session: local[1], shuffle partitions 4, UTC, {settings}.",
            "form": "dbt", "source": meta["source"]}
        (real / split / case / "case.json").write_text(json.dumps(case_json, indent=2) + "\n")
        print(f"{case}: {model} ({split})")
