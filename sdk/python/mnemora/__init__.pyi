"""Declared public surface of the Mnemora Python SDK (PyPI package ``mnemora``).

Mirrors ``sdk/typescript/index.d.ts`` in snake_case (api-outline.md, "SDKs and CLI"). Field names
are the wire names of ``openapi/mnemora.yaml``; request bodies are keyword arguments, responses
are objects with attribute access. Errors live in ``mnemora.errors`` (see ``errors.pyi``).
"""

from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from datetime import datetime
from typing import Any, Generic, Literal, TypedDict, TypeVar, overload

from . import errors as errors
from .errors import MnemoraError

__all__ = ["Mnemora", "AsyncMnemora", "errors"]

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

class MemoryCreate(TypedDict, total=False):
    content: str
    scope: Scope
    metadata: dict[str, MetadataValue]
    tags: list[str]
    expires_at: str | datetime | None

class Memory:
    id: str
    content: str
    metadata: dict[str, MetadataValue]
    tags: list[str]
    scope: Scope
    version: int
    created_at: datetime
    updated_at: datetime
    expires_at: datetime | None

class ErrorDetail:
    field: str
    issue: str

class BatchItemError:
    index: int
    code: str
    message: str
    details: list[ErrorDetail]

class BatchCreateResponse:
    data: list[Memory]
    errors: list[BatchItemError]

class BulkDeleteResponse:
    deleted: int
    dry_run: bool

class SearchResult:
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

class ApiKey:
    id: str
    name: str
    kind: Literal["secret", "restricted"]
    permissions: list[Permission]
    prefix: str
    created_at: datetime
    last_used_at: datetime | None

class ApiKeyCreated(ApiKey):
    secret: str

class ApiKeyList:
    data: list[ApiKey]

class UsageLimits:
    memories_max: int
    requests_per_minute: int
    batch_max: int
    search_limit_max: int

class Usage:
    period_start: datetime
    period_end: datetime
    memories_stored: int
    requests: int
    search_requests: int
    embedding_tokens: int
    limits: UsageLimits
    plan: Literal["free", "pro", "enterprise"]

class ChangeEvent:
    id: str
    type: ChangeEventType
    sequence: int
    memory_id: str
    scope: Scope
    occurred_at: datetime
    memory: Memory | None

