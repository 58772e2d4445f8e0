"""Declared public surface of the Mnemora Python SDK (PyPI package ``mnemora``).

Mirrors ``sdk/typescript/index.d.ts`` in snake_case. Field names are the wire names of
``openapi/mnemora.yaml``. The pages under ``docs/`` and every Python sample in every locale are
type-checked against this file with pyright (``scripts/check-samples.ts``), so when a page and
this file disagree, one of them is wrong:

- Request bodies are keyword arguments; arguments that are JSON objects (``scope``, ``filter``,
  ``items``) are TypedDicts (``Scope``, ``SearchFilter``, ``BulkDeleteFilter``, ``MemoryCreate``).
- Responses are objects with attribute access all the way down: ``memory.scope.user_id``
  (``MemoryScope``), ``result.memory.content``, ``exc.details[0].field``.
- Every method accepts ``timeout=`` (seconds, or an ``httpx.Timeout``), ``max_retries=`` and
  ``extra_headers=`` for one call; writes accept ``idempotency_key=``.
- Retries: ``rate_limited``, ``internal_error``, ``service_unavailable``, connection errors and
  timeouts are retried up to ``max_retries`` times (default 2), waiting ``Retry-After`` or else
  0.5 s doubling up to 8 s with jitter; ``quota_exceeded`` raises ``QuotaExceededError`` at once
  (``x-mnemora-retry-policy`` and ``sdk_retry`` in the contract).
- ``AsyncMemories.list`` is a coroutine: ``page = await client.memories.list(...)``, then
  ``async for memory in page`` walks this page and the following ones.

Errors live in ``mnemora.errors`` (see ``errors.pyi``).
"""

from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from datetime import datetime
from logging import Logger
from typing import Any, Generic, Literal, TypedDict, TypeVar

import httpx
from httpx import Timeout

from . import errors as errors
from .errors import MnemoraError

__all__ = [
    "Mnemora", "AsyncMnemora", "errors", "Model",
    "Scope", "MemoryScope", "SearchFilter", "BulkDeleteFilter", "BulkDeleteScope", "TagFilter", "MemoryCreate", "SearchMode",
    "Memory", "SearchResult", "Page", "AsyncPage", "ChangeEvent", "ChangeSubscription", "AsyncChangeSubscription",
]

T = TypeVar("T")
MetadataValue = str | int | float | bool
SearchMode = Literal["semantic", "keyword", "hybrid"]
Permission = Literal["memories:read", "memories:write", "search", "keys:manage"]
ChangeEventType = Literal["memory.created", "memory.updated", "memory.deleted"]

class Scope(TypedDict, total=False):
    project_id: str  # required on memories; optional in filters
    user_id: str
    agent_id: str

class TagFilter(TypedDict, total=False):
    all: list[str]
    any: list[str]

class SearchFilter(TypedDict, total=False):
    scope: Scope
    tags: TagFilter
    metadata: dict[str, MetadataValue]
    created_after: str | datetime
    created_before: str | datetime

class Model:
    """Base of every response object (Pydantic v2 models at run time)."""
    def model_dump(self, *, mode: Literal["python", "json"] = "python") -> dict[str, Any]: ...

class _BulkDeleteScopeRequired(TypedDict):
    project_id: str

class BulkDeleteScope(_BulkDeleteScopeRequired, total=False):
    """The scope of a bulk delete by filter: ``project_id`` is required."""
    user_id: str
    agent_id: str

class _BulkDeleteFilterRequired(TypedDict):
    scope: BulkDeleteScope

class BulkDeleteFilter(_BulkDeleteFilterRequired, total=False):
    """A search filter whose ``scope.project_id`` is required (wire schema ``BulkDeleteFilter``)."""
    tags: TagFilter
    metadata: dict[str, MetadataValue]
    created_after: str | datetime
    created_before: str | datetime

class MemoryCreate(TypedDict, total=False):
    content: str
    scope: Scope
    metadata: dict[str, MetadataValue]
    tags: list[str]
    expires_at: str | datetime | None

class MemoryScope(Model):
    """The scope of a stored memory, with attribute access like every response object."""
    project_id: str
    user_id: str | None
    agent_id: str | None

class Memory(Model):
    id: str
    content: str
    metadata: dict[str, MetadataValue]
    tags: list[str]
    scope: MemoryScope
    version: int
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None

