"""What a doc says an example prints, and how a run is compared with it: the one rule of
.ci/snippets-check.sh (the articles) and .ci/doc-examples-check.sh (the `///` comments).

A claim is the paragraph right after a ```swift block, when it starts with "Prints":
- "Prints `A`." is one line; "Prints `A`, then `B`." two; words after the last code are a
  condition the example itself meets;
- "Prints:" and a plain ``` block: the block's lines; "Prints nothing.": no output;
- not compared: "Prints e.g. …", "Prints, for …/when …", "Prints (…):", "Prints a/one …".
Any other paragraph starting with "Prints" is a problem the check reports.

A line's claim is a trailing comment on a line of a block that runs, when the line is one
`print(…)` call and nothing else: `print(shop.state)  // root > sheet edit` says that the line
prints exactly one line, the comment's text, and runs once. Prose about a print goes on a line
of its own, never after it. It combines with the paragraph: the paragraph's claim is everything
the block prints, those lines' output included; each comment claims its line's part of it.
"""
import re
import sys

INLINE = re.compile(r"^Prints ((?:`[^`]*`)(?:,? then `[^`]*`)*)(.*)$")
EXEMPT = re.compile(r"^Prints(?: e\.g\. |, | \(| a | one )")
# A print line with its claim: the indentation, the call, the comment's text.
SAID = re.compile(r"^(\s*)(print\(.*\))[ \t]+//[ \t]?(.*?)\s*$")
# The marker lines a run prints around a claimed print line's output.
SAID_BEGIN, SAID_END = "\x1esaid ", "\x1esaid"


def claim(said, line, listing, what):
    """The claim a paragraph makes, or None when it makes none.

    said: the paragraph's text on one line; line: its first line (1-based); listing: the lines
    of the plain ``` block right after it (None when none follows); what: "example" or "block",
    for the message.
    """
    if not said.startswith("Prints"):
        return None
    made = {"line": line, "said": said}
    if said == "Prints:" and listing is not None:
        made["expected"] = listing
    elif said == "Prints nothing.":
        made["expected"] = []
    elif said.startswith("Prints:"):
        made["problem"] = "`Prints:` is followed by a plain ``` block of the output lines"
    elif INLINE.match(said):
        made["expected"] = re.findall(r"`([^`]*)`", INLINE.match(said).group(1))
    elif EXEMPT.match(said):
        made["exempt"] = said
    else:
        made["problem"] = (f"a claim of what the {what} prints is `Prints `OUTPUT`.`, `Prints:` and a "
                           "plain ``` block, `Prints nothing.`, or one not compared: `Prints e.g. …`, "
                           "`Prints, for …:`, `Prints (…):`, `Prints a …`")
    return made


def mismatch(where, what, line, doc, expected, printed):
    """The message when `printed` (trailing blank lines aside) is not `expected`, else None."""
    while printed and not printed[-1]:
        printed = printed[:-1]
    if printed == expected:
        return None
    return (f"{where}: the {what} at line {line} prints otherwise than {doc} says\n"
            + "  expected:\n" + "".join(f"    |{text}\n" for text in expected)
            + "  printed:\n" + "".join(f"    |{text}\n" for text in printed))


def fail_if_any(check, failing, broken, status, text, wrong, failed, separator=": "):
    """Prints every problem of a check's build and run, then exits with 1; returns when there
    is none.

    failing: the compiler's diagnostics by (path, line); broken: the blocks that do not
    compile, as lines; status: the build's exit status, and text its log; wrong: the
    mismatches and run failures; failed: what the FAILED line says in parentheses; separator:
    between a diagnostic's line and its message.
    """
    preludes = sorted({path for (path, _) in failing if path.startswith(".ci/")})
    if not (broken or preludes or status != 0 or failing or wrong):
        return
    for (path, line), messages in sorted(failing.items()):
        for message in sorted(messages):
            print(f"{path}:{line}{separator}{message}")
    for line in broken:
        print(f"{check}: {line}")
    for path in preludes:
        print(f"{check}: {path}: the prelude does not compile cleanly")
    if status != 0 and not failing:
        print(text[-4000:])
    for line in wrong:
        print(f"{check}: {line}")
    print(f"{check}: FAILED ({failed})")
    sys.exit(1)


def said(code, first):
    """The line claims of a block (`print(…)  // OUTPUT`), and its code with each claimed line
    between marker lines, for a run.

    code: the block's lines (a `///` already made spaces); first: the line number of its first
    line. Returns (claims, code): each claim {"line": its line number, "expected": [the
    comment]}; the marked code keeps every line where it was (the markers go on the claimed
    line itself, so only that line's columns move).
    """
    made, marked = [], []
    for index, text in enumerate(code):
        match = SAID.match(text)
        if not match:
            marked.append(text)
            continue
        line = first + index
        made.append({"line": line, "expected": [match.group(3)]})
        marked.append(f'{match.group(1)}print("\\u{{1E}}said {line}"); {match.group(2)}; '
                      f'print("\\u{{1E}}said")')
    return made, marked


def split_said(printed):
    """A block's output without the marker lines of its claimed print lines, and what each such
    line printed: {line number: [the lines of each time it ran]}."""
    plain, parts, current = [], {}, None
    for text in printed:
        if text.startswith(SAID_BEGIN):
            current = int(text[len(SAID_BEGIN):])
            parts.setdefault(current, []).append([])
        elif text == SAID_END:
            current = None
        else:
            plain.append(text)
            if current is not None:
                parts[current][-1].append(text)
    return plain, parts


def said_mismatches(path, made, parts):
    """The messages for the claimed print lines `made` (of one block, in file `path`) whose run
    `parts` (from split_said) is not what their comments say, or not one run."""
    messages = []
    for claim in made:
        runs = parts.get(claim["line"], [])
        where = f"{path}:{claim['line']}"
        if len(runs) != 1:
            messages.append(f"{where}: the print at line {claim['line']} ran {len(runs)} times; a "
                            "comment after a print claims its one run (say it on a line of its own)")
            continue
        message = mismatch(where, "print", claim["line"], "its comment", claim["expected"], runs[0])
        if message:
            messages.append(message)
    return messages
