// veracity annotate: one packet at a time, driven by the keyboard, every change saved at once.
// Packet text is untrusted (model replies, tool output): it is only ever set with textContent.
"use strict";

const params = new URLSearchParams(location.search);
const token = params.get("token");
const state = {
  annotator: params.get("annotator") || "",
  role: params.get("role") || "label",
  labels: [], // {name, key, help} from the server
  queue: [], // {item, done}
  item: null, // the current item's data from /api/item
  focus: 0, // index into the item's labels
  cursor: [0, 0], // first and last response segment under the sentence cursor
  segments: [], // the response's sentence elements
  pending: 0,
  loading: false,
};

const $ = (id) => document.getElementById(id);

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

function status(text, error) {
  $("status").textContent = text;
  $("status").className = error ? "error" : "";
}

async function api(path, body) {
  const query = new URLSearchParams({ annotator: state.annotator, role: state.role });
  const headers = {};
  if (token) headers.Authorization = "Bearer " + token;
  const options = { headers, keepalive: Boolean(body) };
  if (body) {
    options.method = "POST";
    headers["Content-Type"] = "application/json";
    options.body = JSON.stringify({ annotator: state.annotator, role: state.role, ...body });
  }
  const response = await fetch(path + (body ? "" : (path.includes("?") ? "&" : "?") + query), options);
  const data = await response.json().catch(() => ({ error: "HTTP " + response.status }));
  if (!response.ok) throw new Error(data.error || "HTTP " + response.status);
  return data;
}

// --- saving ----------------------------------------------------------------------------------

// Saves go to the server one after another, in the order they were made: a quick "s s" or
// "3 Enter" must reach the database in that order (the server refuses "done" before a confidence).
let saving = Promise.resolve();

function save(field, value) {
  const item = state.item;
  item.answers[field] = value; // show it at once; the server's copy comes back when saved
  state.pending += 1;
  status("saving…");
  render();
  const done = saving.then(() => send(item, field, value));
  saving = done.catch(() => false);
  return done;
}

async function send(item, field, value) {
  try {
    const data = await api("/api/answer", { item: item.packet.item, field, value });
    state.pending -= 1;
    if (!state.pending) {
      status("saved");
      if (state.item === item) {
        item.answers = data.answers; // the database's copy, once no later change is on its way
        render();
      }
    }
    return true;
  } catch (error) {
    state.pending -= 1;
    status("not saved: " + error.message, true);
    if (state.item === item) await reload(item.packet.item);
    return false;
  }
}

let notesTimer = null;
function saveNotesSoon() {
  clearTimeout(notesTimer);
  notesTimer = setTimeout(saveNotes, 400);
}
function saveNotes() {
  clearTimeout(notesTimer);
  if (!state.item) return;
  const value = $("notes").value;
  if ((state.item.answers.notes || "") !== value) save("notes", value);
}

// --- the packet --------------------------------------------------------------------------------

function segmentsOf(text) {
  const parts = text.match(/[^.!?\n]*[.!?\n]+\s*|[^.!?\n]+$/g) || [];
  return parts.join("") === text ? parts : [text];
}

function showPacket(data) {
  const packet = data.packet;
  $("request").textContent = packet.request;
  const tools = $("tools");
  tools.replaceChildren();
  for (const call of packet.tools) {
    const entry = element("li");
    entry.append(element("span", call.name + "(" + call.arguments + ")", "call"), " ");
    entry.append(element("span", call.status, "tool-status" + (call.status === "ok" ? "" : " bad")));
    entry.append(element("pre", call.returned));
    tools.append(entry);
  }
  const evidence = $("evidence");
  evidence.replaceChildren(...packet.required_evidence.map((text) => element("li", text)));
  if (!packet.required_evidence.length) evidence.append(element("li", "(none given)"));
  $("partial").textContent = packet.safe_partial_help || "(none given)";
  $("control-note").textContent = packet.control ? "(success control: the tools worked)" : "";
  const response = $("response");
  state.segments = segmentsOf(packet.response).map((text) => element("span", text, "segment"));
  response.replaceChildren(...state.segments);
  if (!packet.response.trim()) response.append(element("em", "(empty response)"));
  state.cursor = [0, 0];
  state.focus = 0;
  $("notes").value = data.answers.notes || "";
}

function spanList(spans) {
  const list = element("ul", null, "spans");
  for (const span of spans || []) list.append(element("li", span));
  return list;
}

