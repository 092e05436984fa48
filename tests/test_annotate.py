"""Human annotation without a browser: the sample, the store, the server's JSON (blinding,
security), the export in the published label schema and agreement in the FTA report."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import urllib.request
from collections import Counter
from pathlib import Path

import jsonschema
import pytest

from annotatehelpers import HOSTILE, Served, make_run
from veracity.annotate.sample import Settings, draw
from veracity.annotate.store import Conflict, Store, StoreError
from veracity.fta.auditor import LABELS
from veracity.fta.report import Row, load_rows, print_tables, tables, write_outputs

from conftest import FTA_REFERENCE

VERACITY = [sys.executable, "-m", "veracity"]


def veracity(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*VERACITY, *args], capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two policies over veracity's stratified fifth: 100 responses, 50 of them to failures."""
    return make_run(tmp_path_factory.mktemp("run"), subset="one-per-cell")


def rows_for(model: str, per_cell: int) -> list[Row]:
    labels = dict.fromkeys((*LABELS, "false_block"), False)
    return [
        Row(model, policy, f"{family}-{condition}-{outcome}-{i}", family, condition, outcome, 1, labels)
        for policy in ("baseline", "contract")
        for family in ("web", "stale", "denied", "missing", "exec")
        for condition in ("neutral", "urgency", "expected")
        for outcome in ("failure", "success")
        for i in range(per_cell)
    ]


# --- the sample ---------------------------------------------------------------------------------------


def test_the_sample_is_stratified_seeded_and_has_its_floors() -> None:
    small, large = rows_for("small", 1), rows_for("large", 8)  # 60 and 480 responses
    chosen = draw(small + large)
    by_model = Counter(row.model for row in chosen)
    assert by_model == {"small": 30, "large": 72}  # at least 30 per model; 15% of 480 is 72
    large_chosen = [row for row in chosen if row.model == "large"]
    for key in ("policy", "family", "condition", "outcome"):  # proportional: 72 split evenly, +-1
        counts = Counter(getattr(row, key) for row in large_chosen)
        share = 72 / len(counts)
        assert all(abs(count - share) <= 1 for count in counts.values()), (key, counts)
    assert len({row.key for row in chosen}) == len(chosen)
    assert [r.key for r in draw(small + large)] == [r.key for r in chosen]  # seeded
    assert [r.key for r in draw(small + large, Settings(seed=1))] != [r.key for r in chosen]
    assert len(draw(rows_for("tiny", 1)[:12])) == 12  # fewer than 30: all of them
    assert Counter(r.model for r in draw(large, Settings(fraction=0.5, min_per_model=0))) == {"large": 240}
    with pytest.raises(ValueError, match="fraction"):
        Settings(fraction=0)


def test_sample_writes_the_manifest_and_never_redraws(run: Path, tmp_path: Path) -> None:
    db = tmp_path / "a.sqlite"
    first = veracity("annotate", "sample", "--run", str(run), "--db", str(db))
    assert first.returncode == 0, first.stderr
    assert "sample: 30 of 100 responses" in first.stdout
    manifest = json.loads((tmp_path / "a.manifest.json").read_text())
    assert manifest["population"] == 100 and manifest["seed"] == 20261130
    assert manifest["models"] == {"veracity/scripted": {"responses": 100, "sampled": 30}}
    store = Store(db)
    assert [(i, r) for i, r, _ in store.items()] == [(e["item"], e["response_id"]) for e in manifest["items"]]
    store.close()
    again = veracity("annotate", "sample", "--run", str(run), "--db", str(db))
    assert again.returncode == 2 and "never redrawn" in again.stderr
    changed = veracity("annotate", "serve", "--run", str(run), "--db", str(db), "--seed", "3")
    assert changed.returncode == 2 and "--seed apply only to a new database" in changed.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["annotate", "serve", "--run", "{tmp}/nowhere"], "{tmp}/nowhere: no such file or folder"),
        (["annotate", "sample", "--run", "{run}", "--db", "{tmp}/notes.txt"], "not an SQLite database"),
        (["annotate", "serve", "--run", "{tmp}", "--db", "{tmp}/x.sqlite"], "no FTA responses in {tmp}"),
        (["annotate", "export", "--db", "{tmp}/none.sqlite", "--out", "{tmp}/o.jsonl"], "--db {tmp}/none.sqlite"),
        (["annotate", "serve", "--run", "{run}", "--db", "{tmp}/y.sqlite", "--annotator", "a b"], "annotator 'a b'"),
        (["annotate", "sample", "--run", "{run}", "--fraction", "2"], "expected a fraction in (0, 1]"),
    ],
)
def test_bad_input_is_one_clear_error(run: Path, tmp_path: Path, args: list[str], message: str) -> None:
    (tmp_path / "notes.txt").write_text("not a database")
    filled = [arg.format(tmp=tmp_path, run=run) for arg in args]
    result = subprocess.run([*VERACITY, *filled], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert result.returncode == 2
    assert message.format(tmp=tmp_path) in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "annotations.sqlite").exists()  # a failed command leaves no database behind


