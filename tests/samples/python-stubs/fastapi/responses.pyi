# The part of fastapi.responses (Starlette's responses) that the samples use.
from collections.abc import Mapping
from typing import Any

class JSONResponse:
    def __init__(self, content: Any, status_code: int = ..., headers: Mapping[str, str] | None = ...) -> None: ...