class ErrorDetail(Model):
    field: str
    issue: str

class BatchItemError(Model):
    index: int
    code: str
    message: str
    details: list[ErrorDetail]

class BatchCreateResponse(Model):
    data: list[Memory]
    errors: list[BatchItemError]

class BulkDeleteResponse(Model):
    deleted: int
    dry_run: bool

class SearchResult(Model):
    memory: Memory
    score: float
    highlights: list[str] | None

class Page(Generic[T]):
    """One page of results; iterating it walks every item of this page and the following ones."""
    data: list[T]
    has_more: bool
    next_cursor: str | None
    def has_next_page(self) -> bool: ...
    def get_next_page(self) -> "Page[T] | None": ...
    def __iter__(self) -> Iterator[T]: ...

class SearchPage(Page[SearchResult]):
    mode: SearchMode

class ApiKey(Model):
    id: str
    name: str
    kind: Literal["secret", "restricted"]
    permissions: list[Permission]
    prefix: str
    created_at: datetime
    last_used_at: datetime | None

class ApiKeyCreated(ApiKey):
    secret: str

class ApiKeyList(Model):
    data: list[ApiKey]

class UsageLimits(Model):
    memories_max: int
    requests_per_minute: int
    batch_max: int
    search_limit_max: int

class Usage(Model):
    period_start: datetime
    period_end: datetime
    memories_stored: int
    requests: int
    search_requests: int
    embedding_tokens: int
    limits: UsageLimits
    plan: Literal["free", "pro", "enterprise"]

class ChangeEvent(Model):
    id: str
    type: ChangeEventType
    sequence: int
    memory_id: str
    scope: MemoryScope
    occurred_at: datetime
    memory: Memory | None

class Health(Model):
    status: Literal["ok"]
    version: str

class ChangeSubscription:
    """An open change stream; iterate it for events, close() to stop."""
    last_event_id: str | None
    closed: bool
    def close(self) -> None: ...
    def __iter__(self) -> Iterator[ChangeEvent]: ...
    def __enter__(self) -> "ChangeSubscription": ...
    def __exit__(self, *exc: object) -> None: ...

