"""Batch jobs for the retail analytics marts: sales, rankings and SQL reports."""
