"""Dagster objects only: partitions, resources, IO, assets, jobs. Thin layers over the library modules."""
