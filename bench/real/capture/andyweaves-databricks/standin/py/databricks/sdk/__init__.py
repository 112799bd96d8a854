"""Stand-in for the Databricks SDK's WorkspaceClient (capture runs only; on PYTHONPATH before anything else): the
notebooks call a workspace's REST API for its IP access lists, catalogs and schemas; this machine has no workspace, so
the client answers with fixed, generated values (the notebooks unchanged)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class ListType(Enum):
    ALLOW = "ALLOW"
    BLOCK = "BLOCK"


@dataclass
class IpAccessListInfo:
    label: str
    ip_addresses: list
    enabled: bool
    list_type: ListType


@dataclass
class _Named:
    name: str
    full_name: str


class _IpAccessLists:
    def list(self):
        return [IpAccessListInfo("office", ["203.0.113.0/24", "198.51.100.16/28"], True, ListType.ALLOW),
                IpAccessListInfo("vpn", ["198.51.100.0/28"], True, ListType.ALLOW),
                IpAccessListInfo("old office", ["192.0.2.0/24"], False, ListType.ALLOW),
                IpAccessListInfo("blocked", ["203.0.113.128/25"], True, ListType.BLOCK)]


class _Catalogs:
    def list(self):
        return [_Named("main", "main"), _Named("system", "system")]


class _Schemas:
    def list(self, catalog_name=None):
        return [_Named("default", f"{catalog_name}.default")]


class WorkspaceClient:
    def __init__(self, *args, **kwargs):
        self.ip_access_lists = _IpAccessLists()
        self.catalogs = _Catalogs()
        self.schemas = _Schemas()