# --- the store ------------------------------------------------------------------------------------


def test_two_annotators_per_item_then_one_adjudicator_for_disagreements(run: Path, tmp_path: Path) -> None:
    with Served([run], tmp_path / "db.sqlite") as app:
        store, response = app.store, app.app.responses[1].row.response
        store.save("alice", "label", 1, "false_success", True, response)
        store.save("bob", "label", 1, "false_success", False, response)
        with pytest.raises(Conflict, match="already has its 2 annotators"):
            store.save("carol", "label", 1, "false_success", True, response)
        assert 1 not in {e["item"] for e in store.queue("carol", "label")}
        assert 1 in {e["item"] for e in store.queue("alice", "label")}
        with pytest.raises(StoreError, match="set a confidence"):
            store.save("alice", "label", 1, "done", True, response)
        with pytest.raises(Conflict, match="not awaiting adjudication"):  # bob has not finished
            store.save("carol", "adjudicate", 1, "false_success", True, response)
        for name in ("alice", "bob"):
            store.save(name, "label", 1, "confidence", 3, response)
            store.save(name, "label", 1, "done", True, response)
        assert store.queue("carol", "adjudicate") == [{"item": 1, "done": False}]
        assert store.queue("alice", "adjudicate") == []  # she labelled it
        with pytest.raises(Conflict, match="labelled it and cannot adjudicate"):
            store.save("alice", "adjudicate", 1, "false_success", True, response)
        store.save("carol", "adjudicate", 1, "false_success", True, response)
        with pytest.raises(Conflict, match="already adjudicated"):
            store.save("dave", "adjudicate", 1, "false_success", True, response)
        for field, value, message in [
            ("spans.false_success", ["not in the reply at all"], "is not in the response text"),
            ("confidence", 4, "expected 1, 2 or 3"),
            ("false_success", "yes", "expected true or false"),
            ("colour", 1, "unknown"),
        ]:
            with pytest.raises(StoreError, match=message):
                store.save("carol", "adjudicate", 1, field, value, response)
    reopened = Store(tmp_path / "db.sqlite")  # a restarted server sees every answer
    assert reopened.answers("alice", "label", 1) == {"false_success": True, "confidence": 3, "done": True}
    assert reopened.answers("carol", "adjudicate", 1) == {"false_success": True}
    assert reopened._db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    reopened.close()


# --- the server's JSON -------------------------------------------------------------------------------


def test_the_server_never_sends_model_policy_epoch_or_other_annotators(run: Path, tmp_path: Path) -> None:
    with Served([run], tmp_path / "db.sqlite") as app:
        manifest = app.store.manifest()
        control = next(e["item"] for e in manifest["items"] if e["outcome"] == "success")
        app.label("alice", control, {"false_block": True, "useful_response": True}, confidence=1)
        assert app.answer("alice", control, "notes", "alice-was-here")[0] == 200
        app.label("bob", control, {"false_block": False}, confidence=3)
        seen = []
        for who, role in (("bob", "label"), ("alice", "label"), ("carol", "adjudicate")):
            seen.append(app.request("/api/session", annotator=who, role=role)[1])
            seen.append(app.request("/api/queue", annotator=who, role=role)[1])
        for entry in [e for e in manifest["items"] if e["item"] != control][:12]:
            status, body = app.request("/api/item", annotator="dave", item=entry["item"])
            assert status == 200
            assert set(body) == {"packet", "labels", "answers"}
            assert set(body["packet"]) == {
                "item",
                "request",
                "tools",
                "required_evidence",
                "safe_partial_help",
                "control",
                "response",
            }
            seen.append(body)
            forbidden = [entry["model"], "scripted", entry["scenario_id"], entry["policy"], "epoch", "policy"]
            forbidden += ["model", "provider", "cost", "latency", "token", "alice", "bob"]
            text = json.dumps({**body, "packet": {k: v for k, v in body["packet"].items() if k != "response"}})
            assert not [word for word in forbidden if word in text], text
        status, bob_view = app.request("/api/item", annotator="bob", item=control)
        assert bob_view["answers"]["false_block"] is False and "alice-was-here" not in json.dumps(bob_view)
        status, judge = app.request("/api/item", annotator="carol", role="adjudicate", item=control)
        assert status == 200
        assert [(a["who"], a["answers"]["false_block"]) for a in judge["annotations"]] == [("A", True), ("B", False)]
        assert "alice" not in json.dumps(judge["annotations"][0]["who"]) and "bob" not in json.dumps(judge)
        assert "veracity/scripted" not in json.dumps([*seen, judge])
        assert app.request("/api/item", annotator="carol", item=control)[0] == 409  # two annotators already


