"""The DuckDB catalog: a view over every Parquet output, and the SQL models of dbt_like_sql/ built into it."""


import dagster as dg

from codemap_pipeline import layout, materialized
from codemap_pipeline.defs.resources import CodemapSettings
from codemap_pipeline.storage import catalog

# What the views read: every Parquet output.
PARQUET_ASSETS = ["repo_checkout", "code_files", "code_symbols", "code_links", "spark_sites", "symbol_summaries",
                  "symbol_embeddings",
                  "spark_plans", "plan_operators", "plan_parse_errors", "plan_semantics", "code_mappings"]


@dg.asset(name=materialized.CATALOG_ASSET, group_name="catalog", kinds={"duckdb"}, deps=PARQUET_ASSETS)
def duckdb_catalog(settings: CodemapSettings) -> dg.MaterializeResult:
    """`catalog.duckdb` with one view per Parquet output; the views read every partition written so far."""
    views = catalog.build_views(settings.catalog_path, settings.parquet_root, PARQUET_ASSETS)
    materialized.write_stamp(layout.built_stamp(settings.root, materialized.CATALOG_ASSET))
    return dg.MaterializeResult(metadata={"catalog": dg.MetadataValue.path(str(settings.catalog_path)),
                                          "views": dg.MetadataValue.json(views)})


def _sql_model_asset(model: catalog.SqlModel) -> dg.AssetsDefinition:
    @dg.asset(name=model.name, group_name="sql_models", kinds={"duckdb", "sql"},
              deps=["duckdb_catalog", *model.depends_on], description=model.description)
    def _build(settings: CodemapSettings) -> dg.MaterializeResult:
        rows = catalog.build_model(settings.catalog_path, model)
        materialized.write_stamp(layout.built_stamp(settings.root, model.name))
        preview = catalog.query(settings.catalog_path, f"select * from {model.name} limit 10")
        return dg.MaterializeResult(metadata={"rows": rows, "preview": dg.MetadataValue.md(
            preview.to_markdown(index=False) if len(preview) else "_empty_")})

    return _build


sql_model_assets = [_sql_model_asset(m) for m in catalog.load_models()]
