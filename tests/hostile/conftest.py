"""Hostile input: repositories, plans and names built to break the indexer, the plan reader and the
checkout. The `load` marker names the backfill load test (run by CI: `make test` runs every test)."""


def pytest_configure(config):
    config.addinivalue_line("markers", "load: the multi-commit, multi-plan backfill on the multiprocess "
                                       "executor with PostgreSQL (a few minutes; CI runs it)")
