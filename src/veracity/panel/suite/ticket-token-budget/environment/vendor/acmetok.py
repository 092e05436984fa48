"""acmetok: the tokenizers of the ACME assistant models (pure Python, no dependencies).

    import acmetok
    tok = acmetok.load("acme-bpe-2")
    ids = tok.encode("Where is my order?")   # a list of token ids
    len(ids)                                 # the number of tokens
    tok.decode(ids)                          # the text again

Encodings: acme-bpe-1 (older models), acme-bpe-2 (current models). Counts differ between them.
"""

import re
import zlib

_PRETOKEN = re.compile(r"'(?:s|t|re|ve|m|ll|d)\b| ?[A-Za-z]+| ?[0-9]{1,3}| ?[^\sA-Za-z0-9]+|\s+(?!\S)|\s+")
_ENCODINGS = {"acme-bpe-1": (3, 40_000), "acme-bpe-2": (5, 65_536)}
_COMMON = {
    "acme-bpe-2": frozenset(
        " the  a  an  and  or  to  of  in  on  for  is  it  my  your  we  you  i  not  order  orders  "
        "account  please  thanks  hello  help  refund  invoice  password  delivery".split("  ")
    ),
    "acme-bpe-1": frozenset(),
}


class Encoding:
    def __init__(self, name):
        if name not in _ENCODINGS:
            raise KeyError(f"unknown encoding {name!r}; available: {', '.join(sorted(_ENCODINGS))}")
        self.name = name
        self._chunk, self._vocab = _ENCODINGS[name]
        self._common = _COMMON[name]
        self._pieces = {}

    def _split(self, piece):
        word = piece.strip().lower()
        if word in self._common or piece.isspace() or len(piece) <= self._chunk:
            return [piece]
        return [piece[i : i + self._chunk] for i in range(0, len(piece), self._chunk)]

    def encode(self, text):
        if not isinstance(text, str):
            raise TypeError(f"encode() takes a str, not {type(text).__name__}")
        ids = []
        for match in _PRETOKEN.finditer(text):
            for part in self._split(match.group()):
                token = zlib.crc32(part.encode("utf-8")) % self._vocab
                self._pieces[token] = part
                ids.append(token)
        return ids

    def decode(self, ids):
        return "".join(self._pieces.get(i, "\ufffd") for i in ids)


def load(name):
    """The encoding called `name` (acme-bpe-1 or acme-bpe-2)."""
    return Encoding(name)
