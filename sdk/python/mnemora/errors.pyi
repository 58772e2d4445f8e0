"""Errors of the Mnemora Python SDK (``mnemora.errors``), the same classes as the TypeScript SDK.

Every error has ``code`` (the API's stable error code, or ``"connection_error"``/``"timeout"``),
``status`` (HTTP status or ``None``), ``request_id`` (``req_…`` or ``None``), ``details`` and
``retryable``. ``RateLimitError``, ``QuotaExceededError`` and ``ServiceUnavailableError`` add
``retry_after`` (seconds, from ``Retry-After``).
"""

import builtins
from typing import Literal

class ErrorDetail:
    field: str
    issue: str

class MnemoraError(Exception):
    code: str
    status: int | None
    request_id: str | None
    details: list[ErrorDetail]
    retryable: bool
    message: str

class InvalidRequestError(MnemoraError):
    code: Literal["invalid_request"]
    status: Literal[400]

class ValidationError(MnemoraError):
    code: Literal["validation_failed"]
    status: Literal[422]

class AuthenticationError(MnemoraError):
    code: Literal["unauthenticated"]
    status: Literal[401]

class PermissionDeniedError(MnemoraError):
    code: Literal["permission_denied"]
    status: Literal[403]

class NotFoundError(MnemoraError):
    code: Literal["not_found"]
    status: Literal[404]

class ConflictError(MnemoraError):
    code: Literal["version_conflict", "idempotency_key_reused"]
    status: Literal[409]

class PayloadTooLargeError(MnemoraError):
    code: Literal["payload_too_large"]
    status: Literal[413]

class RateLimitError(MnemoraError):
    code: Literal["rate_limited"]
    status: Literal[429]
    retry_after: int

class QuotaExceededError(MnemoraError):
    code: Literal["quota_exceeded"]
    status: Literal[429]
    retry_after: int

class InternalServerError(MnemoraError):
    code: Literal["internal_error"]
    status: Literal[500]

class ServiceUnavailableError(MnemoraError):
    code: Literal["service_unavailable"]
    status: Literal[503]
    retry_after: int

class ConnectionError(MnemoraError, builtins.ConnectionError):  # noqa: A001 - same name as the TypeScript SDK; also the built-in, so `except ConnectionError:` written for the standard library still catches it
    code: Literal["connection_error"]
    status: None
    request_id: None

class TimeoutError(MnemoraError, builtins.TimeoutError):  # noqa: A001 - same name as the TypeScript SDK; also the built-in, so `except TimeoutError:` written for the standard library still catches it
    code: Literal["timeout"]
    status: None
    request_id: None