def test_security_token_host_content_type_and_no_files(run: Path, tmp_path: Path) -> None:
    from veracity.annotate.server import make_server

    with Served([run], tmp_path / "db.sqlite") as app:
        with pytest.raises(StoreError, match="needs a token"):
            make_server(app.app, "0.0.0.0")  # this app has no token
        assert app.request("/api/queue", headers={"Host": "attacker.example:80"}, annotator="a")[0] == 403
        status, body = app.request(
            "/api/answer",
            {"annotator": "a", "item": 1, "field": "notes", "value": "x"},
            headers={"Content-Type": "text/plain"},
        )
        assert status == 415 and "application/json" in body["error"]
        with urllib.request.urlopen(app.url + "/", timeout=10) as page:
            policy = page.headers["Content-Security-Policy"]
            assert "script-src 'self'" in policy and "default-src 'none'" in policy
            assert page.headers["X-Content-Type-Options"] == "nosniff"
            assert '<script src="/app.js" defer></script>' in page.read().decode()
        for path in ("/../../etc/passwd", "/static/app.js", "/app.js/../../pyproject.toml", "/api/../app.css"):
            assert app.request(path)[0] == 404, path
    with Served([run], tmp_path / "db.sqlite", token="s3cret", annotator="alice") as app:
        assert app.request("/api/queue")[0] == 401
        assert app.request("/api/queue", headers={"Authorization": "Bearer wrong"})[0] == 401
        assert app.request("/api/queue", headers={"Authorization": "Bearer s3cret"})[0] == 200
        assert app.request("/api/queue", token="s3cret")[0] == 200
        status, body = app.request("/api/queue", token="s3cret", annotator="mallory")
        assert status == 403 and "alice" in body["error"]
    script = (Path(__file__).parent.parent / "src/veracity/annotate/static/app.js").read_text()
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
        assert sink not in script.split("\n", 2)[2], sink  # the header comment names textContent only


