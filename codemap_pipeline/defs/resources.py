"""Typed resources: where Codemap keeps its data, and the Parquet IO manager over that folder."""


from pathlib import Path

import dagster as dg
import pandas as pd

from codemap_pipeline import layout, materialized
from codemap_pipeline.storage.parquet import read_parquet, write_parquet


class WatchedBranch(dg.Config):
    repo: str
    branch: str


class CodemapSettings(dg.ConfigurableResource):
    """Where checkouts, registries, LanceDB and the DuckDB catalog live, which optional stages run, and
    which repository branches the commit sensor watches."""

    data_dir: str
    use_embeddings: bool = True
    # the script or class that runs every plan of this deployment, where there is one (a plan registered
    # with its own `--entry` keeps that one), or the command as run where a launcher runs one of several
    # jobs (`main.py --job daily_sales`); changing it maps nothing again that is already materialized
    entry: str = ""
    watch: list[WatchedBranch] = []
    # the code index parses a commit's files in this many shards (code/shards.py), steps that run in
    # parallel processes (or pods); a repository of fewer files than shard_min_files is one shard
    shards: int = 2
    shard_min_files: int = 1000

    def watched_branches(self) -> list[WatchedBranch]:
        return list(self.watch)

    @property
    def root(self) -> Path:
        return layout.data_dir(self.data_dir)

    @property
    def lancedb_uri(self) -> str:
        return layout.lancedb_uri(self.root)

    @property
    def catalog_path(self) -> Path:
        return layout.catalog_path(self.root)

    @property
    def checkout_cache(self) -> Path:
        return layout.checkout_cache(self.root)

    @property
    def parquet_root(self) -> Path:
        return layout.parquet_root(self.root)

    @property
    def exports_dir(self) -> Path:
        return layout.exports_dir(self.root)


def partition_keys(key) -> tuple[str, ...]:
    """`repo@abc` -> (`repo@abc`,); a multi key -> (`<commit>`, `<plan>`), a folder level each (layout.parquet_file)."""
    if key is None:
        return ()
    if isinstance(key, dg.MultiPartitionKey):
        dims = key.keys_by_dimension
        return dims["commit"], dims["plan"]
    return (str(key),)


def partition_relpath(key) -> str:
    """`repo@abc` -> `repo@abc`; a multi key -> `<commit>/<plan>`. Keys are checked first: a key is a file
    name and must not climb out of the data folder."""
    return "/".join(layout.check_key(k) for k in partition_keys(key))


class ParquetIOManager(dg.ConfigurableIOManager):
    """Writes each asset partition to `<base>/<asset>/<partition>.parquet` atomically; reads upstream
    partitions back and concatenates them when a downstream partition spans several."""

    base_dir: str

    def path_for(self, asset_key: dg.AssetKey, partition) -> Path:
        return layout.parquet_file(Path(self.base_dir), "/".join(asset_key.path), *partition_keys(partition))

    def handle_output(self, context: dg.OutputContext, obj) -> None:
        """A frame for the run's one partition, or {partition key: frame} for a run over several."""
        if isinstance(obj, dict):
            paths = [write_parquet(frame, self.path_for(context.asset_key, key)) for key, frame in obj.items()]
            materialized.write_stamp(layout.outputs_stamp(Path(self.base_dir)))
            context.add_output_metadata({"partitions": len(paths), "rows": sum(len(f) for f in obj.values()),
                                         "folder": dg.MetadataValue.path(str(paths[0].parent) if paths else "")})
            return
        partition = context.asset_partition_key if context.has_asset_partitions else None
        path = write_parquet(obj, self.path_for(context.asset_key, partition))
        # the catalog is current only when built after this (materialized.catalog_current)
        materialized.write_stamp(layout.outputs_stamp(Path(self.base_dir)))
        context.add_output_metadata({"path": dg.MetadataValue.path(str(path)), "rows": len(obj)})

    def load_input(self, context: dg.InputContext) -> pd.DataFrame:
        if not context.has_asset_partitions:
            return read_parquet(self.path_for(context.asset_key, None))
        frames = [read_parquet(self.path_for(context.asset_key, key)) for key in context.asset_partition_keys]
        return pd.concat(frames, ignore_index=True) if len(frames) != 1 else frames[0]
