#!/usr/bin/env bash
# The storage test needs the PostgreSQL on 127.0.0.1:5432 (trust auth, user postgres, database test).
# Start the machine's cluster when it is installed but not running; say so plainly when it is absent.
set -u
if pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  exit 0
fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
  for _ in $(seq 1 30); do
    pg_isready -h 127.0.0.1 -p 5432 -q && exit 0
    sleep 1
  done
fi
echo "PostgreSQL is not reachable on 127.0.0.1:5432; the PostgreSQL storage test will fail" >&2
exit 0
