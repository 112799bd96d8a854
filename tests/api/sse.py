"""A Server-Sent Events reader for the tests: each event's id and its parsed JSON, in a thread."""

import json
import threading

import httpx


class Stream:
    def __init__(self, url: str, headers: dict, last_event_id: str | None = None):
        self.events: list[dict] = []
        self.ids: list[int] = []
        self.error: Exception | None = None
        self.done = threading.Event()
        headers = {**headers, **({"Last-Event-ID": last_event_id} if last_event_id else {})}
        self._thread = threading.Thread(target=self._read, args=(url, headers), daemon=True)
        self._thread.start()

    def _read(self, url, headers):
        try:
            with httpx.stream("GET", url, headers=headers, timeout=httpx.Timeout(60, read=600)) as answer:
                assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/event-stream")
                fields: dict = {}
                for line in answer.iter_lines():
                    if line == "":   # an event ends with a blank line
                        if "data" in fields:
                            self.ids.append(int(fields["id"]))
                            self.events.append(json.loads(fields["data"]))
                        fields = {}
                    elif not line.startswith(":"):
                        name, _, value = line.partition(":")
                        fields[name] = value.removeprefix(" ")
        except Exception as exc:   # surfaced by the test
            self.error = exc
        finally:
            self.done.set()

    def wait_for(self, predicate, timeout: float = 600) -> dict:
        """The first event matching `predicate`, waiting for it to arrive."""
        import time

        deadline = time.time() + timeout
        while time.time() < deadline:
            for event in list(self.events):
                if predicate(event):
                    return event
            if self.done.is_set() and not any(predicate(e) for e in self.events):
                raise AssertionError(f"stream ended without it; error={self.error}; "
                                     f"last events: {[e['type'] for e in self.events[-5:]]}")
            time.sleep(0.2)
        raise AssertionError(f"no such event within {timeout} s; last: {[e['type'] for e in self.events[-5:]]}")

    def types(self) -> list[str]:
        return [e["type"] for e in self.events]
