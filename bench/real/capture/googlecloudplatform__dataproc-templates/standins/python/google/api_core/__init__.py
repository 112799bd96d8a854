"""Stand-in for google-api-core: only what the templates import."""