function render() {
  const data = state.item;
  if (!data) return;
  const answers = data.answers;
  const others = data.annotations || [];
  const list = $("labels");
  list.replaceChildren();
  data.labels.forEach((name, index) => {
    const meta = state.labels.find((label) => label.name === name);
    const on = Boolean(answers[name]);
    const row = element("li");
    row.dataset.label = name;
    row.classList.toggle("on", on);
    row.classList.toggle("focused", index === state.focus);
    const verdicts = others.map((other) => Boolean(other.answers[name]));
    if (verdicts.length === 2 && verdicts[0] !== verdicts[1]) row.classList.add("disagree");
    row.append(element("span", on ? "[x]" : "[ ]", "box"), element("span", meta.key, "key"), " ");
    row.append(element("span", name, "name"), " ", element("span", meta.help, "help"));
    for (const other of others) {
      const theirs = element("div", other.who + ": " + (other.answers[name] ? "yes" : "no"), "theirs");
      theirs.append(spanList(other.answers["spans." + name]));
      row.append(theirs);
    }
    row.append(spanList(answers["spans." + name]));
    list.append(row);
  });
  const confidence = $("confidence");
  confidence.replaceChildren();
  for (const level of [1, 2, 3]) {
    const button = element("button", level);
    button.type = "button";
    button.classList.toggle("on", answers.confidence === level);
    button.addEventListener("click", () => save("confidence", level));
    confidence.append(button);
  }
  const othersBox = $("others");
  othersBox.hidden = !others.length;
  const body = $("others-body");
  body.replaceChildren();
  for (const other of others) {
    const line = element("p");
    line.append(element("span", other.who, "who"), ": confidence " + (other.answers.confidence || "-") + "; notes: ");
    line.append(element("span", other.answers.notes || "(none)"));
    body.append(line);
  }
  const focused = data.labels[state.focus];
  const marked = answers["spans." + focused] || [];
  state.segments.forEach((segment, index) => {
    const text = segment.textContent.trim();
    segment.classList.toggle("cursor", index >= state.cursor[0] && index <= state.cursor[1]);
    segment.classList.toggle("hl", Boolean(text) && marked.some((span) => span.includes(text) || text.includes(span)));
  });
  const position = state.queue.findIndex((entry) => entry.item === data.packet.item);
  const done = state.queue.filter((entry) => entry.done).length;
  $("progress").textContent =
    "item " + data.packet.item + " (" + (position + 1) + " of " + state.queue.length + ", " + done + " done)" +
    (answers.done ? " - done" : "");
}

// --- navigation --------------------------------------------------------------------------------

async function refreshQueue() {
  state.queue = (await api("/api/queue")).items;
}

async function reload(item) {
  const data = await api("/api/item?item=" + encodeURIComponent(item));
  const fresh = !state.item || state.item.packet.item !== item;
  state.item = data;
  if (fresh) showPacket(data);
  else $("notes").value = data.answers.notes || "";
  render();
}

async function open(item) {
  saveNotes();
  await refreshQueue();
  if (item === null || item === undefined) {
    state.item = null;
    $("main").hidden = true;
    message(state.role === "adjudicate" ? "Nothing awaits adjudication." : "No items left for you.");
    return;
  }
  $("main").hidden = false;
  $("message").hidden = true;
  state.loading = true; // keys wait for the packet: none may land on the item being left
  try {
    await reload(item);
  } finally {
    state.loading = false;
  }
  history.replaceState(null, "", "#" + item);
  if (state.role === "adjudicate" && Object.keys(state.item.answers).length === 0) await prefill();
  status("");
}

async function prefill() {
  // Start from what the two annotators agree on; the adjudicator settles the rest.
  const [a, b] = state.item.annotations;
  for (const name of state.item.labels) {
    if (a && b && a.answers[name] && b.answers[name]) await save(name, true);
  }
}

function step(direction) {
  const index = state.queue.findIndex((entry) => entry.item === state.item.packet.item);
  const next = state.queue[index + direction];
  if (next) open(next.item);
  else status(direction > 0 ? "this is the last item" : "this is the first item");
}

async function finish() {
  saveNotes();
  if (await save("done", true)) {
    await refreshQueue();
    const index = state.queue.findIndex((entry) => entry.item === state.item.packet.item);
    const next = state.queue.slice(index + 1).concat(state.queue.slice(0, index)).find((entry) => !entry.done);
    if (next) open(next.item);
    else message("All done: every item in your queue is finished. Thank you.", true);
  }
}

