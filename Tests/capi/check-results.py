#!/usr/bin/env python3
"""Checks the C API's result-code lists (run by `make examples`, after the bad-input test).

Usage: python3 Tests/capi/check-results.py HEADER CONTRACT RESULTCODE OBSERVED

HEADER is include/switchyard.h, CONTRACT Sources/SwitchYardC/Contract.swift, RESULTCODE
Sources/SwitchYardC/ResultCode.swift, OBSERVED the file the bad-input test wrote (one `function result` a line).
Fails, naming each problem, when:
- a function declared in the header has no "Result codes:" line in the comment above it, or lists a name
  that is not an enumerator of sy_result;
- the header's sy_result enumerators and ResultCode's cases differ in names or values;
- a function's header list and its Contract.swift set differ (a function listed as "none" has no entry), or
  Contract.swift names a function the header does not declare;
- a function that takes a sy_context * does not list SY_ERR_NULL;
- the bad-input test saw a negative result that is not on its function's list, or a status function (one
  that lists SY_OK) return something above 0. Functions listed as "none" are not held to their results.
Prints how many of the listed (function, code) pairs the test saw. Exits 1 on a problem, 2 on bad input.
Standard library only.
"""

import re
import sys
from pathlib import Path

DECLARATION = re.compile(r"^(?:const char \*|sy_context \*|sy_result |int )\s*(sy_\w+)\((.*?)\);", re.M | re.S)
CODES_LINE = re.compile(r"Result codes:\s*(.*?)\.", re.S)


def header_functions(text: str) -> dict[str, tuple[str, list[str] | None]]:
    """Each declared function: its parameter text and its listed codes (None for "none"; KeyError-free)."""
    functions = {}
    for match in DECLARATION.finditer(text):
        name, parameters = match.group(1), match.group(2)
        before = text[: match.start()].rstrip()
        if not before.endswith("*/"):
            functions[name] = (parameters, [])
            continue
        comment = before[before.rindex("/*") :]
        line = CODES_LINE.search(comment)
        if not line:
            functions[name] = (parameters, [])
            continue
        listed = " ".join(part.strip(" *") for part in line.group(1).splitlines())
        codes = None if listed.strip() == "none" else [code.strip() for code in listed.split(",")]
        functions[name] = (parameters, codes)
    return functions


def header_enum(text: str) -> dict[str, int]:
    """The enumerators of `typedef enum sy_result` and their values."""
    body = re.search(r"typedef enum sy_result \{(.*?)\} sy_result;", text, re.S)
    if not body:
        raise ValueError("no typedef enum sy_result")
    return {name: int(value) for name, value in re.findall(r"\b(SY_\w+)\s*=\s*(-?\d+)", body.group(1))}


def swift_codes(result_code: str) -> tuple[dict[str, str], dict[str, int]]:
    """ResultCode's cases: case name -> header name, and header name -> value."""
    values = {case: int(value) for case, value in re.findall(r"case (\w+) = (-?\d+)", result_code)}
    names = dict(re.findall(r'case \.(\w+): return "(SY_\w+)"', result_code))
    return names, {names[case]: value for case, value in values.items() if case in names}


def contract(text: str, names: dict[str, str]) -> dict[str, set[str]]:
    """Contract.codes: function -> set of header names."""
    table = {}
    for function, cases in re.findall(r'"(sy_\w+)":\s*\[([^\]]*)\]', text):
        table[function] = {names.get(case, "?" + case) for case in re.findall(r"\.(\w+)", cases)}
    return table


def main() -> int:
    if len(sys.argv) != 5:
        print(__doc__.splitlines()[2].strip(), file=sys.stderr)
        return 2
    header, contract_file, result_file, observed_file = (Path(arg) for arg in sys.argv[1:])
    try:
        header_text = header.read_text()
        functions = header_functions(header_text)
        enum = header_enum(header_text)
        names, swift_values = swift_codes(result_file.read_text())
        declared = contract(contract_file.read_text(), names)
        observed = [line.split() for line in observed_file.read_text().splitlines() if line.strip()]
    except (OSError, ValueError) as error:
        print(f"check-results: {error}", file=sys.stderr)
        return 2

    problems = []
    if enum != swift_values:
        problems.append(f"{header}: sy_result {sorted(enum.items())} but {result_file}: {sorted(swift_values.items())}")
    for name, (parameters, codes) in sorted(functions.items()):
        if codes == []:
            problems.append(f"{header}: {name} has no 'Result codes:' line")
            continue
        for code in codes or []:
            if code not in enum:
                problems.append(f"{header}: {name} lists {code!r}, which is not a sy_result")
        if codes is None:
            if name in declared:
                problems.append(f"{contract_file}: {name} has codes, the header says none")
            continue
        if set(codes) != declared.get(name):
            problems.append(
                f"{name}: the header lists {sorted(codes)}, {contract_file} {sorted(declared.get(name, []))}")
        if "sy_context *" in parameters and "SY_ERR_NULL" not in codes:
            problems.append(f"{header}: {name} takes a context but does not list SY_ERR_NULL")
    for name in sorted(set(declared) - set(functions)):
        problems.append(f"{contract_file}: {name} is not declared in {header}")

    by_value = {value: name for name, value in enum.items()}
    seen = set()
    for entry in observed:
        if len(entry) != 2 or not entry[1].lstrip("-").isdigit():
            problems.append(f"{observed_file}: not 'function result': {' '.join(entry)}")
            continue
        function, result = entry[0], int(entry[1])
        if function not in functions:
            problems.append(f"{observed_file}: {function} is not declared in {header}")
            continue
        codes = functions[function][1]
        if codes is None or codes == []:
            continue
        if result < 0:
            code = by_value.get(result, str(result))
            seen.add((function, code))
            if code not in codes:
                problems.append(f"the bad-input test saw {function} return {code}, which its list does not have")
        elif "SY_OK" in codes:
            if result > 0:
                problems.append(f"the bad-input test saw {function} return {result}; it returns a status")
            seen.add((function, "SY_OK"))
    listed = sum(len(codes) for codes in (entry[1] for entry in functions.values()) if codes)
    for problem in problems:
        print(f"FAIL {problem}")
    print(f"check-results: {len(functions)} functions; the bad-input test saw {len(seen)} of the {listed} listed codes")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
