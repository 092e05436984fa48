"""token-accounting, replayed through the real hook process (and its tokenizer extraction in process)."""

from __future__ import annotations

import pytest

from hooksession import Session, decisions, log_records, replay
from veracity.runtime.portfolio.tokens import token_task, tokenizer_name

TASK = (
    "Count the total number of tokens in the `question` and `answer` fields of data/train.jsonl, only for rows "
    'whose `split` is "test", using the Qwen/Qwen2.5-1.5B-Instruct tokenizer. Write the final integer to '
    "/app/answer.txt."
)
PORTFOLIO = "token-accounting"
SCRIPT = (
    "import json\nfrom transformers import AutoTokenizer\n"
    'tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")\n'
    "rows = [r for r in map(json.loads, open('data/train.jsonl')) if r['split'] == 'test']\n"
    "sub = {f: sum(len(tok(r[f])['input_ids']) for r in rows) for f in ('question', 'answer')}\n"
    "print('rows:', len(rows)); [print(f + ':', n) for f, n in sub.items()]; print('total:', sum(sub.values()))\n"
)
RECONCILED = "rows: 120\nquestion: 20113\nanswer: 28100\ntotal: 48213"


def _replay(session, state_dir, portfolio=PORTFOLIO):
    """Replay, and fail on any hook diagnostic: a policy error fails open and would pass silently."""
    replies = replay(session, state_dir, portfolio=portfolio)
    assert [r.stderr for r in replies if r.stderr] == []
    return replies


def _scripted(tmp_path, task=TASK):
    (tmp_path / "count.py").write_text(SCRIPT)
    path = str(tmp_path / "count.py")
    written = {"type": "create", "filePath": path, "content": SCRIPT}
    return Session(cwd=str(tmp_path)).prompt(task).tool("Write", {"file_path": path, "content": SCRIPT}, written)


@pytest.mark.parametrize(
    ("task", "name"),
    [
        (TASK, "Qwen/Qwen2.5-1.5B-Instruct"),
        (
            "How many tokens does the `text` column of the dataset hold with tiktoken's cl100k_base encoding?",
            "cl100k_base",
        ),
        ("Use the bert-base-uncased tokenizer to count tokens over all rows of reviews.csv.", "bert-base-uncased"),
        (
            "Compute the token count of the corpus. The tokenizer is `deepseek-ai/DeepSeek-V3`.",
            "deepseek-ai/DeepSeek-V3",
        ),
        (
            "Count tokens in the `content` field of the dataset with the `bigscience/bloom` tokenizer.",
            "bigscience/bloom",
        ),
        ("Count the tokens in the dataset with the GPT-2 tokenizer.", "GPT-2"),
    ],
)
def test_tokenizer_name_and_eligibility(task, name):
    assert tokenizer_name(task) == name
    assert token_task(task)


@pytest.mark.parametrize(
    "task",
    [
        "Count the tokens in the dataset, using a tokenizer and/or a script.",  # no tokenizer named
        "Fix the tokenizer bug in parser.py so the tests pass.",
        "Count the number of rows in data.csv.",
    ],
)
def test_not_eligible(task):
    assert not token_task(task)


def test_a_bare_total_is_blocked_then_a_reconciled_run_is_behaviour(tmp_path):
    session = (
        _scripted(tmp_path)
        .bash("python3 count.py | tail -1", "total: 48213")
        .bash("echo 48213 > /app/answer.txt")
        .stop("The total is 48213 tokens; written to /app/answer.txt.")
        .bash("python3 count.py", RECONCILED)
        .stop("120 rows; 20113 + 28100 = 48213.", active=True)
    )
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    blocked = next(r for r in replies if r.decision)
    assert "no successful run with the `Qwen/Qwen2.5-1.5B-Instruct` tokenizer" in blocked.text
    assert "subtotals add up to the integer you report" in blocked.text
    behaviour = [r for r in log_records(tmp_path / "state") if r["record"] == "behaviour"]
    assert [(r["policy"], r["after_nudge"]) for r in behaviour] == [("token-accounting", True)]


def test_an_empty_selection_is_named(tmp_path):
    session = _scripted(tmp_path).bash("python3 count.py", "rows: 0\nquestion: 0\nanswer: 0\ntotal: 0").stop("0.")
    replies = _replay(session, tmp_path / "state")
    assert decisions(replies) == [("Stop", "block")]
    assert "shows an empty selection (`rows: 0`)" in replies[-1].text


def test_answer_written_after_the_run_is_silent_but_a_script_edit_is_not(tmp_path):
    answered = (
        _scripted(tmp_path)
        .bash("python3 count.py", RECONCILED)
        .tool("Write", {"file_path": "/app/answer.txt", "content": "48213\n"}, {"type": "create"})
        .stop("48213.")
    )
    assert decisions(_replay(answered, tmp_path / "a")) == []
    edited = _scripted(tmp_path).bash("python3 count.py", RECONCILED).bash("sed -i 's/test/dev/' count.py").stop("Ok.")
    assert decisions(_replay(edited, tmp_path / "b")) == [("Stop", "block")]


def test_lookalike_runs_do_not_count(tmp_path):
    session = (
        _scripted(tmp_path)
        .bash("cat count.py", SCRIPT + "\n# 1 2 3")
        .bash('echo "Qwen/Qwen2.5-1.5B-Instruct question 20113 answer 28100"', "Qwen question 20113 answer 28100")
        .bash("python3 count.py", "Traceback (most recent call last): 1 2", exit_code=1)
        .stop("48213.")
    )
    assert decisions(_replay(session, tmp_path / "state")) == [("Stop", "block")]


def test_inline_tiktoken_count_is_silent(tmp_path):
    task = "Report the total token count of the title and body fields in posts.csv using the o200k_base encoding."
    inline = (
        "python3 - <<'EOF'\nimport csv, tiktoken\nenc = tiktoken.get_encoding('o200k_base')\n"
        "rows = list(csv.DictReader(open('posts.csv')))\n"
        "t = sum(len(enc.encode(r['title'])) for r in rows); b = sum(len(enc.encode(r['body'])) for r in rows)\n"
        "print(len(rows), t, b, t + b)\nEOF"
    )
    session = Session(cwd=str(tmp_path)).prompt(task).bash(inline, "50 1200 3400 4600").stop("4600 tokens.")
    assert decisions(_replay(session, tmp_path / "state")) == []


def test_ineligible_task_is_silent(tmp_path):
    session = _scripted(tmp_path, task="Count the number of rows in data/train.jsonl.").stop("120 rows.")
    assert decisions(_replay(session, tmp_path / "state")) == []
    assert [r["eligible"] for r in log_records(tmp_path / "state") if r["record"] == "eligibility"] == [False]


def test_nudge_limit_one_per_session(tmp_path):
    session = _scripted(tmp_path).stop("48213.").stop("48213, final.", active=True)
    assert decisions(_replay(session, tmp_path / "state", portfolio="default")) == [("Stop", "block")]
    fired = [r["fired"] for r in log_records(tmp_path / "state") if r["record"] == "decision"]
    assert fired == [True, False]
