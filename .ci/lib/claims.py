"""What a doc says an example prints, and how a run is compared with it: the one rule of
.ci/snippets-check.sh (the articles) and .ci/doc-examples-check.sh (the `///` comments).

A claim is the paragraph right after a ```swift block, when it starts with "Prints":
- "Prints `A`." is one line; "Prints `A`, then `B`." two; words after the last code are a
  condition the example itself meets;
- "Prints:" and a plain ``` block: the block's lines; "Prints nothing.": no output;
- not compared: "Prints e.g. …", "Prints, for …/when …", "Prints (…):", "Prints a/one …".
Any other paragraph starting with "Prints" is a problem the check reports.
"""
import re
import sys

INLINE = re.compile(r"^Prints ((?:`[^`]*`)(?:,? then `[^`]*`)*)(.*)$")
EXEMPT = re.compile(r"^Prints(?: e\.g\. |, | \(| a | one )")


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
