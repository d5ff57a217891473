"""API keys (constant-time, never shown) and the serve settings (options over [serve]
over defaults; loopback only without keys)."""

from __future__ import annotations

from pathlib import Path

import pytest

from kglink.errors import ConfigError
from kglink.pipeline.config import load_config
from kglink.serve import ApiKeys, Limits, ServeSettings

KEY = "k3y-0123456789abcdef"


def test_a_key_is_accepted_only_as_a_bearer_token_of_a_configured_key() -> None:
    keys = ApiKeys([KEY, "another-key-0123456789"])
    assert keys.allows(f"Bearer {KEY}")
    assert keys.allows("bearer another-key-0123456789")
    assert not keys.allows(None)
    assert not keys.allows("")
    assert not keys.allows(KEY)
    assert not keys.allows(f"Basic {KEY}")
    assert not keys.allows(f"Bearer {KEY[:-1]}")
    assert not keys.allows(f"Bearer {KEY}x")


def test_without_keys_everything_is_allowed() -> None:
    assert not ApiKeys()
    assert ApiKeys().allows(None)


def test_keys_never_show_in_a_repr_or_the_settings() -> None:
    keys = ApiKeys([KEY])
    assert KEY not in repr(keys)
    settings = ServeSettings.resolve("x.toml", {"api_keys": [KEY]}, {})
    assert KEY not in repr(settings)


def test_short_keys_are_accepted_and_counted_and_empty_ones_refused() -> None:
    keys = ApiKeys(["short", KEY])
    assert keys.short == 1 and keys.allows("Bearer short")
    with pytest.raises(ConfigError, match="#2"):
        ApiKeys([KEY, " padded "])
    with pytest.raises(ConfigError, match="#1"):
        ApiKeys([""])


def test_keys_come_from_the_configuration_else_the_environment() -> None:
    env = {"KGLINK_API_KEYS": f" {KEY} , other-key-0123456789 ,"}
    assert len(ApiKeys.resolve(None, env)) == 2
    assert len(ApiKeys.resolve(["from-config-0123456789"], env)) == 1
    assert not ApiKeys.resolve(None, {})


def test_without_keys_a_public_host_is_replaced_by_loopback() -> None:
    forced = ServeSettings.resolve("x.toml", {}, {"host": "0.0.0.0"}, env={})
    assert (forced.host, forced.loopback_forced) == ("127.0.0.1", True)
    kept = ServeSettings.resolve("x.toml", {}, {"host": "0.0.0.0"}, env={"KGLINK_API_KEYS": KEY})
    assert (kept.host, kept.loopback_forced) == ("0.0.0.0", False)
    local = ServeSettings.resolve("x.toml", {}, {"host": "::1"}, env={})
    assert (local.host, local.loopback_forced) == ("::1", False)


def test_several_workers_need_a_shared_store() -> None:
    with pytest.raises(ConfigError, match="--session-store redis://"):
        ServeSettings.resolve("x.toml", {}, {"workers": 2}, env={})
    settings = ServeSettings.resolve("x.toml", {}, {"workers": 2, "session_store": "redis://127.0.0.1:1/0"}, env={})
    assert settings.workers == 2


def test_options_override_the_serve_table(tmp_path: Path) -> None:
    config = tmp_path / "kglink.toml"
    config.write_text(
        '[ontology]\npaths = ["o.ttl"]\n[index]\nstore = "s"\n'
        '[serve]\nport = 9000\nsession_ttl = 60\nmax_utterance_chars = 50\nsession_store = "redis://127.0.0.1:1/0"\n',
        encoding="utf-8",
    )
    table = load_config(config).serve
    settings = ServeSettings.resolve(config, table, {"port": 9100, "session_store": None}, env={})
    assert settings.port == 9100
    assert settings.session_ttl == 60
    assert settings.session_store == "redis://127.0.0.1:1/0"
    assert settings.limits == Limits(max_utterance_chars=50)


def test_an_unknown_serve_key_names_the_file_line_and_key(tmp_path: Path) -> None:
    config = tmp_path / "kglink.toml"
    config.write_text('[ontology]\npaths = ["o.ttl"]\n[index]\nstore = "s"\n[serve]\nprot = 1\n', encoding="utf-8")
    with pytest.raises(ConfigError, match=r"kglink.toml:6: \[serve\] prot: unknown key"):
        load_config(config)


def test_limits_must_be_positive() -> None:
    with pytest.raises(ConfigError, match="max_body_bytes"):
        Limits(max_body_bytes=0)
