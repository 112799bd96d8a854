"""One module per mart; each exposes build_* functions that return the mart's DataFrame."""
