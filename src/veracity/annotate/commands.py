"""`veracity annotate ...`: draw the validation sample, serve the annotation app, export, agreement."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from veracity.cli import InputError

DEFAULT_DB = "annotations.sqlite"


def _manifest_path(db: str, given: str | None) -> Path:
    return Path(given) if given else Path(db).with_suffix(".manifest.json")


def _open_store(db: str, must_exist: bool = False) -> Any:
    from veracity.annotate.store import Store, StoreError

    if must_exist and not Path(db).exists():
        raise InputError(f"--db {db}: no such file")
    try:
        return Store(db)
    except (StoreError, OSError) as error:
        raise InputError(str(error)) from None


def _responses(runs: list[str]) -> dict[str, Any]:
    from veracity.annotate.packets import PacketError, load_responses

    try:
        return load_responses(runs)
    except PacketError as error:
        raise InputError(str(error)) from None


def _settings(args: argparse.Namespace) -> Any:
    from veracity.annotate.sample import DEFAULT_FRACTION, DEFAULT_MIN_PER_MODEL, DEFAULT_SEED, Settings

    return Settings(
        fraction=DEFAULT_FRACTION if args.fraction is None else args.fraction,
        min_per_model=DEFAULT_MIN_PER_MODEL if args.min_per_model is None else args.min_per_model,
        seed=DEFAULT_SEED if args.seed is None else args.seed,
    )


def _ensure_sample(store: Any, args: argparse.Namespace, responses: dict[str, Any]) -> None:
    """Draw and store the sample (manifest first) unless the database holds one already."""
    from veracity.annotate.sample import draw, manifest, write_manifest

    given = [name for name in ("fraction", "min_per_model", "seed") if getattr(args, name) is not None]
    if store.has_sample():
        if given:
            options = ", ".join("--" + name.replace("_", "-") for name in given)
            raise InputError(f"--db {store.path}: already holds a sample; {options} apply only to a new database")
        return
    settings = _settings(args)
    rows = [response.row for response in responses.values()]
    chosen = draw(rows, settings)
    content = manifest(rows, chosen, settings, args.run)
    path = _manifest_path(args.db, getattr(args, "manifest", None))
    write_manifest(path, content)
    store.create_sample(content)
    per_model = "; ".join(f"{m}: {v['sampled']} of {v['responses']}" for m, v in content["models"].items())
    print(f"sample: {len(chosen)} of {len(rows)} responses (seed {settings.seed}; {per_model}) -> {path}")


def cmd_sample(args: argparse.Namespace) -> int:
    responses = _responses(args.run)
    store = _open_store(args.db)
    if store.has_sample():
        raise InputError(f"--db {args.db}: already holds a sample; it is never redrawn (use a new --db)")
    _ensure_sample(store, args, responses)
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    import secrets

    from veracity.annotate.server import App, is_loopback, make_server
    from veracity.annotate.store import StoreError

    responses = _responses(args.run)  # first: a wrong --run creates no database
    store = _open_store(args.db)
    _ensure_sample(store, args, responses)
    token = args.token or (None if is_loopback(args.host) else secrets.token_urlsafe(18))
    try:
        app = App(store, responses, token=token, annotator=args.annotator)
        server = make_server(app, args.host, args.port)
    except StoreError as error:
        raise InputError(str(error)) from None
    except OSError as error:
        raise InputError(f"--host {args.host} --port {args.port}: {error.strerror or error}") from None
    host = f"[{args.host}]" if ":" in args.host else args.host
    base = f"http://{host}:{server.server_address[1]}/"

    def url(**query: str) -> str:
        shown = {key: value for key, value in query.items() if value}
        return base + ("?" + "&".join(f"{key}={value}" for key, value in shown.items()) if shown else "")

    print(f"{len(app.responses)} items in {args.db}; answers are saved as they are given")
    print(f"label:      {url(annotator=args.annotator or '', token=token or '')}")
    print(f"adjudicate: {url(annotator=args.annotator or '', role='adjudicate', token=token or '')}")
    print("Ctrl-C stops the server", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        store.close()
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from veracity.annotate.results import record, results
    from veracity.fta.labels import write_label_records

    store = _open_store(args.db, must_exist=True)
    if args.annotator:
        rows = []
        for item, response_id, control in store.items():
            answers = store.answers(args.annotator, "label", item)
            if answers.get("done"):
                rows.append(record(response_id, args.annotator, answers, control))
        count = write_label_records(args.out, rows)
        print(f"{count} finished label(s) by {args.annotator} -> {args.out}")
        return 0
    found = results(store)
    count = write_label_records(args.out, found.final)
    print(
        f"{count} final label(s) -> {args.out}; waiting: {found.pending['annotation']} for annotation, "
        f"{found.pending['adjudication']} for adjudication"
    )
    return 0


def cmd_agreement(args: argparse.Namespace) -> int:
    from veracity.annotate.results import results
    from veracity.fta.labels import format_agreement

    store = _open_store(args.db, must_exist=True)
    found = results(store)
    if args.run:
        from veracity.fta.report import load_rows

        try:
            comparisons = list(load_rows(args.run, human_labels=args.db).agreement)
        except (FileNotFoundError, ValueError) as error:
            raise InputError(str(error)) from None
    else:
        from veracity.annotate.results import human_agreement
        from veracity.fta.report import Comparison

        comparisons = [Comparison("first annotator", "second annotator", human_agreement(found))]
    if args.json:
        content = [
            {
                "first": c.first,
                "second": c.second,
                "labels": {
                    label: {key: None if value != value else value for key, value in a.as_dict().items()}
                    for label, a in c.table.items()
                },
            }
            for c in comparisons
        ]
        print(json.dumps(content, indent=2))
    else:
        print("\n\n".join(format_agreement(c.table, c.first, c.second) for c in comparisons))
        print(
            f"\n{len(found.first)} item(s) with two finished annotations, {len(found.final)} settled; waiting: "
            f"{found.pending['annotation']} for annotation, {found.pending['adjudication']} for adjudication"
        )
    return 0


def _fraction(value: str) -> float:
    number = float(value)
    if not 0 < number <= 1:
        raise argparse.ArgumentTypeError(f"expected a fraction in (0, 1], got {value}")
    return number


def _count(value: str) -> int:
    number = int(value)
    if number < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, got {value}")
    return number


def _sample_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--run", nargs="+", required=True, metavar="LOGDIR", help="FTA log folders or .eval files")
    parser.add_argument("--db", default=DEFAULT_DB, help=f"the annotation database (default {DEFAULT_DB})")
    parser.add_argument("--fraction", type=_fraction, help="share of each model's responses to sample (0.15)")
    parser.add_argument("--min-per-model", type=_count, help="at least this many per model, or all it has (30)")
    parser.add_argument("--seed", type=int, help="the sample's seed (20261130)")


def register(commands: Any) -> None:
    annotate = commands.add_parser("annotate", help="human labels: a blinded annotation app, export, agreement")
    sub = annotate.add_subparsers(dest="annotate_command", required=True, metavar="SUBCOMMAND")

    sample = sub.add_parser("sample", help="draw the validation sample and write its manifest")
    _sample_options(sample)
    sample.add_argument("--manifest", help="where to write the manifest (default: beside the database)")
    sample.set_defaults(handler=cmd_sample)

    serve = sub.add_parser("serve", help="the annotation web app (draws the sample first on a new database)")
    _sample_options(serve)
    serve.add_argument("--annotator", help="serve this annotator only (otherwise the page asks for a name)")
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (beyond localhost needs a token)")
    serve.add_argument("--port", type=int, default=8765, help="port (0 picks a free one)")
    serve.add_argument("--token", help="require this token (made for you when binding beyond localhost)")
    serve.set_defaults(handler=cmd_serve)

    export = sub.add_parser("export", help="final labels (or one annotator's) in the published label schema")
    export.add_argument("--db", default=DEFAULT_DB, help=f"the annotation database (default {DEFAULT_DB})")
    export.add_argument("--out", required=True, help="the JSONL file to write")
    export.add_argument("--annotator", help="this annotator's finished labels instead of the final ones")
    export.set_defaults(handler=cmd_export)

    agreement = sub.add_parser("agreement", help="human-human and auditor-human agreement and kappa per label")
    agreement.add_argument("--db", default=DEFAULT_DB, help=f"the annotation database (default {DEFAULT_DB})")
    agreement.add_argument("--run", nargs="+", metavar="LOGDIR", help="the runs, for agreement with the auditor")
    agreement.add_argument("--json", action="store_true", help="print JSON")
    agreement.set_defaults(handler=cmd_agreement)