class Memories:
    def create(self, *, content: str, scope: Scope, metadata: Mapping[str, MetadataValue] | None = ..., tags: Sequence[str] | None = ..., expires_at: str | datetime | None = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Memory: ...
    def batch_create(self, *, items: Sequence[MemoryCreate], idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> BatchCreateResponse: ...
    def get(self, memory_id: str, *, timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Memory: ...
    def list(self, *, limit: int | None = ..., cursor: str | None = ..., offset: int | None = ..., project_id: str | None = ..., user_id: str | None = ..., agent_id: str | None = ..., tag: Sequence[str] | None = ..., created_after: str | datetime | None = ..., created_before: str | datetime | None = ..., order: Literal["asc", "desc"] | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Page[Memory]: ...
    def update(self, memory_id: str, *, content: str = ..., metadata: Mapping[str, MetadataValue] = ..., tags: Sequence[str] = ..., expires_at: str | datetime | None = ..., if_match: int | None = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Memory: ...
    def delete(self, memory_id: str, *, if_match: int | None = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> None: ...
    def bulk_delete(self, *, ids: Sequence[str] | None = ..., filter: BulkDeleteFilter | None = ..., dry_run: bool = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> BulkDeleteResponse: ...

class Keys:
    def list(self, *, timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> ApiKeyList: ...
    def create(self, *, name: str, kind: Literal["secret", "restricted"], permissions: Sequence[Permission] | None = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> ApiKeyCreated: ...
    def revoke(self, key_id: str, *, idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> None: ...

class UsageResource:
    def get(self, *, timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Usage: ...

class Changes:
    def subscribe(self, *, project_id: str, user_id: str | None = ..., agent_id: str | None = ..., since: int | None = ..., last_event_id: str | None = ..., on_event: Callable[[ChangeEvent], None] | None = ..., on_error: Callable[[MnemoraError], None] | None = ...) -> ChangeSubscription: ...

class Mnemora:
    """Synchronous client. api_key defaults to the MNEMORA_API_KEY environment variable."""
    memories: Memories
    keys: Keys
    usage: UsageResource
    changes: Changes
    base_url: str
    def __init__(self, *, api_key: str | None = ..., base_url: str = "https://api.mnemora.dev/v1", timeout: float | Timeout = 30.0, max_retries: int = 2, logger: Logger | None = ..., http_client: httpx.Client | None = ...) -> None: ...
    def search(self, *, query: str, mode: SearchMode = "hybrid", alpha: float = 0.5, filter: SearchFilter | None = ..., limit: int = 10, cursor: str | None = ..., min_score: float | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> SearchPage: ...
    def health(self, *, timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Health: ...
    def close(self) -> None: ...
    def __enter__(self) -> "Mnemora": ...
    def __exit__(self, *exc: object) -> None: ...

class AsyncPage(Generic[T]):
    data: list[T]
    has_more: bool
    next_cursor: str | None
    def has_next_page(self) -> bool: ...
    async def get_next_page(self) -> "AsyncPage[T] | None": ...
    def __aiter__(self) -> AsyncIterator[T]: ...

class AsyncSearchPage(AsyncPage[SearchResult]):
    mode: SearchMode

class AsyncMemories:
    async def create(self, *, content: str, scope: Scope, metadata: Mapping[str, MetadataValue] | None = ..., tags: Sequence[str] | None = ..., expires_at: str | datetime | None = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Memory: ...
    async def batch_create(self, *, items: Sequence[MemoryCreate], idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> BatchCreateResponse: ...
    async def get(self, memory_id: str, *, timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Memory: ...
    async def list(self, *, limit: int | None = ..., cursor: str | None = ..., offset: int | None = ..., project_id: str | None = ..., user_id: str | None = ..., agent_id: str | None = ..., tag: Sequence[str] | None = ..., created_after: str | datetime | None = ..., created_before: str | datetime | None = ..., order: Literal["asc", "desc"] | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> AsyncPage[Memory]: ...
    async def update(self, memory_id: str, *, content: str = ..., metadata: Mapping[str, MetadataValue] = ..., tags: Sequence[str] = ..., expires_at: str | datetime | None = ..., if_match: int | None = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Memory: ...
    async def delete(self, memory_id: str, *, if_match: int | None = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> None: ...
    async def bulk_delete(self, *, ids: Sequence[str] | None = ..., filter: BulkDeleteFilter | None = ..., dry_run: bool = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> BulkDeleteResponse: ...

class AsyncKeys:
    async def list(self, *, timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> ApiKeyList: ...
    async def create(self, *, name: str, kind: Literal["secret", "restricted"], permissions: Sequence[Permission] | None = ..., idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> ApiKeyCreated: ...
    async def revoke(self, key_id: str, *, idempotency_key: str | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> None: ...

class AsyncUsageResource:
    async def get(self, *, timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Usage: ...

class AsyncChangeSubscription:
    last_event_id: str | None
    closed: bool
    async def close(self) -> None: ...
    def __aiter__(self) -> AsyncIterator[ChangeEvent]: ...

class AsyncChanges:
    def subscribe(self, *, project_id: str, user_id: str | None = ..., agent_id: str | None = ..., since: int | None = ..., last_event_id: str | None = ...) -> AsyncChangeSubscription: ...

class AsyncMnemora:
    """Asynchronous client (asyncio); the same resources, awaited."""
    memories: AsyncMemories
    keys: AsyncKeys
    usage: AsyncUsageResource
    changes: AsyncChanges
    base_url: str
    def __init__(self, *, api_key: str | None = ..., base_url: str = "https://api.mnemora.dev/v1", timeout: float | Timeout = 30.0, max_retries: int = 2, logger: Logger | None = ..., http_client: httpx.AsyncClient | None = ...) -> None: ...
    async def search(self, *, query: str, mode: SearchMode = "hybrid", alpha: float = 0.5, filter: SearchFilter | None = ..., limit: int = 10, cursor: str | None = ..., min_score: float | None = ..., timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> AsyncSearchPage: ...
    async def health(self, *, timeout: float | Timeout | None = ..., max_retries: int | None = ..., extra_headers: Mapping[str, str] | None = ...) -> Health: ...
    async def close(self) -> None: ...
    async def __aenter__(self) -> "AsyncMnemora": ...
    async def __aexit__(self, *exc: object) -> None: ...
