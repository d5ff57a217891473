"""``kglink serve``: the HTTP service (docs/service.md) under uvicorn.

The configuration is checked and the pipeline built once here, before any worker starts:
a bad file is one line and exit 1, and the index the workers open is already up to date
(they do not race to build it). With one worker the app built here is served; with more,
each worker process builds its own from the same file (:func:`kglink.serve.app.app_from_env`).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import click

from kglink.errors import MissingDependencyError

logger = logging.getLogger(__name__)


@click.command("serve")
@click.option("--config", "config_path", type=click.Path(dir_okay=False), default=None,
              help="The kglink.toml (default $KGLINK_CONFIG or ./kglink.toml).")
@click.option("--host", default=None, help="Address to bind (default 127.0.0.1; loopback only without API keys).")
@click.option("--port", type=click.IntRange(0, 65535), default=None, help="TCP port (default 8080).")
@click.option("--workers", type=click.IntRange(min=1), default=None, help="Worker processes (default 1; more need Redis).")
@click.option("--session-store", default=None, help="memory (default) or redis://HOST:PORT/DB.")
@click.option("--session-ttl", type=click.FloatRange(min=0, min_open=True), default=None,
              help="Seconds an idle session is kept (default 86400).")
@click.option("--log-level", type=click.Choice(["debug", "info", "warning", "error"]), default="warning",
              show_default=True, help="uvicorn's log level (access lines at info).")
def serve(config_path: str | None, host: str | None, port: int | None, workers: int | None,
          session_store: str | None, session_ttl: float | None, log_level: str) -> None:
    """Serve the HTTP API: sessions, stateless rewrite, health, readiness, metrics."""
    try:
        import uvicorn

        from kglink.serve.app import build_service, create_app
    except ImportError as exc:
        raise MissingDependencyError(exc.name or "fastapi", "serve") from exc
    from kglink.pipeline.config import default_config_path, load_config
    from kglink.serve.settings import OPTIONS_ENV, ServeSettings, options_to_env

    path = Path(config_path) if config_path else default_config_path()
    config = load_config(path)
    options = {"host": host, "port": port, "workers": workers, "session_store": session_store, "session_ttl": session_ttl}
    settings = ServeSettings.resolve(path, config.serve, options)
    service = build_service(settings)
    # A store that is down now is worth saying at start; the service still starts (and
    # /readyz says 503) so an orchestrator can start it before Redis.
    problems = {name: state for name, state in service.readiness().items() if state != "ok"}
    for name, state in problems.items():
        click.echo(f"warning: {name}: {state}", err=True)
    if settings.loopback_forced:
        click.echo(
            "warning: no API keys configured ($KGLINK_API_KEYS or [serve] api_keys): listening on 127.0.0.1 only",
            err=True,
        )
    elif settings.api_keys.short:
        click.echo(
            f"warning: {settings.api_keys.short} API key(s) shorter than 16 characters: easy to guess", err=True
        )
    elif not settings.api_keys:
        click.echo("note: no API keys configured: anyone who can reach 127.0.0.1 can call the API", err=True)
    click.echo(
        f"kglink serve: http://{settings.host}:{settings.port} ({settings.workers} worker"
        f"{'s' if settings.workers > 1 else ''}, sessions: {_store_label(settings.session_store)}, "
        f"API keys: {len(settings.api_keys)})",
        err=True,
    )
    common = {"host": settings.host, "port": settings.port, "log_level": log_level, "access_log": log_level in ("info", "debug"),
              "server_header": False, "timeout_graceful_shutdown": 5}
    if settings.workers == 1:
        uvicorn.run(create_app(service, settings), **common)
        return
    service.pipeline.close()
    service.store.close()
    os.environ["KGLINK_CONFIG"] = str(path.resolve())
    os.environ[OPTIONS_ENV] = options_to_env({**options, "host": settings.host})
    uvicorn.run("kglink.serve.app:app_from_env", factory=True, workers=settings.workers, **common)


def _store_label(url: str) -> str:
    if url == "memory":
        return "in memory"
    from kglink.serve.redis_store import redacted

    return redacted(url)
