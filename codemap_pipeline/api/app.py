"""The HTTP layer of the job API (Starlette), base path /api/v1/agent. `codemap serve` runs it with uvicorn.

Every answer is JSON; a refused request is `{"error": {"kind", "message"}}` with a 4xx status (502 when
the History Server it names does not answer), never a traceback.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from codemap_pipeline import layout
from codemap_pipeline.api.jobs import TERMINAL, ApiSettings, JobManager, RequestError

BASE = "/api/v1/agent"
KEEPALIVE_SECONDS = 15.0
log = logging.getLogger("codemap.api")


def _refuse(exc: RequestError) -> JSONResponse:
    return JSONResponse({"error": {"kind": exc.kind, "message": exc.message}}, status_code=exc.status)


def create_app(settings: ApiSettings, manager_factory=None) -> Starlette:
    """The app; the job manager (and with it the Dagster workspace and daemon) starts with the server.
    `manager_factory(settings)` builds it (default: a JobManager over dagster_runs.Runs)."""
    state: dict = {}

    def manager() -> JobManager:
        return state["manager"]

    @asynccontextmanager
    async def lifespan(app):
        if manager_factory is None:
            from codemap_pipeline.api.dagster_runs import Runs, child_env

            runs = await asyncio.to_thread(Runs, settings.data_dir, child_env(settings.data_dir, settings.use_embeddings))
            state["runs"] = runs
            state["manager"] = JobManager(settings, runs)
        else:
            state["manager"] = manager_factory(settings)
        try:
            yield
        finally:
            state["manager"].close()
            if "runs" in state:
                await asyncio.to_thread(state["runs"].close)

    def authorized(request: Request) -> None:
        if not settings.token:
            return
        header = request.headers.get("authorization", "")
        scheme, _, given = header.partition(" ")
        if scheme.lower() != "bearer" or not hmac.compare_digest(given.strip().encode(), settings.token.encode()):
            raise RequestError(401, "UNAUTHORIZED", "missing or wrong bearer token (Authorization: Bearer <CODEMAP_API_TOKEN>)")

    def guarded(handler):
        async def endpoint(request: Request):
            try:
                authorized(request)
                return await handler(request)
            except RequestError as exc:
                return _refuse(exc)
            except Exception:   # a bug must still answer JSON, and say where to look
                log.exception("request %s %s failed", request.method, request.url.path)
                return JSONResponse({"error": {"kind": "INTERNAL", "message": "internal error; see the server log"}},
                                    status_code=500)
        return endpoint

    async def create_job(request: Request):
        raw = await request.body()
        try:
            body = json.loads(raw or b"null")
        except ValueError:
            raise RequestError(400, "BAD_REQUEST", "the body is not JSON") from None
        job = await asyncio.to_thread(manager().create, body)
        return JSONResponse(job.created)

    async def get_job(request: Request):
        job = manager().get(request.path_params["job_id"])
        return JSONResponse(await asyncio.to_thread(job.to_json, settings.data_dir))

    async def cancel_job(request: Request):
        await asyncio.to_thread(manager().cancel, request.path_params["job_id"])
        return JSONResponse({"success": True})

    async def pause_job(request: Request):
        job = await asyncio.to_thread(manager().pause, request.path_params["job_id"])
        return JSONResponse({"success": True, "status": job.state["status"]})

    async def resume_job(request: Request):
        job = await asyncio.to_thread(manager().resume, request.path_params["job_id"])
        return JSONResponse({"success": True, "status": "running" if job.state["status"] != "paused" else "paused"})

    def finished(job) -> bool:
        """The job ended and said so (its last event is job_completed): the stream may close."""
        return job.state["status"] in TERMINAL and bool(job.events) and job.events[-1]["type"] == "job_completed"

    async def stream_job(request: Request):
        job = manager().get(request.path_params["job_id"])
        start = 0
        last = request.headers.get("last-event-id", "")
        if last.isdigit():
            start = int(last) + 1

        async def events():
            sent, quiet = start, 0.0
            while True:
                batch = job.events[sent:]
                for event in batch:
                    yield f"id: {sent}\ndata: {json.dumps(event)}\n\n"
                    sent += 1
                if not batch and sent == len(job.events) and finished(job):
                    return
                if await request.is_disconnected():
                    return
                quiet = 0.0 if batch else quiet + 0.2
                if quiet >= KEEPALIVE_SECONDS:
                    quiet = 0.0
                    yield ": keep-alive\n\n"
                await asyncio.sleep(0.2)

        return StreamingResponse(events(), media_type="text/event-stream",
                                 headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})

    routes = [
        Route(f"{BASE}/jobs", guarded(create_job), methods=["POST"]),
        Route(f"{BASE}/jobs/{{job_id}}", guarded(get_job), methods=["GET"]),
        Route(f"{BASE}/jobs/{{job_id}}/cancel", guarded(cancel_job), methods=["POST"]),
        Route(f"{BASE}/jobs/{{job_id}}/pause", guarded(pause_job), methods=["POST"]),
        Route(f"{BASE}/jobs/{{job_id}}/resume", guarded(resume_job), methods=["POST"]),
        Route(f"{BASE}/jobs/{{job_id}}/stream", guarded(stream_job), methods=["GET"]),
    ]

    async def not_found(request: Request, exc):
        status = getattr(exc, "status_code", 404)
        message = "method not allowed" if status == 405 else f"no such endpoint {request.url.path} (base path {BASE})"
        return JSONResponse({"error": {"kind": "NOT_FOUND" if status == 404 else "METHOD_NOT_ALLOWED",
                                       "message": message}}, status_code=status)

    return Starlette(routes=routes, lifespan=lifespan, exception_handlers={404: not_found, 405: not_found})


def serve(data_dir: Path, host: str = "127.0.0.1", port: int = 8000, use_embeddings: bool = True) -> None:
    import os

    import uvicorn

    from codemap_pipeline.api.dagster_runs import child_env

    settings = ApiSettings.from_env(Path(data_dir), use_embeddings=use_embeddings)
    layout.api_dir(settings.data_dir).mkdir(parents=True, exist_ok=True)
    os.environ.update(child_env(settings.data_dir, use_embeddings))   # the code server this process starts
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    uvicorn.run(create_app(settings), host=host, port=port, log_level="info")