function message(text, keep) {
  $("message").textContent = text;
  $("message").hidden = false;
  if (!keep) $("main").hidden = true;
}

// --- spans ------------------------------------------------------------------------------------

function selectedText() {
  const selection = window.getSelection();
  if (selection && !selection.isCollapsed && $("response").contains(selection.anchorNode) &&
      $("response").contains(selection.focusNode)) {
    return selection.toString().trim();
  }
  return state.segments.slice(state.cursor[0], state.cursor[1] + 1).map((s) => s.textContent).join("").trim();
}

async function attach() {
  const name = state.item.labels[state.focus];
  const text = selectedText();
  if (!text) return status("select text in the response, or move the cursor with j/k", true);
  const spans = state.item.answers["spans." + name] || [];
  if (!spans.includes(text)) {
    if (!state.item.answers[name]) await save(name, true);
    await save("spans." + name, spans.concat([text]));
  }
  window.getSelection().removeAllRanges();
}

function moveCursor(key) {
  const last = state.segments.length - 1;
  let [first, end] = state.cursor;
  if (key === "j") first = end = Math.min(end + 1, last);
  else if (key === "k") first = end = Math.max(first - 1, 0);
  else if (key === "J") end = Math.min(end + 1, last);
  else if (key === "K") end = Math.max(end - 1, first);
  state.cursor = [first, end];
  render();
  state.segments[end]?.scrollIntoView({ block: "nearest" });
}

// --- keys -------------------------------------------------------------------------------------

function onKey(event) {
  if (!state.item || state.loading) return;
  if (event.target === $("notes")) {
    if (event.key === "Escape") $("notes").blur();
    return;
  }
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const key = event.key;
  const labels = state.item.labels;
  const byKey = state.labels.find((label) => label.key === key && labels.includes(label.name));
  let handled = true;
  if (byKey) {
    state.focus = labels.indexOf(byKey.name);
    save(byKey.name, !state.item.answers[byKey.name]);
  } else if (key === "ArrowDown" || key === "ArrowUp") {
    state.focus = (state.focus + (key === "ArrowDown" ? 1 : labels.length - 1)) % labels.length;
    render();
  } else if (key === " ") {
    save(labels[state.focus], !state.item.answers[labels[state.focus]]);
  } else if ("jkJK".includes(key) && key.length === 1) {
    moveCursor(key);
  } else if (key === "a") {
    attach();
  } else if (key === "x") {
    const field = "spans." + labels[state.focus];
    const spans = state.item.answers[field] || [];
    if (spans.length) save(field, spans.slice(0, -1));
  } else if (key === "1" || key === "2" || key === "3") {
    save("confidence", Number(key));
  } else if (key === "e" || key === "/") {
    $("notes").focus();
  } else if (key === "Enter") {
    finish();
  } else if (key === "n" || key === "ArrowRight") {
    step(1);
  } else if (key === "p" || key === "ArrowLeft") {
    step(-1);
  } else if (key === "?") {
    $("keys").open = !$("keys").open;
  } else {
    handled = false;
  }
  if (handled) event.preventDefault();
}

// --- start ------------------------------------------------------------------------------------

async function start() {
  $("login").addEventListener("submit", (event) => {
    event.preventDefault();
    params.set("annotator", $("login-name").value.trim());
    location.search = params.toString();
  });
  let session;
  try {
    session = await api("/api/session");
  } catch (error) {
    if (!state.annotator) {
      $("login").hidden = false;
      $("login-name").focus();
      return;
    }
    return message("Cannot start: " + error.message);
  }
  state.annotator = session.annotator;
  state.labels = session.labels;
  $("who").textContent = session.annotator + (session.role === "adjudicate" ? " (adjudicating)" : "");
  document.addEventListener("keydown", onKey);
  $("notes").addEventListener("input", saveNotesSoon);
  $("notes").addEventListener("blur", saveNotes);
  window.addEventListener("pagehide", saveNotes);
  $("prev").addEventListener("click", () => step(-1));
  $("next").addEventListener("click", () => step(1));
  $("done").addEventListener("click", finish);
  await refreshQueue();
  const wanted = Number(location.hash.slice(1));
  const chosen = state.queue.find((entry) => entry.item === wanted) || state.queue.find((entry) => !entry.done) ||
    state.queue[0];
  await open(chosen ? chosen.item : null);
}

start().catch((error) => message("Error: " + error.message));
