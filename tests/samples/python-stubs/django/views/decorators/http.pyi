from collections.abc import Callable
from typing import TypeVar

_F = TypeVar("_F", bound=Callable[..., object])

def require_GET(func: _F) -> _F: ...
def require_POST(func: _F) -> _F: ...