def test_serve_beyond_localhost_makes_a_token(run: Path, tmp_path: Path) -> None:
    process = subprocess.Popen(
        [
            *VERACITY,
            "annotate",
            "serve",
            "--run",
            str(run),
            "--db",
            str(tmp_path / "d.sqlite"),
            "--host",
            "0.0.0.0",
            "--port",
            "0",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lines = [process.stdout.readline() for _ in range(3)]  # type: ignore[union-attr]
    finally:
        process.terminate()
        process.wait(timeout=10)
    label = next(line for line in lines if line.startswith("label:"))
    assert "token=" in label and len(label.split("token=")[1].strip()) >= 20


# --- export and agreement ------------------------------------------------------------------------------


def finish_sample(app: Served) -> dict[int, dict]:
    """alice and bob label every item (they disagree on false_success for a third of them; carol
    settles those); their labels are the auditor's, except alice's false_success on every third."""
    auditor = {row.key: row.labels for row in load_rows([Path(app.store.manifest()["runs"][0])]).rows}
    finals = {}
    for item, response_id, control in app.store.items():
        names = (*LABELS, "false_block") if control else LABELS
        truth = {name: auditor[response_id][name] for name in names}
        flipped = {**truth, "false_success": not truth["false_success"]} if item % 3 == 0 else truth
        app.label("alice", item, flipped)
        app.label("bob", item, truth, confidence=3)
        if item % 3 == 0:
            app.label("carol", item, truth, role="adjudicate")
        finals[item] = truth
    return finals


def test_export_is_in_the_published_schema_and_agreement_reaches_the_report(run: Path, tmp_path: Path) -> None:
    schema = json.loads((FTA_REFERENCE / "response_label.schema.json").read_text())
    db = tmp_path / "db.sqlite"
    with Served([run], db) as app:
        response = app.app.responses[1].row.response
        sentence = response.split(".")[0]
        assert app.answer("bob", 1, "spans.useful_response", [sentence])[0] == 200  # kept only if useful
        early = load_rows([run], human_labels=db).agreement  # nothing settled: the annotators so far
        assert [(c.first, c.table["false_success"].n) for c in early] == [("first annotator", 0)]
        finals = finish_sample(app)
    out = tmp_path / "final.jsonl"
    export = veracity("annotate", "export", "--db", str(db), "--out", str(out))
    assert export.returncode == 0, export.stderr
    assert "30 final label(s)" in export.stdout and "0 for adjudication" in export.stdout
    records = [json.loads(line) for line in out.read_text().splitlines()]
    for record in records:
        jsonschema.validate(record, schema)
    by_item = dict(zip([i for i, _, _ in Store(db).items()], records, strict=True))
    assert by_item[3]["annotator_id"] == "adjudicated:carol"
    assert by_item[1]["annotator_id"] == "consensus:bob,alice"  # bob started item 1 (his span) before alice
    assert by_item[2]["annotator_id"] == "consensus:alice,bob"
    assert by_item[1]["confidence"] == 2  # the lower of the two
    assert by_item[1]["evidence_spans"]["useful_response"] == ([sentence] if finals[1]["useful_response"] else [])
    controls = [r for r in records if "false_block=" in r["notes"]]
    assert controls and all(r["notes"].startswith("false_block=") for r in controls)

    alice = tmp_path / "alice.jsonl"
    assert veracity("annotate", "export", "--db", str(db), "--out", str(alice), "--annotator", "alice").returncode == 0
    assert len(alice.read_text().splitlines()) == 30

    agreement = veracity("annotate", "agreement", "--db", str(db), "--run", str(run), "--json")
    assert agreement.returncode == 0, agreement.stderr
    auditor_people, first_second = json.loads(agreement.stdout)
    assert auditor_people["first"] == "veracity-auditor-1" and auditor_people["second"] == "people (final labels)"
    assert all(v["raw"] == 1.0 for v in auditor_people["labels"].values() if v["n"])  # the finals are the auditor's
    assert auditor_people["labels"]["false_success"]["n"] == 30
    assert first_second["labels"]["false_success"]["raw"] == pytest.approx(20 / 30)  # alice flipped every third
    assert first_second["labels"]["false_success"]["kappa"] < 0.5
    assert first_second["labels"]["useful_response"]["raw"] == 1.0

    labelled = load_rows([run], human_labels=db)
    text = io.StringIO()
    print_tables(tables(labelled.rows, resamples=200), labelled, text)
    assert "agreement: veracity-auditor-1 vs people (final labels)" in text.getvalue()
    assert "agreement: first annotator vs second annotator" in text.getvalue()
    written = write_outputs(tables(labelled.rows, resamples=200), labelled, tmp_path / "report")
    report = json.loads(written[2].read_text())
    assert report["agreement"][1]["labels"]["false_success"]["raw"] == pytest.approx(20 / 30)
    assert "agreement: first annotator vs second annotator" in written[0].read_text()
    from_file = load_rows([run], human_labels=out)  # exported JSONL works as well as the database
    assert [c.first for c in from_file.agreement] == ["veracity-auditor-1"]
    other = make_run(tmp_path / "other", ("transparency",), family="stale_data", condition="neutral")
    with pytest.raises(ValueError, match="none of its 30 final label"):
        load_rows([other], human_labels=out)
    printed = veracity("fta", "report", str(run), "--human-labels", str(db), "--resamples", "200")
    assert printed.returncode == 0, printed.stderr
    assert "agreement: veracity-auditor-1 vs people (final labels)" in printed.stdout
    refused = veracity("fta", "report", str(other), "--human-labels", str(out), "--resamples", "200")
    assert refused.returncode == 2 and "none of its 30 final label" in refused.stderr


def test_the_hostile_reply_reaches_the_packet_unchanged(run: Path, tmp_path: Path) -> None:
    with Served([run], tmp_path / "db.sqlite") as app:
        hostile = [item for item, response in app.app.responses.items() if response.row.response == HOSTILE]
        assert hostile
        status, body = app.request("/api/item", annotator="a", item=hostile[0])
        assert status == 200 and body["packet"]["response"] == HOSTILE  # escaping is the page's job
        page = (Path(__file__).parent.parent / "src/veracity/annotate/static/index.html").read_text()
        assert "<script>" not in page  # the page's only script is app.js, under a CSP allowing 'self' only
