"""Lakehouse batch jobs: product analytics marts built from raw event, user and purchase data."""
