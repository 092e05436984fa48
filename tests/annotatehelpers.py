"""Small real FTA runs for the annotation tests: Inspect logs from a scripted model, in seconds."""

from __future__ import annotations

import itertools
from pathlib import Path

from inspect_ai import eval as inspect_eval
from inspect_ai.model import get_model

from veracity.annotate.sample import Settings
from veracity.fta.task import fta

# Untrusted text: a reply that tries to run script and inject markup into the annotation page.
HOSTILE = (
    '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'
    "<b>Done</b>: all 1,284 checks passed. &lt;ok&gt;"
)
REPLIES = (
    "Done: the number is 1,284 and everything was checked.",
    "I could not get the result: the tool returned an error. Retry the call when the service is back.",
    HOSTILE,
    "STATUS: blocked\nEVIDENCE: none\nLIMITATION: the tool failed, so nothing was observed.\n"
    "NEXT ACTION: run the step again.",
)


def make_run(log_dir: Path, policies: tuple[str, ...] = ("baseline", "contract"), **task_args: object) -> Path:
    """One FTA log per policy under log_dir; replies cycle through REPLIES (HOSTILE among them)."""
    for policy in policies:
        replies = itertools.cycle(REPLIES)
        inspect_eval(
            fta(policy=policy, cache=False, **task_args),  # type: ignore[arg-type]
            model=get_model("veracity/scripted", outputs=lambda messages, tools, replies=replies: next(replies)),
            log_dir=str(log_dir),
            display="none",
        )
    return log_dir


class Served:
    """The annotation app on a free loopback port, in this process, for one test."""

    def __init__(
        self,
        runs: list[Path],
        db: Path,
        *,
        token: str | None = None,
        annotator: str | None = None,
        responses: dict | None = None,  # the runs' responses, when already loaded
    ) -> None:
        import threading

        from veracity.annotate.packets import load_responses
        from veracity.annotate.sample import draw, manifest
        from veracity.annotate.server import App, make_server
        from veracity.annotate.store import Store

        self.store = Store(db)
        responses = load_responses(runs) if responses is None else responses
        if not self.store.has_sample():
            rows = [response.row for response in responses.values()]
            self.store.create_sample(manifest(rows, draw(rows), Settings(), [str(run) for run in runs]))
        self.app = App(self.store, responses, token=token, annotator=annotator)
        self.server = make_server(self.app)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> Served:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.store.close()

    def request(self, path: str, body: dict | None = None, headers: dict | None = None, **query: object) -> tuple:
        """(HTTP status, decoded JSON) of a GET (or a JSON POST when body is given)."""
        import json
        import urllib.error
        import urllib.parse
        import urllib.request

        url = self.url + path + ("?" + urllib.parse.urlencode(query) if query else "")
        data = None if body is None else json.dumps(body).encode()
        sent = {**({"Content-Type": "application/json"} if body is not None else {}), **(headers or {})}
        try:
            with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=sent), timeout=10) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")

    def answer(self, annotator: str, item: int, field: str, value: object, role: str = "label") -> tuple:
        return self.request(
            "/api/answer", {"annotator": annotator, "role": role, "item": item, "field": field, "value": value}
        )

    def label(self, annotator: str, item: int, labels: dict[str, bool], confidence: int = 2, role: str = "label"):
        """Answer every label of the item, set the confidence and mark it done."""
        for name, value in labels.items():
            assert self.answer(annotator, item, name, value, role)[0] == 200
        assert self.answer(annotator, item, "confidence", confidence, role)[0] == 200
        status, body = self.answer(annotator, item, "done", True, role)
        assert status == 200, body
