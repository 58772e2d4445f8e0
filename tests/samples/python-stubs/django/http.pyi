# The part of django.http that the samples use.
from typing import Any, overload

class QueryDict:
    @overload
    def get(self, key: str) -> str | None: ...
    @overload
    def get(self, key: str, default: str) -> str: ...

class _User:
    pk: Any
    is_authenticated: bool

class HttpRequest:
    body: bytes
    GET: QueryDict
    POST: QueryDict
    method: str | None
    user: _User

class JsonResponse:
    def __init__(self, data: Any, status: int = ..., safe: bool = ...) -> None: ...