class Health:
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
    def create(self, *, content: str, scope: Scope, metadata: Mapping[str, MetadataValue] | None = ..., tags: Sequence[str] | None = ..., expires_at: str | datetime | None = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> Memory: ...
    def batch_create(self, *, items: Sequence[MemoryCreate], idempotency_key: str | None = ..., timeout: float | None = ...) -> BatchCreateResponse: ...
    def get(self, memory_id: str, *, timeout: float | None = ...) -> Memory: ...
    def list(self, *, limit: int | None = ..., cursor: str | None = ..., project_id: str | None = ..., user_id: str | None = ..., agent_id: str | None = ..., tag: Sequence[str] | None = ..., created_after: str | datetime | None = ..., created_before: str | datetime | None = ..., order: Literal["asc", "desc"] | None = ..., timeout: float | None = ...) -> Page[Memory]: ...
    def update(self, memory_id: str, *, content: str = ..., metadata: Mapping[str, MetadataValue] = ..., tags: Sequence[str] = ..., expires_at: str | datetime | None = ..., if_match: int | None = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> Memory: ...
    def delete(self, memory_id: str, *, if_match: int | None = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> None: ...
    def bulk_delete(self, *, ids: Sequence[str] | None = ..., filter: SearchFilter | None = ..., dry_run: bool = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> BulkDeleteResponse: ...

class Keys:
    def list(self, *, timeout: float | None = ...) -> ApiKeyList: ...
    def create(self, *, name: str, kind: Literal["secret", "restricted"], permissions: Sequence[Permission] | None = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> ApiKeyCreated: ...
    def revoke(self, key_id: str, *, idempotency_key: str | None = ..., timeout: float | None = ...) -> None: ...

class UsageResource:
    def get(self, *, timeout: float | None = ...) -> Usage: ...

class Changes:
    def subscribe(self, *, project_id: str, user_id: str | None = ..., agent_id: str | None = ..., since: int | None = ..., last_event_id: str | None = ..., on_event: Callable[[ChangeEvent], None] | None = ..., on_error: Callable[[MnemoraError], None] | None = ...) -> ChangeSubscription: ...

class Mnemora:
    """Synchronous client. api_key defaults to the MNEMORA_API_KEY environment variable."""
    memories: Memories
    keys: Keys
    usage: UsageResource
    changes: Changes
    base_url: str
    def __init__(self, *, api_key: str | None = ..., base_url: str = "https://api.mnemora.dev/v1", timeout: float = 30.0, max_retries: int = 2, logger: Any = ..., http_client: Any = ...) -> None: ...
    def search(self, *, query: str, mode: SearchMode = "hybrid", alpha: float = 0.5, filter: SearchFilter | None = ..., limit: int = 10, cursor: str | None = ..., min_score: float | None = ..., timeout: float | None = ...) -> SearchPage: ...
    def health(self, *, timeout: float | None = ...) -> Health: ...
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
    async def create(self, *, content: str, scope: Scope, metadata: Mapping[str, MetadataValue] | None = ..., tags: Sequence[str] | None = ..., expires_at: str | datetime | None = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> Memory: ...
    async def batch_create(self, *, items: Sequence[MemoryCreate], idempotency_key: str | None = ..., timeout: float | None = ...) -> BatchCreateResponse: ...
    async def get(self, memory_id: str, *, timeout: float | None = ...) -> Memory: ...
    async def list(self, *, limit: int | None = ..., cursor: str | None = ..., project_id: str | None = ..., user_id: str | None = ..., agent_id: str | None = ..., tag: Sequence[str] | None = ..., created_after: str | datetime | None = ..., created_before: str | datetime | None = ..., order: Literal["asc", "desc"] | None = ..., timeout: float | None = ...) -> AsyncPage[Memory]: ...
    async def update(self, memory_id: str, *, content: str = ..., metadata: Mapping[str, MetadataValue] = ..., tags: Sequence[str] = ..., expires_at: str | datetime | None = ..., if_match: int | None = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> Memory: ...
    async def delete(self, memory_id: str, *, if_match: int | None = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> None: ...
    async def bulk_delete(self, *, ids: Sequence[str] | None = ..., filter: SearchFilter | None = ..., dry_run: bool = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> BulkDeleteResponse: ...

class AsyncKeys:
    async def list(self, *, timeout: float | None = ...) -> ApiKeyList: ...
    async def create(self, *, name: str, kind: Literal["secret", "restricted"], permissions: Sequence[Permission] | None = ..., idempotency_key: str | None = ..., timeout: float | None = ...) -> ApiKeyCreated: ...
    async def revoke(self, key_id: str, *, idempotency_key: str | None = ..., timeout: float | None = ...) -> None: ...

class AsyncUsageResource:
    async def get(self, *, timeout: float | None = ...) -> Usage: ...

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
    def __init__(self, *, api_key: str | None = ..., base_url: str = "https://api.mnemora.dev/v1", timeout: float = 30.0, max_retries: int = 2, logger: Any = ..., http_client: Any = ...) -> None: ...
    async def search(self, *, query: str, mode: SearchMode = "hybrid", alpha: float = 0.5, filter: SearchFilter | None = ..., limit: int = 10, cursor: str | None = ..., min_score: float | None = ..., timeout: float | None = ...) -> AsyncSearchPage: ...
    async def health(self, *, timeout: float | None = ...) -> Health: ...
    async def close(self) -> None: ...
    async def __aenter__(self) -> "AsyncMnemora": ...
    async def __aexit__(self, *exc: object) -> None: ...
