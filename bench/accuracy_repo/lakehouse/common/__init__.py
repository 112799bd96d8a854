"""Readers, filters and UDFs used across the lakehouse jobs."""
