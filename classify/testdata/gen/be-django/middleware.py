class TokenMiddleware:
    """Requires the X-Token header on /admin (reads it without a default)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith("/admin") and request.headers["X-Token"] != "s3cret":
            return None
        return self.get_response(request)
