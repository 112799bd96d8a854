"""The job API: mapping jobs over HTTP, each a series of Dagster runs (see jobs.py, app.py)."""
